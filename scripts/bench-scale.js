// `npm run bench:scale` (or `npm run bench -- --scale[=S]`): the hot paths and the portal
// searches on an empty database, then on one of 1,000,000 users, 100,000 organizations (each
// with its client, two branches, an owner and four cashiers, its version row) and 5,000,000
// audit events, times S (CONTRACT §12.3; docs/decisions/flat-cost-searches.md). Every figure
// twice, side by side: requests per second, p99, and CPU per request in the service and in
// PostgreSQL's backends. Needs DATABASE_URL (a server on this machine for the backends' CPU);
// the data goes straight into a fresh scratch database, after the migrations, in bulk
// (INSERT … SELECT generate_series), and the scratch database is dropped at the end.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale             # S = 1
//   DATABASE_URL=… npm run bench:scale -- --scale=0.01   # a quick run: 10,000 users …
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_SEARCHERS=50 …   # as the bench's, and the searchers
//   BENCH_NO_ANALYZE=1 …  # a young deployment: no ANALYZE (nor VACUUM) before either column, so the
//                         # hot pool's plans made on the empty tables meet the million rows
//
// The load takes the secondary indexes of the tables it fills away and builds them again from
// their own definitions afterwards (far quicker than a million single inserts into GIN
// indexes), with the triggers off for the loading session only (session_replication_role:
// the organizations' version rows are written by the load itself); then VACUUM ANALYZE, as
// autovacuum would within a minute.
const { mkdtempSync, rmSync } = require('node:fs');
const { cpus, tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const bench = require('./bench');

const SERVICE_PORT = Number(process.env.BENCH_PORT || 3917);
const service = `http://127.0.0.1:${SERVICE_PORT}`;
const SEARCHERS = Number(process.env.BENCH_SEARCHERS || 50);
const PASSWORD = 'bench password 1';
const NO_ANALYZE = process.env.BENCH_NO_ANALYZE === '1';

/** The scale factor of `--scale=S` (`--scale` alone: 1). */
function scaleOf(argument) {
  const value = argument.includes('=') ? Number(argument.split('=')[1]) : 1;
  if (!(value > 0 && value <= 10)) throw new Error(`--scale must be a number in (0, 10], not ${argument}`);
  return value;
}

/** Tables the load fills, in order. */
const LOADED = [
  'users',
  'clients',
  'organizations',
  'organization_versions',
  'branches',
  'role_assignments',
  'audit_events',
];

const FIRST_NAMES = ['Aziz', 'Dilnoza', 'Malika', 'Jasur', 'Nodira', 'Sardor', 'Gulnora', 'Bekzod', 'Zarina', 'Otabek'];
const LAST_NAMES = [
  'Karimov',
  'Rahimova',
  'Yusupov',
  'Tosheva',
  'Aliyev',
  'Nazarova',
  'Qodirov',
  'Saidova',
  'Ergashev',
];
const TRADES = ['Oshxona', 'Savdo', 'Qurilish', 'Nonvoyxona', 'Dorixona', 'Market', 'Tekstil', 'Agro'];
const CITIES = [
  'Toshkent',
  'Samarqand',
  'Buxoro',
  'Namangan',
  'Andijon',
  'Farg`ona',
  'Nukus',
  'Qarshi',
  'Termiz',
  'Xiva',
];

/** A deterministic uuid: `prefix` (8 hex digits) and the number `n` (an SQL expression). */
const idOf = (prefix, n) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Fills the scratch database; answers the sizes and the milliseconds each step took. */
async function loadData(url, scale) {
  const sizes = {
    users: Math.round(1_000_000 * scale),
    organizations: Math.round(100_000 * scale),
    auditEvents: Math.round(5_000_000 * scale),
  };
  const client = new Client({ connectionString: url });
  await client.connect();
  const steps = [];
  const step = async (name, sql, values = []) => {
    const started = Date.now();
    await client.query(sql, values);
    steps.push([name, Date.now() - started]);
  };
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query("SET maintenance_work_mem = '512MB'");
    const { rows: indexes } = await client.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname = ANY($1) AND NOT i.indisprimary AND NOT i.indisunique
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [LOADED],
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    const { users, organizations, auditEvents } = sizes;
    await step(
      `${users} users`,
      `INSERT INTO users (id, phone, first_name, last_name, password_hash, auth_method, status, created_at, updated_at)
       SELECT ${idOf('10000000', 'g')}, '+99833' || lpad(g::text, 7, '0'),
         (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
         (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
         NULL, 'sms', CASE WHEN g % 100 = 0 THEN 'blocked' ELSE 'active' END,
         now() - g * interval '20 seconds', now() - g * interval '20 seconds'
       FROM generate_series(1, $1::int) g`,
      [users],
    );
    await step(
      `${organizations} organizations, clients, versions`,
      `WITH c AS (INSERT INTO clients (id, created_at) SELECT ${idOf('30000000', 'g')}, now() - g * interval '3 minutes'
                  FROM generate_series(1, $1::int) g RETURNING id)
       INSERT INTO organizations (id, client_id, kind, tin, name, address, director_name, verification_status, created_at, updated_at)
       SELECT ${idOf('40000000', 'g')}, ${idOf('30000000', 'g')}, 'legal', (200000000 + g)::text,
         (${sqlArray(TRADES)})[1 + g % ${TRADES.length}] || ' ' || (${sqlArray(CITIES)})[1 + (g / ${TRADES.length}) % ${CITIES.length}] || ' ' || g,
         'Toshkent', 'Direktor', CASE WHEN g % 3 = 0 THEN 'verified' ELSE 'not_started' END,
         now() - g * interval '3 minutes', now() - g * interval '3 minutes'
       FROM generate_series(1, $1::int) g`,
      [organizations],
    );
    await step(
      'organization versions',
      `INSERT INTO organization_versions (organization_id, version) SELECT ${idOf('40000000', 'g')}, 1 FROM generate_series(1, $1::int) g`,
      [organizations],
    );
    await step(
      `${organizations * 2} branches`,
      `INSERT INTO branches (id, organization_id, name, created_at)
       SELECT ${idOf('50000000', 'g * 2 + k')}, ${idOf('40000000', 'g')}, 'Filial ' || (k + 1), now() - g * interval '3 minutes'
       FROM generate_series(1, $1::int) g CROSS JOIN generate_series(0, 1) k`,
      [organizations],
    );
    // An owner on each client, four cashiers on each organization's branches.
    await step(
      `${organizations * 5} role assignments`,
      `INSERT INTO role_assignments (user_id, role_id, role_audience, scope_type, client_id, organization_id, branch_id, created_at)
       SELECT ${idOf('10000000', '1 + (g * 7919) % $2::int')}, (SELECT id FROM roles WHERE code = 'owner'), 'client', 'client',
              ${idOf('30000000', 'g')}, NULL, NULL, now() - g * interval '3 minutes'
       FROM generate_series(1, $1::bigint) g
       UNION ALL
       SELECT ${idOf('10000000', '1 + ((g * 4 + k) * 104729) % $2::int')}, (SELECT id FROM roles WHERE code = 'cashier'), 'client',
              'branch', ${idOf('30000000', 'g')}, ${idOf('40000000', 'g')}, ${idOf('50000000', 'g * 2 + k % 2')},
              now() - g * interval '3 minutes'
       FROM generate_series(1, $1::bigint) g CROSS JOIN generate_series(0, 3) k`,
      [organizations, users],
    );
    await step(
      `${auditEvents} audit events`,
      `INSERT INTO audit_events (actor_user_id, action, target_type, target_id, organization_id, request_id, details, created_at)
       SELECT ${idOf('10000000', '1 + g % $2::int')}, a.action,
         CASE WHEN a.action LIKE 'user.%' OR a.action LIKE 'member.%' THEN 'user'
              WHEN a.action LIKE 'branch.%' THEN 'branch' ELSE 'organization' END,
         ${idOf('10000000', '1 + (g * 31) % $2::int')},
         CASE WHEN a.action LIKE 'user.%' THEN NULL ELSE ${idOf('40000000', '1 + (g * 7) % $3::int')} END,
         'scale-' || g, '{"changed":["address"]}'::jsonb, now() - g * interval '6 seconds'
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN LATERAL (SELECT (ARRAY['user.created','user.updated','organization.created','organization.updated',
         'branch.created','branch.updated','member.added','member.updated','member.pin_set'])[1 + (g * 13) % 9] AS action) a`,
      [auditEvents, users, organizations],
    );
    const started = Date.now();
    for (const index of indexes) await client.query(index.definition);
    steps.push([`${indexes.length} indexes built again`, Date.now() - started]);
    await client.query("SET session_replication_role = 'origin'");
    if (!NO_ANALYZE) await step('VACUUM ANALYZE', `VACUUM (ANALYZE) ${LOADED.map((table) => `"${table}"`).join(', ')}`);
    return { sizes, steps };
  } finally {
    await client.end();
  }
}

