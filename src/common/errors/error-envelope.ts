import { ErrorCode } from './error-codes';
import { FieldError } from './domain.exception';

/** The specification's error object. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    details?: Record<string, unknown> & { errors?: FieldError[] };
    requestId: string;
  };
}
