import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher';
import { createOrg, Org } from '../support/orgs';
import { SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { Receiver, startReceiver } from '../support/webhook-receiver';

/** A loopback server that accepts every connection and never answers: an endpoint that hangs. */
async function startBlackHole(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => (requests += 1));
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Fair deliveries (CONTRACT §12.4): endpoints that do not answer delay another organization's
 * delivery by no more than one attempt's 10 s.
 */
describe('webhook deliveries shared fairly', () => {
  let t: TestApp;
  let receiver: Receiver;
  let hole: Awaited<ReturnType<typeof startBlackHole>>;

  beforeEach(async () => {
    t = await startTestApp();
    receiver = await startReceiver();
    hole = await startBlackHole();
  });
  afterEach(async () => {
    // The hanging attempts end at once (their connections reset), so the app closes quickly.
    await hole.close();
    await receiver.close();
    await t.close();
  });

  /**
   * Three organizations with ten hanging endpoints each and three events for each endpoint
   * (90 deliveries), their attempts under way; then one organization's event to a receiver
   * that answers. Answers the seconds it took to arrive.
   */
  async function healthyDeliveryAmongHanging(): Promise<number> {
    const hook = (o: Org, who: SignedIn, url: string) =>
      t.request('POST', `/v1/orgs/${o.id}/webhooks`, {
        token: who.accessToken,
        body: { url, events: ['branch.created'] },
      });
    const branch = (o: Org, who: SignedIn, name: string) =>
      t.request('POST', `/v1/orgs/${o.id}/branches`, { token: who.accessToken, body: { name, address: 'Tashkent' } });

    for (let k = 0; k < 3; k++) {
      const owner = await staff(t, 'user');
      const org = await createOrg(t, owner);
      for (let i = 0; i < 10; i++) expect((await hook(org, owner, `${hole.url}?org=${k}&n=${i}`)).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await branch(org, owner, `Hanging ${k}.${i}`)).status).toBe(201);
    }
    // The worker is attempting them: the hanging endpoints hold every slot they may.
    const busy = Math.min(
      30 * t.app.get(WebhookDispatcher).settings.perEndpoint,
      t.app.get(WebhookDispatcher).settings.maxInFlight,
    );
    const deadline = Date.now() + 15_000;
    while (hole.requests() < busy && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hole.requests()).toBeGreaterThanOrEqual(busy);

    const owner = await staff(t, 'user');
    const org = await createOrg(t, owner);
    expect((await hook(org, owner, receiver.url)).status).toBe(201);
    const started = Date.now();
    expect((await branch(org, owner, 'Healthy')).status).toBe(201);
    const [received] = await receiver.waitFor(1, 40_000);
    expect(received.json).toMatchObject({ type: 'branch.created', data: { organizationId: org.id } });
    return (Date.now() - started) / 1000;
  }

  it('delivers an organization’s event within 12 s while 30 endpoints of three others hang', async () => {
    const seconds = await healthyDeliveryAmongHanging();
    console.log(`fair delivery (room to spare): arrived after ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(12);
  }, 90_000);

  it('…and within 12 s when the hanging endpoints fill every slot of the instance: the next claim is its turn', async () => {
    t.app.get(WebhookDispatcher).settings.maxInFlight = 8;
    const seconds = await healthyDeliveryAmongHanging();
    console.log(`fair delivery (every slot hanging): arrived after ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(12);
  }, 90_000);
});
