import { DomainException } from '../common/errors/domain.exception';
import { ErrorCode } from '../common/errors/error-codes';
import { EdocError, EdocFailureFamily } from '../edoc/edoc.client';

/** What a failed call to Didox means here: the API's answer, and the text kept in syncError. */
export interface EdocFailure {
  /** 503 edoc_not_configured, 502 edoc_unavailable, or 502 edoc_rejected with the reason. */
  exception: DomainException;
  /** `edoc_unavailable` or `edoc_rejected: <reason>`; null when no call was made (not configured). */
  syncError: string | null;
}

const CODES: Record<EdocFailureFamily, ErrorCode> = {
  not_configured: 'edoc_not_configured',
  unavailable: 'edoc_unavailable',
  rejected: 'edoc_rejected',
};

/** The contracts' edge to edoc: an EdocError's meaning; undefined for any other error. */
export function edocFailureOf(error: unknown): EdocFailure | undefined {
  if (!(error instanceof EdocError)) return undefined;
  const code = CODES[error.family];
  if (code === 'edoc_not_configured') return { exception: new DomainException(code), syncError: null };
  if (code !== 'edoc_rejected') return { exception: new DomainException(code), syncError: code };
  // The message of a refusal is its reason: Didox's words, or the size limit.
  return { exception: new DomainException(code, { reason: error.message }), syncError: `${code}: ${error.message}` };
}
