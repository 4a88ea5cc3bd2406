import type { ScopeType } from './entities/role-assignment.entity';

/** What of an assignment decides where its role applies. */
export interface AssignmentScope {
  scopeType: ScopeType;
  clientId: string | null;
  organizationId: string | null;
}

/**
 * The roles that apply to an organization: those on its whole client, on it, and on one of
 * its branches; never a platform role. Written once here and once in SQL
 * (`appliesToOrganizationSql`); test/e2e/role-scope.e2e-spec.ts shows the two agree.
 */
export function appliesToOrganization(
  assignment: AssignmentScope,
  organization: { id: string; clientId: string },
): boolean {
  return assignment.scopeType === 'client'
    ? assignment.clientId === organization.clientId
    : assignment.scopeType !== 'platform' && assignment.organizationId === organization.id;
}

/**
 * `appliesToOrganization` as a condition on the role assignment aliased `a`, the
 * organization's id and client id given as SQL expressions (parameters or columns).
 */
export function appliesToOrganizationSql(a: string, organization: { id: string; clientId: string }): string {
  return `((${a}."scope_type" = 'client' AND ${a}."client_id" = ${organization.clientId})
          OR (${a}."scope_type" IN ('organization', 'branch') AND ${a}."organization_id" = ${organization.id}))`;
}

/** A branch's place as SQL expressions: its organization's client, its organization, itself. */
export interface BranchPlace {
  clientId: string;
  organizationId: string;
  branchId: string;
}

/**
 * The roles that apply at a branch (a till's): those on the organization's whole client, on
 * the organization, and on that branch; as a condition on the assignment aliased `a`, the
 * place's ids given as SQL expressions.
 */
export function appliesAtBranchSql(a: string, place: BranchPlace): string {
  return `((${a}."scope_type" = 'client' AND ${a}."client_id" = ${place.clientId})
  OR (${a}."scope_type" = 'organization' AND ${a}."organization_id" = ${place.organizationId})
  OR (${a}."scope_type" = 'branch' AND ${a}."branch_id" = ${place.branchId}))`;
}

/** The user (an SQL expression) holds a role that applies to the organization. */
export function holdsRoleInOrganizationSql(user: string, organization: { id: string; clientId: string }): string {
  return `EXISTS (SELECT 1 FROM "role_assignments" a WHERE a."user_id" = ${user} AND ${appliesToOrganizationSql('a', organization)})`;
}

/** The user (an SQL expression) holds a role that applies at the branch. */
export function holdsRoleAtBranchSql(user: string, place: BranchPlace): string {
  return `EXISTS (SELECT 1 FROM "role_assignments" m WHERE m."user_id" = ${user} AND ${appliesAtBranchSql('m', place)})`;
}
