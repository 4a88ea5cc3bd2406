import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from './child-process';

const STAMP = join(PROJECT_ROOT, 'dist', '.e2e-build-stamp');
const LOCK = join(PROJECT_ROOT, 'dist', '.e2e-build-lock');
const INPUTS = [
  'src',
  'migrations',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.migrations.json',
  'package-lock.json',
];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when dist was not built by this helper since the last change of a source or build setting. */
function stale(): boolean {
  const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return INPUTS.some((input) => newestMtime(join(PROJECT_ROOT, input)) >= built);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a lock directory shared by every process (test files running at once, the two suites
 * of .ci/run side by side); a lock older than the timeout was left by a run that died and is
 * taken over. Resolves with the release.
 */
export async function takeLock(path: string, timeoutMs: number): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(path);
      return () => rmdirSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > timeoutMs) rmdirSync(path);
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${path}`);
      else await sleep(200);
    }
  }
}

/**
 * `npm run build` when dist is missing or older than the sources, so a test can run
 * `node dist/main.js` as `npm start` and the Docker image do. Test files running at once
 * take turns (a lock directory); the first one builds, the others find dist current.
 */
export async function ensureBuilt(timeoutMs = 180_000): Promise<void> {
  mkdirSync(join(PROJECT_ROOT, 'dist'), { recursive: true });
  const release = await takeLock(LOCK, timeoutMs);
  try {
    if (!stale()) return;
    await promisify(execFile)('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, timeout: timeoutMs });
    writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  } finally {
    release();
  }
}
