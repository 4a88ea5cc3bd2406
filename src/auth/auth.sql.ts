import { KEY_SET_VERSION } from '../access/access.sql';
import type { HotStatement } from '../database/hot-statements';
import { deleteBatchStatement } from '../database/query-helpers';
import { RotatingTokens } from '../database/rotating-tokens';
import { itemsCte } from '../database/statement-batcher';
import { windowedCounterSql } from '../limits/windows';
import { userIsActiveSql } from '../users/users.sql';

/**
 * The auth module's SQL (docs/decisions/sql-shapes.md): every fixed statement on its tables —
 * sessions, refresh tokens, code challenges, phone code states, wrong passwords — by name.
 * `npm run sql` writes their final text to src/queries/auth.sql.
 */

/** Where a refresh's values stand in a statement: SQL expressions. */
interface RefreshValues {
  sessionId: string;
  now: string;
  /** The refresh token lifetime's end from now. */
  expiresAt: string;
  maxDays: string;
}

/**
 * Extends the session `sessionId` (`from`: the UPDATE's FROM, if any) to the refresh's
 * new end (`expiresAt`, no later than its sign-in plus `maxDays` days) when it is still live
 * at `now`, its user active and its sign-in less than `maxDays` days ago; its id, user and new
 * end (and `returning` more). The user is a subplan, not a join: read by its primary key even
 * where `users` looks empty (unanalyzed), never scanned.
 */
const extendLive = (
  { sessionId, now, expiresAt, maxDays }: RefreshValues,
  from = '',
  returning = '',
) => `UPDATE "sessions" s SET "last_used_at" = ${now},
      "expires_at" = LEAST(${expiresAt}::timestamptz, s."created_at" + make_interval(days => ${maxDays}::int))
    ${from ? `FROM ${from}` : ''}
    WHERE s."id" = ${sessionId}
      AND ${userIsActiveSql('s."user_id"')}
      AND s."ended_at" IS NULL AND s."expires_at" > ${now}
      AND s."created_at" + make_interval(days => ${maxDays}::int) > ${now}
    RETURNING ${returning}s."id", s."user_id", s."expires_at"`;

/** A replayed token's session ($1) extended as a refresh would (see extendLive). */
export const SESSIONS_EXTEND_LIVE: HotStatement = {
  name: 'sessions_extend_live',
  text: extendLive({ sessionId: '$1', now: '$2', expiresAt: '$3', maxDays: '$4' }),
};

