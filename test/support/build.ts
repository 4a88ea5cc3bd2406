import { execFile } from 'node:child_process';
import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { distStale, TEST_STAMP, writeStamp } from '../../scripts/build-stamp';
import { PROJECT_ROOT } from './child-process';

const LOCK = join(PROJECT_ROOT, 'dist', '.e2e-build-lock');

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
    if (!distStale([TEST_STAMP])) return;
    await promisify(execFile)('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, timeout: timeoutMs });
    writeStamp(TEST_STAMP);
  } finally {
    release();
  }
}
