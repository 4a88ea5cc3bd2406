import { DataSource } from 'typeorm';
import { expectError } from '../support/expect-error';
import { staff } from '../support/staff';
import { createTestDatabase } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe('signing keys, JWKS and metadata (CONTRACT §11.2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://id.example.uz', SIGNING_KEY_ROTATION_DAYS: '30' });
  });

  afterAll(async () => {
    await t.close();
  });

  const keys = async (token: string) => {
    const res = await t.request('GET', '/v1/portal/signing-keys', { token });
    expect(res.status).toBe(200);
    return res.body as { kid: string; status: string; createdAt: string; activatesAt: string; retiresAt: string }[];
  };
  const jwks = async (): Promise<string[]> => {
    const res = await t.request('GET', '/.well-known/jwks.json');
    return (res.body.keys as { kid: string }[]).map((k) => k.kid);
  };

  it('publishes the RFC 8414 metadata, public and outside /v1', async () => {
    const res = await t.request('GET', '/.well-known/oauth-authorization-server');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      issuer: 'https://id.example.uz',
      jwks_uri: 'https://id.example.uz/.well-known/jwks.json',
      introspection_endpoint: 'https://id.example.uz/v1/oauth/introspect',
      introspection_endpoint_auth_methods_supported: ['client_secret_basic'],
    });
  });

  it('makes a key at the first start, encrypted at rest, and publishes it as an Ed25519 JWK', async () => {
    const res = await t.request('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        kid: expect.any(String),
        use: 'sig',
        alg: 'EdDSA',
      },
    ]);
    const rows = await t.app.get(DataSource).query('SELECT kid, private_key_encrypted FROM signing_keys');
    expect(rows).toHaveLength(1);
    expect(rows[0].private_key_encrypted).toMatch(/^v1\./);
    expect(rows[0].private_key_encrypted).not.toContain('PRIVATE KEY');
  });

  it('lets only a director read and rotate the keys', async () => {
    const admin = await staff(t, 'admin');
    expectError(await t.request('GET', '/v1/portal/signing-keys', { token: admin.accessToken }), 403, 'forbidden');
    expectError(
      await t.request('POST', '/v1/portal/signing-keys/rotate', { token: admin.accessToken, body: {} }),
      403,
      'forbidden',
    );
    const director = await staff(t, 'director');
    expect(await keys(director.accessToken)).toEqual([
      expect.objectContaining({ status: 'current', kid: (await jwks())[0] }),
    ]);
  });

  it('publishes the scheduled key a day before it signs and keeps the retired one while its tokens live', async () => {
    const director = await staff(t, 'director');
    const [first] = await keys(director.accessToken);
    expect(new Date(first.retiresAt).getTime() - new Date(first.activatesAt).getTime()).toBe(30 * DAY * 1000);
    t.clock.advance(28 * DAY);
    expect((await keys((await staff(t, 'director')).accessToken)).map((k) => k.status)).toEqual(['current']);
    t.clock.advance(DAY + 60);
    const token = (await staff(t, 'director')).accessToken;
    const scheduled = await keys(token);
    expect(scheduled.map((k) => k.status)).toEqual(['current', 'next']);
    expect(scheduled[1].activatesAt).toBe(first.retiresAt);
    expect(await jwks()).toEqual(scheduled.map((k) => k.kid));
    // Asked again (any instance, any time), no third key is made.
    expect(await keys(token)).toHaveLength(2);

    t.clock.advance(DAY);
    const director2 = await staff(t, 'director');
    const rotated = await keys(director2.accessToken);
    expect(rotated.map((k) => k.status)).toEqual(['retired', 'current']);
    expect(await jwks()).toHaveLength(2);
    // The retired key leaves once the last token it signed has expired (ACCESS_TOKEN_TTL_SECONDS).
    t.clock.advance(t.config.accessTokenTtlSeconds);
    const director3 = await staff(t, 'director');
    expect((await keys(director3.accessToken)).map((k) => k.status)).toEqual(['current']);
    expect(await jwks()).toEqual([rotated[1].kid]);
  });

  it('rotates by hand: a key published now that signs in an hour; audited', async () => {
    const director = await staff(t, 'director');
    const before = await keys(director.accessToken);
    const res = await t.request('POST', '/v1/portal/signing-keys/rotate', { token: director.accessToken, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.map((k: { status: string }) => k.status)).toEqual(['current', 'next']);
    const next = res.body[1];
    expect(new Date(next.activatesAt).getTime() - new Date(next.createdAt).getTime()).toBe(HOUR * 1000);
    expect(await jwks()).toEqual([before[0].kid, next.kid]);
    // A second rotation while a key waits makes none.
    const again = await t.request('POST', '/v1/portal/signing-keys/rotate', { token: director.accessToken, body: {} });
    expect(again.body).toEqual(res.body);
    const audit = await t.request('GET', '/v1/portal/audit?action=signing_key.rotated', {
      token: director.accessToken,
    });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      targetType: 'signing_key',
      details: { kid: next.kid, immediately: false },
    });
    expectError(
      await t.request('POST', '/v1/portal/signing-keys/rotate', {
        token: director.accessToken,
        body: { immediately: 'yes' },
      }),
      400,
      'validation_failed',
    );
  });

  it('makes one first key when several instances start at once on an empty database', async () => {
    const database = await createTestDatabase();
    const apps = await Promise.all([
      startTestApp({}, database),
      startTestApp({}, database),
      startTestApp({}, database),
    ]);
    try {
      const rows = await apps[0].app.get(DataSource).query('SELECT generation FROM signing_keys');
      expect(rows).toEqual([{ generation: 1 }]);
      const published = await Promise.all(
        apps.map(async (app): Promise<unknown> => (await app.request('GET', '/.well-known/jwks.json')).body),
      );
      expect(new Set(published.map((body) => JSON.stringify(body))).size).toBe(1);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});
