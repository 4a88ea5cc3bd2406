import type { HotStatement } from '../database/hot-statements';

/**
 * The users module's SQL (docs/decisions/sql-shapes.md): its fixed statements on `users`, and
 * the fragments it lends (`userIsActiveSql`). `npm run sql` writes the final text to
 * src/queries/users.sql. The portal's search is dynamic (`userSearchSql`, the heavy reads).
 */

/**
 * Lent: the user of id `userId` (an SQL expression) is active — a subplan on the primary key,
 * not a join, so it is read by its key even where `users` looks empty (unanalyzed).
 */
export const userIsActiveSql = (userId: string) =>
  `(SELECT u."status" FROM "users" u WHERE u."id" = ${userId}) = 'active'`;

/** A PINFL linked to account $1 while it has none. */
export const LINK_ONEID: HotStatement = {
  name: 'users_link_oneid',
  text: `UPDATE "users" SET "oneid_pinfl_hash" = $2, "oneid_pinfl_last4" = $3, "oneid_linked_at" = $4, "updated_at" = now()
       WHERE "id" = $1 AND "oneid_pinfl_hash" IS NULL RETURNING "id"`,
};

/** Account $1's PINFL forgotten: the last four digits it had. */
export const UNLINK_ONEID: HotStatement = {
  name: 'users_unlink_oneid',
  text: `UPDATE "users" u SET "oneid_pinfl_hash" = NULL, "oneid_pinfl_last4" = NULL, "oneid_linked_at" = NULL,
         "updated_at" = now()
       FROM "users" old WHERE old."id" = u."id" AND u."id" = $1 AND u."oneid_pinfl_hash" IS NOT NULL
       RETURNING old."oneid_pinfl_last4" AS "last4"`,
};

/** The pending account of a phone, made or restarted; nothing for an active or blocked one. */
export const UPSERT_PENDING: HotStatement = {
  name: 'users_upsert_pending',
  text: `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, $4, 'password', 'pending')
       ON CONFLICT ("phone") DO UPDATE SET "first_name" = EXCLUDED."first_name", "last_name" = EXCLUDED."last_name",
         "password_hash" = EXCLUDED."password_hash", "auth_method" = 'password', "updated_at" = now()
       WHERE "users"."status" = 'pending'
       RETURNING *`,
};

/** A new account; nothing when the phone is registered. */
export const INSERT_USER: HotStatement = {
  name: 'users_insert',
  text: `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("phone") DO NOTHING RETURNING *`,
};

/** The account of a phone for staff added by others: made active (SMS login), a pending one taken over. */
export const ENSURE_FOR_STAFF: HotStatement = {
  name: 'users_ensure_for_staff',
  text: `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, NULL, 'sms', 'active')
       ON CONFLICT ("phone") DO UPDATE SET "first_name" = EXCLUDED."first_name", "last_name" = EXCLUDED."last_name",
         "password_hash" = NULL, "auth_method" = 'sms', "status" = 'active', "updated_at" = now()
       WHERE "users"."status" = 'pending'
       RETURNING *`,
};

export const STATEMENTS: readonly HotStatement[] = [
  LINK_ONEID,
  UNLINK_ONEID,
  UPSERT_PENDING,
  INSERT_USER,
  ENSURE_FOR_STAFF,
];
