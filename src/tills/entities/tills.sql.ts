/**
 * Fragments of SQL over tills' tables lent to other modules' statements, the access guard's
 * among them (STYLE.md); here so that access may import it (eslint boundaries: access imports
 * entities, never a domain module).
 */
import { rowByIdSql } from '../../database/query-helpers';

/** How long a till credential lives without a refresh (CONTRACT §11.1). */
export const TILL_CREDENTIAL_IDLE_DAYS = 30;

/**
 * The till credential `c` of the till `t` is live at `now` (an SQL expression): not ended (by
 * a re-pairing, a revocation or a reused refresh token), refreshed within
 * TILL_CREDENTIAL_IDLE_DAYS, the till active.
 */
export const tillCredentialLiveSql = (now: string) =>
  `c."ended_at" IS NULL AND c."last_used_at" > ${now}::timestamptz - make_interval(days => ${TILL_CREDENTIAL_IDLE_DAYS})
    AND t."status" = 'active'`;

/** The till `t`, as a FROM item. */
export const TILL_FROM = `FROM "tills" t`;

/** A till token's credential `c` and its till `t`, as FROM items. */
export const TILL_CREDENTIAL_FROM = `FROM "till_credentials" c
  JOIN "tills" t ON t."id" = c."till_id"`;

/** A staff session `ss` with its till credential `c` and till `t` (each by its key), as FROM items. */
export const STAFF_SESSION_FROM = `FROM "till_staff_sessions" ss
  ${rowByIdSql('till_credentials', 'c', 'ss."credential_id"')}
  ${rowByIdSql('tills', 't', 'ss."till_id"')}`;
