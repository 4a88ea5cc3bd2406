/**
 * Fragments of SQL over users' table lent to other modules' statements (STYLE.md); here so that
 * access may import it (eslint boundaries: access imports entities, never a domain module).
 */

/** The user `u` whose id is `userId` (an SQL expression), joined. */
export const userJoinSql = (userId: string) => `JOIN "users" u ON u."id" = ${userId}`;

/** The user `u` may act: active (not blocked). */
export const USER_ACTIVE = `u."status" = 'active'`;
