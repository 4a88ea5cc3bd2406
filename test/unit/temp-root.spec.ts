import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepStaleRunRoots } from '../support/temp-root';

describe('sweepStaleRunRoots', () => {
  let parent: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'sweep-'));
  });

  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  function runRoot(name: string, owner?: number): string {
    const folder = join(parent, name);
    mkdirSync(folder);
    writeFileSync(join(folder, 'copy-of-a-database'), 'x');
    if (owner !== undefined) writeFileSync(join(folder, '.owner'), String(owner));
    return folder;
  }

  it('removes the folders of runs whose jest process is gone, and only those', () => {
    // A pid that was a process and is no more.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const stale = runRoot('svc-jest-stale', gone);
    const live = runRoot('svc-jest-live', process.pid);
    const unowned = runRoot('svc-jest-unowned');
    const other = runRoot('something-else', gone);

    expect(sweepStaleRunRoots(parent)).toEqual([stale]);
    expect(existsSync(stale)).toBe(false);
    expect([live, unowned, other].every((folder) => existsSync(folder))).toBe(true);
  });
});
