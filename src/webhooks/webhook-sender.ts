import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isPublicAddress, literalAddress, withoutAddresses } from './address-policy';

/** Most of an answer read: the rest is never waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface OutgoingDelivery {
  url: string;
  /** The event id: `webhook-id`. */
  id: string;
  body: string;
  at: Date;
  /** The endpoint's secrets: each signs (two for a day after a rotation). */
  secrets: string[];
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** The Standard Webhooks headers, signed by the spec's own library with each secret. */
export function signedHeaders(id: string, at: Date, body: string, secrets: string[]): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/**
 * One attempt: a POST that succeeds on a 2xx within the timeout. Redirects are not followed
 * (node's client never does); at most 64 KiB of the answer is read. Outside development the
 * address connected to must be public, checked at connect time.
 */
export function attempt(delivery: OutgoingDelivery): Promise<AttemptResult> {
  let url: URL;
  try {
    url = new URL(delivery.url);
  } catch {
    return Promise.resolve({ ok: false, statusCode: null, error: 'invalid url' });
  }
  const literal = literalAddress(url.hostname);
  if (!delivery.allowPrivate && literal && !isPublicAddress(literal)) {
    return Promise.resolve({ ok: false, statusCode: null, error: 'address not allowed' });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'svc-identity-webhooks/1',
    ...signedHeaders(delivery.id, delivery.at, delivery.body, delivery.secrets),
  };
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const req = send(url, {
      method: 'POST',
      headers,
      agent: false,
      ...(delivery.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(
      () => finish({ ok: false, statusCode: null, error: `timeout after ${delivery.timeoutMs} ms` }),
      delivery.timeoutMs,
    );
    req.on('response', (res: IncomingMessage) => {
      const statusCode = res.statusCode ?? 0;
      let read = 0;
      const done = () =>
        finish({
          ok: statusCode >= 200 && statusCode < 300,
          statusCode,
          error: statusCode >= 200 && statusCode < 300 ? null : `answered ${statusCode}`,
        });
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= MAX_ANSWER_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, statusCode: null, error: errorText(error) }));
    req.end(delivery.body);
  });
}

/** What a failed connection is called in `lastError`, by its code: never the address (node puts it in the message). */
const CONNECTION_ERRORS: Record<string, string> = {
  EADDRNOTALLOWED: 'address not allowed',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'name not found',
  EAI_AGAIN: 'name lookup failed',
  EPIPE: 'connection closed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'certificate does not name the host',
};

function errorText(error: NodeJS.ErrnoException): string {
  const known = error.code ? CONNECTION_ERRORS[error.code] : undefined;
  const text = known ?? withoutAddresses(error.message).slice(0, 400);
  return error.code ? `${error.code}: ${text}` : text;
}
