// `npm run bench`: the service's hot paths against a baseline measured in the same run on
// the same database server (docs/performance/README.md). Bounded: every scenario runs for a fixed
// time, then the servers stop and the scratch database is dropped. Never a test in CI.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_ONLY=me,refresh npm run bench
//   BENCH_PROFILE=1 BENCH_ONLY=me npm run bench   # also a CPU profile of the service, summarised
//   BENCH_ONLY=baseline,floor,me npm run bench    # floor: the baseline server running the service's auth statement
//   BENCH_ONLY=baseline,me,introspect npm run bench  # RFC 7662 introspection by a service client
//   BENCH_ONLY=baseline,till npm run bench     # a paired till: GET /v1/till and PIN sign-ins
//   BENCH_ONLY=baseline,offline npm run bench  # a till polling its offline kit (304) and uploading 100 offline events
//   DATABASE_URL=… BENCH_ONLY=baseline,me,members,ba npm run bench  # and Better Auth's session read
//                        # and member list, on its own scratch database, with our/their ratios
//                        # (installed on first use into scripts/bench-better-auth by `npm ci`;
//                        # BENCH_BA_JOINS=1 turns on its opt-in joins)
//   DATABASE_URL=… BENCH_ONLY=audit npm run bench   # the audit lists over 1,000,000 events
//   BENCH_NODE_FLAGS=--perf-basic-prof …            # Node flags for the service (e.g. for `perf record`)
//   BENCH_TRACE=1 …      # print each scenario's CLOCK_MONOTONIC span, to cut a `perf record -k CLOCK_MONOTONIC`
//   BENCH_NO_ANALYZE=1 … # no ANALYZE before measuring: a young database's plans (CONTRACT §12.3)
//   BENCH_KEEP=1 …       # keep the scratch database (EXPLAIN the hot statements on it), drop it yourself
//   BENCH_CALLER_SQL_FILE=… # the floor runs this statement instead of the service's own
//   BENCH_BASE_DIR=../base BENCH_ONLY=baseline,me npm run bench  # also /v1/me on another build
//       (a worktree of the diff's base, built there first), on its own scratch database, in
//       the same run (and introspect, the PIN lookup and the till sign-in, when the base has them);
//       BENCH_ROUNDS=3 runs those three times in turn, each round after a baseline of its own
//       (medians printed)
//
// With DATABASE_URL a scratch database is created on that server (and dropped after); the
// baseline, a bare Fastify route doing one primary-key SELECT through `pg`, runs on it too.
// Without it the service runs on its embedded database and there is no baseline.
const { execFileSync, spawn } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { cpus, tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const bcrypt = require('bcrypt');
const { Client } = require('pg');
const { summarise } = require('./profile-summary');

const DURATION = Number(process.env.BENCH_DURATION || 10);
const HASH_KEY = 'bench-hash-key-'.repeat(4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 50);
const AUDIT_CONNECTIONS = Number(process.env.BENCH_AUDIT_CONNECTIONS || 4);
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const BCRYPT_COST = Number(process.env.BENCH_BCRYPT_COST || 12);
const SERVICE_PORT = Number(process.env.BENCH_PORT || 3917);
const BASELINE_PORT = SERVICE_PORT + 1;
const BETTER_AUTH_PORT = SERVICE_PORT + 2;
const BETTER_AUTH_DIR = join(__dirname, 'bench-better-auth');
const BASE_PORT = SERVICE_PORT + 3;
const BASE_DIR = process.env.BENCH_BASE_DIR || null;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const NO_ANALYZE = process.env.BENCH_NO_ANALYZE === '1';
const service = `http://127.0.0.1:${SERVICE_PORT}`;
const PASSWORD = 'bench password 1';
const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS || 1_000_000);
const DIRECTOR_PHONE = '+998901239999';

const wanted = (name) => !ONLY || ONLY.includes(name);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, deadlineMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      /* not yet */
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

/** A JSON request to the service (or to the server at `origin`); a failed answer throws. */
async function call(method, path, body, token, origin = service) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${origin}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * CPU time a process has used so far, in ms, from /proc (10 ms ticks): in all (user +
 * system) and in the kernel. Per request it is the figure that holds on a shared, noisy
 * machine: throughput falls when another process takes a core, the CPU a request costs
 * hardly moves.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const [user, system] = [Number(fields[11]), Number(fields[12])].map((ticks) => (ticks * 1000) / 100);
  return { total: user + system, system };
}

/** Read and write system calls a process has made so far (/proc/<pid>/io). */
function syscalls(pid) {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  return Number(/syscr: (\d+)/.exec(io)[1]) + Number(/syscw: (\d+)/.exec(io)[1]);
}

/**
 * CPU time each PostgreSQL backend serving the scratch database has used so far, in ms, by
 * pid: found by their process titles ("postgres: … <database> …"), so only when the server
 * runs on this machine.
 */
