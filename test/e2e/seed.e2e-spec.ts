import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureBuilt } from '../support/build';
import { PROJECT_ROOT } from '../support/child-process';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { startTestApp, TestApp, testEnvironment } from '../support/test-app';

interface Printed {
  accounts: { who: string; phone: string; password: string; pin: string }[];
  orgId: string;
  branchId: string;
  tillId: string;
  pairingCode: string;
}

/** The table `npm run seed` prints: `| who | phone | password | PIN |` rows, then the ids. */
function parse(stdout: string): Printed {
  const accounts = stdout
    .split('\n')
    .filter((l) => /^\| \S.*\| \+998/.test(l))
    .map((l) => {
      const [who, phone, password, pin] = l
        .split('|')
        .slice(1, 5)
        .map((c) => c.trim());
      return { who, phone, password, pin };
    });
  const id = (label: string) => new RegExp(`^${label}:\\s+([0-9a-f-]{36})`, 'm').exec(stdout)?.[1] ?? '';
  const pairingCode = /^pairing code:\s+([2-9A-Z]{8})\s/m.exec(stdout)?.[1] ?? '';
  return { accounts, orgId: id('organization'), branchId: id('branch'), tillId: id('till'), pairingCode };
}

/** `npm run seed` (scripts/seed.js) on a fresh database, then signing in as what it printed. */
describe('npm run seed', () => {
  beforeAll(() => ensureBuilt(), 240_000);

  let database: TestDatabase;
  let t: TestApp;
  let first: Printed;
  let firstOut: string;

  const runSeed = async () => {
    const env = { PATH: process.env.PATH, ...testEnvironment(database.dataDir, database.url) };
    const { stdout } = await promisify(execFile)(process.execPath, [join(PROJECT_ROOT, 'scripts/seed.js')], {
      cwd: PROJECT_ROOT,
      env,
      timeout: 120_000,
    });
    return stdout;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    firstOut = await runSeed();
    first = parse(firstOut);
    t = await startTestApp({}, database);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('prints a director, an owner, a manager and a cashier, the organization, the branch and a till', () => {
    expect(firstOut).toMatch(/^Demo data created/);
    expect(first.accounts.map((a) => a.who.split(' ')[0])).toEqual(['director', 'owner', 'manager', 'cashier']);
    expect(first.orgId).not.toBe('');
    expect(first.branchId).not.toBe('');
    expect(first.tillId).not.toBe('');
    expect(first.pairingCode).not.toBe('');
  });

  let tillToken: string;

  it("pairs the branch's till with the printed code; the till lists the staff and signs the cashier in by PIN", async () => {
    const paired = await t.request('POST', '/v1/tills/pair', { body: { code: first.pairingCode } });
    expect(paired.status).toBe(200);
    expect(paired.body.till).toMatchObject({ id: first.tillId, branchId: first.branchId, status: 'active' });
    tillToken = paired.body.accessToken;
    const staffList = await t.request('GET', '/v1/till/staff', { token: tillToken });
    expect(staffList.status).toBe(200);
    const names = (staffList.body as { firstName: string }[]).map((m) => m.firstName).sort();
    expect(names).toEqual(['Aziz', 'Dilnoza', 'Malika']);
    const cashier = first.accounts.find((a) => a.who.startsWith('cashier'))!;
    const signedIn = await t.request('POST', '/v1/till/sign-in', { token: tillToken, body: { pin: cashier.pin } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.member).toMatchObject({ firstName: 'Dilnoza', roles: [{ code: 'cashier' }] });
  });

  it('made accounts that sign in with the printed passwords, in a verified organization', async () => {
    const tokens: Record<string, string> = {};
    for (const account of first.accounts) {
      const res = await t.request('POST', '/v1/auth/login', {
        body: { phone: account.phone, password: account.password },
      });
      expect(res.status).toBe(200);
      tokens[account.who.split(' ')[0]] = res.body.accessToken;
    }
    const org = await t.request('GET', `/v1/orgs/${first.orgId}`, { token: tokens.owner });
    expect(org.body).toMatchObject({ id: first.orgId, verificationStatus: 'verified' });
    const members = await t.request('GET', `/v1/orgs/${first.orgId}/members`, { token: tokens.owner });
    const byPhone = (phone: string) => (members.body as { phone: string }[]).find((m) => m.phone === phone);
    for (const [who, role] of [
      ['manager', 'branch_manager'],
      ['cashier', 'cashier'],
    ]) {
      const account = first.accounts.find((a) => a.who.startsWith(who))!;
      expect(byPhone(account.phone)).toMatchObject({
        hasPin: true,
        roles: [{ scope: { type: 'branch', branchId: first.branchId }, role: { code: role } }],
      });
    }
    // The till finds each printed PIN's member.
    for (const account of first.accounts.filter((a) => a.pin !== '-')) {
      const found = await t.request('POST', `/v1/orgs/${first.orgId}/members/lookup`, {
        token: tokens.cashier,
        body: { pin: account.pin },
      });
      expect(found.body).toMatchObject({ phone: account.phone });
    }
  });

  it('run again, creates nothing and prints the same table, with a new pairing code for the same till', async () => {
    const out = await runSeed();
    expect(out).toMatch(/^Demo data already there/);
    const again = parse(out);
    expect({ ...again, pairingCode: '' }).toEqual({ ...first, pairingCode: '' });
    expect(again.pairingCode).not.toBe(first.pairingCode);
    // The new code un-pairs the till paired above; it pairs again with the new one.
    expect((await t.request('GET', '/v1/till', { token: tillToken })).status).toBe(401);
    expect((await t.request('POST', '/v1/tills/pair', { body: { code: again.pairingCode } })).status).toBe(200);
  }, 120_000);
});
