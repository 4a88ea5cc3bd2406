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
const { distStale, ROOT, START_STAMP, TEST_STAMP, writeStamp } = require('./build-stamp');

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

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
  // A build by the tests (the same `npm run build`) counts too.
  if (distStale([START_STAMP, TEST_STAMP])) {
    const build = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent']);
    if (build.code !== 0 || stopping) process.exit(build.code ?? 1);
    writeStamp(START_STAMP);
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
