import type { IncomingMessage, RequestOptions } from 'node:http';

/** What stands for a query value or a URL's credentials in a span. */
export const REDACTED = 'REDACTED';

/**
 * A query string with every value replaced: the names say which parameters a request had,
 * never what they held. A webhook's URL may carry its receiver's token in a parameter of any
 * name, and a list's query is a person's search; neither belongs in a trace.
 */
export function redactedQuery(query: string): string {
  const names = [...new URLSearchParams(query).keys()];
  return names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&');
}

/** The server span's `url.query`, values redacted (the HTTP instrumentation's start hook). */
export function incomingUrlAttributes(request: IncomingMessage): Record<string, string> {
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  return mark < 0 ? {} : { 'url.query': redactedQuery(url.slice(mark + 1)) };
}

/**
 * The client span's `url.full` without query values or credentials (the HTTP
 * instrumentation's start hook): the instrumentation redacts only a few known names.
 */
export function outgoingUrlAttributes(options: RequestOptions): Record<string, string> {
  const path = options.path ?? '/';
  const mark = path.indexOf('?');
  if (mark < 0 && !options.auth) return {};
  const protocol = options.protocol ?? 'http:';
  const host = options.hostname ?? options.host ?? 'localhost';
  const defaultPort = protocol === 'https:' ? '443' : '80';
  const port = options.port !== undefined && options.port !== null ? String(options.port) : defaultPort;
  const authority = host.includes(':') || port === defaultPort ? host : `${host}:${port}`;
  const pathname = mark < 0 ? path : path.slice(0, mark);
  const query = mark < 0 ? '' : `?${redactedQuery(path.slice(mark + 1))}`;
  const credentials = options.auth ? `${REDACTED}:${REDACTED}@` : '';
  return { 'url.full': `${protocol}//${credentials}${authority}${pathname}${query}` };
}
