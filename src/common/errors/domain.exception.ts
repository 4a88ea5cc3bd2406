import { ErrorCode } from './error-codes';

/** One item of `details.errors` of `validation_failed`. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Arguments of a message placeholder, e.g. `{ seconds: 42 }`. */
export type MessageArgs = Record<string, string | number>;

/**
 * The one exception services throw: a catalogue code, optional details for the client,
 * optional message arguments, extra response headers (Retry-After) and the key of a more
 * precise message than the code's own (`unauthorized.expired` rather than `errors.unauthorized`).
 */
export class DomainException extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
    readonly options: { args?: MessageArgs; headers?: Record<string, string>; messageKey?: string } = {},
  ) {
    super(code);
    this.name = 'DomainException';
  }

  /** 429 with `Retry-After`, the seconds also in the message arguments. */
  static retryAfter(code: ErrorCode, seconds: number, details?: Record<string, unknown>): DomainException {
    const wait = Math.max(1, Math.ceil(seconds));
    return new DomainException(code, details, {
      args: { seconds: wait },
      headers: { 'Retry-After': String(wait) },
    });
  }
}

/** validation_failed whose details carry field errors still to be localized. */
export class ValidationFailedException extends Error {
  constructor(readonly errors: UntranslatedFieldError[]) {
    super('validation_failed');
    this.name = 'ValidationFailedException';
  }
}

/** A field error before localization: the message is found by `code`. */
export interface UntranslatedFieldError {
  field: string;
  code: string;
  args?: MessageArgs;
}
