import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request id: an incoming X-Request-Id when it is 1–128 characters of
 * [A-Za-z0-9._-], else a new UUID. Fastify's generator: it becomes `request.id`.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  return id;
}