/** A rotation's values, in the order of `SessionsRepository.rotate`'s item. */
const ROTATION_COLUMNS = [
  ['token_hash', 'varchar'],
  ['now', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['max_days', 'int'],
  ['next_hash', 'varchar'],
  ['family', 'uuid'],
  ['generation', 'int'],
] as const;

/**
 * Refreshes (`ROTATION_COLUMNS`, gathered by a StatementBatcher) in one statement. `used`
 * marks each token used and names the token it issues: of concurrent callers exactly one gets
 * the row (the others wait for its lock, re-check `used_at` and find nothing). `live` extends
 * the token's session when it is still live, its user active and its sign-in less than
 * SESSION_MAX_DAYS ago (the setting as it is now: lowering it ends older sessions at their
 * next refresh), and `issued` gives it the next token. A token that was used before is not
 * `matched`: `replay` judges it (the grace of CONTRACT §11.6, or reuse), and so does an opaque
 * token from before the families (no generation). `pruned` removes the family's token that
 * the used one had rotated: two rows stay, the used one and the one issued (CONTRACT §12.3).
 * Of two unused tokens of one session in the batch only the first is `picked`: one UPDATE
 * changes a row once, so the others are `undecided`, for a statement of their own. Every
 * row is reached by its key even on an empty, unanalyzed database (where a join would scan
 * every token: issue 34): a token by a LATERAL lookup of its primary key (LIMIT 1: never
 * flattened into a hash join), then by its ctid (`row`) for the UPDATE and the DELETE.
 */
export const SESSIONS_ROTATE: HotStatement = {
  name: 'sessions_rotate',
  text: `WITH ${itemsCte(ROTATION_COLUMNS)},
  "unused" AS (
    SELECT i."n", r."token_hash", r."row", row_number() OVER (PARTITION BY r."session_id" ORDER BY i."n") AS "rank"
    FROM "i" CROSS JOIN LATERAL (SELECT t."ctid" AS "row", t."token_hash", t."session_id" FROM "refresh_tokens" t
      WHERE t."token_hash" = i."token_hash" AND t."used_at" IS NULL
        AND (i."generation" IS NULL OR (t."session_id" = i."family" AND t."generation" = i."generation"))
      LIMIT 1) r
  ), used AS (
    UPDATE "refresh_tokens" r SET "used_at" = i."now", "successor_hash" = i."next_hash"
    FROM "unused" p JOIN "i" ON i."n" = p."n"
    WHERE p."rank" = 1 AND r."ctid" = p."row" AND r."token_hash" = p."token_hash" AND r."used_at" IS NULL
    RETURNING i."n", r."session_id"
  ), pruned AS (
    DELETE FROM "refresh_tokens" d USING used CROSS JOIN LATERAL (SELECT t."ctid" AS "row" FROM "refresh_tokens" t
        WHERE t."session_id" = used."session_id" AND t."generation" IS NOT NULL AND t."used_at" IS NOT NULL LIMIT 8) x
    WHERE d."ctid" = x."row"
  ), live AS (
    ${extendLive(
      { sessionId: 'used."session_id"', now: 'i."now"', expiresAt: 'i."expires_at"', maxDays: 'i."max_days"' },
      'used JOIN "i" ON i."n" = used."n"',
      'used."n", ',
    )}
  ), issued AS (
    INSERT INTO "refresh_tokens" ("token_hash", "session_id", "created_at", "used_at", "generation")
    SELECT i."next_hash", live."id", i."now", NULL, i."generation" + 1 FROM live JOIN "i" ON i."n" = live."n"
    RETURNING "token_hash"
  )
  SELECT i."n", issued."token_hash" IS NOT NULL AS "issued", live."id" AS "session_id", live."user_id",
    live."expires_at", used."n" IS NOT NULL AS "matched", COALESCE(p."rank" > 1, false) AS "undecided",
    ${KEY_SET_VERSION} AS "key_set_version"
  FROM "i" LEFT JOIN "unused" p ON p."n" = i."n" LEFT JOIN used ON used."n" = i."n"
    LEFT JOIN live ON live."n" = i."n" LEFT JOIN issued ON issued."token_hash" = i."next_hash"
  ORDER BY i."n"`,
};

/** The session `s` ended, or expired, before `before` (SQL expressions). */
const ENDED_BEFORE = (s: string, before: string) => `(${s}."ended_at" < ${before} OR ${s}."expires_at" < ${before})`;

/** The refresh tokens' rotation (the families and the grace). */
export const SESSION_TOKENS = new RotatingTokens({
  table: 'refresh_tokens',
  ownerColumn: 'session_id',
  ownerTable: 'sessions',
});

/** A session ended for a reused refresh token, while live: its user. */
export const END_SESSION_FOR_REUSE: HotStatement = {
  name: 'sessions_end_for_reuse',
  text: `UPDATE "sessions" SET "ended_at" = $2, "end_reason" = 'token_reuse'
         WHERE "id" = $1 AND "ended_at" IS NULL RETURNING "user_id"`,
};

/** Housekeeping: refresh tokens of sessions ended or expired before $2 (at most $1). */
export const PURGE_TOKENS_OF_ENDED_SESSIONS = deleteBatchStatement(
  'refresh_tokens_purge',
  'refresh_tokens',
  `"session_id" IN (SELECT s."id" FROM "sessions" s WHERE ${ENDED_BEFORE('s', '$2')})`,
);

/** Housekeeping: sessions ended or expired before $2 (at most $1). */
export const PURGE_ENDED_SESSIONS = deleteBatchStatement(
  'sessions_purge',
  'sessions',
  ENDED_BEFORE('"sessions"', '$2'),
);

/** The per-phone window of wrong passwords. */
export const PASSWORD_FAILURES = windowedCounterSql({ table: 'password_failures', keyColumns: ['phone'] });

/** Windows of wrong passwords started before $1, all at once. */
export const PRUNE_PASSWORD_FAILURES: HotStatement = {
  name: 'password_failures_prune',
  text: `DELETE FROM "password_failures" WHERE "window_started_at" < $1`,
};

/** The phone's row, made or locked (a no-op update of an existing row locks it). */
export const LOCK_PHONE: HotStatement = {
  name: 'phone_code_states_lock',
  text: `INSERT INTO "phone_code_states" ("phone") VALUES ($1) ON CONFLICT ("phone") DO UPDATE SET "phone" = EXCLUDED."phone"`,
};

/** Housekeeping: challenges expired before $2 (at most $1). */
export const PURGE_CHALLENGES = deleteBatchStatement('code_challenges_purge', 'code_challenges', `"expires_at" < $2`);

/** Housekeeping: phone states not locked at $2 and with no send after $3 (at most $1). */
export const PURGE_PHONE_STATES = deleteBatchStatement(
  'phone_code_states_purge',
  'phone_code_states',
  `("locked_until" IS NULL OR "locked_until" <= $2)
      AND NOT EXISTS (SELECT 1 FROM unnest("recent_sends") AS s WHERE s > $3)`,
);

/** A send ($2) taken back from the phone's recent sends. */
export const FORGET_SEND: HotStatement = {
  name: 'phone_code_states_forget_send',
  text: `UPDATE "phone_code_states" SET "recent_sends" = array_remove("recent_sends", $2::timestamptz) WHERE "phone" = $1`,
};

/** The phone locked until $2 (never shortened). */
export const LOCK_PHONE_UNTIL: HotStatement = {
  name: 'phone_code_states_lock_until',
  text: `INSERT INTO "phone_code_states" ("phone", "locked_until") VALUES ($1, $2)
       ON CONFLICT ("phone") DO UPDATE SET "locked_until" = GREATEST(COALESCE("phone_code_states"."locked_until", $2), $2)`,
};

/** Every live code of a phone ($1) and purpose ($2) consumed at $3. */
export const CONSUME_OPEN_CHALLENGES: HotStatement = {
  name: 'code_challenges_consume_open',
  text: `UPDATE "code_challenges" SET "consumed_at" = $3 WHERE "phone" = $1 AND "purpose" = $2 AND "consumed_at" IS NULL`,
};

/** One wrong entry counted while fewer than $2 are. */
export const COUNT_WRONG_ATTEMPT: HotStatement = {
  name: 'code_challenges_count_wrong',
  text: `UPDATE "code_challenges" SET "attempts" = "attempts" + 1
       WHERE "id" = $1 AND "consumed_at" IS NULL AND "attempts" < $2 RETURNING "attempts"`,
};

/** The code used once, while live ($2: now) and not locked ($3: the attempts' limit). */
export const CONSUME_CHALLENGE: HotStatement = {
  name: 'code_challenges_consume',
  text: `UPDATE "code_challenges" SET "consumed_at" = $2
       WHERE "id" = $1 AND "consumed_at" IS NULL AND "attempts" < $3 AND "expires_at" > $2 RETURNING "id"`,
};

export const STATEMENTS: readonly HotStatement[] = [
  SESSIONS_EXTEND_LIVE,
  SESSIONS_ROTATE,
  ...Object.values(SESSION_TOKENS.statements),
  END_SESSION_FOR_REUSE,
  PURGE_TOKENS_OF_ENDED_SESSIONS,
  PURGE_ENDED_SESSIONS,
  ...Object.values(PASSWORD_FAILURES),
  PRUNE_PASSWORD_FAILURES,
  LOCK_PHONE,
  PURGE_CHALLENGES,
  PURGE_PHONE_STATES,
  FORGET_SEND,
  LOCK_PHONE_UNTIL,
  CONSUME_OPEN_CHALLENGES,
  COUNT_WRONG_ATTEMPT,
  CONSUME_CHALLENGE,
];
