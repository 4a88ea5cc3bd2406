import { createHash, createHmac } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { advance, registerAccount } from '../support/accounts';
import { createOrg } from '../support/orgs';
import { signIn, staff } from '../support/staff';
import { expectError } from '../support/expect-error';
import { createTestDatabase, serverUrl } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

const OLD_KEY = 'old-signing-key-old-signing-key-0123456789';
const NEW_KEY = 'new-signing-key-new-signing-key-0123456789';
const HASH_KEY = 'hash-key-hash-key-hash-key-hash-key-012345';
const kid = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 16);

function decode(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
  return { header, payload };
}

/** An HS256 token over the given payload, signed with `secret` and naming `kid`. */
function forge(payload: Record<string, unknown>, secret: string, header: Record<string, unknown>): string {
  const head = Buffer.from(JSON.stringify(header)).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

/**
 * Times an HS256 token from before the upgrade has (CONTRACT §12.4): issued a second before
 * the first Ed25519 key was made (at the app's first start), living ACCESS_TOKEN_TTL_SECONDS.
 */
async function legacyTimes(app: TestApp, ttl = 900): Promise<{ iat: number; exp: number }> {
  const [row] = await app.app
    .get(DataSource)
    .query<{ at: string }[]>(
      `SELECT floor(extract(epoch FROM "created_at"))::int AS "at" FROM "signing_keys" ORDER BY "generation" LIMIT 1`,
    );
  const iat = Number(row.at) - 1;
  return { iat, exp: iat + ttl };
}

describe('signing keys: the upgrade from HS256 (CONTRACT §10.2, §11.2)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('signs every new token with the Ed25519 key of the JWKS, never with JWT_SECRET (CONTRACT §11.2)', async () => {
    const app = (t = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }));
    const account = await registerAccount(app);
    const published = (await app.request('GET', '/.well-known/jwks.json')).body.keys[0].kid;
    expect(decode(account.accessToken).header).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: published });
    const refreshed = await app.request('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(decode(refreshed.body.accessToken).header.kid).toBe(published);
  });

  it('refuses an HS256 token whose kid names no key we hold, or that names none, though signed right', async () => {
    const app = (t = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }));
    const account = await registerAccount(app);
    const { payload } = decode(account.accessToken);
    // What a token from before the upgrade looked like: accepted while JWT_SECRET holds its key.
    const legacy = forge({ sub: payload.sub, sid: payload.sid, ...(await legacyTimes(app)) }, OLD_KEY, {
      alg: 'HS256',
      typ: 'JWT',
      kid: kid(OLD_KEY),
    });
    expect((await app.request('GET', '/v1/me', { token: legacy })).status).toBe(200);
    const tokens = [
      forge(payload, OLD_KEY, { alg: 'HS256', typ: 'JWT', kid: 'ffffffffffffffff' }),
      forge(payload, OLD_KEY, { alg: 'HS256', typ: 'JWT' }),
      forge(payload, NEW_KEY, { alg: 'HS256', typ: 'JWT', kid: kid(NEW_KEY) }),
      forge(payload, OLD_KEY, { alg: 'HS384', typ: 'JWT', kid: kid(OLD_KEY) }),
    ];
    for (const token of tokens) {
      const res = await app.request('GET', '/v1/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    expect((await app.request('GET', '/v1/me', { token: account.accessToken })).status).toBe(200);
  });

  it('accepts HS256 tokens from before the upgrade while JWT_SECRET or JWT_PREVIOUS_SECRETS hold their key; PINs keep working', async () => {
    const database = await createTestDatabase();
    const start = async (env: Record<string, string>) => {
      await t?.close();
      t = await startTestApp({ HASH_KEY, ...env }, database);
      return t;
    };
    try {
      let app = await start({ JWT_SECRET: OLD_KEY });
      const owner = await staff(app);
      const org = await createOrg(app, owner);
      const pin = { token: owner.accessToken, body: { pin: '482915' } };
      expect((await app.request('PUT', `/v1/orgs/${org.id}/members/${owner.userId}/pin`, pin)).status).toBe(204);
      const lookup = (token: string) =>
        app.request('POST', `/v1/orgs/${org.id}/members/lookup`, { token, body: { pin: '482915' } });
      const { payload } = decode(owner.accessToken);
      const legacy = forge({ sub: payload.sub, sid: payload.sid, ...(await legacyTimes(app)) }, OLD_KEY, {
        alg: 'HS256',
        typ: 'JWT',
        kid: kid(OLD_KEY),
      });
      expect((await lookup(legacy)).status).toBe(200);

      // The old key only verifies now, from JWT_PREVIOUS_SECRETS; EdDSA tokens survive the restart (keys in the database).
      app = await start({ JWT_SECRET: NEW_KEY, JWT_PREVIOUS_SECRETS: OLD_KEY });
      expect((await lookup(legacy)).status).toBe(200);
      expect((await lookup(owner.accessToken)).body.userId).toBe(owner.userId);
      const again = await signIn(app, owner);
      expect(decode(again.accessToken).header.alg).toBe('EdDSA');

      // Without the old key its tokens are refused; the PIN and every EdDSA token still work.
      app = await start({ JWT_SECRET: '' });
      expect(app.config.jwtSecret).toBeUndefined();
      expect((await lookup(legacy)).body.error.code).toBe('unauthorized');
      expect((await lookup(owner.accessToken)).status).toBe(200);
      expect((await lookup(again.accessToken)).status).toBe(200);
    } finally {
      await t?.close();
      t = undefined;
      await database.drop();
    }
  });

  it('takes an HS256 token only when issued before the first Ed25519 key and living at most the TTL (CONTRACT §12.4)', async () => {
    const app = (t = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }));
    const account = await registerAccount(app);
    const { payload } = decode(account.accessToken);
    const times = await legacyTimes(app);
    const header = { alg: 'HS256', typ: 'JWT', kid: kid(OLD_KEY) };
    const legacy = (claims: Record<string, unknown>) =>
      forge({ sub: payload.sub, sid: payload.sid, ...claims }, OLD_KEY, header);
    expect((await app.request('GET', '/v1/me', { token: legacy(times) })).status).toBe(200);
    const now = Math.floor(app.clock.nowMs() / 1000);
    for (const claims of [
      // Signed after the upgrade (the key was made within this second at the latest): only
      // someone holding a leaked JWT_SECRET makes one.
      { iat: now + 1, exp: now + 901 },
      { iat: times.iat + 2, exp: times.iat + 902 },
      // Living longer than ACCESS_TOKEN_TTL_SECONDS (900).
      { iat: times.iat, exp: times.iat + 901 },
      // No iat: nothing places it before the upgrade.
      { exp: times.exp },
    ]) {
      expectError(await app.request('GET', '/v1/me', { token: legacy(claims) }), 401, 'unauthorized');
    }
  });

  it('refuses every HS256 token after an immediate rotation, on every instance, also one it had accepted (CONTRACT §12.4)', async () => {
    const database = await createTestDatabase();
    let other: TestApp | undefined;
    try {
      const app = (t = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }, database));
      other = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }, database);
      const account = await registerAccount(app);
      const director = await staff(app, 'director');
      const { payload } = decode(account.accessToken);
      const legacy = forge({ sub: payload.sub, sid: payload.sid, ...(await legacyTimes(app)) }, OLD_KEY, {
        alg: 'HS256',
        typ: 'JWT',
        kid: kid(OLD_KEY),
      });
      for (const instance of [app, other]) {
        expect((await instance.request('GET', '/v1/me', { token: legacy })).status).toBe(200);
      }
      // A rotation that is not immediate leaves them alone.
      const planned = await app.request('POST', '/v1/portal/signing-keys/rotate', {
        token: director.accessToken,
        body: {},
      });
      expect(planned.status).toBe(200);
      expect((await other.request('GET', '/v1/me', { token: legacy })).status).toBe(200);

      const rotated = await app.request('POST', '/v1/portal/signing-keys/rotate', {
        token: director.accessToken,
        body: { immediately: true },
      });
      expect(rotated.status).toBe(200);
      for (const instance of [app, other]) {
        const res = await instance.request('GET', '/v1/me', { token: legacy });
        expectError(res, 401, 'unauthorized');
        expect(res.body.error.details).toEqual({ reason: 'revoked' });
      }
      // A restart reads the fact from the database: still refused.
      await other.close();
      other = await startTestApp({ JWT_SECRET: OLD_KEY, HASH_KEY }, database);
      expectError(await other.request('GET', '/v1/me', { token: legacy }), 401, 'unauthorized');
      // New tokens work.
      const fresh = await signIn(other, director);
      expect((await other.request('GET', '/v1/me', { token: fresh.accessToken })).status).toBe(200);
    } finally {
      await other?.close();
      await t?.close();
      t = undefined;
      await database.drop();
    }
  });

  it('ends a session SESSION_MAX_DAYS after its sign-in however often it is refreshed', async () => {
    const app = (t = await startTestApp({ SESSION_MAX_DAYS: '3', REFRESH_TOKEN_TTL_DAYS: '2' }));
    const account = await registerAccount(app);
    const signedInAt = Date.now();
    let refreshToken = account.refreshToken;
    for (let day = 0; day < 2; day++) {
      advance(app, 86_400 + 3600);
      const res = await app.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
      expect(res.status).toBe(200);
      refreshToken = res.body.refreshToken;
      const expiresAt = new Date(res.body.refreshTokenExpiresAt).getTime();
      // Never past the third day after sign-in, though two more days of refresh lifetime would reach further.
      expect(expiresAt).toBeLessThanOrEqual(signedInAt + 3 * 86_400_000 + 60_000);
    }
    advance(app, 86_400);
    const late = await app.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('session_expired');
  });
});

