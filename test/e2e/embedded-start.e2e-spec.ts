import { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../support/build';
import {
  FIRST_START_TIMEOUT_MS,
  freePort,
  spawnStartProd,
  startupMessages,
  stopChild,
  waitForLine,
} from '../support/child-process';

/**
 * The built entry point, started as `npm start` and the Docker image start it (dist/main.js,
 * built first when missing or stale), the way a newcomer does: no DATABASE_URL at all.
 */
describe('npm start on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-start-'));
  // No drain: what is under test here is the start; the drain has tests of its own (shutdown).
  const baseEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  /** Every server started, so that one left by a failed test neither holds the directory nor outlives the file. */
  const started: ChildProcess[] = [];

  beforeAll(() => ensureBuilt(), 240_000);
  // A server a failed test left running would hold the directory for the next test too.
  afterEach(async () => {
    const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(exited);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(): Promise<{ stop: () => Promise<number | null>; url: string; child: ChildProcess }> {
    const port = await freePort();
    const child = spawnStartProd({ ...baseEnv, PORT: String(port) });
    started.push(child);
    // The file's first start initialises the directory; the later ones take no longer.
    await waitForLine(child, /listening on/, FIRST_START_TIMEOUT_MS);
    return { stop: () => stopChild(child), url: `http://127.0.0.1:${port}`, child };
  }

  async function finish(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, stdout, stderr };
  }

  it('serves, answers the 404 envelope, and a second start reuses the data', async () => {
    const first = await start();
    const notFound = await fetch(`${first.url}/v1/nope`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await start();
    const health = await fetch(`${second.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', checks: { database: 'up', migrations: 'up' } });
    expect(await second.stop()).toBe(0);
    // Two starts of the embedded database, each up to two and a half minutes on a busy 2-core machine.
  }, 330_000);

  it('refuses a second process on the data directory in use (one line, exit 1); a killed holder blocks nothing', async () => {
    const first = await start();
    const secondChild = spawnStartProd({ ...baseEnv, PORT: String(await freePort()) });
    started.push(secondChild);
    // A second process that does start (the lock missing) is ended, for the test to fail rather than hang.
    const kill = setTimeout(() => secondChild.kill('SIGKILL'), 45_000);
    const second = await finish(secondChild);
    clearTimeout(kill);
    expect(second.code).toBe(1);
    expect(startupMessages(second.stderr)).toEqual([
      `Start failed: data directory ${dataDir} is in use by process ${first.child.pid}`,
    ]);
    expect(second.stdout).toBe('');
    // The first never noticed.
    expect((await fetch(`${first.url}/health/ready`)).status).toBe(200);

    // A crash leaves the lock file behind; its process is gone, so the next start takes it.
    expect(await stopChild(first.child, 'SIGKILL')).toBeNull();
    expect(existsSync(join(dataDir, 'service.lock'))).toBe(true);
    const third = await start();
    expect((await fetch(`${third.url}/health/ready`)).status).toBe(200);
    expect(await third.stop()).toBe(0);
    // Released at shutdown.
    expect(existsSync(join(dataDir, 'service.lock'))).toBe(false);
  }, 360_000);

  it('stops with one line naming a bad variable', async () => {
    const child = spawnStartProd({ ...baseEnv, PORT: 'eighty' });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(startupMessages(stderr)).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });

  it('refuses to start in production without DATABASE_URL', async () => {
    const child = spawnStartProd({ ...baseEnv, NODE_ENV: 'production' });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(startupMessages(stderr)[0]).toMatch(/^Invalid configuration: DATABASE_URL /);
  });
});
