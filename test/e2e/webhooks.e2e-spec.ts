import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher';
import { expectError, expectFieldError } from '../support/expect-error';
import { createOrg, Org } from '../support/orgs';
import { SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { Received, Receiver, startClean, startReceiver } from '../support/webhook-receiver';

/** Retries the check until it passes (deliveries are made in the background), at most a few seconds. */
async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('webhooks (CONTRACT §11.3)', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let otherOwner: SignedIn;
  let otherOrg: Org;
  let director: SignedIn;
  let receiver: Receiver;
  const dispatcher = () => t.app.get(WebhookDispatcher);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    otherOwner = await staff(t, 'user');
    otherOrg = await createOrg(t, otherOwner);
    director = await staff(t, 'director');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    await startClean(t.app, receiver);
    // Tokens anew: earlier tests moved the clock past their lifetime.
    [owner, otherOwner, director] = await Promise.all([owner, otherOwner, director].map((who) => signIn(t, who)));
  });

  const orgHook = (o: Org, who: SignedIn, body: Record<string, unknown>) =>
    t.request('POST', `/v1/orgs/${o.id}/webhooks`, { token: who.accessToken, body });
  let branches = 0;
  const addBranch = (o: Org, who: SignedIn, name = `Branch ${++branches}`) =>
    t.request('POST', `/v1/orgs/${o.id}/branches`, { token: who.accessToken, body: { name, address: 'Tashkent' } });
  /** The list, by a caller signed in now (the tests move the clock past token lifetimes). */
  const deliveries = async (base: string, id: string, who: SignedIn, query = '') => {
    const { accessToken } = await signIn(t, who);
    const res = await t.request('GET', `${base}/${id}/deliveries${query}`, { token: accessToken });
    expect(res.status).toBe(200);
    return res.body.items as Record<string, unknown>[];
  };

  it('creates an endpoint with its secret shown once; the list has no secret', async () => {
    const res = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'], description: 'tills' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: receiver.url,
      events: ['branch.created'],
      description: 'tills',
      enabled: true,
      disabledReason: null,
      createdBy: owner.userId,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{32}$/),
      createdAt: expect.any(String),
    });
    const list = await t.request('GET', `/v1/orgs/${org.id}/webhooks`, { token: owner.accessToken });
    expect(list.status).toBe(200);
    const { secret: _secret, ...view } = res.body as Record<string, unknown>;
    expect(list.body).toEqual([view]);
    expect(list.text).not.toContain('whsec_');
  });

  it('refuses unknown event types and malformed URLs; malformed ids are the resource’s 404', async () => {
    expectFieldError(
      await orgHook(org, owner, { url: receiver.url, events: ['branch.eaten'] }),
      'events',
      'invalid_value',
    );
    expectFieldError(await orgHook(org, owner, { url: receiver.url, events: [] }), 'events');
    expectFieldError(await orgHook(org, owner, { url: 'not a url', events: ['*'] }), 'url', 'invalid_format');
    expectError(
      await orgHook(org, owner, { url: 'ftp://example.com/x', events: ['*'] }),
      422,
      'webhook_url_not_allowed',
    );
    const path = `/v1/orgs/${org.id}/webhooks`;
    expectError(
      await t.request('PATCH', `${path}/nope`, { token: owner.accessToken, body: {} }),
      404,
      'webhook_not_found',
    );
    const created = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    expectError(
      await t.request('POST', `${path}/${created.body.id}/deliveries/nope/retry`, { token: owner.accessToken }),
      404,
      'webhook_delivery_not_found',
    );
    // Another organization's endpoint is not found through this one.
    const other = `/v1/orgs/${otherOrg.id}/webhooks/${created.body.id}`;
    expectError(await t.request('DELETE', other, { token: otherOwner.accessToken }), 404, 'webhook_not_found');
  });

  it('needs org.webhooks.manage in the organization, portal.webhooks.manage on the platform', async () => {
    expectError(
      await t.request('GET', `/v1/orgs/${org.id}/webhooks`, { token: otherOwner.accessToken }),
      404,
      'organization_not_found',
    );
    const manager = await staff(t, 'manager');
    expectError(await t.request('GET', '/v1/portal/webhooks', { token: manager.accessToken }), 403, 'forbidden');
    expect((await t.request('GET', '/v1/portal/webhooks', { token: director.accessToken })).status).toBe(200);
  });

  it('manages platform endpoints under /v1/portal/webhooks, apart from the organizations’ ones', async () => {
    const token = director.accessToken;
    const created = await t.request('POST', '/v1/portal/webhooks', {
      token,
      body: { url: receiver.url, events: ['*'], description: 'accounting' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const changed = await t.request('PATCH', `/v1/portal/webhooks/${id}`, {
      token,
      body: { events: ['organization.verification_decided'], description: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, events: ['organization.verification_decided'], description: null });
    expect(changed.text).not.toContain('whsec_');
    const list = await t.request('GET', '/v1/portal/webhooks', { token });
    expect(list.body).toEqual([changed.body]);
    expect((await t.request('GET', `/v1/portal/webhooks/${id}/deliveries?status=pending`, { token })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expectFieldError(
      await t.request('GET', `/v1/portal/webhooks/${id}/deliveries?status=lost`, { token }),
      'status',
      'invalid_value',
    );
    // An organization's endpoint is not the platform's, and the reverse.
    const theirs = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    expectError(
      await t.request('DELETE', `/v1/portal/webhooks/${theirs.body.id}`, { token }),
      404,
      'webhook_not_found',
    );
    expectError(
      await t.request('DELETE', `/v1/orgs/${org.id}/webhooks/${id}`, { token: owner.accessToken }),
      404,
      'webhook_not_found',
    );
    expect((await t.request('DELETE', `/v1/portal/webhooks/${id}`, { token })).status).toBe(204);
    expect((await t.request('GET', '/v1/portal/webhooks', { token })).body).toEqual([]);
    expectError(await t.request('POST', `/v1/portal/webhooks/${id}/test`, { token }), 404, 'webhook_not_found');
  });

  it('delivers an organization’s events signed the Standard Webhooks way, to its endpoints only', async () => {
    const mine = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
    const filtered = await orgHook(org, owner, { url: receiver.url, events: ['member.added'] });
    const disabled = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    const theirs = await orgHook(otherOrg, otherOwner, { url: receiver.url, events: ['*'] });
    const platform = await t.request('POST', '/v1/portal/webhooks', {
      token: director.accessToken,
      body: { url: receiver.url, events: ['*'] },
    });
    expect([mine.status, filtered.status, disabled.status, theirs.status, platform.status]).toEqual([
      201, 201, 201, 201, 201,
    ]);
    const off = await t.request('PATCH', `/v1/orgs/${org.id}/webhooks/${disabled.body.id}`, {
      token: owner.accessToken,
      body: { enabled: false },
    });
    expect(off.body.enabled).toBe(false);
    // The platform endpoint receives the organization's webhook.updated: let it arrive first.
    await receiver.waitFor(1);
    await settle();
    receiver.received.length = 0;

    const branch = await addBranch(org, owner);
    expect(branch.status).toBe(201);
    const got = await receiver.waitFor(2);
    await settle();
    expect(receiver.received).toHaveLength(2);
    for (const r of got) {
      expect(r.json).toEqual({
        type: 'branch.created',
        timestamp: expect.any(String),
        data: expect.objectContaining({
          id: r.headers['webhook-id'],
          action: 'branch.created',
          organizationId: org.id,
          targetType: 'branch',
          targetId: branch.body.id,
          actorId: owner.userId,
        }),
      });
      expect(r.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    }
    // The data is the event exactly as the audit list shows it.
    const listed = await t.request('GET', `/v1/orgs/${org.id}/audit?action=branch.created&targetId=${branch.body.id}`, {
      token: owner.accessToken,
    });
    expect(listed.body.items).toEqual([got[0].json.data]);
    // Verified by the spec's own library: one delivery per endpoint that wants the event.
    expect(signedBy(got, mine.body.secret)).toBe(1);
    expect(signedBy(got, platform.body.secret)).toBe(1);
    expect(signedBy(got, filtered.body.secret)).toBe(0);
    expect(signedBy(got, disabled.body.secret)).toBe(0);
    expect(signedBy(got, theirs.body.secret)).toBe(0);

    // The other organization's event reaches its endpoint and the platform's, not this one's.
    receiver.received.length = 0;
    expect((await addBranch(otherOrg, otherOwner)).status).toBe(201);
    const second = await receiver.waitFor(2);
    await settle();
    expect(receiver.received).toHaveLength(2);
    expect(signedBy(second, theirs.body.secret)).toBe(1);
    expect(signedBy(second, platform.body.secret)).toBe(1);
    expect(signedBy(second, mine.body.secret)).toBe(0);

    const items = await deliveries(`/v1/orgs/${org.id}/webhooks`, mine.body.id, owner);
    expect(items).toEqual([
      {
        id: expect.any(String),
        eventId: got.find((r) => verifies(r, mine.body.secret))!.headers['webhook-id'],
        type: 'branch.created',
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 204,
        lastError: null,
        nextAttemptAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('pings an endpoint with webhook.test whatever its events, without an audit event', async () => {
    const hook = await orgHook(org, owner, { url: receiver.url, events: ['member.added'] });
    const count = async () =>
      (
        await t.app
          .get(DataSource)
          .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM audit_events WHERE action LIKE 'webhook.%'`)
      )[0].n;
    const before = await count();
    const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'webhook.test', status: 'succeeded', attempts: 1, lastStatusCode: 204 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].json).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.body.id } });
    expect(verifies(receiver.received[0], hook.body.secret)).toBe(true);
    // The creation is an audit event (CONTRACT §12.4); the ping is none.
    expect(await count()).toBe(before);
  });

  it('signs with the old secret too for 24 hours after a rotation', async () => {
    const hook = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    const path = `/v1/orgs/${org.id}/webhooks/${hook.body.id}`;
    const rotated = await t.request('POST', `${path}/secret`, { token: owner.accessToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.body.secret);
    // The endpoint also receives its own webhook.secret_rotated (it wants every event): the pings are looked at.
    const pings = () => receiver.received.filter((r) => r.json?.type === 'webhook.test');
    await t.request('POST', `${path}/test`, { token: owner.accessToken });
    expect((pings()[0].headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect(verifies(pings()[0], rotated.body.secret)).toBe(true);
    expect(verifies(pings()[0], hook.body.secret)).toBe(true);
    t.clock.advance(24 * 3600 + 1);
    await t.request('POST', `${path}/test`, { token: (await signIn(t, owner)).accessToken });
    expect((pings()[1].headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    expect(verifies(pings()[1], rotated.body.secret, t.clock.now())).toBe(true);
    expect(verifies(pings()[1], hook.body.secret, t.clock.now())).toBe(false);
  });

  it('retries a failed delivery on the schedule, then marks it failed; a manual retry delivers it now', async () => {
    receiver.answer = (_r, res) => res.writeHead(500).end('down');
    const hook = await orgHook(org, owner, { url: receiver.url, events: ['branch.created'] });
    const base = `/v1/orgs/${org.id}/webhooks`;
    let stepStarted = t.clock.nowMs();
    expect((await addBranch(org, owner)).status).toBe(201);
    const schedule = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
    let expected = 1;
    for (const wait of schedule) {
      await receiver.waitFor(expected);
      const [item] = await eventually(async () => {
        const items = await deliveries(base, hook.body.id, owner);
        expect(items[0]).toMatchObject({ attempts: expected, status: 'pending', lastStatusCode: 500 });
        return items;
      });
      // The attempt was made before now and after the previous step: the wait is counted from it.
      const next = new Date(item.nextAttemptAt as string).getTime();
      expect(next).toBeLessThanOrEqual(t.clock.nowMs() + wait * 1000);
      expect(next).toBeGreaterThanOrEqual(stepStarted + wait * 1000);
      // Not a moment early…
      t.clock.advance((next - t.clock.nowMs()) / 1000 - 1);
      await dispatcher().drain();
      expect(receiver.received).toHaveLength(expected);
      // …then on time.
      stepStarted = t.clock.nowMs();
      t.clock.advance(1);
      await dispatcher().drain();
      expected += 1;
    }
    await receiver.waitFor(8);
    const [failed] = await eventually(async () => {
      const items = await deliveries(base, hook.body.id, owner, '?status=failed');
      expect(items).toHaveLength(1);
      return items;
    });
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null, lastError: 'answered 500' });
    expect(await deliveries(base, hook.body.id, owner, '?status=pending')).toEqual([]);
    t.clock.advance(100_000);
    await dispatcher().drain();
    expect(receiver.received).toHaveLength(8);

    receiver.answer = (_r, res) => res.writeHead(200).end('ok');
    const retried = await t.request('POST', `${base}/${hook.body.id}/deliveries/${failed.id as string}/retry`, {
      token: (await signIn(t, owner)).accessToken,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'succeeded', attempts: 9, lastStatusCode: 200 });
    expect(receiver.received).toHaveLength(9);
    // The same event id on every attempt.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('disables an endpoint whose every attempt failed for five days, and records it', async () => {
    const DAY = 86_400;
    receiver.answer = (r, res) => void res.writeHead(r.url.includes('fail') ? 500 : 204).end();
    const watcher = await t.request('POST', '/v1/portal/webhooks', {
      token: director.accessToken,
      body: { url: `${receiver.url}?watch`, events: ['webhook.disabled'] },
    });
    const hook = await orgHook(org, owner, { url: `${receiver.url}?fail`, events: ['branch.created'] });
    const failing = () => receiver.received.filter((r) => r.url.includes('fail')).length;
    const ping = async (who = owner) =>
      (
        await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
          token: (await signIn(t, who)).accessToken,
        })
      ).body as { status: string; lastStatusCode: number };
    const enabled = async () => {
      const list = await t.request('GET', `/v1/orgs/${org.id}/webhooks`, {
        token: (await signIn(t, owner)).accessToken,
      });
      return (list.body as { id: string; enabled: boolean }[]).find((h) => h.id === hook.body.id)!.enabled;
    };

    expect((await addBranch(org, owner)).status).toBe(201);
    await receiver.waitFor(1);
    // A success within the five days starts the count again…
    t.clock.advance(3 * DAY);
    receiver.answer = (_r, res) => void res.writeHead(204).end();
    expect(await ping()).toMatchObject({ status: 'succeeded' });
    receiver.answer = (r, res) => void res.writeHead(r.url.includes('fail') ? 500 : 204).end();
    t.clock.advance(3 * DAY);
    expect(await ping()).toMatchObject({ status: 'pending', lastStatusCode: 500 });
    t.clock.advance(5 * DAY - 60);
    expect(await ping()).toMatchObject({ lastStatusCode: 500 });
    expect(await enabled()).toBe(true);
    // …five days of nothing but failures disable it: the next failed attempt does. The last
    // ping's retry (5 s after it) is due too, so a worker may make that attempt before this
    // ping, which then finds the endpoint disabled and is not attempted (CI saw that race).
    t.clock.advance(61);
    const last = await ping();
    await dispatcher().drain();
    expect(await enabled()).toBe(false);
    expect([500, null]).toContain(last.lastStatusCode);

    const director2 = await signIn(t, director);
    const trail = await t.request('GET', '/v1/portal/audit?action=webhook.disabled', { token: director2.accessToken });
    expect(trail.body.items).toEqual([
      expect.objectContaining({
        action: 'webhook.disabled',
        targetType: 'webhook',
        targetId: hook.body.id,
        organizationId: org.id,
      }),
    ]);
    const watched = await eventually(() => {
      const found = receiver.received.filter((r) => r.url.includes('watch'));
      expect(found).toHaveLength(1);
      return found[0];
    });
    expect(watched.json).toMatchObject({ type: 'webhook.disabled', data: { targetId: hook.body.id } });
    expect(verifies(watched, watcher.body.secret, t.clock.now())).toBe(true);

    // A disabled endpoint receives nothing, not even its retries.
    const before = failing();
    expect((await addBranch(org, (owner = await signIn(t, owner)))).status).toBe(201);
    t.clock.advance(DAY);
    await dispatcher().drain();
    await settle();
    expect(failing()).toBe(before);
  });

  it('does not follow redirects: the 3xx is a failed attempt with its status', async () => {
    const target = await startReceiver();
    try {
      receiver.answer = (_r, res) => res.writeHead(302, { location: target.url }).end();
      const hook = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
      const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
        token: owner.accessToken,
      });
      expect(res.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 302 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(target.received).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it('gives an attempt at most the timeout', async () => {
    dispatcher().settings.timeoutMs = 300;
    try {
      receiver.answer = () => undefined; // never answers
      const hook = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
      const started = Date.now();
      const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
        token: owner.accessToken,
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(res.body.lastError).toMatch(/timeout/);
    } finally {
      dispatcher().settings.timeoutMs = 10_000;
    }
  });

  it('reads at most 64 KiB of an answer', async () => {
    receiver.answer = (_r, res) => {
      res.writeHead(200);
      // An endless answer: the attempt must end without waiting for it.
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    };
    const hook = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
      token: owner.accessToken,
    });
    expect(res.body).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
  });

  it('counts deliveries in the metrics', async () => {
    const hook = await orgHook(org, owner, { url: receiver.url, events: ['*'] });
    await t.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, { token: owner.accessToken });
    const text = (await t.request('GET', '/metrics')).text;
    expect(text).toMatch(/^webhook_deliveries_total\{outcome="succeeded"\} [1-9]/m);
    expect(text).toMatch(/^webhook_pending_deliveries \d+/m);
  });

  describe('without WEBHOOK_ALLOW_PRIVATE', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'false' }, t.database);
      // The same time as the first instance, whose clock earlier tests moved: its tokens are
      // issued then, and a token issued in the future is refused (CONTRACT §9).
      strict.clock.advance((t.clock.nowMs() - strict.clock.nowMs()) / 1000);
    });
    afterAll(async () => {
      await strict.close();
    });

    it('refuses an address that is, or resolves to, loopback, private, link-local or unique-local', async () => {
      for (const url of [
        'http://127.0.0.1/hook',
        'http://10.1.2.3/hook',
        'http://192.168.0.1/hook',
        'http://169.254.169.254/latest',
        'http://[::1]/hook',
        'http://[fd00::1]/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://localhost/hook',
      ]) {
        const res = await strict.request('POST', `/v1/orgs/${org.id}/webhooks`, {
          token: owner.accessToken,
          body: { url, events: ['*'] },
        });
        expectError(res, 422, 'webhook_url_not_allowed');
      }
    });

    it('never connects to a name that resolves to a private address at delivery time', async () => {
      // Saved where private addresses are allowed, delivered by the instance that forbids them.
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const hook = await orgHook(org, owner, { url, events: ['*'] });
      const res = await strict.request('POST', `/v1/orgs/${org.id}/webhooks/${hook.body.id}/test`, {
        token: owner.accessToken,
      });
      expect(res.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(res.body.lastError).toMatch(/not allowed/);
      expect(receiver.received).toHaveLength(0);
    });
  });
});

/** Whether the spec's library accepts the delivery with this secret. */
function verifies(r: Received, secret: string, at?: Date): boolean {
  try {
    const webhook = new Webhook(secret);
    if (at) {
      // The library checks the timestamp against its own clock; the test's clock is ahead.
      const headers = { ...r.headers } as Record<string, string>;
      return webhook
        .sign(headers['webhook-id'], new Date(Number(headers['webhook-timestamp']) * 1000), r.body)
        .split(' ')
        .some((sig) => headers['webhook-signature'].split(' ').includes(sig));
    }
    webhook.verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

function signedBy(received: Received[], secret: string): number {
  return received.filter((r) => verifies(r, secret)).length;
}

/** Lets deliveries still in flight arrive, so a count that should not grow is seen not growing. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1500));
}
