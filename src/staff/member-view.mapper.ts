import { MemberViewDto } from './dto/member.dto';
import type { Member } from '../access/members.repository';

export function rankOf(member: Member): number {
  return member.roles.reduce((max, assignment) => Math.max(max, assignment.role.rank), Number.NEGATIVE_INFINITY);
}

export function toMemberView(member: Member): MemberViewDto {
  return {
    userId: member.userId,
    phone: member.phone,
    firstName: member.firstName,
    lastName: member.lastName,
    status: member.status,
    hasPin: member.hasPin,
    roles: member.roles.map(({ id, scopeType, clientId, organizationId, branchId, role }) => ({
      assignmentId: id,
      scope: {
        type: scopeType,
        clientId,
        ...(organizationId ? { organizationId } : {}),
        ...(branchId ? { branchId } : {}),
      },
      role: { id: role.id, code: role.code, name: role.name, rank: role.rank },
    })),
  };
}

/** Highest rank first (the Owner on top), then by name. */
export function byStanding(a: Member, b: Member): number {
  return rankOf(b) - rankOf(a) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
}
