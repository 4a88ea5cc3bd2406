import {
  BranchPlace,
  holdsRoleAtBranchSql,
  KEY_SET_VERSION,
  ORGANIZATION_PIN_GUESSES_WINDOW_MS,
  organizationPinGuessesFullSinceSql,
  rolesAtBranchJoinSql,
  rolesAtBranchOfAnyoneSql,
  TILL_CREDENTIAL_IDLE_DAYS,
  tillCredentialLiveSql,
  tillTokenLiveSql,
} from '../access/access.sql';
import { AUDIT_EVENT_COLUMNS, auditEventCtesOf } from '../audit/audit.sql';
import type { HotStatement } from '../database/hot-statements';
import { deleteBatchStatement, rowByIdSql } from '../database/query-helpers';
import { RotatingTokens } from '../database/rotating-tokens';
import { itemsCte } from '../database/statement-batcher';
import { rollingWindowSql, windowedCounterSql } from '../limits/windows';
import { organizationVersionSql } from '../organizations/entities/organization-version.entity';

/**
 * The tills module's SQL (docs/decisions/sql-shapes.md): every fixed statement on tills,
 * their credentials and refresh tokens, staff sessions, wrong PINs, creation windows and
 * offline kits and events, by name. The tills' rules (who may sign in at a till, which
 * members a till lists) are written here, from the fragments access lends for role
 * assignments. `npm run sql` writes the final text to src/queries/tills.sql.
 */

/**
 * The till credential `c` ended before `$2` (ended, or its end for 30 days unused come: its
 * last use more than 30 days before that).
 */
const CREDENTIAL_ENDED_BEFORE = (c: string) =>
  `(${c}."ended_at" < $2 OR ${c}."last_used_at" < $2::timestamptz - make_interval(days => ${TILL_CREDENTIAL_IDLE_DAYS}))`;

/** The till `t`'s place: its organization `o`'s client, its organization, its branch. */
export const TILL_PLACE: BranchPlace = {
  clientId: 'o."client_id"',
  organizationId: 't."organization_id"',
  branchId: 't."branch_id"',
};

/**
 * The member holding the PIN (by its keyed hash `pinHash`) at the till `tillId`, one row per
 * role that applies there, with what it permits; and whether the till's window of wrong PINs
 * is full (at least `maxWrong` counted: when it started). From the PIN's unique index; never a
 * blocked user, never one without a role there (removed). Each argument an SQL expression.
 */
const memberByPinAtTill = (
  tillId: string,
  pinHash: string,
  maxWrong: string,
) => `SELECT ${organizationVersionSql('t."organization_id"')} AS "organization_version", u."id" AS "user_id", u."first_name",
         u."last_name", true AS "has_pin", r."code", r."name", r."permissions",
         (SELECT f."window_started_at" FROM "till_pin_failures" f
          WHERE f."till_id" = t."id" AND f."failures" >= ${maxWrong}) AS "full_window_started_at",
         m."created_at" AS "assignment_created_at", m."id" AS "assignment_id",
         p."pin_version", (p."verifier" IS NULL) AS "verifier_missing"
       FROM "tills" t
       JOIN "organizations" o ON o."id" = t."organization_id"
       JOIN "member_pins" p ON p."organization_id" = t."organization_id" AND p."pin_hash" = ${pinHash}
       JOIN "users" u ON u."id" = p."user_id"
       ${rolesAtBranchJoinSql(TILL_PLACE, 'u."id"')}
       WHERE t."id" = ${tillId} AND u."status" = 'active'`;

/** The member by PIN ($2) at the till ($1; window full at $3 wrong PINs) — an approval — in one round trip. */
export const TILL_MEMBER_BY_PIN: HotStatement = {
  name: 'till_member_by_pin',
  text: `${memberByPinAtTill('$1::uuid', '$2', '$3')} ORDER BY m."created_at", m."id"`,
};

/** A sign-in's values, in the order of `TillStaffSessionsRepository.signIn`'s item: the sign-in's, then its audit event's. */
const SIGN_IN_COLUMNS = [
  ['till_id', 'uuid'],
  ['key_id', 'varchar'],
  ['pin_hash', 'varchar'],
  ['max_wrong', 'int'],
  ['started_at', 'timestamptz'],
  ['window_ms', 'float8'],
  ['session_id', 'uuid'],
  ['credential_id', 'uuid'],
  ['expires_at', 'timestamptz'],
  ...AUDIT_EVENT_COLUMNS,
] as const;

