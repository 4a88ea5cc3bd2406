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

export function toAssignmentView(assignment: HeldAssignment): RoleAssignmentViewDto {
  return {
    id: assignment.id,
    scope: {
      type: assignment.scopeType,
      ...(assignment.clientId ? { clientId: assignment.clientId } : {}),
      ...(assignment.organizationId ? { organizationId: assignment.organizationId } : {}),
      ...(assignment.branchId ? { branchId: assignment.branchId } : {}),
    },
    role: toRoleView(assignment.role),
  };
}
