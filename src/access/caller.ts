import type { AuthMethod, UserStatus } from '../users/entities/user.entity';
import type { RoleAudience } from './entities/role.entity';
import type { ScopeType } from './entities/role-assignment.entity';
import type { Actor } from './rank-policy';
import type { PairedTill, StaffPlace, TillToken } from './till-access';

/** A role as the caller holds it: what rank and permission checks and views need. */
export interface HeldRole {
  id: string;
  code: string | null;
  name: string;
  audience: RoleAudience;
  rank: number;
  permissions: string[];
}

/** One of the caller's role assignments, with its role. */
export interface HeldAssignment {
  id: string;
  scopeType: ScopeType;
  clientId: string | null;
  organizationId: string | null;
  branchId: string | null;
  role: HeldRole;
}

/** The signed-in user as the profile view shows it. */
export interface CallerProfile {
  id: string;
  phone: string;
  firstName: string;
  lastName: string;
  authMethod: AuthMethod;
  status: UserStatus;
  hasPassword: boolean;
  /** ISO 8601, UTC, as the views show it. */
  lastLoginAt: string | null;
  createdAt: string;
  /** The linked OneID person (CONTRACT §12.2): when linked (ISO 8601) and the PINFL's last four digits. */
  oneid: { linkedAt: string; pinflLast4: string } | null;
}

/**
 * Everything the guard learned of a signed-in user in its one query: the live session's user,
 * every role assignment the user holds, and — on an organization's route — that
 * organization's client (null when the organization does not exist). Handlers reuse it
 * instead of reading any of it again.
 */
export interface Caller {
  userId: string;
  sessionId: string;
  profile: CallerProfile;
  assignments: HeldAssignment[];
  /** `version` changes with anything its polled lists show (CONTRACT §11.5). */
  organization?: { id: string; clientId: string | null; version: string | null };
}

/** The standing a route's @Authorize found (its permission in its scope), absent elsewhere. */
interface RouteStanding {
  standing?: Actor;
}

/** A person's token: its session's user, with what the route's read beside it found (@ProveAndRead). */
export interface PersonCaller extends Caller, RouteStanding {
  kind: 'person';
  /** The read beside's value (its column's text, null when nothing); undefined without one. */
  beside?: string | null;
}

/** A staff token (a member signed in on a till): the member, with the roles that apply there, and the till's place. */
export interface StaffCaller extends Caller, RouteStanding {
  kind: 'staff';
  place: StaffPlace;
}

/**
 * A till token: its claims, and its till as the guard's statement found it — null on a route
 * whose own statement proves the till (TillProof, @ProveAndRead), where the guard read nothing.
 */
export interface TillCaller {
  kind: 'till';
  token: TillToken;
  till: PairedTill | null;
}

/** Whoever the access guard let through, the one thing it leaves on the request. */
export type AnyCaller = PersonCaller | StaffCaller | TillCaller;
