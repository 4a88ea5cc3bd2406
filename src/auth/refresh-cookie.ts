import type { FastifyReply, FastifyRequest } from 'fastify';
import { IssuedTokens, TokenPairDto } from './dto/token-pair.dto';

export const REFRESH_COOKIE = 'svc_refresh';
/** The OpenAPI security scheme of the cookie (apiKey in cookie), used by refresh and logout. */
export const REFRESH_COOKIE_SCHEME = 'refreshCookie';
const COOKIE_OPTIONS = { path: '/v1/auth', httpOnly: true, secure: true, sameSite: 'strict' } as const;

/** Browser clients say X-Client: web; their refresh token travels only in the cookie. */
function isWebClient(request: FastifyRequest): boolean {
  return request.headers['x-client'] === 'web';
}

/**
 * The refresh token a request presents: the cookie for the web, the body otherwise. Cookies
 * are parsed here, where one is wanted, not by a hook on every request (app.factory.ts).
 */
export function presentedRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  if (!isWebClient(request)) return bodyToken;
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[REFRESH_COOKIE] : undefined;
}

/** Shapes a pair for the client kind: web gets the cookie and a body without the refresh token. */
export function deliverTokens(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): TokenPairDto {
  if (isWebClient(request)) {
    setCookie(reply, tokens.refreshToken, tokens.refreshTokenExpiresAt);
    return { accessToken: tokens.accessToken, accessTokenExpiresIn: tokens.accessTokenExpiresIn };
  }
  return {
    accessToken: tokens.accessToken,
    accessTokenExpiresIn: tokens.accessTokenExpiresIn,
    refreshToken: tokens.refreshToken,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt.toISOString(),
  };
}

export function clearRefreshCookie(reply: FastifyReply): void {
  setCookie(reply, '', new Date(0));
}

function setCookie(reply: FastifyReply, value: string, expires: Date): void {
  void reply.header('set-cookie', reply.server.serializeCookie(REFRESH_COOKIE, value, { ...COOKIE_OPTIONS, expires }));
}