/**
 * Sign-ins (`SIGN_IN_COLUMNS`, gathered by a StatementBatcher) in one statement: for each
 * whose till token is live (`credential_id` of `till_id`, signed with `key_id`: the guard's
 * proof, ProvesTill), the member by PIN at its till, and when there is one and the till's
 * window of wrong PINs (`window_ms` long, ending after `started_at`) is not full, the staff
 * session `session_id` with its audit event (its actor the member). A wrong PIN, a full
 * window (the till's, or its organization's: `org_full_since`, CONTRACT §12.4) or a till not
 * live writes nothing. Each live sign-in has rows naming it (`n`): one per
 * role of the member by PIN (none: one row, its `user_id` null), with the key set's version
 * for the staff token; a sign-in whose till is not live has none.
 */
export const TILL_SIGN_IN: HotStatement = {
  name: 'till_sign_in',
  text: `WITH ${itemsCte(SIGN_IN_COLUMNS)},
  "live" AS (
    SELECT i."n", ${organizationPinGuessesFullSinceSql('t."organization_id"')} AS "org_full_since" FROM "i"
    ${rowByIdSql('till_credentials', 'c', 'i."credential_id"')}
    ${rowByIdSql('tills', 't', 'c."till_id"')}
    WHERE c."till_id" = i."till_id" AND ${tillTokenLiveSql('i."started_at"', 'i."key_id"')}),
  "found" AS (
    SELECT l."n" AS "item", x.* FROM "live" l JOIN "i" ON i."n" = l."n"
    CROSS JOIN LATERAL (${memberByPinAtTill('i."till_id"', 'i."pin_hash"', 'i."max_wrong"')}) x),
  "signer" AS (
    SELECT DISTINCT ON (f."item") f."item", f."user_id" FROM "found" f JOIN "i" ON i."n" = f."item"
    JOIN "live" l ON l."n" = f."item"
    WHERE (f."full_window_started_at" IS NULL
       OR f."full_window_started_at" <= i."started_at" - make_interval(secs => i."window_ms" / 1000))
      AND (l."org_full_since" IS NULL
       OR l."org_full_since" <= i."started_at" - make_interval(secs => ${ORGANIZATION_PIN_GUESSES_WINDOW_MS / 1000}))
    ORDER BY f."item"),
  "session" AS (
    INSERT INTO "till_staff_sessions" ("id", "till_id", "credential_id", "user_id", "started_at", "expires_at")
    SELECT i."session_id", i."till_id", i."credential_id", s."user_id", i."started_at", i."expires_at"
    FROM "signer" s JOIN "i" ON i."n" = s."item"
    RETURNING "id", "user_id"),
  ${auditEventCtesOf((k) => `i."event_${k}"`, `"session" a JOIN "i" ON i."session_id" = a."id"`)}
  SELECT l."n", l."org_full_since", f.*, ${KEY_SET_VERSION} AS "key_set_version" FROM "live" l LEFT JOIN "found" f ON f."item" = l."n"
  ORDER BY l."n", f."assignment_created_at", f."assignment_id"`,
};

/** The till's refresh tokens (families, the grace). */
export const TILL_TOKENS = new RotatingTokens({
  table: 'till_refresh_tokens',
  ownerColumn: 'credential_id',
  ownerTable: 'till_credentials',
});

/** The wrong PINs per till. */
export const TILL_PIN_FAILURES = windowedCounterSql({ table: 'till_pin_failures', keyColumns: ['till_id'] });

/** The tills created per organization. */
export const TILL_CREATION_WINDOWS = rollingWindowSql({
  table: 'till_creation_windows',
  keyColumns: ['organization_id'],
});

/** Whether branch $1 is organization $2's. */
export const TILL_BRANCH_EXISTS: HotStatement = {
  name: 'tills_branch_exists',
  text: `SELECT 1 FROM "branches" WHERE "id" = $1 AND "organization_id" = $2`,
};

/** Till $1's live credential ended at $2 for reason $3. */
export const END_TILL_CREDENTIALS: HotStatement = {
  name: 'till_credentials_end_of_till',
  text: `UPDATE "till_credentials" SET "ended_at" = $2, "end_reason" = $3 WHERE "till_id" = $1 AND "ended_at" IS NULL`,
};

/** Till $1's open staff sessions ended at $2 for reason $3. */
export const END_TILL_STAFF_SESSIONS: HotStatement = {
  name: 'till_staff_sessions_end_of_till',
  text: `UPDATE "till_staff_sessions" SET "ended_at" = $2, "end_reason" = $3 WHERE "till_id" = $1 AND "ended_at" IS NULL`,
};

