import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../../src/audit/audit.service';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher';
import { ensureBuilt } from '../support/build';
import { freePort, spawnStartProd, stopChild, waitForLine } from '../support/child-process';
import { createOrg, Org } from '../support/orgs';
import { SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, testEnvironment, TestApp } from '../support/test-app';
import { Receiver, startReceiver } from '../support/webhook-receiver';

/** At least once, never lost (CONTRACT §11.3): a killed instance and a burst. */
describe('webhook delivery across instances', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    await t.app.get(DataSource).query('DELETE FROM webhook_endpoints');
    owner = await signIn(t, owner);
  });

  const hook = async (events: string[]) => {
    const res = await t.request('POST', `/v1/orgs/${org.id}/webhooks`, {
      token: owner.accessToken,
      body: { url: receiver.url, events },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string };
  };

  describe('an instance killed in the middle of a delivery', () => {
    let child: ChildProcess | undefined;
    beforeAll(async () => {
      await ensureBuilt();
    }, 200_000);
    afterAll(async () => {
      if (child) await stopChild(child, 'SIGKILL');
    });

    it('leaves the delivery to another instance, which completes it', async () => {
      // This instance delivers only when the test says so; the child delivers on its own.
      const dispatcher = t.app.get(WebhookDispatcher);
      await dispatcher.onModuleDestroy();
      const endpoint = await hook(['branch.created']);
      const port = await freePort();
      child = spawnStartProd({
        PATH: process.env.PATH,
        ...testEnvironment(t.database.dataDir, t.database.url),
        LOG_LEVEL: 'info',
        PORT: String(port),
      });
      await waitForLine(child, /listening on/, 60_000);

      receiver.answer = () => undefined; // the first attempt never gets its answer
      const branch = await t.request('POST', `/v1/orgs/${org.id}/branches`, {
        token: owner.accessToken,
        body: { name: 'Killed mid-delivery' },
      });
      expect(branch.status).toBe(201);
      const [first] = await receiver.waitFor(1, 30_000);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      receiver.answer = (_r, res) => void res.writeHead(204).end();

      // The dead instance's claim holds until it runs out; then another instance takes it.
      expect(await dispatcher.drain()).toBe(0);
      t.clock.advance(61);
      expect(await dispatcher.drain()).toBe(1);
      const all = await receiver.waitFor(2);
      expect(all[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
      const list = await t.request('GET', `/v1/orgs/${org.id}/webhooks/${endpoint.id}/deliveries`, {
        token: (await signIn(t, owner)).accessToken,
      });
      expect(list.body.items).toEqual([
        expect.objectContaining({ status: 'succeeded', attempts: 2, lastStatusCode: 204 }),
      ]);
    }, 120_000);
  });

  it('delivers a burst of 1,000 events, none missing, with two instances sharing the work', async () => {
    const second = await startTestApp({}, t.database);
    try {
      receiver.answer = (_r, res) => void res.writeHead(204).end();
      await hook(['*']);
      const audit = t.app.get(AuditService);
      const transactions = t.app.get(TransactionRunner);
      const ids = Array.from({ length: 1000 }, () => randomUUID());
      const record = (targetId: string) =>
        transactions.run((tx) =>
          audit.record(
            {
              actor: { userId: owner.userId, requestId: `burst-${targetId}` },
              action: 'branch.updated',
              target: { type: 'branch', id: targetId, organizationId: org.id },
            },
            tx,
          ),
        );
      for (let i = 0; i < ids.length; i += 10) await Promise.all(ids.slice(i, i + 10).map(record));

      // Both instances poll on their own; the test drains too (a stopped worker still drains).
      const dispatcher = t.app.get(WebhookDispatcher);
      const deadline = Date.now() + 120_000;
      while (receiver.received.length < ids.length && Date.now() < deadline) {
        await dispatcher.drain();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const received = new Set(receiver.received.map((r) => r.json.data.targetId as string));
      expect(ids.filter((id) => !received.has(id))).toEqual([]);
      const webhookIds = new Set(receiver.received.map((r) => r.headers['webhook-id']));
      expect(webhookIds.size).toBe(1000);
      // Each attempt by one instance: no event came twice.
      expect(receiver.received).toHaveLength(1000);
      const [{ n }] = await t.app
        .get(DataSource)
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'succeeded'`);
      expect(n).toBe(1000);
    } finally {
      await second.close();
    }
  }, 180_000);
});
