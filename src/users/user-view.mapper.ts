import { RoleAssignmentViewDto, RoleViewDto, UserViewDto } from './dto/user-view.dto';
import { RoleAssignment } from './entities/role-assignment.entity';
import { Role } from './entities/role.entity';
import { User } from './entities/user.entity';

export function toRoleView(role: Role): RoleViewDto {
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    audience: role.audience,
    rank: role.rank,
    permissions: [...role.permissions].sort(),
  };
}

export function toAssignmentView(assignment: RoleAssignment & { role: Role }): RoleAssignmentViewDto {
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

export function toUserView(user: User, assignments: (RoleAssignment & { role: Role })[]): UserViewDto {
  return {
    id: user.id,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    authMethod: user.authMethod,
    status: user.status,
    hasPassword: user.passwordHash !== null,
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    roleAssignments: assignments.map(toAssignmentView),
  };
}
