import { createHash, createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { advance, registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { createOrg } from '../support/orgs';
import { staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse, testEnvironment } from '../support/test-app';

const SECRET = testEnvironment('', '').JWT_SECRET;
const KID = createHash('sha256').update(SECRET, 'utf8').digest('hex').slice(0, 16);
const en = require('../../i18n/en/unauthorized.json') as Record<string, string>;
const ru = require('../../i18n/ru/unauthorized.json') as Record<string, string>;

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

/** An HS256 token over `payload`, signed with the test JWT_SECRET (or `secret`). */
function mint(payload: Record<string, unknown>, header: Record<string, unknown> = {}, secret = SECRET): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: KID, ...header })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

/** The 401 of CONTRACT §9: the envelope with this reason and its message, and the RFC 6750 challenge. */
function expectRefused(res: TestResponse, reason: string): void {
  expectError(res, 401, 'unauthorized');
  expect(res.body.error.details).toEqual({ reason });
  expect(res.body.error.message).toBe(en[reason]);
  expect(res.headers.get('www-authenticate')).toBe(reason === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"');
}

describe('a refused Bearer token says why (CONTRACT §9, RFC 6750)', () => {
  let t: TestApp;
  let routes: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await staff(t);
    const org = await createOrg(t, owner);
    routes = ['/v1/me', '/v1/me/sessions', `/v1/orgs/${org.id}/members`];
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.request('GET', path, { headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('missing: no Authorization header gets the bare challenge', async () => {
    for (const route of routes) expectRefused(await get(route), 'missing');
  });

  it('malformed: not `Bearer <token>`, or not a token', async () => {
    const account = await registerAccount(t);
    const headers = [
      { authorization: 'Bearer' },
      { authorization: `Token ${account.accessToken}` },
      { authorization: `bearer ${account.accessToken}` },
      bearer('garbage'),
      bearer('a.b'),
      bearer('bm90LWpzb24.e30.c2ln'),
      bearer(`${account.accessToken}.x`),
    ];
    for (const route of routes) for (const h of headers) expectRefused(await get(route, h), 'malformed');
  });

  it('expired: past exp, also for a token the service had already accepted', async () => {
    const account = await registerAccount(t);
    expect((await get('/v1/me', bearer(account.accessToken))).status).toBe(200);
    advance(t, t.config.accessTokenTtlSeconds);
    for (const route of routes) expectRefused(await get(route, bearer(account.accessToken)), 'expired');
  });

  it('revoked: the session ended (logout) or the user is blocked', async () => {
    const loggedOut = await registerAccount(t);
    expect(
      (await t.request('POST', '/v1/auth/logout', { body: { refreshToken: loggedOut.refreshToken } })).status,
    ).toBe(204);
    const blocked = await registerAccount(t);
    expect((await get('/v1/me', bearer(blocked.accessToken))).status).toBe(200);
    await t.app.get(DataSource).query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [blocked.userId]);
    for (const route of routes) {
      expectRefused(await get(route, bearer(loggedOut.accessToken)), 'revoked');
      expectRefused(await get(route, bearer(blocked.accessToken)), 'revoked');
    }
  });

  it('signature: a changed token, another key, algorithm or kid; nbf or iat in the future', async () => {
    // HS256 tokens come from before the first Ed25519 key (CONTRACT §12.4): the clock goes back
    // to two minutes before it was made, so one issued "now" (or a minute ahead) is such a token.
    const [{ at }] = await t.app
      .get(DataSource)
      .query<{ at: number }[]>(
        `SELECT floor(extract(epoch FROM "created_at"))::int AS "at" FROM "signing_keys" ORDER BY "generation" LIMIT 1`,
      );
    const back = Math.floor(t.clock.nowMs() / 1000) - Number(at) + 120;
    t.clock.advance(-back);
    try {
      const account = await registerAccount(t);
      const now = Math.floor(t.clock.nowMs() / 1000);
      const claims = { ...payloadOf(account.accessToken), iat: now, exp: now + 600 };
      const [head, body, signature] = account.accessToken.split('.');
      const tokens = [
        `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        mint(claims, {}, 'another-secret-another-secret-0123456789'),
        mint(claims, { alg: 'HS384' }),
        mint(claims, { alg: 'none' }),
        mint(claims, { kid: 'ffffffffffffffff' }),
        mint({ ...claims, nbf: now + 3600 }),
        // Still ahead when the last route is asked, however slow the machine (+1 s and +61 s came true mid-loop).
        mint({ ...claims, nbf: now + 30 }),
        mint({ ...claims, iat: now + 90 }),
      ];
      for (const route of routes)
        for (const token of tokens) expectRefused(await get(route, bearer(token)), 'signature');
      // The same claims, valid now: nbf that has come, iat within the minute a fast clock may be ahead.
      expect((await get('/v1/me', bearer(mint({ ...claims, nbf: now })))).status).toBe(200);
      expect((await get('/v1/me', bearer(mint({ ...claims, iat: now + 60 })))).status).toBe(200);
    } finally {
      t.clock.advance(back);
    }
  });

  it('gives each header mistake its own message, localized', async () => {
    const mistakes = [{}, { authorization: 'Bearer' }, { authorization: 'Token xyz' }, bearer('x.y.z')];
    const messages = new Set<string>();
    for (const h of mistakes) messages.add((await get('/v1/me', h)).body.error.message);
    expect(messages).toEqual(new Set([en.missing, en.malformed]));
    const inRussian = await get('/v1/me', { 'accept-language': 'ru' });
    expect(inRussian.body.error.message).toBe(ru.missing);
    expect((await get('/v1/me', { ...bearer('x.y.z'), 'accept-language': 'ru' })).body.error.message).toBe(
      ru.malformed,
    );
  });

  it('GET /metrics with METRICS_TOKEN: the same challenge and reasons; a browser may read the challenge', async () => {
    const origin = 'https://portal.example.uz';
    const guarded = await startTestApp({ METRICS_TOKEN: 'scrape-token-0123456789', CORS_ORIGINS: origin }, t.database);
    try {
      const fromBrowser = await guarded.request('GET', '/v1/me', { headers: { origin } });
      expectRefused(fromBrowser, 'missing');
      expect(fromBrowser.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('www-authenticate');
      expectRefused(await guarded.request('GET', '/metrics'), 'missing');
      const malformed = await guarded.request('GET', '/metrics', {
        headers: { authorization: 'scrape-token-0123456789' },
      });
      expectRefused(malformed, 'malformed');
      expectRefused(await guarded.request('GET', '/metrics', { token: 'wrong-token' }), 'signature');
      expect((await guarded.request('GET', '/metrics', { token: 'scrape-token-0123456789' })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
