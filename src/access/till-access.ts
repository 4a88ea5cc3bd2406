import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/** Route metadata: which token kinds a route takes besides a person's (CONTRACT §11.1); a till route's is set by tills' @TillRoute. */
export const TOKEN_FAMILY = 'tokenFamily';
export type TokenFamily = 'till' | 'staff';

/**
 * A route a staff token (a member signed in on a till) may call too; elsewhere it is 403.
 * Marked `x-staff-token` in OpenAPI: every other person's route documents that 403.
 */
export const StaffAllowed = (): MethodDecorator =>
  applyDecorators(SetMetadata(TOKEN_FAMILY, 'staff'), ApiExtension('x-staff-token', true));

/** A till token's till, credential, organization and signing key, as it says (not proved live). */
export interface TillToken {
  tillId: string;
  credentialId: string;
  organizationId: string;
  keyId: string;
}

/** The till of a till token, as the guard's statement found it (live, active). */
export interface PairedTill {
  tillId: string;
  credentialId: string;
  organizationId: string;
  branchId: string;
  name: string;
  status: 'active';
  pairedAt: string | null;
  lastSeenAt: string | null;
  createdAt: string;
  /** The organization's version as the statement read it: the tag of the staff list (CONTRACT §11.5). */
  organizationVersion: string;
  organizationName: string;
  branchName: string;
}

/** Where a staff token was issued: its till, the till's organization and branch. */
export interface StaffPlace {
  tillId: string;
  organizationId: string;
  branchId: string;
}
