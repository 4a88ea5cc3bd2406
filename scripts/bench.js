// `npm run bench`: starts the built server on a loopback port (DATABASE_URL or the embedded
// database in a scratch DATA_DIR) and measures latency and throughput of a few requests.
// Bounded: a fixed number of requests per scenario, then it stops the server and exits.
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const PORT = Number(process.env.BENCH_PORT || 3917);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const base = `http://127.0.0.1:${PORT}`;

const scenarios = [
  { name: 'GET /health', method: 'GET', path: '/health' },
  { name: 'GET /v1/nope (404 envelope)', method: 'GET', path: '/v1/nope', status: 404 },
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

async function json(method, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * An owner with an organization, a branch, a cashier with a PIN: what the signed-in
 * scenarios need. Registration reads its code from the SMS outbox of the scratch data dir.
 */
async function prepare(dataDir) {
  const phone = '+998901230000';
  const password = 'bench password';
  const { challengeId } = await json('POST', '/v1/auth/register', {
    firstName: 'Bench',
    lastName: 'Owner',
    phone,
    password,
    passwordConfirmation: password,
  });
  const outbox = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const { code } = JSON.parse(outbox[outbox.length - 1]);
  const { accessToken } = await json('POST', '/v1/auth/verify-phone', { challengeId, code });
  const org = await json(
    'POST',
    '/v1/orgs',
    { kind: 'legal', tin: '301000001', name: 'Bench LLC', address: 'Tashkent', directorName: 'Bench' },
    accessToken,
  );
  const roles = await json('GET', `/v1/orgs/${org.id}/roles`, undefined, accessToken);
  const cashier = roles.find((r) => r.code === 'cashier');
  for (let i = 0; i < 20; i++) {
    const member = await json(
      'POST',
      `/v1/orgs/${org.id}/members`,
      { phone: `+99890124${String(i).padStart(4, '0')}`, firstName: 'Cashier', lastName: String(i), roleId: cashier.id },
      accessToken,
    );
    await json('PUT', `/v1/orgs/${org.id}/members/${member.userId}/pin`, { pin: String(500000 + i) }, accessToken);
  }
  return { accessToken, orgId: org.id };
}

async function run(scenario) {
  const latencies = [];
  let next = 0;
  const started = process.hrtime.bigint();
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${base}${scenario.path}`, {
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
      });
      if (res.status !== (scenario.status ?? 200)) throw new Error(`${scenario.name}: ${res.status}`);
      await res.arrayBuffer();
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.log(
    `${scenario.name.padEnd(36)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const server = spawn(process.execPath, ['dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'outbox',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'inherit',
  });
  try {
    await waitUp();
    console.log(
      `${REQUESTS} requests per scenario, ${CONCURRENCY} at a time, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
    );
    const { accessToken, orgId } = await prepare(dataDir);
    const auth = { authorization: `Bearer ${accessToken}` };
    const signedIn = [
      { name: 'GET /v1/me (session check)', method: 'GET', path: '/v1/me', headers: auth },
      { name: 'GET /v1/orgs/{id}/members (20)', method: 'GET', path: `/v1/orgs/${orgId}/members`, headers: auth },
      {
        name: 'POST …/members/lookup (PIN)',
        method: 'POST',
        path: `/v1/orgs/${orgId}/members/lookup`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ pin: '500007' }),
      },
    ];
    for (const scenario of [...scenarios, ...signedIn]) await run(scenario);
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