/** A pairing code ($1: its hash) used once at $2: the pending till it names, now active. */
export const PAIR_TILL: HotStatement = {
  name: 'tills_pair',
  text: `UPDATE "tills" SET "status" = 'active', "pairing_code_hash" = NULL, "pairing_expires_at" = NULL, "paired_at" = $2
       WHERE "pairing_code_hash" = $1 AND "pairing_expires_at" > $2 AND "status" = 'pending' RETURNING "id"`,
};

/** A new credential of till $1 at $2 with its family's salt $3. */
export const CREATE_TILL_CREDENTIAL: HotStatement = {
  name: 'till_credentials_create',
  text: `INSERT INTO "till_credentials" ("till_id", "created_at", "last_used_at", "refresh_salt") VALUES ($1, $2, $2, $3)
       RETURNING "id"`,
};

/** A refresh token ($1 hash) of credential $2, issued at $3, generation $4. */
export const ADD_TILL_REFRESH_TOKEN: HotStatement = {
  name: 'till_refresh_tokens_add',
  text: `INSERT INTO "till_refresh_tokens" ("token_hash", "credential_id", "created_at", "generation") VALUES ($1, $2, $3, $4)`,
};

/** An unused refresh token of a family rotated: marked used at $2, its successor $3. */
export const ROTATE_TILL_REFRESH_TOKEN: HotStatement = {
  name: 'till_refresh_tokens_rotate',
  text: `UPDATE "till_refresh_tokens" SET "used_at" = $2, "successor_hash" = $3
       WHERE "token_hash" = $1 AND "used_at" IS NULL AND "credential_id" = $4 AND "generation" = $5
       RETURNING "credential_id"`,
};

/** A live credential marked used at $2: its till and organization. */
export const USE_TILL_CREDENTIAL: HotStatement = {
  name: 'till_credentials_use',
  text: `UPDATE "till_credentials" c SET "last_used_at" = $2 FROM "tills" t
       WHERE c."id" = $1 AND t."id" = c."till_id" AND ${tillCredentialLiveSql('$2')}
       RETURNING c."till_id", t."organization_id"`,
};

/** A credential ended for a reused refresh token: its till. */
export const END_TILL_CREDENTIAL_FOR_REUSE: HotStatement = {
  name: 'till_credentials_end_for_reuse',
  text: `UPDATE "till_credentials" SET "ended_at" = $2, "end_reason" = 'token_reuse'
       WHERE "id" = $1 AND "ended_at" IS NULL RETURNING "till_id"`,
};

/** The credential's open staff sessions ended for a reused refresh token. */
export const END_STAFF_SESSIONS_FOR_REUSE: HotStatement = {
  name: 'till_staff_sessions_end_for_reuse',
  text: `UPDATE "till_staff_sessions" SET "ended_at" = $2, "end_reason" = 'token_reuse'
       WHERE "credential_id" = $1 AND "ended_at" IS NULL`,
};

/** An active till back to waiting for a pairing code. */
export const UNPAIR_TILL: HotStatement = {
  name: 'tills_unpair',
  text: `UPDATE "tills" SET "status" = 'pending' WHERE "id" = $1 AND "status" = 'active'`,
};

/** The till's `last_seen_at` set to $2, at most once a minute. */
export const TOUCH_TILL: HotStatement = {
  name: 'tills_touch',
  text: `UPDATE "tills" SET "last_seen_at" = $2 WHERE "id" = $1
         AND ("last_seen_at" IS NULL OR "last_seen_at" <= $2::timestamptz - interval '1 minute')
       RETURNING "last_seen_at"`,
};

/**
 * The live staff sessions of credential $1 at $2 (only session $3, when given): not ended,
 * not expired, their user active and still holding a role at the till's branch.
 */
export const LIVE_STAFF_SESSIONS: HotStatement = {
  name: 'till_staff_sessions_live',
  text: `SELECT ss."id", u."id" AS "user_id", u."first_name", u."last_name", ss."started_at", ss."expires_at"
       FROM "till_staff_sessions" ss
       JOIN "tills" t ON t."id" = ss."till_id"
       JOIN "organizations" o ON o."id" = t."organization_id"
       JOIN "users" u ON u."id" = ss."user_id"
       WHERE ss."credential_id" = $1 AND ss."ended_at" IS NULL AND ss."expires_at" > $2 AND u."status" = 'active'
         AND ($3::uuid IS NULL OR ss."id" = $3)
         AND ${holdsRoleAtBranchSql('u."id"', TILL_PLACE)}
       ORDER BY ss."started_at", ss."id"`,
};

