import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

/** Makes the run's folder and points TMPDIR at it; the second call (another project) keeps the first. */
export function useRunTempRoot(): string {
  const existing = process.env[TEMP_ROOT_ENV];
  if (existing) return existing;
  const root = mkdtempSync(join(tmpdir(), 'svc-jest-'));
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
