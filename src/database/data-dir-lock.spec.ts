import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('lockDataDir (CONTRACT §11.4)', () => {
  let dir: string;
  const lockFile = () => join(dir, LOCK_FILE);

  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'svc-lock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid, is shared inside the process, and goes with the last release', async () => {
    const first = await lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    const again = await lockDataDir(dir);
    first.release();
    expect(existsSync(lockFile())).toBe(true);
    again.release();
    again.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while the pid in the file is a live process, naming directory and pid', async () => {
    writeFileSync(lockFile(), `${process.ppid}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirInUseError(dir, process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(`data directory ${dir} is in use by process ${process.ppid}`);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it.each([
    ['a process that has exited', () => String(spawnSync(process.execPath, ['-e', '0']).pid)],
    ['our own pid, from a previous life (a container restarted)', () => String(process.pid)],
    ['nothing (its creator died between create and write)', () => ''],
  ])('takes over a file left by %s', async (_, content) => {
    writeFileSync(lockFile(), content());
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('never removes a lock file that is not ours', async () => {
    const lock = await lockDataDir(dir);
    writeFileSync(lockFile(), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.ppid}\n`);
  });
});
