#!/usr/bin/env node
'use strict';
/**
 * `npm run seed`: demo data through the service's own HTTP API, so every rule holds. Starts the
 * built service (dist/main.js) on a free loopback port over the same database (DATABASE_URL,
 * or the embedded one in DATA_DIR), with SMS codes written to a temporary outbox file, then:
 * a platform director (the bootstrap one: verifies the organization), an owner, a manager and
 * a cashier who each register with a password, a verified organization with one branch, the
 * two staff members on that branch, the three PINs and a till of the branch (CONTRACT §11.1)
 * with a pairing code. Prints the table the README uses. Run twice: finds the same accounts,
 * organization, branch and till and prints the table again; only the till's pairing code is
 * new (a code is shown once and lives 10 minutes), which un-pairs a till paired before.
 */
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const TIN = '305000001';
const ORG_NAME = 'Demo Oshxona';
const BRANCH_NAME = 'Chilanzar';
const TILL_NAME = 'Kassa 1';
const DIRECTOR = { phone: '+998900000001', password: 'Director-demo-2026' };
const PEOPLE = [
  {
    key: 'owner',
    firstName: 'Aziz',
    lastName: 'Karimov',
    phone: '+998901000001',
    password: 'Owner-demo-2026',
    pin: '482913',
  },
  {
    key: 'manager',
    firstName: 'Malika',
    lastName: 'Yusupova',
    phone: '+998901000002',
    password: 'Manager-demo-2026',
    pin: '560274',
    role: 'branch_manager',
  },
  {
    key: 'cashier',
    firstName: 'Dilnoza',
    lastName: 'Rahimova',
    phone: '+998901000003',
    password: 'Cashier-demo-2026',
    pin: '731846',
    role: 'cashier',
  },
];

class SeedRefused extends Error {}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The service on a free port; resolves once /health/ready answers 200. */
async function startService(outbox) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    SMS_PROVIDER: 'outbox',
    SMS_OUTBOX_FILE: outbox,
    BOOTSTRAP_DIRECTOR_PHONE: DIRECTOR.phone,
    BOOTSTRAP_DIRECTOR_PASSWORD: DIRECTOR.password,
    // One caller makes a dozen sign-ins in a second: the per-IP limits are for the public.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SHUTDOWN_DRAIN_SECONDS: '0',
    EDOC_SYNC_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new SeedRefused(`the service did not start (stop a running one on this DATA_DIR first):\n${stderr.trim()}`);
    }
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new SeedRefused('the service did not become ready within 90 s');
}

