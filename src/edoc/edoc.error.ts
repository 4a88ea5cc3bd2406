/**
 * Why a call to Didox failed, in the edoc module's own words. What a kind means to a caller
 * of our API (its error code, its status) is decided by the module that made the call.
 */
export type EdocErrorKind =
  /** The base URL, partner token, TIN or password is unset: no request was made. */
  | 'not_configured'
  /** No usable answer: Didox unreachable, a 5xx or 429, an answer we cannot read. */
  | 'unavailable'
  /** No answer within EDOC_TIMEOUT_MS, on the last attempt. */
  | 'timeout'
  /** Our account is refused: the login, or a freshly issued user key (401). */
  | 'auth_failed'
  /** Didox refused the request (a 4xx); the message is Didox's own. */
  | 'rejected'
  /** Didox answered 404; the message is Didox's own. */
  | 'not_found'
  /** A PDF to send, or an answer, over 10 MB; the message says which. */
  | 'too_large';

/**
 * What a caller tells apart: no call was made, no usable answer came, or Didox refused
 * (its words are the message).
 */
export type EdocFailureFamily = 'not_configured' | 'unavailable' | 'rejected';

const FAMILIES: Record<EdocErrorKind, EdocFailureFamily> = {
  not_configured: 'not_configured',
  unavailable: 'unavailable',
  timeout: 'unavailable',
  auth_failed: 'unavailable',
  rejected: 'rejected',
  not_found: 'rejected',
  too_large: 'rejected',
};

/**
 * The only error EdocClient throws for a failed call. The message never holds a secret: for
 * `rejected`, `not_found` and `too_large` it is the reason fit to pass on (Didox's words with
 * our secrets scrubbed, or the size limit); for the other kinds it describes the failure.
 */
export class EdocError extends Error {
  constructor(
    readonly kind: EdocErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'EdocError';
  }

  get family(): EdocFailureFamily {
    return FAMILIES[this.kind];
  }
}
