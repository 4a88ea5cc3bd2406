/**
 * Fragments of SQL over staff's PIN tables lent to other modules' statements (STYLE.md); here
 * so that access may import it (eslint boundaries: access imports entities, never a domain module).
 */

/** The members' PINs `p`, as a FROM item. */
export const MEMBER_PINS_FROM = `FROM "member_pins" p`;

/** The PIN `p` of the member `userId` at the organization `organizationId` (SQL expressions), when it has one. */
export const memberPinJoinSql = (organizationId: string, userId: string) =>
  `LEFT JOIN "member_pins" p ON p."organization_id" = ${organizationId} AND p."user_id" = ${userId}`;

/**
 * When the window of wrong PINs of the caller `userId` at `organizationId` that is full (at
 * least `maxWrong`) started, as a scalar subquery (SQL expressions); null when not full.
 */
export const fullLookupWindowSql = (p: { organizationId: string; userId: string; maxWrong: string }) =>
  `(SELECT f."window_started_at" FROM "pin_lookup_failures" f
        WHERE f."organization_id" = ${p.organizationId} AND f."user_id" = ${p.userId} AND f."failures" >= ${p.maxWrong})`;