/** autocannon's options of a scenario, without the bench's own answer check. */
const withoutCheck = ({ notModified: _notModified, ...options }) => options;

/** The scenarios, measured on the service as the database is now; each answers a row. */
async function measureAll(label, pid, databaseName, context) {
  const { token, orgId, till, introspection, chains, portal } = context;
  const on = (name, options) =>
    context.warmUp
      ? autocannon({ connections: 8, duration: 1, ...withoutCheck(options) }).then(() => ({ name }))
      : bench.measured(pid, () => bench.load(name, options), databaseName);
  const auth = { authorization: `Bearer ${token}` };
  const rows = [];
  rows.push(await on('GET /v1/me', { url: `${service}/v1/me`, headers: auth }));
  rows.push(await on('POST /v1/oauth/introspect (active token)', introspection));
  rows.push(
    await on('POST /v1/orgs/{id}/members/lookup (right PIN)', {
      url: `${service}/v1/orgs/${orgId}/members/lookup`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pin: '500007' }),
    }),
  );
  rows.push(
    await on('POST /v1/till/sign-in (right PIN)', {
      url: `${service}/v1/till/sign-in`,
      method: 'POST',
      headers: { ...till.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ pin: '500007' }),
    }),
  );
  rows.push(await on('GET /v1/till', { url: `${service}/v1/till`, headers: till.auth }));
  rows.push(await on('GET /v1/orgs/{id}/members', { url: `${service}/v1/orgs/${orgId}/members`, headers: auth }));
  const etag = await fetch(`${service}/v1/orgs/${orgId}/members`, { headers: auth }).then((r) => r.headers.get('etag'));
  rows.push(
    await on('GET /v1/orgs/{id}/members, If-None-Match (304)', {
      url: `${service}/v1/orgs/${orgId}/members`,
      headers: { ...auth, 'if-none-match': etag },
      notModified: true,
    }),
  );
  // Each chain rotates its own session: fresh tokens for every measurement.
  if (!context.warmUp) rows.push(await bench.measured(pid, () => bench.refreshChains(chains()), databaseName));
  const screens = { connections: 4 };
  rows.push(
    await on('GET /v1/portal/audit (4 connections)', {
      url: `${service}/v1/portal/audit`,
      headers: portal,
      ...screens,
    }),
  );
  rows.push(
    await on('GET /v1/orgs/{id}/audit (4 connections)', {
      url: `${service}/v1/orgs/${orgId}/audit`,
      headers: auth,
      ...screens,
    }),
  );
  // The portal's searches, SEARCHERS staff at once (CONTRACT §12.3: under 100 ms).
  const searchers = { connections: SEARCHERS, headers: portal };
  for (const [name, query] of [
    ['GET /v1/portal/users?query=<common name>', '/v1/portal/users?query=Dilnoza'],
    ['GET /v1/portal/users?query=<phone digits>', '/v1/portal/users?query=%2B998%2033%20000%2012%2034'],
    ['GET /v1/portal/users?query=<phone part>', '/v1/portal/users?query=000%2012%2034'],
    ['GET /v1/portal/users?query=<no match>', '/v1/portal/users?query=Xurshida%20Mamatqulova'],
    ['GET /v1/portal/orgs?query=<common name>', '/v1/portal/orgs?query=Nonvoyxona'],
    ['GET /v1/portal/orgs?query=<tin part>', '/v1/portal/orgs?query=2000012'],
  ]) {
    rows.push(await on(`${name} (${SEARCHERS} searchers)`, { url: `${service}${query}`, ...searchers }));
  }
  // Issue 34's failure: the hot paths beside the searchers. /v1/me's own figures; the CPU
  // per request counts the searches' too.
  if (!context.warmUp) {
    const beside = () =>
      Promise.all([
        bench.load(`GET /v1/me beside ${SEARCHERS} searchers (CPU: both)`, {
          url: `${service}/v1/me`,
          headers: auth,
          connections: 10,
        }),
        bench.load('searchers', { url: `${service}/v1/portal/users?query=Dilnoza`, ...searchers }),
      ]).then(([me, search]) => ({ ...me, bad: me.bad + search.bad }));
    rows.push(await bench.measured(pid, beside, databaseName));
  }
  return rows.map((row) => ({ ...row, label }));
}

