import type { CallerProfile, HeldAssignment } from '../access/caller';
import { toAssignmentView } from '../access/role-view.mapper';
import { UserViewDto } from './dto/user-view.dto';
import { User } from './entities/user.entity';

/** The part of an account the profile view shows. */
function profileOf(user: User): CallerProfile {
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
    oneid:
      user.oneidLinkedAt && user.oneidPinflLast4
        ? { linkedAt: user.oneidLinkedAt.toISOString(), pinflLast4: user.oneidPinflLast4 }
        : null,
  };
}

export function toUserView(user: User | CallerProfile, assignments: readonly HeldAssignment[]): UserViewDto {
  const profile = user instanceof User ? profileOf(user) : user;
  return {
    id: profile.id,
    phone: profile.phone,
    firstName: profile.firstName,
    lastName: profile.lastName,
    authMethod: profile.authMethod,
    status: profile.status,
    hasPassword: profile.hasPassword,
    lastLoginAt: profile.lastLoginAt,
    createdAt: profile.createdAt,
    oneid: profile.oneid,
    roleAssignments: assignments.map(toAssignmentView),
  };
}
