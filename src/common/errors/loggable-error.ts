/** What an unexpected error may put in the log: never SQL, bind parameters or quoted values. */
export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  /** The driver's SQLSTATE or Node's error code, when there is one (`code` is a redacted key). */
  errorCode?: string;
}

/**
 * The log form of an unexpected error. A TypeORM QueryFailedError (or any error carrying
 * `query`/`parameters`) keeps only its class, SQLSTATE and message with every quoted value
 * masked: PostgreSQL quotes the offending input in its messages ("invalid input syntax
 * for type uuid: \"…\""), and inputs are bind parameters. The stack keeps its frames only.
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const fromDatabase = 'query' in error || 'parameters' in error || 'driverError' in error;
  const message = fromDatabase ? maskQuoted(error.message) : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = codeOf(error);
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(code === undefined ? {} : { errorCode: code }),
  };
}

function maskQuoted(text: string): string {
  return text.replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, '"***"');
}

function codeOf(error: Error): string | undefined {
  const direct = (error as { code?: unknown }).code;
  const driver = (error as { driverError?: { code?: unknown } }).driverError?.code;
  const code = typeof direct === 'string' ? direct : driver;
  return typeof code === 'string' ? code : undefined;
}
