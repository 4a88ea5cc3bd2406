import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One temporary folder per `jest` run: the global setup makes it the workers' TMPDIR (they
 * start after it), so every folder a test, a child server or a browser makes lands inside,
 * and the global teardown finds whatever a test forgot to remove — it fails the run after
 * removing it. Other runs on the machine (CI beside a developer, the two suites of .ci/run
 * at once) have folders of their own.
 */
export const TEMP_ROOT_ENV = 'SVC_TEST_TEMP_ROOT';

/** Linux's memory file system (statfs's f_type). */
const TMPFS_MAGIC = 0x01021994;
const SHARED_MEMORY = '/dev/shm';
/** Room the run's folder may need at once: a few embedded databases of ~40 MB, a browser's profile. */
const ROOM_BYTES = 2 * 1024 ** 3;

/**
 * Where the run's folder goes: Linux's shared memory when it is a memory file system with
 * room, else the system's temporary folder. An embedded test database is a copy of the
 * template's ~1,100 files, and PGlite writes into it as the test runs: on ext4 each copy
 * cost 0.3–0.9 s of kernel time, on tmpfs 0.05 s (docs/decisions.md, "The test loop").
 */
function runTempParent(): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const fs = statfsSync(SHARED_MEMORY);
    if (fs.type === TMPFS_MAGIC && fs.bavail * fs.bsize >= ROOM_BYTES) return SHARED_MEMORY;
  } catch {
    // No such folder (not Linux) or not writable: the system's temporary folder.
  }
  return tmpdir();
}

/** Makes the run's folder and points TMPDIR at it; the second call (another project) keeps the first. */
export function useRunTempRoot(): string {
  const existing = process.env[TEMP_ROOT_ENV];
  if (existing) return existing;
  const root = mkdtempSync(join(runTempParent(), 'svc-jest-'));
  process.env[TEMP_ROOT_ENV] = root;
  process.env.TMPDIR = root;
  return root;
}

/** Removes the run's folder; throws, naming them, when tests left anything in it. */
export function removeRunTempRoot(): void {
  const root = process.env[TEMP_ROOT_ENV];
  if (!root) return;
  const left = readdirSync(root);
  rmSync(root, { recursive: true, force: true });
  delete process.env[TEMP_ROOT_ENV];
  if (left.length > 0) throw new Error(`tests left temporary files behind: ${left.join(', ')}`);
}
