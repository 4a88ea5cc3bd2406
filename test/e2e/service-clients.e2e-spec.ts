import { DataSource } from 'typeorm';
import { expectError } from '../support/expect-error';
import { basic, createServiceClient, introspect } from '../support/service-clients';
import { staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

describe('service clients and introspection (CONTRACT §11.2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://id.example.uz' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets director and admin manage service clients; shows a secret once and stores it hashed', async () => {
    const admin = await staff(t, 'admin');
    const created = await t.request('POST', '/v1/portal/service-clients', {
      token: admin.accessToken,
      body: { name: ' billing ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'billing',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientSecret: expect.any(String),
      createdAt: expect.any(String),
    });
    const stored = await t.app.get(DataSource).query('SELECT * FROM service_clients WHERE id = $1', [created.body.id]);
    expect(JSON.stringify(stored)).not.toContain(created.body.clientSecret);
    const list = await t.request('GET', '/v1/portal/service-clients', { token: admin.accessToken });
    expect(list.status).toBe(200);
    const listed = list.body.find((c: { id: string }) => c.id === created.body.id);
    expect(listed).toEqual({
      id: created.body.id,
      name: 'billing',
      clientId: created.body.clientId,
      createdAt: created.body.createdAt,
    });
    expect(list.text).not.toContain(created.body.clientSecret);

    for (const role of ['manager', 'support']) {
      const other = await staff(t, role);
      expectError(await t.request('GET', '/v1/portal/service-clients', { token: other.accessToken }), 403, 'forbidden');
    }
    const director = await staff(t, 'director');
    expect((await t.request('GET', '/v1/portal/service-clients', { token: director.accessToken })).status).toBe(200);

    const audit = await t.request('GET', `/v1/portal/audit?targetId=${created.body.id}`, { token: admin.accessToken });
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['service_client.created']);
    expect(audit.text).not.toContain(created.body.clientSecret);
  });

  it('refuses introspection without a client’s credentials: 401 with WWW-Authenticate: Basic', async () => {
    const admin = await staff(t, 'admin');
    const client = await createServiceClient(t, admin.accessToken);
    const refusals: Record<string, string>[] = [
      {},
      { authorization: basic(client.clientId, 'wrong') },
      { authorization: basic('00000000-0000-4000-8000-000000000000', client.clientSecret) },
      { authorization: `Bearer ${admin.accessToken}` },
      { authorization: 'Basic !!!' },
    ];
    for (const headers of refusals) {
      const res = await t.request('POST', '/v1/oauth/introspect', { headers, body: { token: admin.accessToken } });
      expectError(res, 401, 'unauthorized');
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    }
    expect((await introspect(t, client, admin.accessToken)).body.active).toBe(true);
  });

  it('answers active with the roles for a live token, form-encoded or JSON; active: false for garbage', async () => {
    const admin = await staff(t, 'admin');
    const client = await createServiceClient(t, admin.accessToken);
    const res = await introspect(t, client, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      active: true,
      token_type: 'access_token',
      kind: 'user',
      iss: 'https://id.example.uz',
      sub: admin.userId,
      sid: expect.any(String),
      roles: [{ code: 'admin', scopeType: 'platform', clientId: null, organizationId: null, branchId: null }],
    });
    const json = await t.request('POST', '/v1/oauth/introspect', {
      headers: { authorization: basic(client.clientId, client.clientSecret) },
      body: { token: admin.accessToken },
    });
    expect(json.body).toEqual(res.body);
    const hinted = await t.request('POST', '/v1/oauth/introspect', {
      headers: {
        authorization: basic(client.clientId, client.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      rawBody: new URLSearchParams({ token: admin.accessToken, token_type_hint: 'access_token' }).toString(),
    });
    expect(hinted.body).toEqual(res.body);
    for (const token of ['garbage', `${admin.accessToken}x`, '']) {
      const inactive = await introspect(t, client, token);
      expect(inactive.status).toBe(200);
      expect(inactive.body).toEqual({ active: false });
    }
  });

  it('is active: false at once when the session ends or the user is blocked', async () => {
    const admin = await staff(t, 'admin');
    const client = await createServiceClient(t, admin.accessToken);
    const user = await staff(t, 'support');
    expect((await introspect(t, client, user.accessToken)).body.active).toBe(true);
    const logout = await t.request('POST', '/v1/auth/logout', {
      token: user.accessToken,
      body: { refreshToken: user.refreshToken },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await introspect(t, client, user.accessToken)).body).toEqual({ active: false });

    const other = await staff(t, 'support');
    expect((await introspect(t, client, other.accessToken)).body.active).toBe(true);
    expect(
      (await t.request('POST', `/v1/portal/users/${other.userId}/block`, { token: admin.accessToken })).status,
    ).toBe(200);
    expect((await introspect(t, client, other.accessToken)).body).toEqual({ active: false });
  });

  it('refuses a deleted client at once; a new secret leaves the old one one more hour', async () => {
    const admin = await staff(t, 'admin');
    const client = await createServiceClient(t, admin.accessToken);
    const rotated = await t.request('POST', `/v1/portal/service-clients/${client.id}/secret`, {
      token: admin.accessToken,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ id: client.id, clientId: client.clientId, name: 'billing' });
    expect(rotated.body.clientSecret).not.toBe(client.clientSecret);
    const fresh = { clientId: client.clientId, clientSecret: rotated.body.clientSecret };
    expect((await introspect(t, client, admin.accessToken)).status).toBe(200);
    expect((await introspect(t, fresh, admin.accessToken)).status).toBe(200);
    t.clock.advance(3601);
    const admin2 = await staff(t, 'admin');
    expect((await introspect(t, client, admin2.accessToken)).status).toBe(401);
    expect((await introspect(t, fresh, admin2.accessToken)).status).toBe(200);

    expect(
      (await t.request('DELETE', `/v1/portal/service-clients/${client.id}`, { token: admin2.accessToken })).status,
    ).toBe(204);
    expect((await introspect(t, fresh, admin2.accessToken)).status).toBe(401);
    expectError(
      await t.request('DELETE', `/v1/portal/service-clients/${client.id}`, { token: admin2.accessToken }),
      404,
      'service_client_not_found',
    );
    for (const path of ['not-a-uuid', 'not-a-uuid/secret']) {
      const method = path.endsWith('secret') ? 'POST' : 'DELETE';
      expectError(
        await t.request(method, `/v1/portal/service-clients/${path}`, { token: admin2.accessToken }),
        404,
        'service_client_not_found',
      );
    }
    const audit = await t.request('GET', `/v1/portal/audit?targetId=${client.id}`, { token: admin2.accessToken });
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
      'service_client.deleted',
      'service_client.secret_rotated',
      'service_client.created',
    ]);
  });

  it('keeps form bodies to introspection: elsewhere one is refused like any other non-JSON body', async () => {
    const send = (type: string) =>
      t.request('POST', '/v1/auth/login', {
        headers: { 'content-type': type },
        rawBody: 'phone=%2B998901234567&password=x',
      });
    const form = await send('application/x-www-form-urlencoded');
    const text = await send('application/xml');
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect({ status: form.status, error: form.body.error.code, details: form.body.error.details }).toEqual({
      status: text.status,
      error: text.body.error.code,
      details: text.body.error.details,
    });
  });
});