/** Staff session $2 of credential $1 ended at $3 (signed out): its user. */
export const END_STAFF_SESSION: HotStatement = {
  name: 'till_staff_sessions_end',
  text: `UPDATE "till_staff_sessions" SET "ended_at" = $3, "end_reason" = 'signed_out'
       WHERE "id" = $2 AND "credential_id" = $1 AND "ended_at" IS NULL AND "expires_at" > $3 RETURNING "user_id"`,
};

/** Housekeeping: refresh tokens of credentials ended before $2 (at most $1). */
export const PURGE_TILL_REFRESH_TOKENS = deleteBatchStatement(
  'till_refresh_tokens_purge',
  'till_refresh_tokens',
  `"credential_id" IN (SELECT c."id" FROM "till_credentials" c WHERE ${CREDENTIAL_ENDED_BEFORE('c')})`,
);

/** Housekeeping: staff sessions ended or expired before $2, or on a credential ended before it (at most $1). */
export const PURGE_TILL_STAFF_SESSIONS = deleteBatchStatement(
  'till_staff_sessions_purge',
  'till_staff_sessions',
  `("ended_at" < $2 OR "expires_at" < $2
      OR "credential_id" IN (SELECT c."id" FROM "till_credentials" c WHERE ${CREDENTIAL_ENDED_BEFORE('c')}))`,
);

/** Housekeeping: credentials ended before $2 (at most $1). */
export const PURGE_TILL_CREDENTIALS = deleteBatchStatement(
  'till_credentials_purge',
  'till_credentials',
  CREDENTIAL_ENDED_BEFORE('"till_credentials"'),
);

/**
 * The till `t`, its organization `o`, every role assignment `m` that applies at its branch with
 * its role `r`, and the assignment's user `u`, each reached by a key (the till's members and its
 * offline kit; docs/decisions/plans-without-statistics.md).
 */
const MEMBERS_AT_TILL_FROM = `FROM "tills" t
       ${rowByIdSql('organizations', 'o', 't."organization_id"')}
       ${rolesAtBranchOfAnyoneSql(TILL_PLACE)}
       ${rowByIdSql('users', 'u', 'm."user_id"')}`;

/**
 * Active members whose role applies at till $1's branch, one row per such role (with its
 * permissions), by name: the till's staff list.
 */
export const TILL_MEMBERS: HotStatement = {
  name: 'till_members',
  text: `SELECT ${organizationVersionSql('t."organization_id"')} AS "organization_version", u."id" AS "user_id", u."first_name", u."last_name", (p."user_id" IS NOT NULL) AS "has_pin",
         r."code", r."name", r."permissions"
       ${MEMBERS_AT_TILL_FROM}
       LEFT JOIN LATERAL (SELECT "user_id" FROM "member_pins"
         WHERE "organization_id" = t."organization_id" AND "user_id" = u."id" LIMIT 1) p ON true
       WHERE t."id" = $1 AND u."status" = 'active'
       ORDER BY u."last_name", u."first_name", u."id", m."created_at", m."id"`,
};

/**
 * The members of till $1's offline kit: active members whose role applies at its branch and
 * whose PIN has a verifier, one row per such role with what it permits, by name.
 */
export const OFFLINE_KIT_MEMBERS: HotStatement = {
  name: 'till_offline_kit_members',
  text: `SELECT u."id" AS "user_id", u."first_name", u."last_name", r."code", r."name", r."permissions",
         p."pin_version", p."verifier_salt", p."verifier"
       ${MEMBERS_AT_TILL_FROM}
       JOIN "member_pins" p ON p."organization_id" = t."organization_id" AND p."user_id" = u."id"
       WHERE t."id" = $1 AND u."status" = 'active' AND p."verifier" IS NOT NULL
       ORDER BY u."last_name", u."first_name", u."id", m."created_at", m."id"`,
};

/** A kit ($1) recorded while its till ($2) is active (waiting for a revocation in progress). */
export const RECORD_OFFLINE_KIT: HotStatement = {
  name: 'till_offline_kits_record',
  text: `INSERT INTO "till_offline_kits" ("id", "till_id", "issued_at", "expires_at", "members")
       SELECT $1, t."id", $3, $4, $5::jsonb FROM (
         SELECT "id" FROM "tills" WHERE "id" = $2 AND "status" = 'active' FOR SHARE) t
       RETURNING "id"`,
};

