// `npm run bench`: starts the built server on a loopback port (DATABASE_URL or the embedded
// database in a scratch DATA_DIR) and measures latency and throughput of a few requests.
// Bounded: a fixed number of requests per scenario, then it stops the server and exits.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const PORT = Number(process.env.BENCH_PORT || 3917);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const base = `http://127.0.0.1:${PORT}`;

const scenarios = [
  { name: 'GET /health', method: 'GET', path: '/health' },
  { name: 'GET /v1/nope (404 envelope)', method: 'GET', path: '/v1/nope' },
];

async function waitUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function run(scenario) {
  const latencies = [];
  let next = 0;
  const started = process.hrtime.bigint();
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${base}${scenario.path}`, { method: scenario.method });
      await res.arrayBuffer();
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.log(
    `${scenario.name.padEnd(32)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const server = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    stdio: 'inherit',
  });
  try {
    await waitUp();
    console.log(
      `${REQUESTS} requests per scenario, ${CONCURRENCY} at a time, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
    );
    for (const scenario of scenarios) await run(scenario);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
