import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { roleId, staff, signIn, SignedIn } from '../support/staff';
import { addMember, createOrg } from '../support/orgs';
import { expectError } from '../support/expect-error';
import { createServiceClient, introspect, ServiceClientCredentials } from '../support/service-clients';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Another service of the platform, as its developer would write it (docs/tokens.md): it
 * verifies tokens offline with the JWKS and asks introspection when it must know now.
 */
describe('another service verifies our tokens (CONTRACT §11.2)', () => {
  let t: TestApp;
  let director: SignedIn;
  let client: ServiceClientCredentials;

  beforeAll(async () => {
    t = await startTestApp();
    director = await staff(t, 'director');
    client = await createServiceClient(t, director.accessToken);
  });

  afterAll(async () => {
    await t.close();
  });

  /** What the other service does: fetch the JWKS (no cache between calls here) and verify. */
  const verifyOffline = async (token: string) => {
    const metadata = (await (await fetch(`${t.baseUrl}/.well-known/oauth-authorization-server`)).json()) as {
      issuer: string;
    };
    const jwks = createRemoteJWKSet(new URL(`${t.baseUrl}/.well-known/jwks.json`));
    return jwtVerify(token, jwks, { issuer: metadata.issuer, typ: 'at+jwt', algorithms: ['EdDSA'] });
  };

  it('verifies a person’s token with jose over the JWKS, and introspects it with its roles', async () => {
    const user = await staff(t, 'support');
    const { payload, protectedHeader } = await verifyOffline(user.accessToken);
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: expect.any(String) });
    expect(payload).toMatchObject({ iss: t.config.publicUrl, sub: user.userId, kind: 'user' });
    const res = await introspect(t, client, user.accessToken);
    expect(res.body).toEqual({
      active: true,
      token_type: 'access_token',
      kind: 'user',
      iss: t.config.publicUrl,
      sub: user.userId,
      sid: payload.sid,
      jti: payload.jti,
      iat: payload.iat,
      exp: payload.exp,
      roles: [{ code: 'support', scopeType: 'platform', clientId: null, organizationId: null, branchId: null }],
    });
  });

  it('is inactive at once after logout and block; a removed member loses the organization’s role', async () => {
    const user = await staff(t, 'support');
    await t.request('POST', '/v1/auth/logout', { token: user.accessToken, body: { refreshToken: user.refreshToken } });
    // Offline the signature still holds (until exp); introspection knows better.
    await expect(verifyOffline(user.accessToken)).resolves.toBeDefined();
    expect((await introspect(t, client, user.accessToken)).body).toEqual({ active: false });

    const blocked = await staff(t, 'support');
    await t.request('POST', `/v1/portal/users/${blocked.userId}/block`, { token: director.accessToken });
    expect((await introspect(t, client, blocked.accessToken)).body).toEqual({ active: false });

    const owner = await staff(t);
    const org = await createOrg(t, owner);
    const cashier = await addMember(t, owner, org.id, await roleId(t, 'cashier'));
    const before = await introspect(t, client, cashier.accessToken);
    expect(before.body.roles).toEqual([expect.objectContaining({ code: 'cashier', organizationId: org.id })]);
    const removed = await t.request('DELETE', `/v1/orgs/${org.id}/members/${cashier.userId}`, {
      token: owner.accessToken,
    });
    expect(removed.status).toBe(204);
    const after = await introspect(t, client, cashier.accessToken);
    expect(after.body.active).toBe(true);
    expect(after.body.roles.filter((r: { organizationId: string }) => r.organizationId === org.id)).toEqual([]);
  });

  it('after an immediate rotation: the old key leaves the JWKS, its tokens are 401 and inactive, new ones verify', async () => {
    const user = await staff(t, 'support');
    const oldKid = decodeProtectedHeader(user.accessToken).kid;
    expect((await introspect(t, client, user.accessToken)).body.active).toBe(true);
    const rotated = await t.request('POST', '/v1/portal/signing-keys/rotate', {
      token: director.accessToken,
      body: { immediately: true },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual([expect.objectContaining({ status: 'current' })]);
    expect(rotated.body[0].kid).not.toBe(oldKid);

    const jwks = (await t.request('GET', '/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid);
    expect(jwks).toEqual([rotated.body[0].kid]);
    await expect(verifyOffline(user.accessToken)).rejects.toThrow();
    expect((await introspect(t, client, user.accessToken)).body).toEqual({ active: false });
    const me = await t.request('GET', '/v1/me', { token: user.accessToken });
    expectError(me, 401, 'unauthorized');
    expect(me.body.error.details).toEqual({ reason: 'revoked' });

    // The session goes on: a refresh gets a token of the new key, which verifies everywhere.
    const refreshed = await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(decodeProtectedHeader(refreshed.body.accessToken).kid).toBe(rotated.body[0].kid);
    await expect(verifyOffline(refreshed.body.accessToken)).resolves.toBeDefined();
    expect((await introspect(t, client, refreshed.body.accessToken)).body.active).toBe(true);
    expect((await t.request('GET', '/v1/me', { token: refreshed.body.accessToken })).status).toBe(200);

    const newDirector = await signIn(t, director);
    const audit = await t.request('GET', '/v1/portal/audit?action=signing_key.rotated', {
      token: newDirector.accessToken,
    });
    expect(audit.body.items[0].details).toMatchObject({ kid: rotated.body[0].kid, immediately: true });
  });
});

describe('two instances on one database share the signing keys (CONTRACT §10.5, §11.2)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.database);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const kidOf = (token: string) => decodeProtectedHeader(token).kid;

  it('an immediate rotation through one instance is used by both: signing and refusal', async () => {
    const director = await staff(a, 'director');
    const onA = await staff(a, 'support');
    const onB = await staff(b, 'support');
    expect(kidOf(onA.accessToken)).toBe(kidOf(onB.accessToken));
    for (const app of [a, b]) {
      for (const user of [onA, onB])
        expect((await app.request('GET', '/v1/me', { token: user.accessToken })).status).toBe(200);
    }

    const rotated = await a.request('POST', '/v1/portal/signing-keys/rotate', {
      token: director.accessToken,
      body: { immediately: true },
    });
    const newKid = rotated.body[0].kid;
    for (const app of [b, a]) {
      for (const user of [onA, onB]) {
        const res = await app.request('GET', '/v1/me', { token: user.accessToken });
        expect({ status: res.status, reason: res.body.error?.details?.reason }).toEqual({
          status: 401,
          reason: 'revoked',
        });
      }
    }
    // B's very next refresh signs with the new key (the rotation's statement reads the key set's version).
    const refreshedOnB = await b.request('POST', '/v1/auth/refresh', { body: { refreshToken: onB.refreshToken } });
    expect(refreshedOnB.status).toBe(200);
    expect(kidOf(refreshedOnB.body.accessToken)).toBe(newKid);
    expect((await a.request('GET', '/v1/me', { token: refreshedOnB.body.accessToken })).status).toBe(200);
    // B signs with the new key on its very next sign-in; A accepts it, and the other way round.
    const again = await signIn(b, onB);
    expect(kidOf(again.accessToken)).toBe(newKid);
    expect((await a.request('GET', '/v1/me', { token: again.accessToken })).status).toBe(200);
    const againOnA = await signIn(a, onA);
    expect((await b.request('GET', '/v1/me', { token: againOnA.accessToken })).status).toBe(200);
    expect((await b.request('GET', '/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid)).toEqual([
      newKid,
    ]);
  });

  it('a key made by hand through one instance signs on both once its hour has come', async () => {
    const director = await staff(b, 'director');
    const rotated = await b.request('POST', '/v1/portal/signing-keys/rotate', {
      token: director.accessToken,
      body: {},
    });
    const next = rotated.body.find((k: { status: string }) => k.status === 'next');
    // Published by A at once, though A did not make it.
    expect((await a.request('GET', '/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid)).toContain(
      next.kid,
    );
    expect(kidOf((await staff(a, 'support')).accessToken)).not.toBe(next.kid);
    a.clock.advance(3601);
    b.clock.advance(3601);
    for (const app of [a, b]) {
      const user = await staff(app, 'support');
      expect(kidOf(user.accessToken)).toBe(next.kid);
      for (const other of [a, b])
        expect((await other.request('GET', '/v1/me', { token: user.accessToken })).status).toBe(200);
    }
  });
});
