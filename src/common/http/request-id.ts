import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request id: an incoming X-Request-Id when it is 1–128 characters of
 * [A-Za-z0-9._-], else a new UUID. It is also set on the raw request, where the
 * request logger (pino-http) reads it.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
}
