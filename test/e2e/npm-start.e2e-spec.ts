import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../support/build';
import { FIRST_START_TIMEOUT_MS, freePort, PROJECT_ROOT, waitForLine } from '../support/child-process';

/** Every live descendant of `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => (parents.get(p) ?? []).forEach((c) => (found.push(c), walk(c)));
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

/** `npm start` (scripts/start.js) hands signals to the service: stopping it by its pid stops everything. */
describe('npm start', () => {
  beforeAll(() => ensureBuilt(), 240_000);

  it('stops the service, frees the port and leaves no process behind on a SIGTERM to its pid', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-npm-start-'));
    const port = await freePort();
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_FORMAT: 'json',
        SHUTDOWN_DRAIN_SECONDS: '0',
        EDOC_SYNC_INTERVAL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tree: number[] = [];
    try {
      await waitForLine(npm, /listening on/, FIRST_START_TIMEOUT_MS);
      tree = descendants(npm.pid!);
      expect(tree.length).toBeGreaterThan(0);
      expect(await portFree(port)).toBe(false);

      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The service's own graceful stop ran to its end: nothing of the tree is left.
      for (let i = 0; i < 50 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
      expect(tree.filter(alive)).toEqual([]);
      expect(await portFree(port)).toBe(true);
    } finally {
      // Whatever a broken start left running (it would hold the port and the test's pipes), also
      // when it never said it listened: its tree is read before npm goes.
      const left = [...new Set([...tree, ...descendants(npm.pid!)])];
      if (npm.exitCode === null) npm.kill('SIGKILL');
      for (const pid of left.filter(alive)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});
