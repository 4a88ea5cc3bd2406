import pino, { DestinationStream, Logger } from 'pino';
import type SonicBoom from 'sonic-boom';
import pinoPretty from 'pino-pretty';
import { AppConfig } from '../../config/app-config';
import { destinationOf } from '../../platform/pino-stream';

/**
 * Whatever could be a secret is never written to the log: fields of logged objects, and the
 * request an HTTP client's error carries (axios errors hold the request's headers and body).
 * Requests and responses themselves are never logged whole (see request-observer.ts).
 */
const REDACTED_PATHS = [
  '*.password',
  '*.passwordConfirmation',
  '*.currentPassword',
  '*.code',
  '*.pin',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  '*.headers',
  'err.config',
  'err.request',
  'err.response',
];

/** The fields of a request's completion line (request-observer.ts). */
const REQUEST_LINE_FIELDS = ['requestId', 'method', 'route', 'path', 'status', 'responseTime', 'errorCode'];

function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  if (log.route !== undefined && log.status !== undefined) {
    const error = log.errorCode === undefined ? '' : ` ${text(log.errorCode)}`;
    // A request no route matched shows its path (request-observer.ts): `GET /v1/nope (no route) 404`.
    const route = log.path === undefined ? text(log.route) : `${text(log.path)} (no route)`;
    return `${text(log.method)} ${route} ${text(log.status)} ${text(log.responseTime)}ms${error} (${text(log.requestId)})`;
  }
  const message = text(log[messageKey]);
  return log.context === undefined ? message : `[${text(log.context)}] ${message}`;
}

/** Injection token of the app's own pino logger (one per app instance, never a global). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** The app's pino logger: JSON lines, or pino-pretty's when LOG_FORMAT=pretty. */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (config.logFormat === 'pretty') {
    const pretty = pinoPretty({
      colorize: destination === undefined && process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      // One short line per event: `[Context] message`, or `GET /v1/me 200 3.1ms (request id)`.
      singleLine: true,
      ignore: `pid,hostname,context,${REQUEST_LINE_FIELDS.join(',')}`,
      messageFormat: prettyMessage,
      // Synchronous, so the last lines before an exit are not lost.
      sync: true,
      ...(destination ? { destination } : {}),
    });
    return pino(options, pretty);
  }
  return pino(options, destination ?? standardOutput());
}

/**
 * The request lines' logger: the app's logger without its redaction, writing to the same
 * destination. A request line holds only the handful of fields request-observer.ts puts in
 * it — nothing to redact — and checking every field of every line against the redaction
 * paths was the costliest part of writing it.
 */
export function requestLineLogger(root: Logger): Logger {
  return pino({ level: root.level }, destinationOf(root));
}

/** Destinations to flush before the process exits. */
const pending = new Set<SonicBoom>();
let flushesAtExit = false;

/**
 * Standard output, written asynchronously: under load the lines queued while one write is
 * under way go out together in the next (one system call for many lines); at rest each line
 * goes out at once. What is still queued is written synchronously when the process exits.
 */
function standardOutput(): SonicBoom {
  const stream = pino.destination({ dest: 1, sync: false });
  pending.add(stream);
  if (!flushesAtExit) {
    flushesAtExit = true;
    process.once('exit', () => {
      for (const destination of pending) {
        try {
          destination.flushSync();
        } catch {
          // Nothing more can be done for a log line at exit.
        }
      }
    });
  }
  return stream;
}
