import { MemberViewDto } from './dto/member.dto';
import type { Member } from '../access/assignments.repository';

export function rankOf(member: Member): number {
  return member.roles.reduce((max, role) => Math.max(max, role.rank), Number.NEGATIVE_INFINITY);
}

export function toMemberView(member: Member): MemberViewDto {
  return {
    userId: member.userId,
    phone: member.phone,
    firstName: member.firstName,
    lastName: member.lastName,
    status: member.status,
    hasPin: member.hasPin,
    roles: member.roles.map((role) => ({
      assignmentId: role.assignmentId,
      scope: {
        type: role.scopeType,
        clientId: role.clientId,
        ...(role.organizationId ? { organizationId: role.organizationId } : {}),
        ...(role.branchId ? { branchId: role.branchId } : {}),
      },
      role: { id: role.roleId, code: role.code, name: role.name, rank: role.rank },
    })),
  };
}

/** Highest rank first (the Owner on top), then by name. */
export function byStanding(a: Member, b: Member): number {
  return rankOf(b) - rankOf(a) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
}
