import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** The document's schemas by name: `Schemas['UserViewDto']`. */
export type Schemas = components['schemas'];
/** Every error code of the catalogue. */
export type ErrorCode = Schemas['ErrorCode'];
/** The error envelope every failure answers. */
export type ErrorEnvelope = Schemas['ErrorEnvelopeDto'];
/** The languages of error messages. */
export type Language = 'en' | 'ru' | 'uz';

export interface IdentityClientOptions extends ClientOptions {
  /** The current access token, asked before every request; none → no Authorization header. */
  accessToken?: () => string | undefined;
  /** Sent as Accept-Language on every request. */
  language?: Language;
}

export type IdentityClient = Client<paths>;

/**
 * A typed client of the whole API (openapi-fetch): `client.POST('/v1/auth/login', { body })`
 * answers `{ data }` on success and `{ error }` (the envelope, its `error.code` narrowed to
 * the codes of that operation) otherwise. In a browser pass `credentials: 'include'` and send
 * `X-Client: web` to the auth routes: the refresh token then lives in the HttpOnly cookie.
 */
export function createIdentityClient(options: IdentityClientOptions = {}): IdentityClient {
  const { accessToken, language, ...rest } = options;
  const client = createClient<paths>(rest);
  const headers: Middleware = {
    onRequest({ request }) {
      const token = accessToken?.();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
      return request;
    },
  };
  client.use(headers);
  return client;
}
