import { createIdentityClient, type ErrorEnvelope, type Schemas } from '../src';

/** What an integrator's sign-up ends with: the profile and a refreshed token pair. */
export interface SignUpResult {
  me: Schemas['UserViewDto'];
  tokens: Schemas['TokenPairDto'];
}

class ApiError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(`${envelope.error.code}: ${envelope.error.message}`);
  }
}

/**
 * Register a phone, confirm it with the SMS code, sign in with the password, read the
 * profile and refresh the tokens: the first minutes of a mobile client. `readCode` is
 * whatever delivers the SMS (a person typing it; the outbox in tests).
 */
export async function signUp(
  baseUrl: string,
  person: { phone: string; firstName: string; lastName: string; password: string },
  readCode: (phone: string) => Promise<string> | string,
): Promise<SignUpResult> {
  let accessToken: string | undefined;
  const client = createIdentityClient({ baseUrl, language: 'en', accessToken: () => accessToken });

  const registered = await client.POST('/v1/auth/register', {
    body: { ...person, passwordConfirmation: person.password },
  });
  if (registered.error) {
    // The compiler knows what this route may answer: a taken phone is one of them.
    if (registered.error.error.code === 'phone_taken') throw new Error('already registered: sign in instead');
    throw new ApiError(registered.error);
  }
  const { challengeId } = registered.data;

  const verified = await client.POST('/v1/auth/verify-phone', {
    body: { challengeId, code: await readCode(person.phone) },
  });
  if (verified.error) throw new ApiError(verified.error);

  const start = await client.POST('/v1/auth/login/start', { body: { phone: person.phone } });
  if (start.error) throw new ApiError(start.error);
  if (start.data.method !== 'password') throw new Error(`expected password sign-in, got ${start.data.method}`);

  const login = await client.POST('/v1/auth/login', { body: { phone: person.phone, password: person.password } });
  if (login.error) throw new ApiError(login.error);
  accessToken = login.data.accessToken;

  const me = await client.GET('/v1/me');
  if (me.error) throw new ApiError(me.error);
  // A person's token answers the profile view (a till's staff token, the member as the till sees it).
  if (!('phone' in me.data)) throw new Error('expected the profile view of a person’s token');

  const refreshToken = login.data.refreshToken;
  if (!refreshToken) throw new Error('a non-web client gets its refresh token in the body');
  const refreshed = await client.POST('/v1/auth/refresh', { body: { refreshToken } });
  if (refreshed.error) throw new ApiError(refreshed.error);
  accessToken = refreshed.data.accessToken;

  return { me: me.data, tokens: refreshed.data };
}
