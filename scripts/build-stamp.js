'use strict';
/**
 * Whether dist is older than what it is built from, for the two that build it when it is:
 * `npm start` (scripts/start.js) and the tests that run the built service
 * (test/support/build.ts). Each writes its stamp after its `npm run build`; dist is current
 * while no source or build setting has changed since the newest stamp it trusts.
 */
const { readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
/** Written by `npm start` after its build. */
const START_STAMP = join(DIST, '.start-build-stamp');
/** Written by the tests' build after the same `npm run build`. */
const TEST_STAMP = join(DIST, '.e2e-build-stamp');
const INPUTS = [
  'src',
  'migrations',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.migrations.json',
  'package-lock.json',
];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when dist/main.js is missing or a source or build setting changed since the newest of the stamps. */
function distStale(stamps) {
  if (!statSync(join(DIST, 'main.js'), { throwIfNoEntry: false })) return true;
  const built = Math.max(...stamps.map((stamp) => statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0));
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) >= built);
}

/** Records a build that has just finished. */
function writeStamp(stamp) {
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

module.exports = { ROOT, START_STAMP, TEST_STAMP, distStale, newestMtime, writeStamp };
