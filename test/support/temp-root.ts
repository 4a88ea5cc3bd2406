import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive, readHolder } from '../../src/database/data-dir-lock';

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
 * cost 0.3–0.9 s of kernel time, on tmpfs 0.05 s (docs/decisions/test-loop.md).
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

const ROOT_PREFIX = 'svc-jest-';
/** The pid of the `jest` process whose folder it is, inside the folder. */
const OWNER_FILE = '.owner';
/** openapi.yaml parsed once for the run (document-truth.ts), inside the folder. */
export const DOCUMENT_CACHE_FILE = '.openapi.json';

/**
 * Removes the folders of runs that ended without their teardown (an interrupted `jest` runs
 * none): in shared memory each holds its databases' copies in RAM until the machine restarts.
 * A folder whose owner still runs (another run at the same time), or that names none, stays.
 */
export function sweepStaleRunRoots(parent: string): string[] {
  const swept: string[] = [];
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(ROOT_PREFIX)) continue;
    const folder = join(parent, name);
    let owner: ReturnType<typeof readHolder>;
    try {
      owner = readHolder(join(folder, OWNER_FILE));
    } catch {
      // Another user's folder, or not a folder.
      continue;
    }
    if (typeof owner !== 'number' || isAlive(owner)) continue;
    rmSync(folder, { recursive: true, force: true });
    swept.push(folder);
  }
  return swept;
}

/** Makes the run's folder and points TMPDIR at it; the second call (another project) keeps the first. */
export function useRunTempRoot(): string {
  const existing = process.env[TEMP_ROOT_ENV];
  if (existing) return existing;
  const parent = runTempParent();
  sweepStaleRunRoots(parent);
  const root = mkdtempSync(join(parent, ROOT_PREFIX));
  writeFileSync(join(root, OWNER_FILE), String(process.pid));
  process.env[TEMP_ROOT_ENV] = root;
  process.env.TMPDIR = root;
  return root;
}

/** Removes the run's folder; throws, naming them, when tests left anything in it. */
export function removeRunTempRoot(): void {
  const root = process.env[TEMP_ROOT_ENV];
  if (!root) return;
  const left = readdirSync(root).filter((name) => name !== OWNER_FILE && name !== DOCUMENT_CACHE_FILE);
  rmSync(root, { recursive: true, force: true });
  delete process.env[TEMP_ROOT_ENV];
  if (left.length > 0) throw new Error(`tests left temporary files behind: ${left.join(', ')}`);
}
