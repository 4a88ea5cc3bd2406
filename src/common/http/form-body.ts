import type { FastifyRequest } from 'fastify';

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The application/x-www-form-urlencoded parser, for the routes an RFC says take forms
 * (introspection, RFC 7662) and no other: elsewhere such a body is still 415, as before.
 * A field given twice keeps its first value.
 */
export function formBodyParser(...paths: string[]): (request: FastifyRequest, body: string, done: Done) => void {
  const allowed = new Set(paths);
  return (request, body, done) => {
    if (!allowed.has(request.routeOptions.url ?? '')) {
      const error = Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type']}`), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      });
      done(error);
      return;
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  };
}