describe('a session past SESSION_MAX_DAYS (CONTRACT §9 "Accounts")', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const refresh = (app: TestApp, refreshToken: string) =>
    app.request('POST', '/v1/auth/refresh', { body: { refreshToken } });

  // Its sessions' expiresAt were set under the old setting; the refresh judges by the current one.
  it('ends, at its next refresh, a session older than a SESSION_MAX_DAYS lowered since its sign-in', async () => {
    const database = await createTestDatabase();
    try {
      const before = (t = await startTestApp({ SESSION_MAX_DAYS: '90' }, database));
      const account = await registerAccount(before);
      await before.close();
      const after = (t = await startTestApp({ SESSION_MAX_DAYS: '3' }, database));
      advance(after, 4 * 86_400);
      const late = await refresh(after, account.refreshToken);
      expect(late.status).toBe(401);
      expect(late.body.error.code).toBe('session_expired');
      expect(late.body.accessToken).toBeUndefined();
      expect(late.body.refreshToken).toBeUndefined();
      // The session is over: its token does not come back to life either.
      expect((await refresh(after, account.refreshToken)).status).toBe(401);
    } finally {
      await t?.close();
      t = undefined;
      await database.drop();
    }
  });
});

describe('KEYS_SECRET against the stored keys (CONTRACT §11.2)', () => {
  it('refuses to start with a KEYS_SECRET that does not open the stored signing key, rather than answer 500 to every sign-in', async () => {
    const database = await createTestDatabase();
    let app: TestApp | undefined;
    try {
      app = await startTestApp({ KEYS_SECRET: 'first-keys-secret-first-keys-secret-01' }, database);
      await registerAccount(app);
      await app.close();
      app = undefined;
      // On PostgreSQL: the sessions open on the database, to find none left by the failed start.
      const sessions = async (): Promise<number | undefined> => {
        if (!serverUrl()) return undefined;
        const client = new Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          );
          return rows[0].n;
        } finally {
          await client.end();
        }
      };
      const before = await sessions();
      // An app that starts anyway is closed at once, so the test fails rather than hangs.
      const outcome = await startTestApp({ KEYS_SECRET: 'other-keys-secret-other-keys-secret-02' }, database).then(
        async (started) => {
          await started.close();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(outcome).toMatch(/^KEYS_SECRET does not open signing key [\w-]+: not the secret it was sealed with$/);
      // The failed start closed what it had opened (createApp): no pool of it stays connected.
      expect(await sessions()).toBe(before);
      // The right secret still starts and signs.
      app = await startTestApp({ KEYS_SECRET: 'first-keys-secret-first-keys-secret-01' }, database);
      expect((await registerAccount(app)).accessToken).toEqual(expect.any(String));
    } finally {
      await app?.close();
      await database.drop();
    }
  });
});
