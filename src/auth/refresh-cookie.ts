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

/** The refresh token a request presents: the cookie for the web, the body otherwise. */
export function presentedRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return isWebClient(request) ? request.cookies?.[REFRESH_COOKIE] : bodyToken;
}

/** Shapes a pair for the client kind: web gets the cookie and a body without the refresh token. */
export function deliverTokens(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): TokenPairDto {
  if (isWebClient(request)) {
    void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...COOKIE_OPTIONS,
      expires: tokens.refreshTokenExpiresAt,
    });
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
  void reply.clearCookie(REFRESH_COOKIE, COOKIE_OPTIONS);
}
