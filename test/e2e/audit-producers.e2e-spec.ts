import { AUDIT_ACTIONS } from '../../src/audit/audit-actions';
import { withDidoxApp } from '../support/contract-fixtures';
import { FakeDidox } from '../support/fake-didox';
import { FakeOneId, newPinfl, oneIdEnvironmentOf, startFakeOneId } from '../support/fake-oneid';
import { addMember, createOrg, newPhone, newTin } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { auditFlows } from '../support/audit-flows';
import { TestApp, TestResponse } from '../support/test-app';

describe('audit trail (CONTRACT §10.1): producers', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;
  let director: SignedIn;
  let admin: SignedIn;

  let oneid: FakeOneId;

  // Before the app's beforeAll: the app reads the fake's address when it starts.
  beforeAll(async () => {
    oneid = await startFakeOneId();
  });

  afterAll(async () => {
    await oneid.close();
  });

  withDidoxApp(
    oneIdEnvironmentOf(() => oneid),
    (app) => ({ fake, t, manager } = app),
  );

  beforeAll(async () => {
    director = await staff(t, 'director');
    admin = await staff(t, 'admin');
  });

  const { db, portalAudit, walk, act } = auditFlows(() => t);

  describe('producers', () => {
    it('records every action of §10.1 with its actor, target, organization and request id', async () => {
      const owner = await staff(t, 'user');
      const roles = { cashier: await roleId(t, 'cashier'), orgAdmin: await roleId(t, 'org_admin') };
      const expected: {
        requestId: string;
        action: string;
        actorId: string;
        targetType: string;
        targetId: string;
        organizationId: string | null;
        details?: Record<string, unknown>;
      }[] = [];
      const expect1 = (
        step: { res: TestResponse; requestId: string },
        status: number,
        event: Omit<(typeof expected)[number], 'requestId'>,
      ) => {
        expect({ status: step.res.status, body: step.res.body as unknown }).toMatchObject({ status });
        expected.push({ requestId: step.requestId, ...event });
      };

      // Organization, self-service.
      const tin = newTin();
      const created = await act(owner, 'POST', '/v1/orgs', {
        kind: 'legal',
        tin,
        name: 'Audit Oshxona',
        address: 'Tashkent',
        directorName: 'Karimov Jasur',
        bankName: 'Kapitalbank',
        bankMfo: '01018',
        bankAccount: '20208000900123456001',
      });
      const orgId = created.res.body.id as string;
      expect1(created, 201, {
        action: 'organization.created',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { via: 'self', tin, newClient: true },
      });
      const org = `/v1/orgs/${orgId}`;
      expect1(await act(owner, 'PATCH', org, { address: 'Tashkent, Chilanzar 9', name: 'Audit Oshxona' }), 200, {
        action: 'organization.updated',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { changed: ['address'], to: { address: 'Tashkent, Chilanzar 9' } },
      });
      expect1(await act(owner, 'POST', `${org}/verify`), 200, {
        action: 'organization.verification_requested',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
      });
      expect1(await act(admin, 'POST', `/v1/portal/orgs/${orgId}/verification`, { status: 'verified' }), 200, {
        action: 'organization.verification_decided',
        actorId: admin.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { status: 'verified' },
      });

      // Branches.
      const branch = await act(owner, 'POST', `${org}/branches`, { name: 'Chilonzor', address: 'Bunyodkor 1' });
      const branchId = branch.res.body.id as string;
      expect1(branch, 201, {
        action: 'branch.created',
        actorId: owner.userId,
        targetType: 'branch',
        targetId: branchId,
        organizationId: orgId,
        details: { name: 'Chilonzor', address: 'Bunyodkor 1' },
      });
      expect1(await act(owner, 'PATCH', `${org}/branches/${branchId}`, { active: false }), 200, {
        action: 'branch.updated',
        actorId: owner.userId,
        targetType: 'branch',
        targetId: branchId,
        organizationId: orgId,
        details: { changed: ['active'], to: { active: false } },
      });

      // Webhook endpoints (CONTRACT §12.4): no secret in the details.
      const hook = await act(owner, 'POST', `${org}/webhooks`, {
        url: 'http://127.0.0.1:9/hook',
        events: ['branch.created'],
      });
      const hookId = hook.res.body.id as string;
      const aboutHook = { actorId: owner.userId, targetType: 'webhook', targetId: hookId, organizationId: orgId };
      expect1(hook, 201, {
        action: 'webhook.created',
        ...aboutHook,
        details: { host: '127.0.0.1:9', events: ['branch.created'] },
      });
      expect1(await act(owner, 'PATCH', `${org}/webhooks/${hookId}`, { description: 'tills' }), 200, {
        action: 'webhook.updated',
        ...aboutHook,
        details: { changed: ['description'] },
      });
      expect1(await act(owner, 'POST', `${org}/webhooks/${hookId}/secret`), 200, {
        action: 'webhook.secret_rotated',
        ...aboutHook,
      });
      expect1(await act(owner, 'DELETE', `${org}/webhooks/${hookId}`), 204, {
        action: 'webhook.deleted',
        ...aboutHook,
        details: { host: '127.0.0.1:9' },
      });

      // Staff.
      const added = await act(owner, 'POST', `${org}/members`, {
        phone: newPhone(),
        firstName: 'Sardor',
        lastName: 'Aliyev',
        roleId: roles.cashier,
      });
      const memberId = added.res.body.userId as string;
      const member = { targetType: 'user', targetId: memberId, organizationId: orgId, actorId: owner.userId };
      expect1(added, 201, { action: 'member.added', ...member, details: { role: 'cashier', branchId: null } });
      expect1(await act(owner, 'PATCH', `${org}/members/${memberId}`, { roleId: roles.orgAdmin }), 200, {
        action: 'member.updated',
        ...member,
        details: { role: 'org_admin', previousRoles: [{ role: 'cashier', branchId: null }] },
      });
      expect1(await act(owner, 'PUT', `${org}/members/${memberId}/pin`, { pin: '482913' }), 204, {
        action: 'member.pin_set',
        ...member,
        details: {},
      });
      // CONTRACT §9: a PIN found taken is recorded, against the member whose PIN was being set.
      expect1(await act(owner, 'PUT', `${org}/members/${owner.userId}/pin`, { pin: '482913' }), 409, {
        action: 'member.pin_conflict',
        actorId: owner.userId,
        targetType: 'user',
        targetId: owner.userId,
        organizationId: orgId,
        details: {},
      });
      expect1(await act(owner, 'DELETE', `${org}/members/${memberId}`), 204, { action: 'member.removed', ...member });

      // Tills (§11.1): managed by the owner; the device pairs; the owner signs in and approves by PIN.
      const ownerPin = await t.request('PUT', `${org}/members/${owner.userId}/pin`, {
        token: owner.accessToken,
        body: { pin: '593104' },
      });
      expect(ownerPin.status).toBe(204);
      const tillAdded = await act(owner, 'POST', `${org}/tills`, { name: 'Kassa 1', branchId });
      const tillId = tillAdded.res.body.till.id as string;
      const aboutTill = { actorId: owner.userId, targetType: 'till', targetId: tillId, organizationId: orgId };
      expect1(tillAdded, 201, { action: 'till.created', ...aboutTill, details: { name: 'Kassa 1', branchId } });
      const reissued = await act(owner, 'POST', `${org}/tills/${tillId}/pairing-code`);
      expect1(reissued, 200, { action: 'till.pairing_code_issued', ...aboutTill });
      const pairing = await act(owner, 'POST', '/v1/tills/pair', { code: reissued.res.body.pairingCode });
      // The device acts for itself when it pairs.
      expect1(pairing, 200, { action: 'till.paired', ...aboutTill, actorId: tillId });
      const device = { ...owner, accessToken: pairing.res.body.accessToken as string };
      const signedIn = await act(device, 'POST', '/v1/till/sign-in', { pin: '593104' });
      const staffSessionId = signedIn.res.body.staffSessionId as string;
      expect1(signedIn, 200, { action: 'till.staff_signed_in', ...aboutTill, details: { staffSessionId } });
      expect1(await act(device, 'DELETE', `/v1/till/staff-sessions/${staffSessionId}`), 204, {
        action: 'till.staff_signed_out',
        ...aboutTill,
        details: { staffSessionId },
      });
      expect1(await act(device, 'POST', '/v1/till/approvals', { pin: '593104', permission: 'pos.refund' }), 200, {
        action: 'till.approval_granted',
        ...aboutTill,
        details: { permission: 'pos.refund' },
      });
      // §12.1: the offline kit (the device acts for itself), then the till reported lost after its revocation.
      const kit = await act(device, 'GET', '/v1/till/offline-kit');
      expect1(kit, 200, {
        action: 'till.offline_kit_issued',
        ...aboutTill,
        actorId: tillId,
        details: { kitId: kit.res.body.kitId, memberCount: 1 },
      });
      expect1(await act(owner, 'DELETE', `${org}/tills/${tillId}`), 204, { action: 'till.revoked', ...aboutTill });
      expect1(await act(owner, 'DELETE', `${org}/tills/${tillId}`, { lost: true }), 200, {
        action: 'member.pin_cleared',
        actorId: owner.userId,
        targetType: 'user',
        targetId: owner.userId,
        organizationId: orgId,
        details: { reason: 'till_lost', tillId },
      });

      // Contracts, by the portal.
      const contract = await act(manager, 'POST', `/v1/portal/orgs/${orgId}/contracts`, {});
      const contractId = contract.res.body.id as string;
      const aboutContract = { actorId: manager.userId, targetType: 'contract', targetId: contractId };
      expect1(contract, 201, { action: 'contract.created', ...aboutContract, organizationId: orgId });
      const sent = await act(manager, 'POST', `/v1/portal/contracts/${contractId}/send`);
      expect1(sent, 200, { action: 'contract.sent', ...aboutContract, organizationId: orgId });
      fake.signByUs(sent.res.body.edocDocumentId as string);
      expect1(await act(manager, 'POST', `/v1/portal/contracts/${contractId}/refresh`), 200, {
        action: 'contract.status_changed',
        ...aboutContract,
        organizationId: orgId,
        details: { from: 'draft', to: 'signed_by_us' },
      });
      const other = await createOrg(t, owner);
      const doomed = await act(manager, 'POST', `/v1/portal/orgs/${other.id}/contracts`, {});
      expect1(await act(manager, 'DELETE', `/v1/portal/contracts/${doomed.res.body.id}`), 204, {
        action: 'contract.deleted',
        actorId: manager.userId,
        targetType: 'contract',
        targetId: doomed.res.body.id as string,
        organizationId: other.id,
      });

      // The owner's hand-over, by the portal.
      const nextOwnerPhone = newPhone();
      expect1(
        await act(admin, 'POST', `/v1/portal/orgs/${orgId}/owner`, {
          phone: nextOwnerPhone,
          firstName: 'Yangi',
          lastName: 'Egasi',
        }),
        200,
        {
          action: 'organization.owner_handed_over',
          actorId: admin.userId,
          targetType: 'organization',
          targetId: orgId,
          organizationId: orgId,
        },
      );

      // Users and platform roles: outside any organization.
      const user = await act(admin, 'POST', '/v1/portal/users', {
        phone: newPhone(),
        firstName: 'Portal',
        lastName: 'User',
      });
      const userId = user.res.body.id as string;
      const aboutUser = { actorId: admin.userId, targetType: 'user', targetId: userId, organizationId: null };
      expect1(user, 201, { action: 'user.created', ...aboutUser, details: { authMethod: 'sms' } });
      expect1(await act(admin, 'PATCH', `/v1/portal/users/${userId}`, { firstName: 'Renamed' }), 200, {
        action: 'user.updated',
        ...aboutUser,
        details: { changed: ['firstName'] },
      });
      expect1(await act(admin, 'POST', `/v1/portal/users/${userId}/block`), 200, {
        action: 'user.blocked',
        ...aboutUser,
      });
      expect1(await act(admin, 'POST', `/v1/portal/users/${userId}/unblock`), 200, {
        action: 'user.unblocked',
        ...aboutUser,
      });
      const assigned = await act(admin, 'POST', `/v1/portal/users/${userId}/role-assignments`, {
        roleId: await roleId(t, 'support'),
      });
      expect1(assigned, 200, { action: 'role.assigned', ...aboutUser, details: { role: 'support' } });
      const assignmentId = (assigned.res.body.roleAssignments as { id: string }[])[0].id;
      expect1(await act(admin, 'DELETE', `/v1/portal/users/${userId}/role-assignments/${assignmentId}`), 200, {
        action: 'role.removed',
        ...aboutUser,
        details: { role: 'support', assignmentId },
      });

      // Tokens for other services (§11.2): a rotation by hand and a service client's life.
      const rotated = await act(director, 'POST', '/v1/portal/signing-keys/rotate', {});
      const nextKey = (rotated.res.body as { kid: string; status: string }[]).find((k) => k.status === 'next')!;
      expect1(rotated, 200, {
        action: 'signing_key.rotated',
        actorId: director.userId,
        targetType: 'signing_key',
        targetId: (
          await db().query<{ id: string }[]>('SELECT "id" FROM "signing_keys" WHERE "kid" = $1', [nextKey.kid])
        )[0].id,
        organizationId: null,
        details: { kid: nextKey.kid, immediately: false },
      });
      const client = await act(admin, 'POST', '/v1/portal/service-clients', { name: 'Billing' });
      const clientId = client.res.body.id as string;
      const aboutClient = {
        actorId: admin.userId,
        targetType: 'service_client',
        targetId: clientId,
        organizationId: null,
      };
      expect1(client, 201, { action: 'service_client.created', ...aboutClient });
      expect1(await act(admin, 'POST', `/v1/portal/service-clients/${clientId}/secret`), 200, {
        action: 'service_client.secret_rotated',
        ...aboutClient,
      });
      expect1(await act(admin, 'DELETE', `/v1/portal/service-clients/${clientId}`), 204, {
        action: 'service_client.deleted',
        ...aboutClient,
      });

      // OneID (CONTRACT §12.2): a link, its removal, and an organization verified by its legal key.
      const pinfl = newPinfl();
      const aboutOwner = { actorId: owner.userId, targetType: 'user', targetId: owner.userId, organizationId: null };
      const linkState = (await act(owner, 'POST', '/v1/me/oneid/start')).res.body.state as string;
      const linkCode = oneid.issueCode({ pin: pinfl });
      expect1(await act(owner, 'PUT', '/v1/me/oneid', { code: linkCode, state: linkState }), 200, {
        action: 'user.oneid_linked',
        ...aboutOwner,
        details: { pinflLast4: pinfl.slice(-4) },
      });
      expect1(await act(owner, 'DELETE', '/v1/me/oneid'), 204, {
        action: 'user.oneid_unlinked',
        ...aboutOwner,
        details: { pinflLast4: pinfl.slice(-4) },
      });
      const keyed = await createOrg(t, owner);
      const verifyState = (await act(owner, 'POST', `/v1/orgs/${keyed.id}/verification/oneid/start`)).res.body.state;
      const verifyCode = oneid.issueCode({ pin: newPinfl(), authMethod: 'LEPKCSMETHOD', legalTin: keyed.tin });
      expect1(
        await act(owner, 'POST', `/v1/orgs/${keyed.id}/verification/oneid`, { code: verifyCode, state: verifyState }),
        200,
        {
          action: 'organization.verified',
          actorId: owner.userId,
          targetType: 'organization',
          targetId: keyed.id,
          organizationId: keyed.id,
          details: { method: 'oneid_legal_key' },
        },
      );

      const trail = await walk((q) => portalAudit(director, q));
      for (const want of expected) {
        const found = trail.filter((e) => e.requestId === want.requestId && e.action === want.action);
        expect({ want: want.action, found: found.length }).toEqual({ want: want.action, found: 1 });
        const { details, ...fields } = want;
        expect(found[0]).toMatchObject(fields);
        if (details) expect(found[0].details).toMatchObject(details);
      }
      // Every action the contract names has a producer here, but §11.3's `webhook.disabled`:
      // the delivery worker makes it after five days of failures (webhooks.e2e-spec.ts); and
      // §12.4's `till.pin_guesses_limited`, made by the 31st wrong PIN of a minute across an
      // organization's tills and lookups (pin-guess-ceiling.e2e-spec.ts).
      const elsewhere = ['webhook.disabled', 'till.pin_guesses_limited'];
      expect([...new Set(expected.map((e) => e.action))].sort()).toEqual(
        AUDIT_ACTIONS.filter((action) => !elsewhere.includes(action)).sort(),
      );
    });

    it('records nothing for a refused change, and nothing for a change that changes nothing', async () => {
      const owner = await staff(t, 'user');
      const org = await createOrg(t, owner);
      const path = `/v1/orgs/${org.id}`;
      await act(owner, 'POST', `${path}/branches`, { name: 'Taken name' });
      const members = [
        await addMember(t, owner, org.id, await roleId(t, 'cashier')),
        await addMember(t, owner, org.id, await roleId(t, 'cashier')),
      ];
      await act(owner, 'PUT', `${path}/members/${members[0].userId}/pin`, { pin: '777111' });

      const refused = [
        await act(owner, 'POST', `${path}/branches`, { name: 'taken name' }),
        await act(owner, 'PATCH', path, { name: org.name as string }),
        await act(owner, 'POST', '/v1/orgs', { kind: 'legal', tin: org.tin, name: 'Same tin' }),
      ];
      expect(refused.map((r) => r.res.status)).toEqual([409, 200, 409]);
      const requestIds = new Set(refused.map((r) => r.requestId));
      const trail = await walk((q) => portalAudit(director, q));
      expect(trail.filter((e) => requestIds.has(e.requestId))).toEqual([]);
      const [{ n }] = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM audit_events WHERE request_id = ANY($1)`,
        [[...requestIds]],
      );
      expect(n).toBe(0);
      // A taken PIN changes nothing either, but CONTRACT §9 records the attempt: member.pin_conflict alone.
      const taken = await act(owner, 'PUT', `${path}/members/${members[1].userId}/pin`, { pin: '777111' });
      expect(taken.res.status).toBe(409);
      const events = await db().query<{ action: string }[]>(`SELECT action FROM audit_events WHERE request_id = $1`, [
        taken.requestId,
      ]);
      expect(events.map((e) => e.action)).toEqual(['member.pin_conflict']);
    });
  });
});
