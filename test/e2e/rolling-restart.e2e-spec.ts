import { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuilt } from '../support/build';
import { freePort, spawnStartProd, stopChild } from '../support/child-process';
import { Haproxy, startHaproxy } from '../support/haproxy';
import { describeWithTool } from '../support/outside-tools';
import { addMember, createOrg } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { startTestApp, testEnvironment } from '../support/test-app';
import { createTestDatabase, serverUrl, TestDatabase } from '../support/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Three processes on one database: a real PostgreSQL (the embedded one is a single session
 * that only one process may own, CONTRACT §11.4).
 */
const onServer = serverUrl() !== undefined;
if (!onServer) process.stdout.write('rolling-restart: skipped, needs TEST_DATABASE_URL\n');
const run = onServer ? describeWithTool('haproxy', 'rolling-restart') : describe.skip;

/**
 * Requests each client makes at most, and the pause between two of them: 24 clients, each
 * sending every ~100 ms, are a steady stream through every stop (~6,600 requests in the
 * rolling part, ~200 a second, on a quiet machine). A 15 ms pause made the clients run as
 * fast as the machine let them: 60 s of CPU, the most of any file of the suite, for the same
 * rule (41 s now; docs/decisions/test-loop.md).
 */
const MAX_PER_CLIENT = 2_000;
const PAUSE_MS = 100;
const REQUEST_TIMEOUT_MS = 10_000;

interface Tally {
  requests: number;
  failures: string[];
  /** Refresh chains answered 401: the user would be signed out. */
  loggedOut: number;
  /** A refresh sent again with the same token after a failure (the client's own retry). */
  refreshRetries: number;
  /** Refresh answers the client dropped on purpose (as if the connection had broken). */
  lostAnswers: number;
}

const newTally = (): Tally => ({ requests: 0, failures: [], loggedOut: 0, refreshRetries: 0, lostAnswers: 0 });

/**
 * CONTRACT §11.6, the "done when": three instances behind the shipped haproxy.cfg
 * (its check timing too) under a steady load of /v1/me, refresh chains and PIN lookups from
 * 24 clients; a rolling restart (SIGTERM, exit, start, ready, next) loses no request and
 * breaks no refresh chain, and a SIGKILL signs nobody out.
 */
