import { DataSource } from 'typeorm';
import {
  contractAudit,
  contractStatusOf,
  createOrganization,
  withDidoxApp,
  fetchPdf,
  OrganizationRow,
} from '../support/contract-fixtures';
import { expectError } from '../support/expect-error';
import { SignedIn, staff } from '../support/staff';
import { TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal contracts: permissions, reading, organization status and audit', () => {
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp({ CONTRACT_TERM_MONTHS: '12' }, (app) => ({ t, manager } = app));

  const create = (organizationId: string, body: unknown = {}, token = manager.accessToken) =>
    t.request('POST', `/v1/portal/orgs/${organizationId}/contracts`, { body, token });
  const list = (organizationId: string, token = manager.accessToken) =>
    t.request('GET', `/v1/portal/orgs/${organizationId}/contracts`, { token });
  const get = (id: string, token = manager.accessToken) => t.request('GET', `/v1/portal/contracts/${id}`, { token });
  const remove = (id: string, token = manager.accessToken) =>
    t.request('DELETE', `/v1/portal/contracts/${id}`, { token });
  const contractCount = async (organizationId: string) => {
    const [row] = await t.app
      .get(DataSource)
      .query<{ n: string }[]>(`SELECT count(*) AS n FROM contracts WHERE organization_id = $1`, [organizationId]);
    return Number(row.n);
  };

  describe('permissions', () => {
    it.each(['director', 'admin', 'manager'])(
      'lets a %s create, list, read, download and delete contracts',
      async (role) => {
        const caller = await staff(t, role);
        const org = await createOrganization(t);
        const created = await create(org.id, {}, caller.accessToken);
        expect(created.status).toBe(201);
        expect((await list(org.id, caller.accessToken)).status).toBe(200);
        expect((await get(created.body.id, caller.accessToken)).status).toBe(200);
        expect((await fetchPdf(t, created.body.id, caller.accessToken)).status).toBe(200);
        expect((await remove(created.body.id, caller.accessToken)).status).toBe(204);
      },
    );

    it.each(['support', 'user'])(
      'refuses every contract route to a %s with 403 forbidden naming the permission',
      async (role) => {
        const caller = await staff(t, role);
        const org = await createOrganization(t);
        const contract = (await create(org.id)).body;
        const routes: [string, string, string][] = [
          ['POST', `/v1/portal/orgs/${org.id}/contracts`, 'portal.contracts.manage'],
          ['GET', `/v1/portal/orgs/${org.id}/contracts`, 'portal.contracts.read'],
          ['GET', `/v1/portal/contracts/${contract.id}`, 'portal.contracts.read'],
          ['GET', `/v1/portal/contracts/${contract.id}/pdf`, 'portal.contracts.read'],
          ['POST', `/v1/portal/contracts/${contract.id}/send`, 'portal.contracts.manage'],
          ['POST', `/v1/portal/contracts/${contract.id}/refresh`, 'portal.contracts.manage'],
          ['DELETE', `/v1/portal/contracts/${contract.id}`, 'portal.contracts.manage'],
        ];
        for (const [method, path, permission] of routes) {
          const res = await t.request(method, path, {
            token: caller.accessToken,
            body: method === 'POST' ? {} : undefined,
          });
          expectError(res, 403, 'forbidden');
          expect(res.body.error.details).toEqual({ permission });
        }
        expect(await contractCount(org.id)).toBe(1);
        expect((await get(contract.id)).body.status).toBe('generated');
      },
    );

    it('answers 401 unauthorized to every contract route without a token', async () => {
      const org = await createOrganization(t);
      const contract = (await create(org.id)).body;
      for (const [method, path] of [
        ['POST', `/v1/portal/orgs/${org.id}/contracts`],
        ['GET', `/v1/portal/orgs/${org.id}/contracts`],
        ['GET', `/v1/portal/contracts/${contract.id}`],
        ['GET', `/v1/portal/contracts/${contract.id}/pdf`],
        ['POST', `/v1/portal/contracts/${contract.id}/send`],
        ['POST', `/v1/portal/contracts/${contract.id}/refresh`],
        ['DELETE', `/v1/portal/contracts/${contract.id}`],
      ]) {
        expectError(await t.request(method, path, { body: method === 'POST' ? {} : undefined }), 401, 'unauthorized');
      }
      expect(await contractCount(org.id)).toBe(1);
    });
  });

  describe('reading', () => {
    it('lists no contracts of a new organization as an empty array', async () => {
      const org = await createOrganization(t);
      expect(await list(org.id)).toMatchObject({ status: 200, body: [] });
    });

    it('lists an organization’s contracts as a plain array of contract views', async () => {
      const org = await createOrganization(t);
      const other = await createOrganization(t);
      const contract = (await create(org.id)).body;
      await create(other.id);
      expect(await list(org.id)).toMatchObject({ status: 200, body: [contract] });
    });

    it('answers organization_not_found for an unknown or malformed organization id', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '123']) {
        expectError(await list(id), 404, 'organization_not_found');
        expectError(await create(id), 404, 'organization_not_found');
      }
    });

    it('answers contract_not_found for an unknown or malformed contract id on every contract route', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '00000000-0000-4000-8000-00000000000g']) {
        for (const [method, suffix] of [
          ['GET', ''],
          ['GET', '/pdf'],
          ['POST', '/send'],
          ['POST', '/refresh'],
          ['DELETE', ''],
        ]) {
          const res: TestResponse = await t.request(method, `/v1/portal/contracts/${id}${suffix}`, {
            token: manager.accessToken,
          });
          expectError(res, 404, 'contract_not_found');
        }
      }
    });

    it('serves a generated contract as its rendered PDF with a file name, the same bytes every time', async () => {
      const org = await createOrganization(t);
      const contract = (await create(org.id)).body;
      const first = await fetchPdf(t, contract.id, manager.accessToken);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toBe(`inline; filename="contract-${contract.number}.pdf"`);
      expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await fetchPdf(t, contract.id, manager.accessToken)).bytes.equals(first.bytes)).toBe(true);
    });
  });

  describe('organization contractStatus and audit', () => {
    it('turns contract_in_progress on creation and contract_required again on deletion', async () => {
      const org = await createOrganization(t);
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
      const contract = (await create(org.id)).body;
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');
      await remove(contract.id);
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
    });

    it('records contract.created and contract.deleted with the actor and the request id', async () => {
      const org = await createOrganization(t);
      const created = await t.request('POST', `/v1/portal/orgs/${org.id}/contracts`, {
        body: {},
        token: manager.accessToken,
        headers: { 'x-request-id': 'create-req-1' },
      });
      const deleted = await t.request('DELETE', `/v1/portal/contracts/${created.body.id}`, {
        token: manager.accessToken,
        headers: { 'x-request-id': 'delete-req-1' },
      });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(await contractAudit(t, created.body.id)).toEqual([
        {
          action: 'contract.created',
          actorUserId: manager.userId,
          requestId: 'create-req-1',
          details: { organizationId: org.id, number: created.body.number },
        },
        {
          action: 'contract.deleted',
          actorUserId: manager.userId,
          requestId: 'delete-req-1',
          details: { organizationId: org.id, number: created.body.number, status: 'generated', edocDocumentId: null },
        },
      ]);
    });

    it('records nothing when a creation is refused', async () => {
      const org: OrganizationRow = await createOrganization(t, { bankMfo: null });
      await create(org.id);
      const [row] = await t.app
        .get(DataSource)
        .query<{ n: string }[]>(`SELECT count(*) AS n FROM audit_events WHERE details->>'organizationId' = $1`, [
          org.id,
        ]);
      expect(Number(row.n)).toBe(0);
    });
  });
});
