import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainException } from '../errors/domain.exception';

/** The route config key of a route that also takes `application/x-www-form-urlencoded`. */
const ACCEPTS_FORM = 'acceptsForm';

/**
 * Lets one route take a form body beside JSON (OAuth endpoints, RFC 7662); every other route
 * answers such a body `415 unsupported_media_type`. The form arrives as an object of strings
 * and is validated by the route's DTO like JSON.
 */
export const AcceptsForm = (): MethodDecorator => RouteConfig({ [ACCEPTS_FORM]: true });

function acceptsForm(request: FastifyRequest): boolean {
  return (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[ACCEPTS_FORM] === true;
}

/**
 * Only JSON bodies are read (CONTRACT §9): Fastify's own text/plain parser goes, so a body of
 * any other type (a `fetch` of a string without a Content-Type sends `text/plain`) is 415 before
 * the route runs. A form body is parsed only for a route marked `@AcceptsForm()`.
 */
export function restrictBodyTypes(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => {
      if (!acceptsForm(request)) return done(new DomainException('unsupported_media_type'));
      done(null, Object.fromEntries(new URLSearchParams(body)));
    },
  );
}
