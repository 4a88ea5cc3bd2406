/**
 * Fragments of SQL over organizations' tables lent to other modules' statements (STYLE.md);
 * here so that access may import it (eslint boundaries: access imports entities, never a domain module).
 */

/** The organization `o` named by `id` (an SQL expression of a uuid), and its version `ov`, when it exists. */
export const organizationOfSql = (id: string) => `LEFT JOIN "organizations" o ON o."id" = ${id}
  LEFT JOIN "organization_versions" ov ON ov."organization_id" = ${id}`;

/** The organization `alias` whose id is `id` (an SQL expression), joined. */
export const organizationJoinSql = (alias: string, id: string) =>
  `JOIN "organizations" ${alias} ON ${alias}."id" = ${id}`;

/** The organization `alias` of the till `t`, joined. */
export const tillOrganizationJoinSql = (alias: string) => organizationJoinSql(alias, 't."organization_id"');

/** The till `t`'s organization `o` with its version `ov`, and its branch `b`. */
export const TILL_PLACE_JOINS = `JOIN "organizations" o ON o."id" = t."organization_id"
  LEFT JOIN "organization_versions" ov ON ov."organization_id" = t."organization_id"
  JOIN "branches" b ON b."id" = t."branch_id"`;
