/**
 * Fragments of SQL over auth's tables lent to other modules' statements (STYLE.md: a fragment
 * lent to another module lives in its owner's `*.sql.ts`); here so that access may import it
 * (eslint boundaries: access imports entities, never a domain module).
 */

/**
 * A person's session `s` whose id is `session` (an SQL expression), as a FROM item found by
 * its key: LIMIT 1 keeps it from being flattened into the join, where an empty, unanalyzed
 * database planned it by `sessions_user_idx`, a walk of every session of the user (issue 34).
 */
export const sessionFromSql = (session: string) =>
  `FROM (SELECT * FROM "sessions" WHERE "id" = ${session}::uuid LIMIT 1) s`;

/** The session `s` is the token's (SQL expressions: its id and user) and live at `now`: not ended, not expired. */
export const liveSessionSql = (p: { session: string; user: string; now: string }) =>
  `s."id" = ${p.session}::uuid AND s."user_id" = ${p.user}::uuid AND s."ended_at" IS NULL AND s."expires_at" > ${p.now}`;
