import { Organization, VerificationStatus } from './entities/organization.entity';

/** What verification needs filled, by these names in `details.missing` (CONTRACT §9). */
export const VERIFICATION_REQUISITES = ['address', 'directorName', 'bankName', 'bankMfo', 'bankAccount'] as const;

/** The requisites still empty. */
export function missingRequisites(
  organization: Pick<Organization, (typeof VERIFICATION_REQUISITES)[number]>,
  required: readonly (typeof VERIFICATION_REQUISITES)[number][] = VERIFICATION_REQUISITES,
): string[] {
  return required.filter((field) => !organization[field]);
}

/** The verification state machine of the specification. */
export const VERIFICATION = {
  /** POST /v1/orgs/{id}/verify moves these to pending. */
  requestableFrom: ['not_started', 'needs_action'] as readonly VerificationStatus[],
  /** A decision is taken only on a pending organization. */
  decidableFrom: ['pending'] as readonly VerificationStatus[],
  /** Requisites are editable in every state but pending. */
  editable: (status: VerificationStatus): boolean => status !== 'pending',
};
