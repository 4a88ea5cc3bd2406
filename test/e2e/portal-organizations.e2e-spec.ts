import { registerAccount } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { createOrg, newPhone, newTin } from '../support/orgs';
import { createUser, signIn, SignedIn, staff } from '../support/staff';
import { orgFlows } from '../support/org-flows';
import { startTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal organizations', () => {
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await staff(t, 'user');
  });

  afterAll(async () => {
    await t.close();
  });

  const { db, call, roleCodes } = orgFlows(() => t);

  describe('portal organizations', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('creates in a new client whose Owner the staff member is until hand-over, with an audit row', async () => {
      const manager = await staff(t, 'manager');
      const res = await call(manager, 'POST', '/portal/orgs', { kind: 'legal', tin: newTin(), name: 'Portal Org' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ verificationStatus: 'not_started', contractStatus: 'contract_required' });
      expect(await roleCodes(manager.userId)).toEqual(expect.arrayContaining(['owner@client', 'manager@platform']));
      expect((await call(manager, 'GET', `/orgs/${res.body.id}`)).status).toBe(200);
      const [audit] = await db().query(`SELECT action, actor_user_id FROM audit_events WHERE target_id = $1`, [
        res.body.id,
      ]);
      expect(audit).toEqual({ action: 'organization.created', actor_user_id: manager.userId });
    });

    it('adds to an existing client by clientId; an unknown client is 404 not_found; a taken tin 409', async () => {
      const org = await createOrg(t, owner);
      const res = await call(admin, 'POST', '/portal/orgs', {
        kind: 'legal',
        tin: newTin(),
        name: 'B',
        clientId: org.clientId,
      });
      expect(res.status).toBe(201);
      expect(res.body.clientId).toBe(org.clientId);
      expect(await roleCodes(admin.userId)).not.toContain('owner@client');
      expectError(
        await call(admin, 'POST', '/portal/orgs', { kind: 'legal', tin: newTin(), name: 'C', clientId: UNKNOWN_ID }),
        404,
        'not_found',
      );
      expectError(
        await call(admin, 'POST', '/portal/orgs', { kind: 'legal', tin: org.tin, name: 'D' }),
        409,
        'tin_taken',
      );
    });

    it('lists with search by name or tin, a verification filter and pages', async () => {
      const marker = `Marker${process.pid}`;
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await createOrg(t, owner, { name: `${marker} ${i}` }));
      await call(owner, 'POST', `/orgs/${made[1].id}/verify`);
      const support = await staff(t, 'support');
      const page1 = await call(support, 'GET', `/portal/orgs?query=${marker}&limit=2`);
      expect(page1.body.items.map((o: { id: string }) => o.id)).toEqual([made[2].id, made[1].id]);
      const page2 = await call(support, 'GET', `/portal/orgs?query=${marker}&limit=2&cursor=${page1.body.nextCursor}`);
      expect(page2.body).toEqual({ items: [expect.objectContaining({ id: made[0].id })], nextCursor: null });
      const pending = await call(support, 'GET', `/portal/orgs?query=${marker}&verificationStatus=pending`);
      expect(pending.body.items.map((o: { id: string }) => o.id)).toEqual([made[1].id]);
      const byTin = await call(support, 'GET', `/portal/orgs?query=${made[0].tin.slice(2)}`);
      expect(byTin.body.items.map((o: { id: string }) => o.id)).toContain(made[0].id);
      expectFieldError(
        await call(support, 'GET', '/portal/orgs?verificationStatus=done'),
        'verificationStatus',
        'invalid_value',
      );
      expectFieldError(await call(support, 'GET', '/portal/orgs?limit=500'), 'limit', 'out_of_range');
    });

    it('reads one; an unknown one is 404 organization_not_found', async () => {
      const org = await createOrg(t, owner);
      const support = await staff(t, 'support');
      expect((await call(support, 'GET', `/portal/orgs/${org.id}`)).body.id).toBe(org.id);
      expectError(await call(support, 'GET', `/portal/orgs/${UNKNOWN_ID}`), 404, 'organization_not_found');
      expectError(await call(owner, 'GET', `/portal/orgs/${org.id}`), 403, 'forbidden');
    });

    it('hands the client over to a new phone: an SMS-login account, the only Owner; answers the members', async () => {
      const manager = await staff(t, 'manager');
      const created = await call(manager, 'POST', '/portal/orgs', {
        kind: 'legal',
        tin: newTin(),
        name: 'To hand over',
      });
      const phone = newPhone();
      const res = await call(manager, 'POST', `/portal/orgs/${created.body.id}/owner`, {
        phone,
        firstName: 'Bobur',
        lastName: 'Tursunov',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          phone,
          firstName: 'Bobur',
          status: 'active',
          roles: [
            expect.objectContaining({
              scope: { type: 'client', clientId: created.body.clientId },
              role: expect.objectContaining({ code: 'owner' }),
            }),
          ],
        }),
      ]);
      expect(await roleCodes(manager.userId)).toEqual(['manager@platform']);
      expectError(await call(manager, 'GET', `/orgs/${created.body.id}`), 404, 'organization_not_found');
      const start = await t.request('POST', '/v1/auth/login/start', { body: { phone } });
      expect(start.body.method).toBe('sms');
      const [audit] = await db().query(
        `SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at DESC`,
        [created.body.id],
      );
      expect(audit.action).toBe('organization.owner_handed_over');
    });

    it('hands over to an existing account keeping its names; the old Owner keeps its other clients', async () => {
      const previous = await staff(t, 'user');
      const kept = await createOrg(t, previous);
      const moving = await createOrg(t, previous);
      const next = await registerAccount(t);
      const res = await call(admin, 'POST', `/portal/orgs/${moving.id}/owner`, {
        phone: next.phone,
        firstName: 'X',
        lastName: 'Y',
      });
      expect(res.body.map((m: { userId: string; firstName: string }) => [m.userId, m.firstName])).toEqual([
        [next.userId, 'Ali'],
      ]);
      expectError(await call(previous, 'GET', `/orgs/${moving.id}`), 404, 'organization_not_found');
      expect((await call(previous, 'GET', `/orgs/${kept.id}`)).status).toBe(200);
      expect((await t.request('GET', `/v1/orgs/${moving.id}`, { token: next.accessToken })).status).toBe(200);
    });

    it('validates the hand-over and answers 404 for an unknown organization', async () => {
      expectFieldError(
        await call(admin, 'POST', `/portal/orgs/${UNKNOWN_ID}/owner`, { firstName: 'A', lastName: 'B' }),
        'phone',
        'required',
      );
      expectError(
        await call(admin, 'POST', `/portal/orgs/${UNKNOWN_ID}/owner`, {
          phone: newPhone(),
          firstName: 'A',
          lastName: 'B',
        }),
        404,
        'organization_not_found',
      );
    });

    it('takes over an unfinished registration of the phone without its password', async () => {
      const phone = newPhone();
      await t.request('POST', '/v1/auth/register', {
        body: {
          firstName: 'Squatter',
          lastName: 'S',
          phone,
          password: 'known to someone',
          passwordConfirmation: 'known to someone',
        },
      });
      const org = await createOrg(t, owner);
      await call(admin, 'POST', `/portal/orgs/${org.id}/owner`, { phone, firstName: 'Real', lastName: 'Owner' });
      expectError(
        await t.request('POST', '/v1/auth/login', { body: { phone, password: 'known to someone' } }),
        401,
        'invalid_credentials',
      );
      const [user] = await db().query(
        `SELECT status, auth_method, password_hash, first_name FROM users WHERE phone = $1`,
        [phone],
      );
      expect(user).toEqual({ status: 'active', auth_method: 'sms', password_hash: null, first_name: 'Real' });
    });

    it('ranks by platform roles only in the portal: an admin may block an Owner of a client', async () => {
      const clientOwner = await signIn(t, await createUser(t));
      await createOrg(t, clientOwner);
      const res = await call(admin, 'POST', `/portal/users/${clientOwner.userId}/block`);
      expect(res.status).toBe(200);
    });
  });
});