function printSideBySide(empty, scaled) {
  const cell = (row) =>
    row
      ? `${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(6)} ${row.cpuUs.toFixed(0).padStart(6)} ${(row.databaseUs === null ? '-' : row.databaseUs.toFixed(0)).padStart(6)} ${String(row.bad).padStart(5)}`
      : '';
  const head = `${'req/s'.padStart(7)} ${'p99 ms'.padStart(6)} ${'CPU µs'.padStart(6)} ${'DB µs'.padStart(6)} ${'bad'.padStart(5)}`;
  console.log('');
  console.log(`${''.padEnd(62)} ${'empty'.padEnd(34)}   at scale`);
  console.log(`${'scenario'.padEnd(62)} ${head}   ${head}`);
  for (const row of empty) {
    const other = scaled.find((candidate) => candidate.name === row.name);
    console.log(`${row.name.padEnd(62)} ${cell(row)}   ${cell(other)}`);
  }
}

async function main(argument = '--scale') {
  const scale = scaleOf(argument);
  if (!process.env.DATABASE_URL)
    throw new Error('bench:scale needs DATABASE_URL: the data goes straight into a scratch database there');
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-scale-'));
  const database = await bench.scratchDatabase(process.env.DATABASE_URL, 'svc_bench_scale');
  const databaseName = new URL(database.url).pathname.slice(1);
  let server;
  try {
    server = bench.startService(process.cwd(), SERVICE_PORT, dataDir, database);
    await bench.waitFor(`${service}/health`);
    const { token, orgId, phone } = await bench.prepare(dataDir, database.url);
    const till = await bench.pairedTill(token, orgId);
    const introspection = await bench.introspectionOf(service, token);
    const director = await bench.call('POST', '/v1/auth/login', { phone: bench.DIRECTOR_PHONE, password: PASSWORD });
    const portal = { authorization: `Bearer ${director.accessToken}` };
    const tokens = await bench.refreshTokens(phone, 2 * Number(process.env.BENCH_CONNECTIONS || 50));
    const half = tokens.length / 2;
    let chainRound = 0;
    const chains = () => tokens.slice(half * chainRound, half * ++chainRound);
    const context = { token, orgId, till, introspection, chains, portal };
    if (!NO_ANALYZE) await bench.analyze(database.url);
    if (NO_ANALYZE) console.log('planner statistics: none, before either column (BENCH_NO_ANALYZE=1)');

    console.log(
      `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0].model} · node ${process.version} · PostgreSQL · ` +
        `scale ${scale} · ${process.env.BENCH_DURATION || 10} s per scenario · ${process.env.BENCH_CONNECTIONS || 50} connections`,
    );
    // Unmeasured, a second of each scenario first: the empty figures must not carry the JIT's warm-up.
    await measureAll('warm-up', server.pid, databaseName, { ...context, warmUp: true });
    const empty = await measureAll('empty', server.pid, databaseName, context);
    const { sizes, steps } = await loadData(database.url, scale);
    console.log(
      `loaded ${sizes.users} users, ${sizes.organizations} organizations, ${sizes.auditEvents} audit events in ` +
        `${(steps.reduce((sum, [, ms]) => sum + ms, 0) / 1000).toFixed(1)} s: ` +
        steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(' · '),
    );
    const scaled = await measureAll('scaled', server.pid, databaseName, context);
    printSideBySide(empty, scaled);
    console.log(`service peak RSS: ${bench.peakRssMb(server.pid).toFixed(0)} MB`);
    if ([...empty, ...scaled].some((row) => row.bad > 0)) process.exitCode = 1;
  } finally {
    await bench.stop(server);
    if (!process.env.BENCH_KEEP) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { main };

if (require.main === module) {
  main(process.argv.find((arg) => arg === '--scale' || arg.startsWith('--scale=')) ?? '--scale').catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
