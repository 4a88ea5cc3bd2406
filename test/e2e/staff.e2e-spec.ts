import { DataSource } from 'typeorm';
import { advance } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { lastCode } from '../support/outbox';
import { addMember, createOrg, newPhone, Org } from '../support/orgs';
import { createUser, roleId, signIn, SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('branches, staff and till PINs', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  const roles: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    for (const code of ['owner', 'org_admin', 'branch_manager', 'cashier', 'admin', 'user'])
      roles[code] = await roleId(t, code);
  });

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const call = (caller: SignedIn, method: string, path: string, body?: unknown) =>
    t.request(method, `/v1/orgs/${org.id}${path}`, { token: caller.accessToken, body });
  const branch = async (name = `Branch ${Math.random()}`) =>
    (await call(owner, 'POST', '/branches', { name })).body as { id: string };
  const memberBody = (code: string, extra: Record<string, unknown> = {}) => ({
    phone: newPhone(),
    firstName: 'Sardor',
    lastName: 'Aliyev',
    roleId: roles[code],
    ...extra,
  });
  const member = (res: TestResponse, userId: string) =>
    (res.body as { userId: string; hasPin: boolean; roles: { role: { code: string } }[] }[]).find(
      (m) => m.userId === userId,
    );

  describe('branches', () => {
    it('opens a branch: 201, active, address "" when omitted', async () => {
      const res = await call(owner, 'POST', '/branches', { name: 'Chilonzor' });
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        id: expect.any(String),
        organizationId: org.id,
        name: 'Chilonzor',
        address: '',
        active: true,
        createdAt: expect.any(String),
      });
    });

    it('keeps names unique within the organization, case aside: 409 conflict; another organization may reuse it', async () => {
      await call(owner, 'POST', '/branches', { name: 'Yunusobod', address: 'Amir Temur 1' });
      expectError(await call(owner, 'POST', '/branches', { name: 'yunusobod' }), 409, 'conflict');
      const other = await createOrg(t, owner);
      const res = await t.request('POST', `/v1/orgs/${other.id}/branches`, {
        token: owner.accessToken,
        body: { name: 'Yunusobod' },
      });
      expect(res.status).toBe(201);
    });

    it('gives one of two concurrent branches of one name', async () => {
      const results = await Promise.all([1, 2].map(() => call(owner, 'POST', '/branches', { name: 'Twin branch' })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('lists open and closed branches', async () => {
      const closed = await branch('Closed one');
      await call(owner, 'PATCH', `/branches/${closed.id}`, { active: false });
      const res = await call(owner, 'GET', '/branches');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: closed.id, active: false })]));
    });

    it('renames, moves and closes; a taken name is 409 conflict; an unknown branch 404 branch_not_found', async () => {
      const b = await branch('Sergeli');
      const res = await call(owner, 'PATCH', `/branches/${b.id}`, {
        name: 'Sergeli 2',
        address: 'Sergeli 7',
        active: false,
      });
      expect(res.body).toMatchObject({ name: 'Sergeli 2', address: 'Sergeli 7', active: false });
      await branch('Olmazor');
      expectError(await call(owner, 'PATCH', `/branches/${b.id}`, { name: 'OLMAZOR' }), 409, 'conflict');
      expectError(await call(owner, 'PATCH', `/branches/${UNKNOWN_ID}`, { name: 'x' }), 404, 'branch_not_found');
      expectError(await call(owner, 'PATCH', '/branches/nope', { name: 'x' }), 404, 'branch_not_found');
      const other = await createOrg(t, owner);
      const foreign = (
        await t.request('POST', `/v1/orgs/${other.id}/branches`, { token: owner.accessToken, body: { name: 'F' } })
      ).body;
      expectError(await call(owner, 'PATCH', `/branches/${foreign.id}`, { name: 'x' }), 404, 'branch_not_found');
    });

    it('validates names and addresses', async () => {
      expectFieldError(await call(owner, 'POST', '/branches', {}), 'name', 'required');
      expectFieldError(await call(owner, 'POST', '/branches', { name: '' }), 'name', 'too_short');
      expectFieldError(
        await call(owner, 'POST', '/branches', { name: 'x', address: 'a'.repeat(501) }),
        'address',
        'too_long',
      );
      const b = await branch();
      expectFieldError(await call(owner, 'PATCH', `/branches/${b.id}`, { active: 'no' }), 'active', 'must_be_boolean');
      expectFieldError(await call(owner, 'PATCH', `/branches/${b.id}`, { name: null }), 'name');
    });
  });

  describe('members', () => {
    it('adds a new phone: an active SMS-login account holding the role at organization scope', async () => {
      const body = memberBody('cashier');
      const res = await call(owner, 'POST', '/members', body);
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        userId: expect.any(String),
        phone: body.phone,
        firstName: 'Sardor',
        lastName: 'Aliyev',
        status: 'active',
        hasPin: false,
        roles: [
          {
            assignmentId: expect.any(String),
            scope: { type: 'organization', clientId: org.clientId, organizationId: org.id },
            role: { id: roles.cashier, code: 'cashier', name: 'Cashier', rank: 100 },
          },
        ],
      });
      const start = await t.request('POST', '/v1/auth/login/start', { body: { phone: body.phone } });
      expect(start.body.method).toBe('sms');
      const login = await t.request('POST', '/v1/auth/login/sms', {
        body: { challengeId: start.body.challengeId, code: lastCode(t.config.sms.outboxFile, body.phone) },
      });
      expect(login.status).toBe(200);
      const me = await t.request('GET', '/v1/me', { token: login.body.accessToken });
      expect(me.body.roleAssignments.map((a: { role: { code: string } }) => a.role.code)).toEqual(['cashier']);
    });

    it('limits a role to a branch with branchId', async () => {
      const b = await branch();
      const res = await call(owner, 'POST', '/members', memberBody('cashier', { branchId: b.id }));
      expect(res.body.roles[0].scope).toEqual({
        type: 'branch',
        clientId: org.clientId,
        organizationId: org.id,
        branchId: b.id,
      });
    });

    it('adds an existing account keeping its names and password', async () => {
      const account = await createUser(t, { firstName: 'Existing' });
      const res = await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: account.phone });
      expect(res.body.firstName).toBe('Existing');
      expect((await signIn(t, account)).accessToken).toEqual(expect.any(String));
    });

    it('lists roles on the whole client, on the organization and on its branches, Owner first', async () => {
      const b = await branch();
      const cashier = await addMember(t, owner, org.id, roles.cashier, { branchId: b.id });
      const res = await call(owner, 'GET', '/members');
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({
        userId: owner.userId,
        roles: [{ scope: { type: 'client', clientId: org.clientId } }],
      });
      expect(member(res, cashier.userId)!.roles[0]).toMatchObject({ scope: { type: 'branch', branchId: b.id } });
    });

    it('answers 409 member_exists for a member, also for two concurrent adds of one phone', async () => {
      const body = memberBody('cashier');
      const results = await Promise.all([
        call(owner, 'POST', '/members', body),
        call(owner, 'POST', '/members', { ...body, roleId: roles.branch_manager }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expectError(await call(owner, 'POST', '/members', body), 409, 'member_exists');
      expectError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: owner.phone }),
        409,
        'member_exists',
      );
    });

    it('answers 404 role_not_found and branch_not_found, 422 role_scope_mismatch for a non-client role', async () => {
      expectError(
        await call(owner, 'POST', '/members', memberBody('cashier', { roleId: UNKNOWN_ID })),
        404,
        'role_not_found',
      );
      expectError(
        await call(owner, 'POST', '/members', memberBody('cashier', { branchId: UNKNOWN_ID })),
        404,
        'branch_not_found',
      );
      expectError(await call(owner, 'POST', '/members', memberBody('admin')), 422, 'role_scope_mismatch');
      expectError(await call(owner, 'POST', '/members', memberBody('user')), 422, 'role_scope_mismatch');
    });

    it('gives only roles of lower rank: 403 insufficient_rank', async () => {
      expectError(await call(owner, 'POST', '/members', memberBody('owner')), 403, 'insufficient_rank');
      const orgAdmin = await addMember(t, owner, org.id, roles.org_admin);
      expectError(await call(orgAdmin, 'POST', '/members', memberBody('org_admin')), 403, 'insufficient_rank');
      expect((await call(orgAdmin, 'POST', '/members', memberBody('branch_manager'))).status).toBe(201);
    });

    it('gives no permission the caller lacks: 403 permission_not_held with details.missing', async () => {
      await db().query(
        `INSERT INTO roles (code, name, audience, rank, permissions) VALUES ('auditor_client', 'Auditor', 'client', 50, $1)`,
        [['org.read', 'org.reports.read']],
      );
      const res = await call(owner, 'POST', '/members', {
        ...memberBody('cashier'),
        roleId: await roleId(t, 'auditor_client'),
      });
      expectError(res, 403, 'permission_not_held');
      expect(res.body.error.details.missing).toEqual(['org.reports.read']);
    });

    it('validates the body', async () => {
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: '+998 71 123 45 67' }),
        'phone',
        'invalid_mobile_phone',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), firstName: '' }),
        'firstName',
        'too_short',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), lastName: 'l'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), roleId: 'x' }),
        'roleId',
        'invalid_uuid',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), branchId: 'x' }),
        'branchId',
        'invalid_uuid',
      );
    });

    it('confines a branch manager to its branch', async () => {
      const mine = await branch();
      const theirs = await branch();
      const manager = await addMember(t, owner, org.id, roles.branch_manager, { branchId: mine.id });
      expect((await call(manager, 'POST', '/members', memberBody('cashier', { branchId: mine.id }))).status).toBe(201);
      expectError(
        await call(manager, 'POST', '/members', memberBody('cashier', { branchId: theirs.id })),
        403,
        'insufficient_rank',
      );
      expectError(await call(manager, 'POST', '/members', memberBody('cashier')), 403, 'insufficient_rank');
      const elsewhere = await addMember(t, owner, org.id, roles.cashier, { branchId: theirs.id });
      expectError(await call(manager, 'DELETE', `/members/${elsewhere.userId}`), 403, 'insufficient_rank');
    });

    it('changes a member: the roles in this organization replaced with one', async () => {
      const b = await branch();
      const target = await addMember(t, owner, org.id, roles.cashier);
      const res = await call(owner, 'PATCH', `/members/${target.userId}`, {
        roleId: roles.branch_manager,
        branchId: b.id,
      });
      expect(res.status).toBe(200);
      expect(res.body.roles).toEqual([
        expect.objectContaining({
          scope: expect.objectContaining({ type: 'branch', branchId: b.id }),
          role: expect.objectContaining({ code: 'branch_manager' }),
        }),
      ]);
    });

    it('refuses to change oneself (422 cannot_manage_self), a higher or equal rank (403), an unknown member (404)', async () => {
      const orgAdmin = await addMember(t, owner, org.id, roles.org_admin);
      const peer = await addMember(t, owner, org.id, roles.org_admin);
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${orgAdmin.userId}`, { roleId: roles.cashier }),
        422,
        'cannot_manage_self',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${peer.userId}`, { roleId: roles.cashier }),
        403,
        'insufficient_rank',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${owner.userId}`, { roleId: roles.cashier }),
        403,
        'insufficient_rank',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${UNKNOWN_ID}`, { roleId: roles.cashier }),
        404,
        'member_not_found',
      );
      expectError(await call(owner, 'PATCH', '/members/nope', { roleId: roles.cashier }), 404, 'member_not_found');
      const outsider = await createUser(t);
      expectError(
        await call(owner, 'PATCH', `/members/${outsider.userId}`, { roleId: roles.cashier }),
        404,
        'member_not_found',
      );
      const target = await addMember(t, owner, org.id, roles.cashier);
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: UNKNOWN_ID }),
        404,
        'role_not_found',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: roles.admin }),
        422,
        'role_scope_mismatch',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: roles.cashier, branchId: UNKNOWN_ID }),
        404,
        'branch_not_found',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${target.userId}`, { roleId: roles.org_admin }),
        403,
        'insufficient_rank',
      );
    });

    it('removes a member: 204, its roles and PIN here gone, its access too', async () => {
      const target = await addMember(t, owner, org.id, roles.cashier);
      await call(target, 'PUT', `/members/${target.userId}/pin`, { pin: '700001' });
      const res = await call(owner, 'DELETE', `/members/${target.userId}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(member(await call(owner, 'GET', '/members'), target.userId)).toBeUndefined();
      expect(await db().query(`SELECT 1 FROM member_pins WHERE user_id = $1`, [target.userId])).toEqual([]);
      expectError(await call(target, 'GET', ''), 404, 'organization_not_found');
      expectError(await call(owner, 'DELETE', `/members/${target.userId}`), 404, 'member_not_found');
      expectError(await call(owner, 'DELETE', `/members/${owner.userId}`), 422, 'cannot_manage_self');
    });

    it('lists the roles the caller may assign', async () => {
      const codes = async (caller: SignedIn) =>
        ((await call(caller, 'GET', '/roles')).body as { code: string }[]).map((r) => r.code);
      expect(await codes(owner)).toEqual(['org_admin', 'branch_manager', 'cashier']);
      expect(await codes(await addMember(t, owner, org.id, roles.org_admin))).toEqual(['branch_manager', 'cashier']);
      expect(await codes(await addMember(t, owner, org.id, roles.branch_manager))).toEqual(['cashier']);
      expectError(await call(await addMember(t, owner, org.id, roles.cashier), 'GET', '/roles'), 403, 'forbidden');
    });
  });

  describe('PINs', () => {
    const setPin = (caller: SignedIn, userId: string, pin: string) =>
      call(caller, 'PUT', `/members/${userId}/pin`, { pin });

    it('anyone sets their own: 204, hasPin true, the PIN stored only as a keyed hash', async () => {
      const cashier = await addMember(t, owner, org.id, roles.cashier);
      const res = await setPin(cashier, cashier.userId, '123450');
      expect(res.status).toBe(204);
      expect(member(await call(owner, 'GET', '/members'), cashier.userId)!.hasPin).toBe(true);
      const [row] = await db().query(`SELECT pin_hash FROM member_pins WHERE user_id = $1`, [cashier.userId]);
      expect(row.pin_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await db().query(`SELECT * FROM member_pins`))).not.toContain('123450');
    });

    it('another member’s PIN only with a higher rank (rule 6)', async () => {
      const cashier = await addMember(t, owner, org.id, roles.cashier);
      const otherCashier = await addMember(t, owner, org.id, roles.cashier);
      const orgAdmin = await addMember(t, owner, org.id, roles.org_admin);
      const res = await setPin(cashier, otherCashier.userId, '234561');
      expectError(res, 403, 'forbidden');
      expect(res.body.error.details.permission).toBe('org.pins.manage');
      expectError(await setPin(cashier, orgAdmin.userId, '234562'), 403, 'forbidden');
      expect((await setPin(orgAdmin, cashier.userId, '234563')).status).toBe(204);
      const peerAdmin = await addMember(t, owner, org.id, roles.org_admin);
      expectError(await setPin(orgAdmin, peerAdmin.userId, '234564'), 403, 'insufficient_rank');
      expectError(await setPin(orgAdmin, owner.userId, '234565'), 403, 'insufficient_rank');
      expect((await setPin(owner, orgAdmin.userId, '234566')).status).toBe(204);
    });

    it('keeps a PIN one member’s within the organization: 409 pin_taken, also for two at once', async () => {
      const a = await addMember(t, owner, org.id, roles.cashier);
      const b = await addMember(t, owner, org.id, roles.cashier);
      await setPin(a, a.userId, '345671');
      expectError(await setPin(b, b.userId, '345671'), 409, 'pin_taken');
      expect((await setPin(a, a.userId, '345671')).status).toBe(204);
      const c = await addMember(t, owner, org.id, roles.cashier);
      const d = await addMember(t, owner, org.id, roles.cashier);
      const results = await Promise.all([setPin(c, c.userId, '345672'), setPin(d, d.userId, '345672')]);
      expect(results.map((r) => r.status).sort()).toEqual([204, 409]);
      const other = await createOrg(t, owner);
      const res = await t.request('PUT', `/v1/orgs/${other.id}/members/${owner.userId}/pin`, {
        token: owner.accessToken,
        body: { pin: '345671' },
      });
      expect(res.status).toBe(204);
    });

    it('validates the PIN: 6 digits', async () => {
      for (const pin of ['12345', '1234567', '12a456', 123456]) {
        expectFieldError(await setPin(owner, owner.userId, pin as string), 'pin');
      }
      expectError(await setPin(owner, UNKNOWN_ID, '111111'), 404, 'member_not_found');
    });

    describe('lookup by the till', () => {
      const lookup = (caller: SignedIn, pin: string) => call(caller, 'POST', '/members/lookup', { pin });

      it('finds the member of a PIN; a wrong PIN is 404 member_not_found', async () => {
        const cashier = await addMember(t, owner, org.id, roles.cashier);
        await setPin(cashier, cashier.userId, '456781');
        const res = await lookup(cashier, '456781');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          userId: cashier.userId,
          hasPin: true,
          roles: [expect.objectContaining({ role: expect.objectContaining({ code: 'cashier' }) })],
        });
        expectError(await lookup(cashier, '456780'), 404, 'member_not_found');
      });

      it('after five wrong PINs in a minute, every lookup of that caller there is 429 with Retry-After until the minute ends', async () => {
        const till = await addMember(t, owner, org.id, roles.cashier);
        await setPin(till, till.userId, '567891');
        for (let i = 0; i < 5; i++) expectError(await lookup(till, `00000${i}`), 404, 'member_not_found');
        const locked = await lookup(till, '567891');
        expectError(locked, 429, 'too_many_requests');
        const retryAfter = Number(locked.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect((await lookup(owner, '567891')).status).toBe(200);
        advance(t, 61);
        expect((await lookup(till, '567891')).status).toBe(200);
      });

      it('does not count right PINs', async () => {
        const till = await addMember(t, owner, org.id, roles.cashier);
        await setPin(till, till.userId, '678912');
        for (let i = 0; i < 8; i++) expect((await lookup(till, '678912')).status).toBe(200);
        for (let i = 0; i < 4; i++) expectError(await lookup(till, `11111${i}`), 404, 'member_not_found');
        expect((await lookup(till, '678912')).status).toBe(200);
      });

      it('answers many parallel lookups of right PINs', async () => {
        const till = await addMember(t, owner, org.id, roles.cashier);
        await setPin(till, till.userId, '678913');
        const results = await Promise.all(Array.from({ length: 16 }, () => lookup(till, '678913')));
        expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
      });

      it('never lets parallel guesses past five', async () => {
        const till = await addMember(t, owner, org.id, roles.cashier);
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) => lookup(till, `9${String(i).padStart(5, '0')}`)),
        );
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 404)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      });

      it('counts a PIN found taken as a guess: past five, PIN settings and lookups of that caller are 429', async () => {
        const holder = await addMember(t, owner, org.id, roles.cashier);
        await setPin(holder, holder.userId, '741852');
        const prober = await addMember(t, owner, org.id, roles.cashier);
        await setPin(prober, prober.userId, '741800');
        // Somebody else's PINs, found one "taken" answer at a time: each costs a guess.
        for (let i = 0; i < 4; i++) {
          const other = await addMember(t, owner, org.id, roles.cashier);
          await setPin(other, other.userId, `74190${i}`);
          expectError(await setPin(prober, prober.userId, `74190${i}`), 409, 'pin_taken');
        }
        expectError(await lookup(prober, '000001'), 404, 'member_not_found');
        const refused = await setPin(prober, prober.userId, '741852');
        expectError(refused, 429, 'too_many_requests');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        // A free PIN is refused too while the window is full, and so is the right PIN at the till.
        expectError(await setPin(prober, prober.userId, '741899'), 429, 'too_many_requests');
        expectError(await lookup(prober, '741800'), 429, 'too_many_requests');
        // Another caller's budget is its own.
        expect((await lookup(holder, '741852')).status).toBe(200);
        advance(t, 61);
        expect((await setPin(prober, prober.userId, '741899')).status).toBe(204);
      });

      it('never lets parallel PIN settings learn more than five taken PINs', async () => {
        const prober = await addMember(t, owner, org.id, roles.cashier);
        const holders = [];
        for (let i = 0; i < 8; i++) {
          const holder = await addMember(t, owner, org.id, roles.cashier);
          await setPin(holder, holder.userId, `75200${i}`);
          holders.push(holder);
        }
        const results = await Promise.all(holders.map((_, i) => setPin(prober, prober.userId, `75200${i}`)));
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 409)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      });

      it('validates the PIN', async () => {
        expectFieldError(await lookup(owner, '12'), 'pin');
      });
    });
  });

  describe('role matrix', () => {
    type Who = 'owner' | 'org_admin' | 'branch_manager' | 'cashier' | 'stranger' | 'director';
    const callers = {} as Record<Who, SignedIn>;
    let branchId: string;

    beforeAll(async () => {
      branchId = (await branch('Matrix branch')).id;
      callers.owner = owner;
      callers.org_admin = await addMember(t, owner, org.id, roles.org_admin);
      callers.branch_manager = await addMember(t, owner, org.id, roles.branch_manager, { branchId });
      callers.cashier = await addMember(t, owner, org.id, roles.cashier, { branchId });
      callers.stranger = await staff(t, 'user');
      callers.director = await staff(t, 'director');
    });

    const cases: [string, (c: SignedIn) => Promise<TestResponse>, Who[]][] = [
      ['GET /orgs/{id}', (c) => call(c, 'GET', ''), ['owner', 'org_admin', 'branch_manager', 'cashier']],
      ['PATCH /orgs/{id}', (c) => call(c, 'PATCH', '', { name: 'Oshxona Gullari' }), ['owner', 'org_admin']],
      ['GET branches', (c) => call(c, 'GET', '/branches'), ['owner', 'org_admin', 'branch_manager', 'cashier']],
      ['POST branches', (c) => call(c, 'POST', '/branches', { name: `M ${Math.random()}` }), ['owner', 'org_admin']],
      ['GET members', (c) => call(c, 'GET', '/members'), ['owner', 'org_admin', 'branch_manager']],
      [
        'POST members',
        (c) => call(c, 'POST', '/members', memberBody('cashier', { branchId })),
        ['owner', 'org_admin', 'branch_manager'],
      ],
      ['GET roles', (c) => call(c, 'GET', '/roles'), ['owner', 'org_admin', 'branch_manager']],
      [
        'PUT own pin',
        (c) => call(c, 'PUT', `/members/${c.userId}/pin`, { pin: String(100000 + Math.floor(Math.random() * 899999)) }),
        ['owner', 'org_admin', 'branch_manager', 'cashier'],
      ],
    ];

    for (const [name, run, allowed] of cases) {
      for (const who of ['owner', 'org_admin', 'branch_manager', 'cashier', 'stranger', 'director'] as Who[]) {
        const may = allowed.includes(who);
        it(`${name}: ${who} ${may ? 'may' : 'may not'}`, async () => {
          const res = await run(callers[who]);
          if (may) expect(res.status).toBeLessThan(300);
          else if (who === 'stranger' || who === 'director') expectError(res, 404, 'organization_not_found');
          else expectError(res, 403, 'forbidden');
        });
      }
    }
  });
});
