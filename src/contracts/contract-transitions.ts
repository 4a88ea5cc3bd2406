import type { EdocDocumentState } from '../edoc/edoc.types';
import type { ContractStatus } from './entities/contract.entity';

/** Didox doc_status → contract status (service-spec "Contract", edoc.md). */
const STATUS_OF_DOC_STATUS: ReadonlyMap<number, ContractStatus> = new Map([
  [0, 'draft'],
  [1, 'signed_by_us'],
  [3, 'signed'],
  [4, 'rejected'],
  [5, 'cancelled'],
  [55, 'draft_deleted'],
]);

/** The statuses a status refresh starts from, and the Didox doc_status each stands for. */
export const SYNCED_STATUSES: ReadonlyMap<ContractStatus, number> = new Map([
  ['draft', 0],
  ['signed_by_us', 1],
]);

/** What a contract in draft or signed_by_us looks like at the start of a refresh. */
export interface SyncedContract {
  id: string;
  organizationId: string;
  status: ContractStatus;
  edocDocumentId: string | null;
  edocStatus: number | null;
  signedByUsAt: Date | null;
  signedAt: Date | null;
}

/** The contract brought up to Didox's state, before the signed PDF is fetched. */
export interface Transition {
  status: ContractStatus;
  edocStatus: number;
  edocStatusComment: string | null;
  signedByUsAt: Date | null;
  signedAt: Date | null;
  /** Didox answered a doc_status that is not ours to map: the status stays, the number is kept. */
  unexpected: boolean;
}

/**
 * The transition rules of a refresh: the status follows doc_status; reaching 1 (or 3
 * without it) sets signedByUsAt, reaching 3 sets signedAt, at the time it is seen.
 */
export function transitionOf(contract: SyncedContract, document: EdocDocumentState, now: Date): Transition {
  const mapped = STATUS_OF_DOC_STATUS.get(document.status);
  const status = mapped ?? contract.status;
  const signedByUs = status === 'signed_by_us' || status === 'signed';
  return {
    status,
    edocStatus: document.status,
    edocStatusComment: document.statusComment,
    signedByUsAt: contract.signedByUsAt ?? (signedByUs ? now : null),
    signedAt: contract.signedAt ?? (status === 'signed' ? now : null),
    unexpected: mapped === undefined,
  };
}
