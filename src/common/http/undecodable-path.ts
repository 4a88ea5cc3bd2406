import type { IncomingMessage } from 'node:http';

/** Set on a raw request whose path had a segment that could not be decoded. */
const UNDECODABLE_PATH = Symbol('undecodablePath');
type Marked = IncomingMessage & { [UNDECODABLE_PATH]?: boolean };

/** What replaces an undecodable segment: U+FFFD, decodable, never an id, a tin or a route word. */
const REPLACEMENT = '%EF%BF%BD';

/**
 * Fastify's `rewriteUrl`: a path with broken percent-encoding or invalid UTF-8 would be the
 * router's own 400 (`FST_ERR_BAD_URL`, echoing the path). Each segment that cannot be
 * decoded is replaced instead, so the request is routed like any other: a broken id is the
 * resource's 404 (its pipe refuses it), a broken tin 400, and a path that matches nothing
 * is 400 validation_failed rather than 404 (see `hadUndecodablePath`). Costs one `indexOf`
 * for a URL without `%`.
 */
export function rewriteUndecodablePath(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  if (url.indexOf('%') === -1) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.indexOf('%') === -1 || isDecodable(path)) return url;
  (raw as Marked)[UNDECODABLE_PATH] = true;
  const repaired = path
    .split('/')
    .map((segment) => (isDecodable(segment) ? segment : REPLACEMENT))
    .join('/');
  return queryAt === -1 ? repaired : repaired + url.slice(queryAt);
}

/** Whether the request's path was repaired by `rewriteUndecodablePath`. */
export function hadUndecodablePath(raw: Marked | undefined): boolean {
  return raw?.[UNDECODABLE_PATH] === true;
}

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
