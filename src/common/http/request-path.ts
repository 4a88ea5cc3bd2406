/** The longest path quoted back in a message or a log line. */
const MAX_QUOTED_PATH = 200;

/**
 * A request's path without its query string (which may carry secrets, e.g. a token someone
 * put there), cut to a sane length: what an unknown route's message and log line name.
 */
export function quotedPath(url: string): string {
  const path = url.split('?', 1)[0].split('#', 1)[0];
  return path.length > MAX_QUOTED_PATH ? `${path.slice(0, MAX_QUOTED_PATH)}…` : path;
}
