#!/usr/bin/env node
'use strict';
/**
 * `npm start`: builds dist when it is missing or older than the sources, then runs the
 * service (`node --max-old-space-size=192 dist/main.js`, as `npm run start:prod`). Node cannot
 * exec() itself away, so this process stays as a thin parent: SIGTERM, SIGINT and SIGHUP sent
 * to it (or to npm, which forwards them here) go to the running child, and it exits with the
 * child's code (or dies by the child's signal). Stopping `npm start` by its pid thus stops
 * the service and frees its port and data directory.
 */
const { spawn } = require('node:child_process');
const { readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const STAMP = join(ROOT, 'dist', '.start-build-stamp');
/** Written by the tests' build (test/support/build.ts) after the same `npm run build`. */
const TEST_STAMP = join(ROOT, 'dist', '.e2e-build-stamp');
const INPUTS = [
  'src',
  'migrations',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.migrations.json',
  'package-lock.json',
];
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function stale() {
  if (!statSync(join(ROOT, 'dist', 'main.js'), { throwIfNoEntry: false })) return true;
  const built = Math.max(
    ...[STAMP, TEST_STAMP].map((stamp) => statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) >= built);
}

let child;
let stopping = null;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping = signal;
    if (child && child.exitCode === null) child.kill(signal);
    else if (!child) process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15));
  });
}

/** Runs a child with this terminal; resolves with its exit code (a signal counts as 128+n). */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code, signal) => {
      child = undefined;
      resolve({ code, signal });
    });
  });
}

async function main() {
  if (stale()) {
    const build = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent']);
    if (build.code !== 0 || stopping) process.exit(build.code ?? 1);
    writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  }
  const service = await run(process.execPath, ['--max-old-space-size=192', 'dist/main.js']);
  if (service.signal) {
    // Die the way the child did, so a supervisor sees the same outcome.
    for (const signal of SIGNALS) process.removeAllListeners(signal);
    process.kill(process.pid, service.signal);
    return;
  }
  process.exit(service.code ?? 1);
}

void main();
