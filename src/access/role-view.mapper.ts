import type { HeldAssignment, HeldRole } from './caller';
import { RoleAssignmentViewDto, RoleViewDto } from './dto/role-view.dto';

export function toRoleView(role: HeldRole): RoleViewDto {
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    audience: role.audience,
    rank: role.rank,
    permissions: [...role.permissions].sort(),
  };
}

/**
 * The views of held roles, built once per role object: RolesRepository keeps one object per
 * role version and never changes it, and `GET /v1/me` shows the caller's roles on every call
 * (their permissions sorted each time showed in its profile). A role read afresh is a new
 * object, viewed anew.
 */
const heldRoleViews = new WeakMap<HeldRole, RoleViewDto>();

function heldRoleView(role: HeldRole): RoleViewDto {
  let view = heldRoleViews.get(role);
  if (!view) heldRoleViews.set(role, (view = toRoleView(role)));
  return view;
}

export function toAssignmentView(assignment: HeldAssignment): RoleAssignmentViewDto {
  return {
    id: assignment.id,
    scope: {
      type: assignment.scopeType,
      ...(assignment.clientId ? { clientId: assignment.clientId } : {}),
      ...(assignment.organizationId ? { organizationId: assignment.organizationId } : {}),
      ...(assignment.branchId ? { branchId: assignment.branchId } : {}),
    },
    role: heldRoleView(assignment.role),
  };
}
