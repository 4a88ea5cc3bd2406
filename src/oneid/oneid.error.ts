/**
 * Why a call to OneID failed, in the oneid module's own words (as EdocError is Didox's).
 * The message never holds a secret, a code, a token or a PINFL.
 */
export type OneIdErrorKind =
  /** ONEID_URL is unset: no request was made. */
  | 'not_configured'
  /** OneID refused the code: a non-2xx answer (not 5xx) or no access_token. */
  | 'code_refused'
  /** No usable answer: unreachable, slower than ONEID_TIMEOUT_MS, a 5xx, an unreadable person. */
  | 'unavailable';

export class OneIdError extends Error {
  constructor(
    readonly kind: OneIdErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'OneIdError';
  }
}