/** The kits $2 answered to till $1. */
export const OFFLINE_KITS_OF: HotStatement = {
  name: 'till_offline_kits_of',
  text: `SELECT "id", "issued_at", "expires_at", "members" FROM "till_offline_kits"
       WHERE "till_id" = $1 AND "id" = ANY($2::uuid[])`,
};

const OFFLINE_EVENT_COLUMNS = [
  ['till_id', 'uuid'],
  ['event_id', 'uuid'],
  ['kit_id', 'uuid'],
  ['user_id', 'uuid'],
  ['recorded_at', 'timestamptz'],
  ...AUDIT_EVENT_COLUMNS,
] as const;

/**
 * Offline events (`OFFLINE_EVENT_COLUMNS`, one item each, ids distinct) in one statement: each
 * whose (till, event id) is not recorded yet is recorded with its audit event and webhook
 * deliveries; the key decides, so of parallel uploads of one event exactly one records it
 * (the other waits for its commit, then finds it). The ids recorded now.
 */
export const RECORD_OFFLINE_EVENTS: HotStatement = {
  name: 'till_offline_events_record',
  text: `WITH ${itemsCte(OFFLINE_EVENT_COLUMNS)},
  "recorded" AS (
    INSERT INTO "till_offline_events" ("till_id", "event_id", "kit_id", "user_id", "recorded_at")
    SELECT i."till_id", i."event_id", i."kit_id", i."user_id", i."recorded_at" FROM "i" ORDER BY i."n"
    ON CONFLICT ("till_id", "event_id") DO NOTHING
    RETURNING "event_id", "user_id"),
  ${auditEventCtesOf((k) => `i."event_${k}"`, `"recorded" a JOIN "i" ON i."event_id" = a."event_id"`)}
  SELECT r."event_id" FROM "recorded" r`,
};

/**
 * Housekeeping: up to $2 kits expired more than 30 days before $1 that carry no current PIN a
 * lost till would have to clear.
 */
export const PURGE_OFFLINE_KITS: HotStatement = {
  name: 'till_offline_kits_purge',
  text: `DELETE FROM "till_offline_kits" WHERE "id" IN (
         SELECT k."id" FROM "till_offline_kits" k JOIN "tills" t ON t."id" = k."till_id"
         WHERE k."expires_at" < $1::timestamptz - interval '30 days'
           AND NOT EXISTS (
             SELECT 1 FROM jsonb_array_elements(k."members") e
             JOIN "member_pins" p ON p."organization_id" = t."organization_id"
               AND p."user_id"::text = e->>'userId' AND p."pin_version"::text = e->>'pinVersion'
             WHERE NOT EXISTS (
               SELECT 1 FROM "till_offline_kits" later CROSS JOIN LATERAL jsonb_array_elements(later."members") le
               WHERE later."till_id" = k."till_id" AND later."issued_at" > k."issued_at"
                 AND le->>'userId' = e->>'userId' AND le->>'pinVersion' = e->>'pinVersion'))
         ORDER BY k."expires_at" LIMIT $2)`,
};

export const STATEMENTS: readonly HotStatement[] = [
  TILL_MEMBER_BY_PIN,
  TILL_SIGN_IN,
  ...Object.values(TILL_TOKENS.statements),
  ...Object.values(TILL_PIN_FAILURES),
  ...Object.values(TILL_CREATION_WINDOWS),
  TILL_BRANCH_EXISTS,
  END_TILL_CREDENTIALS,
  END_TILL_STAFF_SESSIONS,
  PAIR_TILL,
  CREATE_TILL_CREDENTIAL,
  ADD_TILL_REFRESH_TOKEN,
  ROTATE_TILL_REFRESH_TOKEN,
  USE_TILL_CREDENTIAL,
  END_TILL_CREDENTIAL_FOR_REUSE,
  END_STAFF_SESSIONS_FOR_REUSE,
  UNPAIR_TILL,
  TOUCH_TILL,
  LIVE_STAFF_SESSIONS,
  END_STAFF_SESSION,
  PURGE_TILL_REFRESH_TOKENS,
  PURGE_TILL_STAFF_SESSIONS,
  PURGE_TILL_CREDENTIALS,
  TILL_MEMBERS,
  OFFLINE_KIT_MEMBERS,
  RECORD_OFFLINE_KIT,
  OFFLINE_KITS_OF,
  RECORD_OFFLINE_EVENTS,
  PURGE_OFFLINE_KITS,
];