function databaseCpuMs(name) {
  const byPid = new Map();
  if (!name) return byPid;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${name} `)) byPid.set(entry, cpuMs(entry).total);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return byPid;
}

/**
 * Runs a scenario and adds, per request: the CPU the server `pid` spent (µs), its system
 * calls, and the CPU the backends of `database` spent (µs; backends opened during the scenario
 * count whole, null when none is found on this machine).
 */
async function measured(pid, scenario, database = databaseName) {
  const before = cpuMs(pid);
  const calls = syscalls(pid);
  const databaseBefore = databaseCpuMs(database);
  const started = Number(process.hrtime.bigint()) / 1e9;
  const row = await scenario();
  if (process.env.BENCH_TRACE)
    console.log(`trace ${row.name}: ${started.toFixed(2)}-${(Number(process.hrtime.bigint()) / 1e9).toFixed(2)}`);
  const total = Math.max(row.total, 1);
  const after = cpuMs(pid);
  const databaseAfter = databaseCpuMs(database);
  let databaseMs = 0;
  for (const [backend, ms] of databaseAfter) databaseMs += ms - (databaseBefore.get(backend) ?? 0);
  return {
    ...row,
    cpuUs: ((after.total - before.total) * 1000) / total,
    systemUs: ((after.system - before.system) * 1000) / total,
    syscalls: (syscalls(pid) - calls) / total,
    databaseUs: databaseAfter.size === 0 ? null : (databaseMs * 1000) / total,
  };
}

/** Peak resident set of a process (VmHWM), in MB. */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** A scratch database on the server of DATABASE_URL, dropped at the end. */
async function scratchDatabase(serverUrl, prefix = 'svc_bench') {
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * An owner with an organization of MEMBERS members, each with a PIN, and sessions for the
 * refresh chains. Registration reads its code from the SMS outbox of the scratch data dir.
 * On the service, or on the server at `origin` (the base's build, BENCH_BASE_DIR).
 */
async function prepare(dataDir, databaseUrl, origin = service) {
  const at = (method, path, body, token) => call(method, path, body, token, origin);
  const phone = '+998901230000';
  const { challengeId } = await at('POST', '/v1/auth/register', {
    firstName: 'Bench',
    lastName: 'Owner',
    phone,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
  });
  const outbox = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const { code } = JSON.parse(outbox[outbox.length - 1]);
  const owner = await at('POST', '/v1/auth/verify-phone', { challengeId, code });
  const token = owner.accessToken;
  const me = await at('GET', '/v1/me', undefined, token);
  const org = await at(
    'POST',
    '/v1/orgs',
    { kind: 'legal', tin: '301000001', name: 'Bench LLC', address: 'Tashkent', directorName: 'Bench' },
    token,
  );
  const roles = await at('GET', `/v1/orgs/${org.id}/roles`, undefined, token);
  const cashier = roles.find((role) => role.code === 'cashier');
  await at('PUT', `/v1/orgs/${org.id}/members/${me.id}/pin`, { pin: '500000' }, token);
  for (let i = 1; i < MEMBERS; i++) {
    const member = await at(
      'POST',
      `/v1/orgs/${org.id}/members`,
      {
        phone: `+99890124${String(i).padStart(4, '0')}`,
        firstName: 'Cashier',
        lastName: String(i),
        roleId: cashier.id,
      },
      token,
    );
    // One caller sets ten PINs an hour (CONTRACT §9): on PostgreSQL the bench empties the
    // owner's window before each; embedded, only the first ten members get one.
    if (databaseUrl) await clearPinSettingWindows(databaseUrl);
    else if (i >= 10) continue;
    await at('PUT', `/v1/orgs/${org.id}/members/${member.userId}/pin`, { pin: String(500000 + i) }, token);
  }
  return { token, userId: me.id, orgId: org.id, phone };
}

async function clearPinSettingWindows(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A base build (BENCH_BASE_DIR) may predate the table.
    await client.query(`DO $$ BEGIN
      IF to_regclass('pin_setting_windows') IS NOT NULL THEN DELETE FROM "pin_setting_windows"; END IF; END $$`);
  } finally {
    await client.end();
  }
}

/**
 * AUDIT_EVENTS audit events in one statement, straight into the scratch database: one every
 * 30 seconds back from now, actions in turn, a tenth of them in the bench organization, the
 * rest spread over 10,000 others (user and role events outside any).
 */
async function fillAudit(databaseUrl, orgId) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(
      `INSERT INTO audit_events (actor_user_id, action, target_type, target_id, organization_id, request_id, details, created_at)
       SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(g % 5000), 12, '0'))::uuid, a.action,
         CASE WHEN a.action LIKE 'user.%' OR a.action LIKE 'role.%' OR a.action LIKE 'member.%' THEN 'user'
              WHEN a.action LIKE 'branch.%' THEN 'branch' WHEN a.action LIKE 'contract.%' THEN 'contract'
              ELSE 'organization' END,
         ('10000000-0000-4000-8000-' || lpad(to_hex(g % 200000), 12, '0'))::uuid,
         CASE WHEN a.action LIKE 'user.%' OR a.action LIKE 'role.%' THEN NULL
              WHEN g % 10 = 0 THEN $2::uuid
              ELSE ('20000000-0000-4000-8000-' || lpad(to_hex(((g::bigint * 7919) % 10000)::int), 12, '0'))::uuid END,
         'bench-' || g, '{"changed":["address"]}'::jsonb, now() - g * interval '30 seconds'
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN LATERAL (SELECT (ARRAY['user.created','user.updated','user.blocked','user.unblocked','role.assigned',
         'role.removed','organization.created','organization.updated','organization.verification_requested',
         'organization.verification_decided','organization.owner_handed_over','branch.created','branch.updated',
         'member.added','member.updated','member.removed','member.pin_set','contract.created','contract.sent',
         'contract.deleted','contract.status_changed'])[1 + (g * 13) % 21] AS action) a`,
      [AUDIT_EVENTS, orgId],
    );
    // Done now, so autovacuum does not wake up for a million new rows in the middle of a measurement.
    await client.query('VACUUM (ANALYZE) audit_events');
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

async function refreshTokens(phone, count) {
  const tokens = [];
  // Logins are bcrypt-bound: a few at a time.
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, () =>
      call('POST', '/v1/auth/login', { phone, password: PASSWORD }),
    );
    for (const pair of await Promise.all(batch)) tokens.push(pair.refreshToken);
  }
  return tokens;
}

/** Runs one scenario for DURATION seconds; every answer must have the expected status. */
async function load(name, { notModified = false, ...options }) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  // notModified: every answer must be a 304 (a polled list whose tag is current).
  const wrong = notModified ? result.requests.total - result['3xx'] : result.non2xx;
  const bad = wrong + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
  };
}

/** Two seconds of a scenario, not measured: the builds compared start warm alike. */
async function warm(options) {
  await autocannon({ connections: CONNECTIONS, duration: 2, ...options });
}

/**
 * Refresh chains: each connection rotates its own session's token again and again, every
 * request with the token the previous answer gave (autocannon's per-connection context is
 * reset after each request, so this loop is our own). Keep-alive connections, one request
 * in flight on each.
 */
async function refreshChains(tokens) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const latencies = [];
  let bad = 0;
  const until = Date.now() + DURATION * 1000;
  const started = Date.now();
  const post = (body) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        `${service}/v1/auth/refresh`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  await Promise.all(
    tokens.map(async (first) => {
      let token = first;
      while (Date.now() < until) {
        const t0 = process.hrtime.bigint();
        const { status, text } = await post(JSON.stringify({ refreshToken: token }));
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (status !== 200) {
          bad++;
          return;
        }
        token = JSON.parse(text).refreshToken;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  return {
    name: `POST /v1/auth/refresh (${tokens.length} chains, each a rotation)`,
    rps: latencies.length / ((Date.now() - started) / 1000),
    total: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    bad,
  };
}

/**
 * Another service asking the server at `origin` whether `token` is live (CONTRACT §11.2):
 * HTTP Basic with a service client made by the bootstrap director, a form body as RFC 7662
 * has it. The request, as autocannon's options.
 */
async function introspectionOf(origin, token) {
  const director = await call(
    'POST',
    '/v1/auth/login',
    { phone: DIRECTOR_PHONE, password: PASSWORD },
    undefined,
    origin,
  );
  const client = await call('POST', '/v1/portal/service-clients', { name: 'bench' }, director.accessToken, origin);
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  return {
    url: `${origin}/v1/oauth/introspect`,
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  };
}

/** A till of the organization, paired at a new branch (on the server at `origin`): its access token's header. */
async function pairedTill(token, orgId, origin = service) {
  const at = (method, path, body, bearer) => call(method, path, body, bearer, origin);
  const branch = await at(
    'POST',
    `/v1/orgs/${orgId}/branches`,
    { name: `Bench branch ${randomUUID().slice(0, 8)}` },
    token,
  );
  const added = await at('POST', `/v1/orgs/${orgId}/tills`, { name: 'Bench till', branchId: branch.id }, token);
  const paired = await at('POST', '/v1/tills/pair', { code: added.pairingCode });
  return { auth: { authorization: `Bearer ${paired.accessToken}` } };
}

/**
 * A paired till's offline scenarios (CONTRACT §12.1): polling its offline kit with the tag of
 * the kit it holds (304 while nothing changed, no kit issued), and uploading a batch of 100
 * offline events, each request with new event ids (all accepted: recorded with their audit
 * events), against the kit it was issued.
 */
async function offlineScenarios(paired) {
  const res = await fetch(`${service}/v1/till/offline-kit`, { headers: paired.auth });
  const etag = res.headers.get('etag');
  const kit = await res.json();
  const [member] = kit.members;
  const occurredAt = new Date(Date.parse(kit.issuedAt) + 1000).toISOString();
  const batch = () =>
    JSON.stringify({
      events: Array.from({ length: 100 }, (_, k) => ({
        id: randomUUID(),
        kitId: kit.kitId,
        type: k % 2 ? 'staff_signed_out' : 'staff_signed_in',
        userId: member.userId,
        occurredAt,
      })),
    });
  return {
    poll: {
      url: `${service}/v1/till/offline-kit`,
      headers: { ...paired.auth, 'if-none-match': etag },
      notModified: true,
    },
    upload: {
      url: `${service}/v1/till/offline-events`,
      method: 'POST',
      headers: { ...paired.auth, 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: batch() }) }],
    },
  };
}

/** How many bcrypt verifications per second this machine does (the login bound). */
async function bcryptBound() {
  const hash = await bcrypt.hash(PASSWORD, BCRYPT_COST);
  let done = 0;
  const until = Date.now() + DURATION * 1000;
  const started = Date.now();
  // As many in flight as libuv's thread pool runs (4 by default), like the service.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        await bcrypt.compare(PASSWORD, hash);
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

/** The service's hot statements the floors run, from dist (the bench builds first). */
function hotStatements() {
  const dist = join(__dirname, '..', 'dist');
  const { ACCESS_CALLER } = require(join(dist, 'access', 'caller-statements.js'));
  const { MEMBERS_OF_ORGANIZATION } = require(join(dist, 'access', 'access.sql.js'));
  const { PinLookupRead } = require(join(dist, 'staff', 'pin-lookup.read.js'));
  return {
    caller: process.env.BENCH_CALLER_SQL_FILE
      ? readFileSync(process.env.BENCH_CALLER_SQL_FILE, 'utf8')
      : ACCESS_CALLER.text,
    members: MEMBERS_OF_ORGANIZATION.text,
    // The caller and the member by PIN in one statement, as the guard runs it for the lookup.
    callerByPin: new PinLookupRead({ hashPin: () => '' }).statement.text,
  };
}

async function analyze(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('ANALYZE');
  await client.end();
}

async function autovacuumOn(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SHOW autovacuum');
  await client.end();
  return rows[0].autovacuum === 'on';
}

/** Node's flags of the production start (`npm run start:prod`), so the bench runs what operators run. */
function productionFlags(dir) {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts['start:prod'];
  return /^node (.*)dist\/main\.js$/.exec(script)[1].trim().split(/\s+/).filter(Boolean);
}

function spawnServer(script, env, flags = [], cwd = undefined) {
  const child = spawn(process.execPath, [...flags, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

/**
 * The service built in `dir` (its dist/main.js, started there), logging as in production, on
 * `database` (embedded without one), with Node's production flags and BENCH_NODE_FLAGS.
 */
function startService(dir, port, dataDir, database, profileDir = null) {
  return spawnServer(
    'dist/main.js',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
      LOG_FORMAT: 'json',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'outbox',
      BCRYPT_COST: String(BCRYPT_COST),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      REFRESH_RATE_LIMIT_PER_MINUTE: '1000000',
      EDOC_SYNC_INTERVAL_SECONDS: '0',
      // Known to the floor of the PIN lookup, which hashes the PIN as the service does.
      HASH_KEY,
      // A platform account for the portal's audit list.
      BOOTSTRAP_DIRECTOR_PHONE: DIRECTOR_PHONE,
      BOOTSTRAP_DIRECTOR_PASSWORD: PASSWORD,
    },
    [
      ...productionFlags(dir),
      ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    dir,
  );
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Better Auth's version, installed into scripts/bench-better-auth (never a dependency of the
 * service) from its committed lockfile when missing or not the pinned version.
 */
function installBetterAuth() {
  const pinned = JSON.parse(readFileSync(join(BETTER_AUTH_DIR, 'package.json'), 'utf8')).dependencies['better-auth'];
  const installed = join(BETTER_AUTH_DIR, 'node_modules', 'better-auth', 'package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== pinned) {
    console.log(`ba: installing better-auth ${pinned} into ${BETTER_AUTH_DIR} (npm ci)`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: BETTER_AUTH_DIR,
      stdio: 'inherit',
    });
  }
  return pinned;
}

/**
 * Starts Better Auth (scripts/bench-better-auth/server.mjs) on its own scratch database; it
 * sets itself up and prints `ready {token, organizationId, userId}` once it listens.
 */
async function startBetterAuth(databaseUrl) {
  const child = spawn(process.execPath, [join(BETTER_AUTH_DIR, 'server.mjs')], {
    cwd: BETTER_AUTH_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(BETTER_AUTH_PORT),
      DATABASE_URL: databaseUrl,
      BENCH_MEMBERS: String(MEMBERS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`Better Auth was not ready within 180 s:\n${seen}`));
    }, 180_000);
    const onData = (chunk) => {
      seen += chunk;
      const line = seen.split('\n').find((text) => text.startsWith('ready '));
      if (!line) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume();
      resolve(JSON.parse(line.slice('ready '.length)));
    };
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`Better Auth exited (${code}) before it was ready:\n${seen}`));
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
  return { child, ...ready };
}

/**
 * Better Auth on its own scratch database, set up and checked: its session read (bearer
 * plugin) and its organization's member list, full, of MEMBERS members, each loaded like the
 * service's scenarios when the bench asks, right after the service's own (a shared machine's
 * noise changes within a minute). `close` stops it and drops its database.
 */
async function betterAuthServer(serverUrl, version) {
  const database = await scratchDatabase(serverUrl, 'ba_bench');
  let server;
  const close = async () => {
    await stop(server?.child);
    await database.drop();
  };
  try {
    const started = Date.now();
    server = await startBetterAuth(database.url);
    const joins = process.env.BENCH_BA_JOINS === '1' ? 'on' : 'off';
    console.log(`ba: better-auth ${version} (its joins ${joins}) set up and listening in ${Date.now() - started} ms`);
    await analyze(database.url);
    const { token, organizationId, userId } = server;
    const base = `http://127.0.0.1:${BETTER_AUTH_PORT}/api/auth`;
    const headers = { authorization: `Bearer ${token}` };
    const session = `${base}/get-session`;
    const members = `${base}/organization/list-members?organizationId=${encodeURIComponent(organizationId)}`;
    // An unauthenticated session read is a 200 with `null`: the token must be read as the owner's.
    const read = await fetch(session, { headers }).then((response) => response.json());
    if (read?.user?.id !== userId) throw new Error(`Better Auth's session read: ${JSON.stringify(read)}`);
    const list = await fetch(members, { headers }).then((response) => response.json());
    if (list?.members?.length !== MEMBERS) throw new Error(`Better Auth's member list: ${JSON.stringify(list)}`);
    const onBetterAuth = (scenario) => measured(server.child.pid, scenario, database.name);
    return {
      sessionRead: () => onBetterAuth(() => load('Better Auth: GET get-session (bearer)', { url: session, headers })),
      memberList: () =>
        onBetterAuth(() => load(`Better Auth: GET organization/list-members (${MEMBERS})`, { url: members, headers })),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Ours over theirs: throughput in this run, and CPU per request (the service's alone, and
 * the service's with its database backends'), which holds better on a noisy machine.
 */
function printAgainst(ours, theirs, target) {
  if (!ours || !theirs) return;
  const times = (x) => `${x.toFixed(1)} ×`;
  const both = (row) => (row.databaseUs === null ? null : row.cpuUs + row.databaseUs);
  const withDatabase =
    both(ours) && both(theirs) ? `, server + database CPU per request ${times(both(theirs) / both(ours))}` : '';
  console.log(
    `  ${ours.name} / ${theirs.name.slice('Better Auth: '.length)}: req/s ${times(ours.rps / theirs.rps)}, ` +
      `server CPU per request ${times(theirs.cpuUs / ours.cpuUs)}${withDatabase} (target ≥ ${target} ×)`,
  );
}

/** The scratch database's name, for the CPU of its backends. */
let databaseName = null;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const profileDir = process.env.BENCH_PROFILE ? mkdtempSync(join(tmpdir(), 'svc-profile-')) : null;
  // Better Auth needs a PostgreSQL server of its own choosing: DATABASE_URL's.
  const betterAuthVersion = wanted('ba') && process.env.DATABASE_URL ? installBetterAuth() : null;
  if (wanted('ba') && !betterAuthVersion) console.log('ba: skipped (needs DATABASE_URL)');
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  databaseName = database ? new URL(database.url).pathname.slice(1) : null;
  let server;
  let baseline;
  let measureBaseline = null;
  // The base's build (BENCH_BASE_DIR): its own scratch database and data dir, since its schema differs.
  const base = BASE_DIR
    ? { dataDir: mkdtempSync(join(tmpdir(), 'svc-bench-base-')), origin: `http://127.0.0.1:${BASE_PORT}` }
    : null;
  let theirs;
  const rows = [];
  try {
    server = startService(process.cwd(), SERVICE_PORT, dataDir, database, profileDir);
    // Logs go nowhere: the service writes them, the bench does not read them.
    const healthyMs = await waitFor(`${service}/health`);
    const { token, userId, orgId, phone } = await prepare(dataDir, database?.url);
    if (base) {
      base.database = database ? await scratchDatabase(process.env.DATABASE_URL, 'svc_bench_base') : null;
      base.databaseName = base.database ? new URL(base.database.url).pathname.slice(1) : null;
      base.server = startService(BASE_DIR, BASE_PORT, base.dataDir, base.database);
      await waitFor(`${base.origin}/health`);
      ({ token: base.token, orgId: base.orgId } = await prepare(base.dataDir, base.database?.url, base.origin));
      if (base.database) await analyze(base.database.url);
    }
    // Set up before any measurement (its sign-ups hash 50 passwords), measured beside ours.
    if (betterAuthVersion) theirs = await betterAuthServer(process.env.DATABASE_URL, betterAuthVersion);
    const chains = wanted('refresh') ? await refreshTokens(phone, CONNECTIONS) : [];
    // The planner statistics a live database has: autovacuum would gather them within a
    // minute of such a fill, and the service's prepared statements are planned again with them.
    // BENCH_NO_ANALYZE=1 measures a young database instead, before its first ANALYZE.
    if (database && !NO_ANALYZE) await analyze(database.url);
    if (NO_ANALYZE) console.log('planner statistics: none (BENCH_NO_ANALYZE=1: no ANALYZE before measuring)');
    if (database && !(await autovacuumOn(database.url))) {
      console.log(
        'warning: autovacuum is off on this server: churned tables are never vacuumed nor analyzed again ' +
          '(docs/decisions/refresh-families.md), unlike production',
      );
    }

    console.log(
      `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0].model} · node ${process.version} · ` +
        `${database ? 'PostgreSQL' : 'embedded database'} · ${DURATION} s per scenario · ${CONNECTIONS} connections`,
    );
    console.log(`start to healthy: ${healthyMs} ms`);
    if (base) console.log(`base build: ${BASE_DIR}`);

    if (database && wanted('baseline')) {
      baseline = spawnServer(join(__dirname, 'bench-baseline.js'), {
        PORT: String(BASELINE_PORT),
        DATABASE_URL: database.url,
        BENCH_STATEMENTS: JSON.stringify(hotStatements()),
        BENCH_HASH_KEY: HASH_KEY,
      });
      await waitFor(`http://127.0.0.1:${BASELINE_PORT}/baseline/${userId}`);
      const url = `http://127.0.0.1:${BASELINE_PORT}/baseline/${userId}`;
      measureBaseline = () => measured(baseline.pid, () => load('baseline: bare Fastify + pg, one PK SELECT', { url }));
      // Warm like the builds compared (below), when rounds or a base build are measured.
      if (ROUNDS > 1 || base) await warm({ url });
      rows.push(await measureBaseline());
      const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      const floor = `http://127.0.0.1:${BASELINE_PORT}`;
      if (wanted('floor')) {
        rows.push(
          await measured(baseline.pid, () =>
            load("floor: bare Fastify + pg, the service's auth statement", { url: `${floor}/floor/${sid}/${userId}` }),
          ),
        );
      }
      // The same work as the members list and the PIN lookup, on the bare server.
      if (wanted('floor') && wanted('members')) {
        rows.push(
          await measured(baseline.pid, () =>
            load('floor of the members list: auth + members statements', {
              url: `${floor}/floor-members/${sid}/${userId}/${orgId}`,
            }),
          ),
        );
      }
      if (wanted('floor') && wanted('lookup')) {
        rows.push(
          await measured(baseline.pid, () =>
            load('floor of the PIN lookup: hash + the auth and lookup statement', {
              url: `${floor}/floor-lookup/${sid}/${userId}/${orgId}`,
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ pin: '500007' }),
            }),
          ),
        );
      }
      // With rounds, each has its own baseline: the scenarios' ratios are to the one just before.
      if (ROUNDS === 1) await stop(baseline);
    }
    const auth = { authorization: `Bearer ${token}` };
    const onService = (scenario) => measured(server.pid, scenario);
    /** A scenario on the base's build (BENCH_BASE_DIR), on its own database. */
    const onBase = (name, options) => measured(base.server.pid, () => load(name, options), base.databaseName);
    const introspection = wanted('introspect') ? await introspectionOf(service, token) : null;
    // A base build from before introspection existed has none to compare.
    const baseIntrospection =
      base && introspection ? await introspectionOf(base.origin, base.token).catch(() => null) : null;
    // Each build's first measurement would otherwise include its JIT warm-up.
    if (base && wanted('me')) {
      await warm({ url: `${service}/v1/me`, headers: auth });
      await warm({ url: `${base.origin}/v1/me`, headers: { authorization: `Bearer ${base.token}` } });
    }
    if (baseIntrospection) await Promise.all([warm(introspection), warm(baseIntrospection)]);
    const lookup = (origin, bearer, organizationId) => ({
      url: `${origin}/v1/orgs/${organizationId}/members/lookup`,
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pin: '500007' }),
    });
    if (base && wanted('lookup'))
      await Promise.all([warm(lookup(service, token, orgId)), warm(lookup(base.origin, base.token, base.orgId))]);
    // A till as a device (CONTRACT §11.1): paired to a branch with its own token; a cashier
    // signs in by PIN (a staff session and a staff token each time). Its sign-in is measured
    // beside the PIN lookup, in each round: issue 21 compares the two within a run.
    const till = wanted('till') ? await pairedTill(token, orgId) : null;
    const signInAt = (origin, paired) => ({
      url: `${origin}/v1/till/sign-in`,
      method: 'POST',
      headers: { ...paired.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pin: '500007' }),
    });
    const signIn = till && signInAt(service, till);
    // The base's build, when it has tills.
    const baseTill = base && till ? await pairedTill(base.token, base.orgId, base.origin).catch(() => null) : null;
    const baseSignIn = baseTill && signInAt(base.origin, baseTill);
    if (baseSignIn) await Promise.all([warm(signIn), warm(baseSignIn)]);
    // ROUNDS times in turn: /v1/me, with BENCH_BASE_DIR the base's build right after,
    // introspection, the PIN lookup, the till sign-in.
    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0 && measureBaseline) rows.push(await measureBaseline());
      if (wanted('me'))
        rows.push(await onService(() => load('GET /v1/me', { url: `${service}/v1/me`, headers: auth })));
      if (wanted('me') && base) {
        const headers = { authorization: `Bearer ${base.token}` };
        rows.push(await onBase('GET /v1/me on the base build', { url: `${base.origin}/v1/me`, headers }));
      }
      if (theirs) rows.push(await theirs.sessionRead());
      if (introspection)
        rows.push(await onService(() => load('POST /v1/oauth/introspect (active token)', introspection)));
      if (baseIntrospection) {
        rows.push(await onBase('POST /v1/oauth/introspect on the base build', baseIntrospection));
      }
      if (wanted('lookup'))
        rows.push(
          await onService(() => load('POST /v1/orgs/{id}/members/lookup (right PIN)', lookup(service, token, orgId))),
        );
      if (wanted('lookup') && base) {
        rows.push(await onBase('POST …/members/lookup on the base build', lookup(base.origin, base.token, base.orgId)));
      }
      if (signIn) rows.push(await onService(() => load('POST /v1/till/sign-in (right PIN)', signIn)));
      if (baseSignIn) {
        rows.push(await onBase('POST /v1/till/sign-in on the base build', baseSignIn));
      }
    }
    if (wanted('members')) {
      rows.push(
        await onService(() =>
          load(`GET /v1/orgs/{id}/members (${MEMBERS})`, { url: `${service}/v1/orgs/${orgId}/members`, headers: auth }),
        ),
      );
      if (theirs) rows.push(await theirs.memberList());
      // A screen polling with the tag of the list it holds (CONTRACT §11.5): 304, no body.
      const etag = await fetch(`${service}/v1/orgs/${orgId}/members`, { headers: auth }).then((r) =>
        r.headers.get('etag'),
      );
      if (etag) {
        rows.push(
          await onService(() =>
            load(`GET /v1/orgs/{id}/members, If-None-Match (304)`, {
              url: `${service}/v1/orgs/${orgId}/members`,
              headers: { ...auth, 'if-none-match': etag },
              notModified: true,
            }),
          ),
        );
      }
    } else if (theirs) rows.push(await theirs.memberList());
    if (till) rows.push(await onService(() => load('GET /v1/till', { url: `${service}/v1/till`, headers: till.auth })));
    if (wanted('offline')) {
      const offline = await offlineScenarios(await pairedTill(token, orgId));
      rows.push(await onService(() => load('GET /v1/till/offline-kit, If-None-Match (304)', offline.poll)));
      rows.push(await onService(() => load('POST /v1/till/offline-events (100 events each)', offline.upload)));
    }
    if (wanted('refresh')) {
      rows.push(await onService(() => refreshChains(chains)));
    }
    if (wanted('audit')) {
      if (!database) {
        console.log('audit: skipped (needs DATABASE_URL: the events are written straight into its scratch database)');
      } else {
        const fillMs = await fillAudit(database.url, orgId);
        console.log(`audit: ${AUDIT_EVENTS} events written in ${fillMs} ms`);
        const director = await call('POST', '/v1/auth/login', { phone: DIRECTOR_PHONE, password: PASSWORD });
        const portal = { authorization: `Bearer ${director.accessToken}` };
        // The answer time of a portal screen (issue 12: p99 under 20 ms with 1,000,000 events):
        // measured at the concurrency of a few people browsing, not at saturation.
        const screens = { connections: AUDIT_CONNECTIONS };
        const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
        for (const [name, url, headers] of [
          ['GET /v1/portal/audit', `${service}/v1/portal/audit`, portal],
          [
            'GET /v1/portal/audit?action=…&from=…',
            `${service}/v1/portal/audit?action=organization.updated&from=${from}`,
            portal,
          ],
          [
            'GET /v1/orgs/{id}/audit?action=member.pin_set',
            `${service}/v1/orgs/${orgId}/audit?action=member.pin_set`,
            auth,
          ],
        ]) {
          rows.push(
            await onService(() => load(`${name} (${AUDIT_CONNECTIONS} connections)`, { url, headers, ...screens })),
          );
        }
      }
    }
    let bound;
    if (wanted('login')) {
      bound = await bcryptBound();
      rows.push(
        await onService(() =>
          load(`POST /v1/auth/login (bcrypt cost ${BCRYPT_COST})`, {
            url: `${service}/v1/auth/login`,
            method: 'POST',
            connections: 16,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phone, password: PASSWORD }),
          }),
        ),
      );
    }

    // Each row's baseline: the last one measured before it (each round has its own).
    let bare = null;
    for (const row of rows) {
      if (row.name.startsWith('baseline')) bare = row;
      row.bare = bare;
    }
    console.log('');
    console.log(
      `${'scenario'.padEnd(58)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99/base'.padStart(8)} ${'CPU µs'.padStart(7)} ${'(sys)'.padStart(6)} ${'CPU ratio'.padStart(9)} ${'DB µs'.padStart(6)} ${'syscalls'.padStart(8)}  failed`,
    );
    for (const row of rows) {
      const { bare } = row;
      const ratio = bare ? (row.rps / bare.rps).toFixed(2) : '-';
      const p99ratio = bare ? (row.p99 / Math.max(bare.p99, 1)).toFixed(2) : '-';
      // The baseline's CPU per request over the scenario's: the throughput ratio a quiet,
      // CPU-bound machine would show.
      const cpuRatio = bare && row.cpuUs ? (bare.cpuUs / row.cpuUs).toFixed(2) : '-';
      const cpu = row.cpuUs ? row.cpuUs.toFixed(0) : '-';
      const db = row.databaseUs === null ? '-' : row.databaseUs.toFixed(0);
      console.log(
        `${row.name.padEnd(58)} ${row.rps.toFixed(0).padStart(8)} ${ratio.padStart(6)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${p99ratio.padStart(8)} ${cpu.padStart(7)} ${row.systemUs.toFixed(0).padStart(6)} ${cpuRatio.padStart(9)} ${db.padStart(6)} ${row.syscalls.toFixed(1).padStart(8)}  ${row.bad}`,
      );
    }
    // A scenario measured several times (BENCH_ROUNDS): its medians, the figures to compare.
    const byName = new Map();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    for (const [name, runs] of byName) {
      if (runs.length < 2) continue;
      const median = (pick) => {
        const values = runs.map(pick).sort((a, b) => a - b);
        const middle = values.length >> 1;
        return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
      };
      const ratio = runs[0].bare
        ? ` · ratio ${median((row) => row.rps / row.bare.rps).toFixed(2)} · CPU ratio ${median((row) => row.bare.cpuUs / row.cpuUs).toFixed(2)}`
        : '';
      const db = runs.every((row) => row.databaseUs !== null)
        ? ` · DB µs ${median((row) => row.databaseUs).toFixed(0)}`
        : '';
      console.log(`median of ${runs.length}, ${name}${ratio} · CPU µs ${median((row) => row.cpuUs).toFixed(0)}${db}`);
    }
    const refresh = rows.find((row) => row.name.includes('refresh'));
    if (refresh) console.log(`refresh rotations per core: ${(refresh.rps / cpus().length).toFixed(0)}/s`);
    const login = rows.find((row) => row.name.includes('login'));
    if (login)
      console.log(
        `login / bcrypt bound: ${login.rps.toFixed(1)} / ${bound.toFixed(1)} = ${(login.rps / bound).toFixed(2)}`,
      );
    const named = (prefix) => rows.find((row) => row.name.startsWith(prefix));
    if (betterAuthVersion) {
      console.log(`against Better Auth ${betterAuthVersion} (ours / theirs, this run):`);
      printAgainst(named('GET /v1/me'), named('Better Auth: GET get-session'), 8);
      const theirMembers = named('Better Auth: GET organization/list-members');
      printAgainst(named('GET /v1/orgs/{id}/members ('), theirMembers, 15);
      printAgainst(named('GET /v1/orgs/{id}/members, If-None-Match'), theirMembers, 15);
    }
    console.log(`service peak RSS: ${peakRssMb(server.pid).toFixed(0)} MB`);
    if (rows.some((row) => row.bad > 0)) process.exitCode = 1;
  } finally {
    await stop(baseline);
    await theirs?.close();
    await stop(server);
    await stop(base?.server);
    if (profileDir) {
      const [file] = readdirSync(profileDir);
      console.log(`\nCPU profile of the service (whole run, set-up included): ${join(profileDir, file)}`);
      summarise(join(profileDir, file), 20);
    }
    if (database && !process.env.BENCH_KEEP) await database.drop();
    if (base?.database && !process.env.BENCH_KEEP) await base.database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (base) rmSync(base.dataDir, { recursive: true, force: true });
  }
}

/** The data-scale mode (`npm run bench -- --scale[=0.01]`) is scripts/bench-scale.js, which uses these. */
module.exports = {
  DIRECTOR_PHONE,
  analyze,
  call,
  introspectionOf,
  load,
  measured,
  pairedTill,
  peakRssMb,
  prepare,
  refreshChains,
  refreshTokens,
  scratchDatabase,
  startService,
  stop,
  waitFor,
};

if (require.main === module) {
  const scale = process.argv.find((arg) => arg === '--scale' || arg.startsWith('--scale='));
  const run = scale ? () => require('./bench-scale').main(scale) : main;
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
