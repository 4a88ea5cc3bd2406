import { DomainException } from '../common/errors/domain.exception';
import { Organization, VerificationStatus } from './entities/organization.entity';

/** An organization's requisites, the one list of them: what is filled in besides the name and tin. */
export const REQUISITES = ['address', 'directorName', 'phone', 'bankName', 'bankMfo', 'bankAccount'] as const;
export type Requisite = (typeof REQUISITES)[number];

/** The requisites but the ones named, in the list's order. */
export function requisitesBut<E extends Requisite>(...left: E[]): Exclude<Requisite, E>[] {
  return REQUISITES.filter((field): field is Exclude<Requisite, E> => !(left as Requisite[]).includes(field));
}

/** What verification needs filled, by these names in `details.missing` (CONTRACT §9): all but the phone. */
const VERIFICATION_REQUISITES = requisitesBut('phone');

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

/**
 * What verification needs, whichever way it goes (a staff review, or the legal key through
 * OneID, CONTRACT §12.2): a state verification may start from, then complete requisites.
 */
export function assertVerifiable(organization: Organization): void {
  if (!VERIFICATION.requestableFrom.includes(organization.verificationStatus)) {
    throw new DomainException('verification_state_invalid');
  }
  const missing = missingRequisites(organization);
  if (missing.length > 0) throw new DomainException('requisites_incomplete', { missing });
}
