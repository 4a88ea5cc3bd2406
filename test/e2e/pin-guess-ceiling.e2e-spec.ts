import { DataSource } from 'typeorm';
import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { captureLogLines } from '../support/log-capture';
import { addMember, createOrg, Org } from '../support/orgs';
import { roleId, SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';
import { addTill, PairedTill, pairedTill } from '../support/tills';

/**
 * CONTRACT §12.4: wrong PINs across an organization's tills and lookups together (thirty a
 * minute, then 429 everywhere there, the first refusal audited and logged once), and at most
 * fifty tills created per organization per day.
 */
describe('PIN guesses per organization and tills per day', () => {
  let t: TestApp;
  /** A second instance on the same database. */
  let other: TestApp;
  let owner: SignedIn;
  let org: Org;
  let branchId: string;
  let roles: Record<string, string>;
  let logs: string[];
  let otherLogs: string[];
  let pinSequence = 300_000;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' });
    other = await startTestApp({ LOG_LEVEL: 'info' }, t.database);
    logs = captureLogLines(t.app);
    otherLogs = captureLogLines(other.app);
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    roles = {};
    for (const code of ['org_admin', 'branch_manager', 'cashier']) roles[code] = await roleId(t, code);
    branchId = (await orgCall(owner, 'POST', '/branches', { name: 'Chilonzor' })).body.id as string;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await other.close();
    await t.close();
  });

  beforeEach(async () => {
    owner = await signIn(t, owner);
  });

  const db = () => t.app.get(DataSource);
  const orgCall = (caller: SignedIn, method: string, path: string, body?: unknown, app = t, orgId = org.id) =>
    app.request(method, `/v1/orgs/${orgId}${path}`, { token: caller.accessToken, body });
  const onTill = (paired: PairedTill, method: string, path: string, body?: unknown, app = t) =>
    app.request(method, `/v1/till${path}`, { token: paired.accessToken, body });
  const tills = (n: number) => Promise.all(Array.from({ length: n }, () => pairedTill(t, owner, org.id, branchId)));
  const moveClocks = (seconds: number) => {
    advance(t, seconds);
    advance(other, seconds);
  };
  /** A member of the organization with a fresh PIN. */
  const member = async (code: string, options: { branchId?: string } = {}) => {
    const person = await addMember(t, owner, org.id, roles[code], options);
    const pin = String((pinSequence += 1));
    const set = await orgCall(owner, 'PUT', `/members/${person.userId}/pin`, { pin });
    if (set.status !== 204) throw new Error(`pin: ${set.status} ${set.text}`);
    return { ...person, pin };
  };
  const limitedEvents = () =>
    db().query<{ actor_user_id: string; target_type: string; target_id: string; details: Record<string, unknown> }[]>(
      `SELECT actor_user_id, target_type, target_id, details FROM audit_events
       WHERE action = 'till.pin_guesses_limited' AND organization_id = $1 ORDER BY created_at`,
      [org.id],
    );
  const securityEvents = () =>
    [...logs, ...otherLogs]
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.securityEvent === 'pin_guesses_limited');
  const expectRetryAfter = (res: TestResponse) => {
    expectError(res, 429, 'too_many_requests');
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  };

  it('past thirty wrong PINs in a minute across the tills and lookups, every till and lookup there is 429 until the minute ends', async () => {
    const [a, b, c, d, e, fresh] = await tills(6);
    const manager = await member('branch_manager', { branchId });
    const cashier = await member('cashier');
    const looker = await member('org_admin');
    // 25 wrong PINs on five tills (sign-ins and approvals, on both instances) and 5 in lookups,
    // the tills side by side: each is 404 (five per till, five per caller: within their own limits).
    const guesses = async (paired: PairedTill, i: number) => {
      const answers: TestResponse[] = [];
      for (let k = 0; k < 5; k++) {
        const app = (i + k) % 2 ? other : t;
        answers.push(
          k < 3
            ? await onTill(paired, 'POST', '/sign-in', { pin: '000001' }, app)
            : await onTill(paired, 'POST', '/approvals', { pin: '000001', permission: 'pos.void' }, app),
        );
      }
      return answers;
    };
    const lookups = async () => {
      const answers: TestResponse[] = [];
      for (let k = 0; k < 5; k++) answers.push(await orgCall(owner, 'POST', '/members/lookup', { pin: '000002' }));
      return answers;
    };
    const answered = (await Promise.all([...[a, b, c, d, e].map(guesses), lookups()])).flat();
    expect(answered).toHaveLength(30);
    for (const res of answered) expectError(res, 404, 'member_not_found');
    expect(await limitedEvents()).toEqual([]);

    // The 31st: a till that guessed nothing yet is refused, right PINs too, on every route and instance.
    expectRetryAfter(await onTill(fresh, 'POST', '/sign-in', { pin: '000003' }));
    expectRetryAfter(await onTill(fresh, 'POST', '/sign-in', { pin: cashier.pin }, other));
    expectRetryAfter(await onTill(fresh, 'POST', '/approvals', { pin: manager.pin, permission: 'pos.void' }));
    expectRetryAfter(await orgCall(looker, 'POST', '/members/lookup', { pin: cashier.pin }, other));
    expectRetryAfter(await orgCall(looker, 'POST', '/members/lookup', { pin: '000004' }));
    // A refused sign-in starts no session and writes no sign-in event.
    expect((await onTill(fresh, 'GET', '/staff-sessions')).body).toEqual([]);
    const signIns = await db().query(
      `SELECT 1 FROM audit_events WHERE action = 'till.staff_signed_in' AND target_id = $1`,
      [fresh.tillId],
    );
    expect(signIns).toEqual([]);

    // The first refusal only: one audit event on the organization's trail (the till acts for itself), one log line.
    const events = await limitedEvents();
    expect(events).toEqual([
      {
        actor_user_id: fresh.tillId,
        target_type: 'organization',
        target_id: org.id,
        details: {
          window: { startedAt: expect.any(String), endsAt: expect.any(String) },
          count: 30,
          tillId: fresh.tillId,
        },
      },
    ]);
    const { startedAt, endsAt } = events[0].details.window as { startedAt: string; endsAt: string };
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(60_000);
    const listed = await orgCall(owner, 'GET', '/audit?action=till.pin_guesses_limited');
    expect(listed.body.items).toHaveLength(1);
    expect(securityEvents()).toEqual([
      expect.objectContaining({ organizationId: org.id, tillId: fresh.tillId, failures: 30 }),
    ]);
    expect(JSON.stringify(securityEvents())).not.toContain(cashier.pin);

    // Another organization is not affected.
    const elsewhere = await createOrg(t, owner);
    expectError(
      await orgCall(owner, 'POST', '/members/lookup', { pin: '000005' }, t, elsewhere.id),
      404,
      'member_not_found',
    );

    // When the minute is over, the organization's tills and lookups answer again.
    moveClocks(61);
    owner = await signIn(t, owner);
    const back = await onTill(fresh, 'POST', '/sign-in', { pin: cashier.pin });
    expect(back.status).toBe(200);
    expect((await orgCall(owner, 'POST', '/members/lookup', { pin: cashier.pin })).body.userId).toBe(cashier.userId);
  });

  it('of forty parallel wrong PINs on eight tills and two instances, exactly thirty are answered 404, and one refusal is recorded', async () => {
    moveClocks(61);
    owner = await signIn(t, owner);
    const before = (await limitedEvents()).length;
    const paired = await tills(8);
    const results = await Promise.all(
      paired.flatMap((till, i) =>
        Array.from({ length: 5 }, (_, k) =>
          onTill(till, 'POST', '/sign-in', { pin: '000006' }, (i + k) % 2 ? other : t),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await limitedEvents()).toHaveLength(before + 1);
  });

  it('creates at most fifty tills per organization in a day, also in parallel: the rest 429 until a slot frees', async () => {
    const capped = await createOrg(t, owner);
    const branch = (await orgCall(owner, 'POST', '/branches', { name: 'Yunusobod' }, t, capped.id)).body.id as string;
    const create = (app: TestApp, i: number) =>
      orgCall(owner, 'POST', '/tills', { name: `Till ${i}`, branchId: branch }, app, capped.id);
    // 45 one by one, then 10 in parallel on two instances: 5 more are created.
    for (let i = 0; i < 45; i++) expect((await create(t, i)).status).toBe(201);
    moveClocks(3600);
    owner = await signIn(t, owner);
    const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i % 2 ? other : t, 45 + i)));
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = await create(t, 99);
    expectError(refused, 429, 'too_many_requests');
    // The oldest 45 free their slots a day after they were counted: about 23 hours from now.
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(23 * 3600 - 300);
    expect(seconds).toBeLessThanOrEqual(23 * 3600);
    const [{ n }] = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM tills WHERE organization_id = $1`,
      [capped.id],
    );
    expect(n).toBe(50);
    // The organization's own limit: another organization still adds tills.
    expect((await addTill(t, owner, org.id, branchId)).tillId).toEqual(expect.any(String));
    moveClocks(23 * 3600);
    owner = await signIn(t, owner);
    expect((await create(other, 100)).status).toBe(201);
  });
});