function stopService(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function api(base) {
  return async (method, path, { body, token } = {}) => {
    const headers = { 'accept-language': 'en' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

function expect(res, status, what) {
  if (res.status !== status) {
    const error = res.body && res.body.error;
    throw new Error(`${what}: ${res.status} ${error ? `${error.code}: ${error.message}` : JSON.stringify(res.body)}`);
  }
  return res.body;
}

function lastCode(outbox, phone) {
  if (!existsSync(outbox)) throw new Error(`no SMS was sent to ${phone}`);
  const codes = readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((m) => m.phone === phone);
  if (codes.length === 0) throw new Error(`no SMS was sent to ${phone}`);
  return codes[codes.length - 1].code;
}

/** Signs in with the seed's password; registers (and verifies the phone) when the phone is new. */
async function account(call, outbox, person) {
  const login = await call('POST', '/v1/auth/login', { body: { phone: person.phone, password: person.password } });
  if (login.status === 200) return { token: login.body.accessToken, created: false };
  const registered = await call('POST', '/v1/auth/register', {
    body: { ...pick(person, 'firstName', 'lastName', 'phone', 'password'), passwordConfirmation: person.password },
  });
  if (registered.status === 409) {
    throw new SeedRefused(`${person.phone} is registered with another password: not a database this seed made`);
  }
  const { challengeId } = expect(registered, 201, `register ${person.phone}`);
  const code = lastCode(outbox, person.phone);
  const verified = expect(
    await call('POST', '/v1/auth/verify-phone', { body: { challengeId, code } }),
    200,
    'verify-phone',
  );
  return { token: verified.accessToken, created: true };
}

function pick(object, ...keys) {
  return Object.fromEntries(keys.map((k) => [k, object[k]]));
}

async function seed(call, outbox) {
  const tokens = {};
  for (const person of PEOPLE) tokens[person.key] = (await account(call, outbox, person)).token;
  const owner = tokens.owner;
  const me = expect(await call('GET', '/v1/me', { token: owner }), 200, 'GET /v1/me');

  const orgs = expect(await call('GET', `/v1/orgs?query=${TIN}`, { token: owner }), 200, 'GET /v1/orgs');
  let org = (orgs.items ?? orgs).find((o) => o.tin === TIN);
  const fresh = !org;
  if (!org) {
    const body = {
      kind: 'legal',
      tin: TIN,
      name: ORG_NAME,
      address: 'Tashkent, Chilanzar 9',
      directorName: 'Karimov Aziz',
      phone: '+998712000000',
      bankName: 'Kapitalbank',
      bankMfo: '01018',
      bankAccount: '20208000900123456001',
    };
    org = expect(await call('POST', '/v1/orgs', { token: owner, body }), 201, 'POST /v1/orgs');
  }
  if (org.verificationStatus !== 'verified') {
    if (org.verificationStatus !== 'pending') {
      expect(await call('POST', `/v1/orgs/${org.id}/verify`, { token: owner }), 200, 'submit for verification');
    }
    const director = expect(await call('POST', '/v1/auth/login', { body: DIRECTOR }), 200, 'director login');
    org = expect(
      await call('POST', `/v1/portal/orgs/${org.id}/verification`, {
        token: director.accessToken,
        body: { status: 'verified' },
      }),
      200,
      'verify the organization',
    );
  }

  const branches = expect(await call('GET', `/v1/orgs/${org.id}/branches`, { token: owner }), 200, 'branches');
  let branch = (branches.items ?? branches).find((b) => b.name === BRANCH_NAME);
  if (!branch) {
    branch = expect(
      await call('POST', `/v1/orgs/${org.id}/branches`, { token: owner, body: { name: BRANCH_NAME } }),
      201,
      'branch',
    );
  }

  const roles = expect(await call('GET', `/v1/orgs/${org.id}/roles`, { token: owner }), 200, 'roles');
  const members = () =>
    call('GET', `/v1/orgs/${org.id}/members`, { token: owner }).then((r) => expect(r, 200, 'members'));
  let listed = await members();
  const ids = { owner: me.id };
  for (const person of PEOPLE.filter((p) => p.role)) {
    const existing = (listed.items ?? listed).find((m) => m.phone === person.phone);
    if (existing) {
      ids[person.key] = existing.userId;
      continue;
    }
    const role = roles.find((r) => r.code === person.role);
    const body = { ...pick(person, 'phone', 'firstName', 'lastName'), roleId: role.id, branchId: branch.id };
    ids[person.key] = expect(
      await call('POST', `/v1/orgs/${org.id}/members`, { token: owner, body }),
      201,
      `add ${person.key}`,
    ).userId;
  }
  listed = await members();
  for (const person of PEOPLE) {
    const member = (listed.items ?? listed).find((m) => m.userId === ids[person.key]);
    if (member && member.hasPin) continue;
    const res = await call('PUT', `/v1/orgs/${org.id}/members/${ids[person.key]}/pin`, {
      token: owner,
      body: { pin: person.pin },
    });
    expect(res, 204, `PIN of the ${person.key}`);
  }
  const till = await tillWithCode(call, owner, org, branch);
  return { org, branch, till, fresh };
}

/** The branch's demo till with a fresh pairing code: made the first time, re-issued after. */
async function tillWithCode(call, owner, org, branch) {
  const tills = expect(await call('GET', `/v1/orgs/${org.id}/tills`, { token: owner }), 200, 'tills');
  const existing = tills.find((t) => t.name === TILL_NAME && t.branchId === branch.id && t.status !== 'revoked');
  if (!existing) {
    const body = { name: TILL_NAME, branchId: branch.id };
    return expect(await call('POST', `/v1/orgs/${org.id}/tills`, { token: owner, body }), 201, 'till');
  }
  const path = `/v1/orgs/${org.id}/tills/${existing.id}/pairing-code`;
  return expect(await call('POST', path, { token: owner }), 200, 'pairing code');
}

function table({ org, branch, till }) {
  const rows = [
    ['who', 'phone', 'password', 'PIN'],
    ['director (platform)', DIRECTOR.phone, DIRECTOR.password, '-'],
    ...PEOPLE.map((p) => [`${p.key}${p.role ? ` (${p.role}, branch)` : ''}`, p.phone, p.password, p.pin]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
    '',
    `organization: ${org.id}  (${org.name}, TIN ${org.tin}, ${org.verificationStatus})`,
    `branch:       ${branch.id}  (${branch.name})`,
    `till:         ${till.till.id}  (${till.till.name}, ${till.till.status})`,
    `pairing code: ${till.pairingCode}  (single use, valid until ${till.pairingExpiresAt})`,
  ].join('\n');
}

async function main() {
  if (process.env.NODE_ENV === 'production')
    throw new SeedRefused('demo data is not for production (NODE_ENV=production)');
  if (!existsSync(join(ROOT, 'dist', 'main.js')))
    throw new SeedRefused('build first: npm run build (npm run seed does)');
  const dir = mkdtempSync(join(tmpdir(), 'svc-seed-'));
  const outbox = join(dir, 'sms-outbox.jsonl');
  const { child, base } = await startService(outbox);
  try {
    const result = await seed(api(base), outbox);
    process.stdout.write(`${result.fresh ? 'Demo data created' : 'Demo data already there; nothing new created'}:\n\n`);
    process.stdout.write(`${table(result)}\n`);
  } finally {
    await stopService(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`seed: ${error instanceof SeedRefused ? error.message : (error.stack ?? error)}\n`);
  process.exit(1);
});
