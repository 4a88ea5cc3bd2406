import { Clock } from '../../src/common/clock/clock';
import { expectError, expectFieldError } from '../support/expect-error';
import { createOrg } from '../support/orgs';
import { SignedIn, staff } from '../support/staff';
import { orgFlows } from '../support/org-flows';
import { startTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('organization verification', () => {
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
  });

  afterAll(async () => {
    await t.close();
  });

  const { db, call } = orgFlows(() => t);

  describe('verification', () => {
    let manager: SignedIn;
    beforeAll(async () => {
      manager = await staff(t, 'manager');
    });
    const decide = (id: string, body: unknown) => call(manager, 'POST', `/portal/orgs/${id}/verification`, body);

    it('needs address, director and bank requisites: 422 requisites_incomplete with details.missing', async () => {
      const org = await createOrg(t, owner, {
        address: undefined,
        directorName: undefined,
        bankName: undefined,
        bankMfo: undefined,
        bankAccount: undefined,
        phone: undefined,
      });
      const res = await call(owner, 'POST', `/orgs/${org.id}/verify`);
      expectError(res, 422, 'requisites_incomplete');
      expect(res.body.error.details.missing).toEqual(['address', 'directorName', 'bankName', 'bankMfo', 'bankAccount']);
      await call(owner, 'PATCH', `/orgs/${org.id}`, {
        address: 'A',
        directorName: 'D',
        bankName: 'B',
        bankMfo: '01018',
      });
      const again = await call(owner, 'POST', `/orgs/${org.id}/verify`);
      expect(again.body.error.details.missing).toEqual(['bankAccount']);
    });

    it('moves not_started to pending with submittedAt; phone is not needed', async () => {
      const org = await createOrg(t, owner, { phone: undefined });
      const res = await call(owner, 'POST', `/orgs/${org.id}/verify`);
      expect(res.status).toBe(200);
      expect(res.body.verificationStatus).toBe('pending');
      expect(new Date(res.body.submittedAt).getTime()).toBeCloseTo(t.app.get(Clock).nowMs(), -4);
    });

    it('verified: sets verifiedAt and the note if one is given', async () => {
      const org = await createOrg(t, owner);
      await call(owner, 'POST', `/orgs/${org.id}/verify`);
      const res = await decide(org.id, { status: 'verified' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ verificationStatus: 'verified', verificationNote: null });
      expect(res.body.verifiedAt).toEqual(expect.any(String));
    });

    it('needs_action and rejected need a note (400 otherwise); needs_action may be requested again', async () => {
      const org = await createOrg(t, owner);
      await call(owner, 'POST', `/orgs/${org.id}/verify`);
      expectFieldError(await decide(org.id, { status: 'needs_action' }), 'note', 'required');
      expectFieldError(await decide(org.id, { status: 'rejected', note: '' }), 'note', 'too_short');
      expectFieldError(await decide(org.id, { status: 'rejected', note: 'n'.repeat(1001) }), 'note', 'too_long');
      expectFieldError(await decide(org.id, { status: 'approved' }), 'status', 'invalid_value');
      const res = await decide(org.id, { status: 'needs_action', note: 'The bank account belongs to another company' });
      expect(res.body).toMatchObject({
        verificationStatus: 'needs_action',
        verificationNote: 'The bank account belongs to another company',
        verifiedAt: null,
      });
      expect((await call(owner, 'POST', `/orgs/${org.id}/verify`)).body.verificationStatus).toBe('pending');
      const rejected = await decide(org.id, { status: 'rejected', note: 'Unknown company' });
      expect(rejected.body).toMatchObject({ verificationStatus: 'rejected', verificationNote: 'Unknown company' });
    });

    it('refuses every other transition with 422 verification_state_invalid', async () => {
      const org = await createOrg(t, owner);
      expectError(await decide(org.id, { status: 'verified' }), 422, 'verification_state_invalid');
      await call(owner, 'POST', `/orgs/${org.id}/verify`);
      expectError(await call(owner, 'POST', `/orgs/${org.id}/verify`), 422, 'verification_state_invalid');
      await decide(org.id, { status: 'verified' });
      expectError(await call(owner, 'POST', `/orgs/${org.id}/verify`), 422, 'verification_state_invalid');
      expectError(await decide(org.id, { status: 'rejected', note: 'late' }), 422, 'verification_state_invalid');
      const rejected = await createOrg(t, owner);
      await call(owner, 'POST', `/orgs/${rejected.id}/verify`);
      await decide(rejected.id, { status: 'rejected', note: 'no' });
      expectError(await call(owner, 'POST', `/orgs/${rejected.id}/verify`), 422, 'verification_state_invalid');
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      const org = await createOrg(t, owner);
      await call(owner, 'POST', `/orgs/${org.id}/verify`);
      const results = await Promise.all([
        decide(org.id, { status: 'verified' }),
        decide(org.id, { status: 'rejected', note: 'no' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      const audit = await db().query(
        `SELECT action FROM audit_events WHERE target_id = $1 AND action LIKE 'organization.verification_%' ORDER BY action`,
        [org.id],
      );
      expect(audit).toEqual([
        { action: 'organization.verification_decided' },
        { action: 'organization.verification_requested' },
      ]);
    });

    it('answers 404 organization_not_found for an unknown organization', async () => {
      expectError(await decide(UNKNOWN_ID, { status: 'verified' }), 404, 'organization_not_found');
      expectError(await decide('bad', { status: 'verified' }), 404, 'organization_not_found');
    });

    it('is a portal permission: support and clients may not decide', async () => {
      const org = await createOrg(t, owner);
      await call(owner, 'POST', `/orgs/${org.id}/verify`);
      for (const caller of [await staff(t, 'support'), owner]) {
        const res = await call(caller, 'POST', `/portal/orgs/${org.id}/verification`, { status: 'verified' });
        expectError(res, 403, 'forbidden');
        expect(res.body.error.details.permission).toBe('portal.orgs.verify');
      }
    });
  });
});
