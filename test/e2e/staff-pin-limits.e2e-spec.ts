import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { addMember, createOrg, Org } from '../support/orgs';
import { SignedIn, signIn, staff } from '../support/staff';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { TestApp } from '../support/test-app';

/** CONTRACT §9 "Staff and tills": what PIN settings and lookups may tell, and to whom. */
describe('PIN settings and lookups: limits and who is found', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  // Tests move the clock past the owner's access token.
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s), { signInEach: true });

  const { db, call } = orgStaffFlows(() => ({ t, owner, org, roles }));
  const setPin = (caller: SignedIn, userId: string, pin: string, headers: Record<string, string> = {}) =>
    t.request('PUT', `/v1/orgs/${org.id}/members/${userId}/pin`, { token: caller.accessToken, body: { pin }, headers });
  const lookup = (caller: SignedIn, pin: string) => call(caller, 'POST', '/members/lookup', { pin });
  const cashier = () => addMember(t, owner, org.id, roles.cashier);
  const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));

  describe('ten answered PIN settings per caller and organization in any hour', () => {
    it('counts 204s and 409s alike; the eleventh is 429 until the oldest is an hour old', async () => {
      const holder = await cashier();
      expect((await setPin(holder, holder.userId, '810001')).status).toBe(204);
      let prober = await cashier();
      const bystander = await cashier();
      const elsewhere = await createOrg(t, owner);
      const joined = await t.request('POST', `/v1/orgs/${elsewhere.id}/members`, {
        token: owner.accessToken,
        body: { phone: prober.phone, firstName: 'Staff', lastName: 'Member', roleId: roles.cashier },
      });
      expect(joined.status).toBe(201);
      for (let i = 0; i < 3; i++) expectError(await setPin(prober, prober.userId, '810001'), 409, 'pin_taken');
      for (let i = 0; i < 3; i++) expect((await setPin(prober, prober.userId, `81010${i}`)).status).toBe(204);
      // Half an hour later (access tokens last 15 minutes: sign in again).
      advance(t, 30 * 60);
      prober = await signIn(t, prober);
      for (let i = 0; i < 4; i++) expect((await setPin(prober, prober.userId, `81020${i}`)).status).toBe(204);

      const refused = await setPin(prober, prober.userId, '810300');
      expectError(refused, 429, 'too_many_requests');
      // The six of half an hour ago free their slots in half an hour.
      expect(retryAfter(refused)).toBeGreaterThan(1790);
      expect(retryAfter(refused)).toBeLessThanOrEqual(1800);
      // A refused setting changes nothing: the PIN is the last one set.
      const till = await signIn(t, holder);
      expect((await lookup(till, '810203')).body.userId).toBe(prober.userId);
      expectError(await lookup(till, '810300'), 404, 'member_not_found');

      // Another caller, and the same caller in another organization, count on their own.
      const other = await signIn(t, bystander);
      expect((await setPin(other, other.userId, '810400')).status).toBe(204);
      const there = await t.request('PUT', `/v1/orgs/${elsewhere.id}/members/${prober.userId}/pin`, {
        token: prober.accessToken,
        body: { pin: '810500' },
      });
      expect(there.status).toBe(204);

      // A rolling hour: the six oldest leave it, the four of half an hour ago stay.
      advance(t, 30 * 60 + 1);
      prober = await signIn(t, prober);
      for (let i = 0; i < 6; i++) expect((await setPin(prober, prober.userId, `81060${i}`)).status).toBe(204);
      const again = await setPin(prober, prober.userId, '810700');
      expectError(again, 429, 'too_many_requests');
      expect(retryAfter(again)).toBeGreaterThan(1780);
      expect(retryAfter(again)).toBeLessThanOrEqual(1800);
    });

    it('never answers more than ten of twenty parallel PIN settings', async () => {
      const prober = await cashier();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => setPin(prober, prober.userId, `82${String(i).padStart(4, '0')}`)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 204)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      for (const res of results.filter((r) => r.status === 429)) {
        expectError(res, 429, 'too_many_requests');
        expect(retryAfter(res)).toBeGreaterThan(3500);
        expect(retryAfter(res)).toBeLessThanOrEqual(3600);
      }
      const [{ n }] = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM audit_events WHERE action = 'member.pin_set' AND actor_user_id = $1`,
        [prober.userId],
      );
      expect(n).toBe(10);
    });

    it('counts a manager’s settings of other members against the manager, not the members', async () => {
      const manager = await addMember(t, owner, org.id, roles.org_admin);
      const member = await cashier();
      for (let i = 0; i < 10; i++) expect((await setPin(manager, member.userId, `83000${i}`)).status).toBe(204);
      expectError(await setPin(manager, member.userId, '830010'), 429, 'too_many_requests');
      expect((await setPin(member, member.userId, '830011')).status).toBe(204);
    });
  });

  it('records each 409 pin_taken as member.pin_conflict: who tried, whose PIN; never the PIN or its holder', async () => {
    const holder = await cashier();
    expect((await setPin(holder, holder.userId, '840001')).status).toBe(204);
    const member = await cashier();
    const manager = await addMember(t, owner, org.id, roles.org_admin);
    expectError(
      await setPin(member, member.userId, '840001', { 'x-request-id': 'pin-conflict-own' }),
      409,
      'pin_taken',
    );
    expectError(
      await setPin(manager, member.userId, '840001', { 'x-request-id': 'pin-conflict-other' }),
      409,
      'pin_taken',
    );
    expect((await setPin(member, member.userId, '840002', { 'x-request-id': 'pin-no-conflict' })).status).toBe(204);

    const res = await call(owner, 'GET', '/audit?action=member.pin_conflict&limit=100');
    expect(res.status).toBe(200);
    const events = (res.body.items as { requestId: string }[]).filter((e) => e.requestId.startsWith('pin-'));
    const target = { targetType: 'user', targetId: member.userId, organizationId: org.id, details: {} };
    expect(events).toEqual([
      expect.objectContaining({
        action: 'member.pin_conflict',
        actorId: manager.userId,
        requestId: 'pin-conflict-other',
        ...target,
      }),
      expect.objectContaining({
        action: 'member.pin_conflict',
        actorId: member.userId,
        requestId: 'pin-conflict-own',
        ...target,
      }),
    ]);
    const text = JSON.stringify(events);
    expect(text).not.toContain('840001');
    expect(text).not.toContain(holder.userId);
    // Only the taken answers are conflicts, and they set nothing.
    const [{ n }] = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM audit_events WHERE request_id LIKE 'pin-conflict-%' AND action <> 'member.pin_conflict'`,
    );
    expect(n).toBe(0);
  });

  describe('lookups', () => {
    it('do not find a user blocked through the portal (404, a wrong PIN that counts), and find it again once unblocked', async () => {
      const admin = await staff(t, 'admin');
      const blocked = await cashier();
      expect((await setPin(blocked, blocked.userId, '850001')).status).toBe(204);
      const till = await cashier();
      expect((await lookup(till, '850001')).body.userId).toBe(blocked.userId);

      const block = await t.request('POST', `/v1/portal/users/${blocked.userId}/block`, { token: admin.accessToken });
      expect(block.status).toBe(200);
      expectError(await lookup(till, '850001'), 404, 'member_not_found');
      // That was the first wrong PIN of the minute: four more fill it.
      for (let i = 0; i < 4; i++) expectError(await lookup(till, `85009${i}`), 404, 'member_not_found');
      expectError(await lookup(till, '850001'), 429, 'too_many_requests');

      advance(t, 61);
      const unblock = await t.request('POST', `/v1/portal/users/${blocked.userId}/unblock`, {
        token: admin.accessToken,
      });
      expect(unblock.status).toBe(200);
      expect((await lookup(till, '850001')).body.userId).toBe(blocked.userId);
    });

    it('do not find a removed member: its PIN is gone, free for another, and not back when the person returns', async () => {
      const leaver = await cashier();
      expect((await setPin(leaver, leaver.userId, '860001')).status).toBe(204);
      const till = await cashier();
      expect((await lookup(till, '860001')).body.userId).toBe(leaver.userId);

      expect((await call(owner, 'DELETE', `/members/${leaver.userId}`)).status).toBe(204);
      expectError(await lookup(till, '860001'), 404, 'member_not_found');
      const back = await call(owner, 'POST', '/members', {
        phone: leaver.phone,
        firstName: 'Staff',
        lastName: 'Member',
        roleId: roles.cashier,
      });
      expect(back.status).toBe(201);
      expect(back.body.hasPin).toBe(false);
      expectError(await lookup(till, '860001'), 404, 'member_not_found');
      const next = await cashier();
      expect((await setPin(next, next.userId, '860001')).status).toBe(204);
      expect((await lookup(till, '860001')).body.userId).toBe(next.userId);
    });
  });
});