run('rolling restart and a crash behind HAProxy, under load', () => {
  let database: TestDatabase;
  let proxy: Haproxy;
  const ports: number[] = [];
  const children: ChildProcess[] = [];

  beforeAll(() => ensureBuilt(), 240_000);

  function start(i: number): ChildProcess {
    const child = spawnStartProd({
      PATH: process.env.PATH,
      ...testEnvironment(database.dataDir, database.url),
      REDIS_URL,
      TRUST_PROXY: '127.0.0.1',
      PORT: String(ports[i]),
      LOG_LEVEL: 'warn',
      // SHUTDOWN_DRAIN_SECONDS, SHUTDOWN_TIMEOUT_SECONDS, REFRESH_REUSE_GRACE_SECONDS: defaults.
    });
    child.stdout!.resume();
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`instance ${i}: ${chunk.toString()}`));
    children[i] = child;
    return child;
  }

  async function ready(i: number): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      try {
        const res = await fetch(`http://127.0.0.1:${ports[i]}/health/ready`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`instance ${i} never became ready`);
  }

  let owner: SignedIn;
  let orgId: string;
  const meClients: SignedIn[] = [];
  const chainClients: SignedIn[] = [];
  const pinClients: { member: SignedIn; pin: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // The accounts, the organization and the PINs are made by an instance in this process.
    const setup = await startTestApp({ REDIS_URL }, database);
    try {
      owner = await staff(setup, 'user');
      orgId = (await createOrg(setup, owner)).id;
      const cashier = await roleId(setup, 'cashier');
      for (let i = 0; i < 8; i++) {
        meClients.push(await staff(setup, 'user'));
        chainClients.push(await staff(setup, 'user'));
        const member = await addMember(setup, owner, orgId, cashier);
        const pin = `58${String(1000 + i)}`;
        const set = await setup.request('PUT', `/v1/orgs/${orgId}/members/${member.userId}/pin`, {
          token: member.accessToken,
          body: { pin },
        });
        if (set.status !== 204) throw new Error(`PIN: ${set.status} ${set.text}`);
        pinClients.push({ member, pin });
      }
    } finally {
      await setup.close();
    }
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    await Promise.all([0, 1, 2].map((i) => (start(i), ready(i))));
    proxy = await startHaproxy(ports, { shippedChecks: true });
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const child of children) if (child) await stopChild(child, 'SIGKILL');
    await database?.drop();
  });

  /** One request through HAProxy; a network error or a timeout is a status of 0. */
  async function call(method: string, path: string, token?: string, body?: unknown) {
    try {
      const res = await fetch(`${proxy.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (error) {
      return { status: 0, body: { error: String((error as Error).cause ?? error) } };
    }
  }

  /** The load: 8 clients of each kind, each request after the last, until `stop`. */
  function load(tally: () => Tally, loseAnswers: () => boolean) {
    let stopped = false;
    const chains = chainClients.map((c) => ({ refreshToken: c.refreshToken, n: 0 }));
    const loop = async (step: () => Promise<void>) => {
      for (let n = 0; n < MAX_PER_CLIENT && !stopped; n++) {
        await step();
        await sleep(PAUSE_MS);
      }
    };
    const failed = (what: string, res: { status: number; body: unknown }) =>
      tally().failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    const clients = [
      ...meClients.map((c) => async () => {
        const res = await call('GET', '/v1/me', c.accessToken);
        tally().requests += 1;
        if (res.status !== 200) failed('GET /v1/me', res);
      }),
      ...chains.map((chain) => async () => {
        if (!chain.refreshToken) return;
        const res = await call('POST', '/v1/auth/refresh', undefined, { refreshToken: chain.refreshToken });
        tally().requests += 1;
        chain.n += 1;
        if (res.status === 200 && loseAnswers() && chain.n % 4 === 0) {
          // The answer is lost: the client sends its token again, on whatever instance.
          tally().lostAnswers += 1;
        } else if (res.status === 200) {
          chain.refreshToken = res.body.refreshToken as string;
        } else if (res.status === 401) {
          tally().loggedOut += 1;
          chain.refreshToken = '';
        } else {
          // No answer: the client sends the same token again (within the grace).
          failed('POST /v1/auth/refresh', res);
          tally().refreshRetries += 1;
        }
      }),
      ...pinClients.map(({ member, pin }) => async () => {
        const res = await call('POST', `/v1/orgs/${orgId}/members/lookup`, member.accessToken, { pin });
        tally().requests += 1;
        if (res.status !== 200) failed('POST members/lookup', res);
      }),
    ];
    const done = Promise.all(clients.map((step) => loop(step)));
    return {
      chains,
      stop: async () => {
        stopped = true;
        await done;
      },
    };
  }

  it('loses no request in a rolling restart and signs nobody out after a crash', async () => {
    const rolling = newTally();
    const crash = newTally();
    let current = rolling;
    // In the crash phase every 4th refresh answer of a chain is dropped by its client, besides
    // the answers the SIGKILL loses: that is what REFRESH_REUSE_GRACE_SECONDS is for.
    const running = load(
      () => current,
      () => current === crash,
    );
    await sleep(1_000);

    for (let i = 0; i < 3; i++) {
      const exited = await stopChild(children[i], 'SIGTERM', 30_000);
      expect(exited).toBe(0);
      start(i);
      await ready(i);
      // HAProxy takes it back after `rise 2` checks `inter 1s` apart.
      await sleep(2_500);
    }
    const rollingRequests = rolling.requests;

    current = crash;
    await sleep(1_000);
    children[1].kill('SIGKILL');
    await sleep(4_000);
    await running.stop();

    const report = {
      rolling: { ...rolling, failures: rolling.failures.length },
      crash: { ...crash, failures: crash.failures.length },
    };
    process.stdout.write(`rolling-restart: ${JSON.stringify(report)}\n`);
    if (rolling.failures.length + crash.failures.length > 0) {
      process.stdout.write(`${[...rolling.failures, ...crash.failures].slice(0, 20).join('\n')}\n`);
      const errors = proxy.log().filter((line) => !/ 200 \d+ - - ---- /.test(line));
      process.stdout.write(`haproxy:\n${errors.slice(-30).join('\n')}\n`);
    }

    expect(rollingRequests).toBeGreaterThan(1_000);
    expect(rolling.failures).toEqual([]);
    expect(rolling.loggedOut).toBe(0);
    expect(crash.lostAnswers).toBeGreaterThan(0);
    expect(crash.loggedOut).toBe(0);
    // Every chain still refreshes: nobody was signed out.
    for (const chain of running.chains) {
      expect((await call('POST', '/v1/auth/refresh', undefined, { refreshToken: chain.refreshToken })).status).toBe(
        200,
      );
    }
  }, 180_000);
});
