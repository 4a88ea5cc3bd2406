import { createServer } from 'node:net';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { WebhooksService } from '../../src/webhooks/webhooks.service';
import { expectError } from '../support/expect-error';
import { addMember, createOrg, Org } from '../support/orgs';
import { roleId, SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { Received, Receiver, startClean, startReceiver } from '../support/webhook-receiver';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Webhooks that cannot be abused (CONTRACT §12.4). */
describe('webhook hardening (CONTRACT §12.4)', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let director: SignedIn;
  let receiver: Receiver;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    director = await staff(t, 'director');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    await startClean(t.app, receiver);
    [owner, director] = await Promise.all([owner, director].map((who) => signIn(t, who)));
  });

  const orgHook = (o: Org, who: SignedIn, body: Record<string, unknown> = { url: receiver.url, events: ['*'] }) =>
    t.request('POST', `/v1/orgs/${o.id}/webhooks`, { token: who.accessToken, body });
  const listOf = async (o: Org, who: SignedIn) =>
    (await t.request('GET', `/v1/orgs/${o.id}/webhooks`, { token: (await signIn(t, who)).accessToken })).body as Record<
      string,
      unknown
    >[];
  const stored = async (id: string) =>
    (
      await db().query<{ secret: string; previous_secret: string | null }[]>(
        'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = $1',
        [id],
      )
    )[0];
  const pingsOf = () => receiver.received.filter((r) => r.json?.type === 'webhook.test');

  describe('audit of endpoint changes', () => {
    it('records webhook.created, .updated, .secret_rotated and .deleted of an organization’s endpoint, no secret in them', async () => {
      const created = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const path = `/v1/orgs/${org.id}/webhooks/${id}`;
      const token = owner.accessToken;
      expect((await t.request('PATCH', path, { token, body: { events: ['*'], description: 'x' } })).status).toBe(200);
      const rotated = await t.request('POST', `${path}/secret`, { token });
      expect(rotated.status).toBe(200);
      expect((await t.request('DELETE', path, { token })).status).toBe(204);

      const trail = await t.request('GET', `/v1/orgs/${org.id}/audit?targetId=${id}`, { token });
      expect(trail.status).toBe(200);
      expect((trail.body.items as { action: string }[]).map((e) => e.action)).toEqual([
        'webhook.deleted',
        'webhook.secret_rotated',
        'webhook.updated',
        'webhook.created',
      ]);
      for (const event of trail.body.items as Record<string, unknown>[]) {
        expect(event).toMatchObject({ actorId: owner.userId, targetType: 'webhook', organizationId: org.id });
      }
      expect(trail.body.items[2].details).toEqual({ changed: ['events', 'description'] });
      expect(trail.body.items[3].details).toMatchObject({ events: ['branch.created'] });
      for (const secret of [created.body.secret as string, rotated.body.secret as string]) {
        expect(trail.text).not.toContain(secret.slice(6));
      }
      expect(trail.text).not.toContain('whsec_');
    });

    it('records the changes of a platform endpoint, and delivers them to the platform’s endpoints', async () => {
      const token = director.accessToken;
      const watcher = await t.request('POST', '/v1/portal/webhooks', {
        token,
        body: {
          url: `${receiver.url}?watch`,
          events: ['webhook.created', 'webhook.secret_rotated', 'webhook.deleted'],
        },
      });
      const created = await t.request('POST', '/v1/portal/webhooks', {
        token,
        body: { url: receiver.url, events: ['*'] },
      });
      const id = created.body.id as string;
      expect((await t.request('PATCH', `/v1/portal/webhooks/${id}`, { token, body: { enabled: false } })).status).toBe(
        200,
      );
      expect((await t.request('POST', `/v1/portal/webhooks/${id}/secret`, { token })).status).toBe(200);
      expect((await t.request('DELETE', `/v1/portal/webhooks/${id}`, { token })).status).toBe(204);
      const trail = await t.request('GET', `/v1/portal/audit?targetId=${id}`, { token });
      expect((trail.body.items as { action: string }[]).map((e) => e.action)).toEqual([
        'webhook.deleted',
        'webhook.secret_rotated',
        'webhook.updated',
        'webhook.created',
      ]);
      expect(trail.body.items[0]).toMatchObject({ actorId: director.userId, organizationId: null });
      expect(trail.body.items[2].details).toEqual({ changed: ['enabled'] });
      expect(trail.text).not.toContain('whsec_');
      // The watcher wants these three: each arrives, signed with its secret.
      const got = await receiver.waitFor(3);
      expect(got.map((r) => r.json.type as string).sort()).toEqual([
        'webhook.created',
        'webhook.deleted',
        'webhook.secret_rotated',
      ]);
      expect(got.every((r) => verifies(r, watcher.body.secret as string))).toBe(true);
      expect(got.map((r) => r.body).join('')).not.toContain('whsec_');
    });
  });

  describe('createdBy and disabledReason', () => {
    it('shows who made an endpoint; the 5-day disabling says failing; enabling again clears it', async () => {
      const hook = await orgHook(org, owner, { url: `${receiver.url}?fail`, events: ['branch.created'] });
      expect(hook.body).toMatchObject({ createdBy: owner.userId, disabledReason: null, enabled: true });
      receiver.answer = (_r, res) => void res.writeHead(500).end();
      // Failing for more than five days already: the next failed attempt disables it.
      await db().query(`UPDATE webhook_endpoints SET failing_since = now() - interval '6 days' WHERE id = $1`, [
        hook.body.id,
      ]);
      const path = `/v1/orgs/${org.id}/webhooks/${hook.body.id}`;
      expect((await t.request('POST', `${path}/test`, { token: owner.accessToken })).body.lastStatusCode).toBe(500);
      expect((await listOf(org, owner))[0]).toMatchObject({ enabled: false, disabledReason: 'failing' });

      const enabled = await t.request('PATCH', path, { token: owner.accessToken, body: { enabled: true } });
      expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, createdBy: owner.userId });
      // Its failures so far are forgiven too: one more failure does not disable it again.
      expect((await t.request('POST', `${path}/test`, { token: owner.accessToken })).body.lastStatusCode).toBe(500);
      expect((await listOf(org, owner))[0]).toMatchObject({ enabled: true, disabledReason: null });
      // Disabled by a person: no reason.
      const off = await t.request('PATCH', path, { token: owner.accessToken, body: { enabled: false } });
      expect(off.body).toMatchObject({ enabled: false, disabledReason: null });
    });
  });

  describe('a creator who leaves', () => {
    it('disables at once the endpoints a member made for the organization when the member is removed', async () => {
      const admin = await addMember(t, owner, org.id, await roleId(t, 'org_admin'));
      const theirs = await orgHook(org, admin, { url: `${receiver.url}?theirs`, events: ['*'] });
      const mine = await orgHook(org, owner, { url: `${receiver.url}?mine`, events: ['branch.created'] });
      // The member's own organization: not the one they leave.
      const elsewhere = await createOrg(t, admin);
      const kept = await orgHook(elsewhere, admin, { url: `${receiver.url}?kept`, events: ['*'] });
      expect([theirs.status, mine.status, kept.status]).toEqual([201, 201, 201]);
      expect(theirs.body.createdBy).toBe(admin.userId);

      const removed = await t.request('DELETE', `/v1/orgs/${org.id}/members/${admin.userId}`, {
        token: owner.accessToken,
      });
      expect(removed.status).toBe(204);
      const list = await listOf(org, owner);
      expect(list.find((h) => h.id === theirs.body.id)).toMatchObject({
        enabled: false,
        disabledReason: 'creator_left',
        createdBy: admin.userId,
      });
      expect(list.find((h) => h.id === mine.body.id)).toMatchObject({ enabled: true, disabledReason: null });
      expect((await listOf(elsewhere, admin))[0]).toMatchObject({ id: kept.body.id, enabled: true });

      const trail = await t.request(
        'GET',
        `/v1/orgs/${org.id}/audit?action=webhook.disabled&targetId=${theirs.body.id}`,
        {
          token: owner.accessToken,
        },
      );
      expect(trail.body.items).toEqual([
        expect.objectContaining({
          action: 'webhook.disabled',
          actorId: owner.userId,
          targetType: 'webhook',
          targetId: theirs.body.id,
          organizationId: org.id,
          details: { reason: 'creator_left', creatorId: admin.userId },
        }),
      ]);
      // It receives nothing any more.
      receiver.received.length = 0;
      const branch = await t.request('POST', `/v1/orgs/${org.id}/branches`, {
        token: owner.accessToken,
        body: { name: 'After the removal', address: 'Tashkent' },
      });
      expect(branch.status).toBe(201);
      await receiver.waitFor(1);
      await settle();
      expect(receiver.received.map((r) => r.url)).toEqual(['/hook?mine']);
    });

    it('disables at once the endpoints of an owner who loses the organization to a hand-over', async () => {
      const previous = await staff(t, 'user');
      const moving = await createOrg(t, previous);
      const theirs = await orgHook(moving, previous);
      const admin = await staff(t, 'admin');
      const handed = await t.request('POST', `/v1/portal/orgs/${moving.id}/owner`, {
        token: admin.accessToken,
        body: { phone: (await staff(t, 'user')).phone, firstName: 'Next', lastName: 'Owner' },
      });
      expect(handed.status).toBe(200);
      const [row] = await db().query<{ enabled: boolean; disabled_reason: string | null }[]>(
        'SELECT enabled, disabled_reason FROM webhook_endpoints WHERE id = $1',
        [theirs.body.id],
      );
      expect(row).toEqual({ enabled: false, disabled_reason: 'creator_left' });
      const trail = await t.request('GET', `/v1/portal/audit?action=webhook.disabled&targetId=${theirs.body.id}`, {
        token: director.accessToken,
      });
      expect(trail.body.items).toEqual([
        expect.objectContaining({
          actorId: admin.userId,
          details: { reason: 'creator_left', creatorId: previous.userId },
        }),
      ]);
    });

    it('disables at once the organization endpoints of a user blocked on the portal', async () => {
      const other = await staff(t, 'user');
      const otherOrg = await createOrg(t, other);
      const theirs = await orgHook(otherOrg, other);
      const mine = await orgHook(org, owner);
      const blocked = await t.request('POST', `/v1/portal/users/${other.userId}/block`, {
        token: director.accessToken,
      });
      expect(blocked.status).toBe(200);
      const [row] = await db().query<{ enabled: boolean; disabled_reason: string | null }[]>(
        'SELECT enabled, disabled_reason FROM webhook_endpoints WHERE id = $1',
        [theirs.body.id],
      );
      expect(row).toEqual({ enabled: false, disabled_reason: 'creator_left' });
      expect((await listOf(org, owner))[0]).toMatchObject({ id: mine.body.id, enabled: true });
      const trail = await t.request('GET', `/v1/portal/audit?action=webhook.disabled&targetId=${theirs.body.id}`, {
        token: director.accessToken,
      });
      expect(trail.body.items).toEqual([
        expect.objectContaining({
          actorId: director.userId,
          organizationId: otherOrg.id,
          details: { reason: 'creator_left', creatorId: other.userId },
        }),
      ]);
    });
  });

  describe('WEBHOOK_MAX_ENDPOINTS', () => {
    it('refuses an organization’s eleventh endpoint, even among creations at once', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 14 }, (_, i) => orgHook(org, owner, { url: `${receiver.url}?n=${i}`, events: ['*'] })),
      );
      const statuses = attempts.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(4);
      expectError(
        attempts.find((res) => res.status === 422)!,
        422,
        'webhook_limit_reached',
      );
      expect(await listOf(org, owner)).toHaveLength(10);
      // Another organization, and the platform, have room of their own.
      const other = await staff(t, 'user');
      expect((await orgHook(await createOrg(t, other), other)).status).toBe(201);
      const platform = await t.request('POST', '/v1/portal/webhooks', {
        token: director.accessToken,
        body: { url: receiver.url, events: ['*'] },
      });
      expect(platform.status).toBe(201);
      // One removed makes room for one.
      const first = attempts.find((res) => res.status === 201)!;
      expect(
        (await t.request('DELETE', `/v1/orgs/${org.id}/webhooks/${first.body.id}`, { token: owner.accessToken }))
          .status,
      ).toBe(204);
      expect((await orgHook(org, owner)).status).toBe(201);
      expectError(await orgHook(org, owner), 422, 'webhook_limit_reached');
    });

    it('takes the number from WEBHOOK_MAX_ENDPOINTS', async () => {
      const small = await startTestApp({ WEBHOOK_MAX_ENDPOINTS: '2' }, t.database);
      try {
        small.clock.advance((t.clock.nowMs() - small.clock.nowMs()) / 1000);
        const who = await signIn(small, owner);
        const create = () =>
          small.request('POST', `/v1/orgs/${org.id}/webhooks`, {
            token: who.accessToken,
            body: { url: receiver.url, events: ['*'] },
          });
        expect([(await create()).status, (await create()).status]).toEqual([201, 201]);
        expectError(await create(), 422, 'webhook_limit_reached');
      } finally {
        await small.close();
      }
    });
  });

  describe('pings and retries', () => {
    it('allows 10 a minute per endpoint, pings and retries together, then 429 with Retry-After', async () => {
      const hook = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
      const other = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
      const path = `/v1/orgs/${org.id}/webhooks/${hook.body.id}`;
      const token = owner.accessToken;
      const ping = () => t.request('POST', `${path}/test`, { token });
      const first = await ping();
      expect(first.status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await ping()).status).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await t.request('POST', `${path}/deliveries/${first.body.id}/retry`, { token })).status).toBe(200);
      }
      const refused = await ping();
      expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expectError(
        await t.request('POST', `${path}/deliveries/${first.body.id}/retry`, { token }),
        429,
        'too_many_requests',
      );
      expect(pingsOf()).toHaveLength(10);
      // Another endpoint has its own count; a minute later this one has a new one.
      expect((await t.request('POST', `/v1/orgs/${org.id}/webhooks/${other.body.id}/test`, { token })).status).toBe(
        200,
      );
      t.clock.advance(61);
      expect((await t.request('POST', `${path}/test`, { token: (await signIn(t, owner)).accessToken })).status).toBe(
        200,
      );
    });

    it('counts in Redis when REDIS_URL is set: instances share one count', async () => {
      const [a, b] = [await startTestApp({ REDIS_URL }, t.database), await startTestApp({ REDIS_URL }, t.database)];
      try {
        for (const app of [a, b]) app.clock.advance((t.clock.nowMs() - app.clock.nowMs()) / 1000);
        const hook = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
        const ping = async (app: TestApp) =>
          app.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
            token: (await signIn(app, owner)).accessToken,
          });
        for (let i = 0; i < 5; i++) {
          expect((await ping(a)).status).toBe(200);
          expect((await ping(b)).status).toBe(200);
        }
        expectError(await ping(a), 429, 'too_many_requests');
        expectError(await ping(b), 429, 'too_many_requests');
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('secrets at rest', () => {
    it('never stores a secret in clear: not after creation, not after a rotation (the previous one neither)', async () => {
      const hook = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
      const secret = hook.body.secret as string;
      let row = await stored(hook.body.id);
      expect(row.secret).not.toContain('whsec_');
      expect(row.secret).not.toContain(secret.slice(6));
      expect(row.secret).toMatch(/^v1\./);
      const path = `/v1/orgs/${org.id}/webhooks/${hook.body.id}`;
      const rotated = await t.request('POST', `${path}/secret`, { token: owner.accessToken });
      row = await stored(hook.body.id);
      for (const value of [row.secret, row.previous_secret!]) {
        expect(value).toMatch(/^v1\./);
        expect(value).not.toContain('whsec_');
        expect(value).not.toContain(secret.slice(6));
        expect(value).not.toContain((rotated.body.secret as string).slice(6));
      }
      // Deliveries are signed with both, opened from the sealed values.
      await t.request('POST', `${path}/test`, { token: owner.accessToken });
      expect(verifies(pingsOf()[0], secret)).toBe(true);
      expect(verifies(pingsOf()[0], rotated.body.secret as string)).toBe(true);
      const [{ n }] = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM webhook_endpoints WHERE secret LIKE '%whsec%' OR previous_secret LIKE '%whsec%'`,
      );
      expect(n).toBe(0);
    });

    it('seals at start the secrets an earlier version left in clear; they sign on', async () => {
      const hook = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
      const legacy = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
      const older = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MDA=';
      await db().query(
        `UPDATE webhook_endpoints SET secret = $2, previous_secret = $3, previous_secret_until = now() + interval '1 day' WHERE id = $1`,
        [hook.body.id, legacy, older],
      );
      const path = `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`;
      // Read in clear until sealed…
      expect((await t.request('POST', path, { token: owner.accessToken })).body.status).toBe('succeeded');
      expect(verifies(pingsOf()[0], legacy)).toBe(true);
      // …and sealed by what every start runs.
      expect(await t.app.get(WebhooksService).sealClearSecrets()).toBe(1);
      const row = await stored(hook.body.id);
      expect(row.secret).toMatch(/^v1\./);
      expect(row.previous_secret).toMatch(/^v1\./);
      expect(await t.app.get(WebhooksService).sealClearSecrets()).toBe(0);
      expect((await t.request('POST', path, { token: owner.accessToken })).body.status).toBe('succeeded');
      expect(verifies(pingsOf()[1], legacy)).toBe(true);
      expect(verifies(pingsOf()[1], older)).toBe(true);
    });
  });

  describe('addresses', () => {
    it('names no address in lastError', async () => {
      // A port nothing listens on: the connection is refused.
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      await new Promise((resolve) => server.close(resolve));
      for (const host of ['127.0.0.1', '[::1]']) {
        const hook = await orgHook(org, owner, { url: `http://${host}:${port}/hook`, events: ['branch.created'] });
        const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
          token: owner.accessToken,
        });
        expect(res.body).toMatchObject({ status: 'pending', lastStatusCode: null });
        expect(res.body.lastError).toMatch(/^(ECONNREFUSED|EADDRNOTAVAIL|EAFNOSUPPORT)/);
        expect(res.body.lastError).not.toMatch(/\d+\.\d+\.\d+\.\d+|::|\[/);
        expect(res.body.lastError).not.toContain(String(port));
      }
    });

    describe('without WEBHOOK_ALLOW_PRIVATE', () => {
      let strict: TestApp;
      beforeAll(async () => {
        strict = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'false' }, t.database);
        strict.clock.advance((t.clock.nowMs() - strict.clock.nowMs()) / 1000);
      });
      afterAll(async () => {
        await strict.close();
      });

      it('takes only public unicast IPv4 and IPv6 in 2000::/3; a name that does not resolve is refused too', async () => {
        const who = await signIn(strict, owner);
        const create = (url: string) =>
          strict.request('POST', `/v1/orgs/${org.id}/webhooks`, {
            token: who.accessToken,
            body: { url, events: ['*'] },
          });
        for (const url of [
          'http://[::1.2.3.4]/hook',
          'http://[::ffff:8.8.8.8]/hook',
          'http://[fec0::1]/hook',
          'http://[ff02::1]/hook',
          'http://[2002:a00:1::1]/hook',
          'http://[2001::1]/hook',
          'http://[2001:db8::1]/hook',
          'http://[64:ff9b::a00:1]/hook',
          'http://192.0.2.10/hook',
          'http://198.51.100.10/hook',
          'http://100.64.0.1/hook',
          'http://224.0.0.1/hook',
          'http://0.0.0.0/hook',
          'http://no-such-host.invalid/hook',
        ]) {
          expectError(await create(url), 422, 'webhook_url_not_allowed');
        }
        const publicOne = await create('https://93.184.216.34/hook');
        expect(publicOne.status).toBe(201);
        expect((await create('https://[2606:4700:4700::1111]/hook')).status).toBe(201);
        // A change of address obeys the same rules.
        expectError(
          await strict.request('PATCH', `/v1/orgs/${org.id}/webhooks/${publicOne.body.id}`, {
            token: who.accessToken,
            body: { url: 'http://[fec0::1]/hook' },
          }),
          422,
          'webhook_url_not_allowed',
        );
      });
    });
  });
});

/** Whether the spec's library accepts the delivery with this secret (the test's clock may be ahead). */
function verifies(r: Received, secret: string): boolean {
  const headers = r.headers as Record<string, string>;
  return new Webhook(secret)
    .sign(headers['webhook-id'], new Date(Number(headers['webhook-timestamp']) * 1000), r.body)
    .split(' ')
    .some((sig) => headers['webhook-signature'].split(' ').includes(sig));
}

/** Lets deliveries still in flight arrive, so a count that should not grow is seen not growing. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1500));
}
