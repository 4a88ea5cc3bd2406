import { advance } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { addMember, createOrg, Org } from '../support/orgs';
import { SignedIn } from '../support/staff';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('till PINs', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s));

  const { db, call, member } = orgStaffFlows(() => ({ t, owner, org, roles }));

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

      it('validates the PIN: 6 digits, a string, present', async () => {
        expectFieldError(await lookup(owner, '12'), 'pin');
        // No PIN for the guard to read by: still the body's 400, never an error of the read.
        expectFieldError(await lookup(owner, 123456 as unknown as string), 'pin');
        expectFieldError(await call(owner, 'POST', '/members/lookup', {}), 'pin');
      });
    });
  });
});
