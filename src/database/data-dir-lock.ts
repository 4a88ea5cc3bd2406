import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The lock file of a data directory: the holder's process id and a newline. */
export const LOCK_FILE = 'service.lock';

/** How long a lock file may stay empty (its creator between open and write) before it counts as left over. */
const EMPTY_LOCK_PATIENCE_MS = 1_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`data directory ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Gives the lock back (the file goes when the last holder in this process releases). */
  release(): void;
}

/** Lock files this process holds, by absolute path, with how many holders inside it. */
const held = new Map<string, number>();
let exitHookInstalled = false;

/**
 * One process per embedded data directory (CONTRACT §11.4): PGlite keeps no lock of its
 * own, and two processes writing the same files lose each other's writes. The lock is a
 * file created with `wx` (atomic: exactly one creator) holding the pid. A file whose pid
 * is not a live process (a crash, SIGKILL) is left over and taken over; our own pid in a
 * file we do not hold is a previous life of this process (a container restarted with pid
 * 1 again). Inside one process the lock is shared: `main` takes it first, to fail with one
 * line before any module loads, and the embedded database takes it again.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = resolve(dataDir, LOCK_FILE);
  const holders = held.get(path);
  if (holders !== undefined) {
    held.set(path, holders + 1);
    return handle(path);
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  const started = Date.now();
  for (let attempt = 0; attempt < 20;) {
    if (create(path)) {
      held.set(path, 1);
      installExitHook();
      return handle(path);
    }
    const holder = readHolder(path);
    if (holder === 'empty' && Date.now() - started < EMPTY_LOCK_PATIENCE_MS) {
      await sleep(50);
      continue;
    }
    attempt++;
    if (holder === 'gone') continue;
    if (typeof holder === 'number' && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    takeAway(path, holder);
  }
  throw new Error(`could not lock data directory ${dataDir}: ${path} keeps changing`);
}

function handle(path: string): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const holders = (held.get(path) ?? 1) - 1;
      if (holders > 0) {
        held.set(path, holders);
        return;
      }
      held.delete(path);
      removeIfOurs(path);
    },
  };
}

/** Creates the lock file with our pid; false when it exists. */
function create(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

type Holder = number | 'empty' | 'gone';

/** The pid a pid file names; 'gone' when there is no file, 'empty' when it names none. */
export function readHolder(path: string): Holder {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 'empty';
}

/** A process we may signal, or one of another user (EPERM), is alive; ESRCH is gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a left-over lock file. It is first renamed aside (atomic): when two starts race
 * for the same left-over file, only one moves it. If what was moved is not the file that
 * was judged left over (another start took the lock meanwhile), it is put back.
 */
function takeAway(path: string, judged: Holder): void {
  const aside = join(resolve(path, '..'), `${LOCK_FILE}.${process.pid}.stale`);
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== judged) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else holds it now: the next attempt reads them.
    }
  }
  unlinkSync(aside);
}

function removeIfOurs(path: string): void {
  if (readHolder(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/** A process that ends without releasing (process.exit after a failed start) removes its files. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of held.keys()) removeIfOurs(path);
    held.clear();
  });
}
