import { DataSource } from 'typeorm';
import { contractStatusOf, createOrganization, withDidoxApp } from '../support/contract-fixtures';
import { expectError, expectFieldError } from '../support/expect-error';
import { FakeDidox } from '../support/fake-didox';
import { SignedIn, staff } from '../support/staff';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NUMBER = /^\d{4}-\d{6}$/;

/** The Tashkent calendar date (UTC+5) of an instant. */
const tashkentDay = (ms: number) => new Date(ms + 5 * 3600_000).toISOString().slice(0, 10);

describe('portal contracts: creation, defaults, validation and numbering', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp({ CONTRACT_TERM_MONTHS: '12' }, (app) => ({ fake, t, manager } = app));

  const create = (organizationId: string, body: unknown = {}, token = manager.accessToken) =>
    t.request('POST', `/v1/portal/orgs/${organizationId}/contracts`, { body, token });
  const get = (id: string, token = manager.accessToken) => t.request('GET', `/v1/portal/contracts/${id}`, { token });
  const remove = (id: string, token = manager.accessToken) =>
    t.request('DELETE', `/v1/portal/contracts/${id}`, { token });
  const contractCount = async (organizationId: string) => {
    const [row] = await t.app
      .get(DataSource)
      .query<{ n: string }[]>(`SELECT count(*) AS n FROM contracts WHERE organization_id = $1`, [organizationId]);
    return Number(row.n);
  };

  describe('creation', () => {
    it('creates a generated contract: today in Tashkent, 12 months less a day, autoRenew true, prices and seller from the settings, buyer from the organization', async () => {
      const org = await createOrganization(t);
      const before = Date.now();
      const res = await create(org.id);
      const after = Date.now();
      expect(res.status).toBe(201);
      const contract = res.body;
      expect(Object.keys(contract).sort()).toEqual(
        [
          'autoRenew',
          'buyer',
          'connectionPrice',
          'contractDate',
          'createdAt',
          'edocDocumentId',
          'edocStatus',
          'expireDate',
          'hasSignedPdf',
          'id',
          'lastSyncedAt',
          'monthlyPrice',
          'number',
          'organizationId',
          'seller',
          'sentAt',
          'signedAt',
          'signedByUsAt',
          'status',
          'syncError',
        ].sort(),
      );
      expect([tashkentDay(before), tashkentDay(after)]).toContain(contract.contractDate);
      const [y, m, d] = contract.contractDate.split('-').map(Number);
      const expected = new Date(Date.UTC(y + 1, m - 1, d) - 86400_000).toISOString().slice(0, 10);
      if (!(m === 2 && d === 29)) expect(contract.expireDate).toBe(expected);
      expect(contract).toMatchObject({
        organizationId: org.id,
        status: 'generated',
        autoRenew: true,
        connectionPrice: '1500000.00',
        monthlyPrice: '350000.00',
        seller: {
          name: 'DEV SERVICE LLC',
          tin: fake.tin,
          address: t.config.contract.seller.address,
          director: t.config.contract.seller.director,
          account: t.config.contract.seller.account,
          mfo: t.config.contract.seller.mfo,
        },
        buyer: {
          name: org.name,
          tin: org.tin,
          address: org.address,
          director: org.directorName,
          account: org.bankAccount,
          mfo: org.bankMfo,
        },
        edocDocumentId: null,
        edocStatus: null,
        hasSignedPdf: false,
        sentAt: null,
        signedByUsAt: null,
        signedAt: null,
        lastSyncedAt: null,
        syncError: null,
      });
      expect(contract.number).toMatch(NUMBER);
      expect(contract.number.slice(0, 4)).toBe(contract.contractDate.slice(0, 4));
      expect(new Date(contract.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await get(contract.id)).toMatchObject({ status: 200, body: contract });
    });

    it('takes the dates, autoRenew and prices given, writing prices with two decimals', async () => {
      const org = await createOrganization(t);
      const res = await create(org.id, {
        contractDate: '2026-03-15',
        expireDate: '2026-12-31',
        autoRenew: false,
        connectionPrice: '250000',
        monthlyPrice: '99.5',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        contractDate: '2026-03-15',
        expireDate: '2026-12-31',
        autoRenew: false,
        connectionPrice: '250000.00',
        monthlyPrice: '99.50',
      });
    });

    it('derives expireDate from a given contractDate: the term in months less one day', async () => {
      const org = await createOrganization(t);
      const res = await create(org.id, { contractDate: '2027-03-01' });
      expect(res.body).toMatchObject({ contractDate: '2027-03-01', expireDate: '2028-02-29' });
    });

    it.each([
      ['contractDate', '2026-02-30', 'invalid_date'],
      ['contractDate', '15.03.2026', 'invalid_date'],
      ['contractDate', '2026-03-15T00:00:00Z', 'invalid_date'],
      ['contractDate', 20260315, 'must_be_string'],
      ['expireDate', '2026-13-01', 'invalid_date'],
      ['autoRenew', 'yes', 'must_be_boolean'],
      ['connectionPrice', '1.005', 'invalid_money'],
      ['connectionPrice', '1000000000000', 'invalid_money'],
      ['connectionPrice', '1,50', 'invalid_money'],
      ['monthlyPrice', '-5', 'invalid_money'],
      ['monthlyPrice', 350000, 'must_be_string'],
    ])('refuses %s %p with 400 validation_failed (%s) and creates nothing', async (field, value, code) => {
      const org = await createOrganization(t);
      const res = await create(org.id, { [field]: value });
      expectFieldError(res, field, code);
      expect(await contractCount(org.id)).toBe(0);
    });

    it.each([
      ['on the same day', { contractDate: '2026-05-10', expireDate: '2026-05-10' }],
      ['before it', { contractDate: '2026-05-10', expireDate: '2026-05-09' }],
      ['before the default contractDate (today)', { expireDate: '2020-01-01' }],
    ])('refuses an expireDate %s with 400 on expireDate', async (_case, body) => {
      const org = await createOrganization(t);
      const res = await create(org.id, body);
      expectFieldError(res, 'expireDate', 'must_be_after');
      expect(res.body.error.details.errors).toEqual([
        { field: 'expireDate', code: 'must_be_after', message: 'Must be later than contractDate.' },
      ]);
      expect(await contractCount(org.id)).toBe(0);
    });

    it('does not need the organization to be verified', async () => {
      for (const status of ['not_started', 'pending', 'needs_action', 'rejected']) {
        const org = await createOrganization(t);
        await t.app
          .get(DataSource)
          .query(`UPDATE organizations SET verification_status = $2 WHERE id = $1`, [org.id, status]);
        expect((await create(org.id)).status).toBe(201);
      }
    });
  });

  describe('numbering', () => {
    it('numbers contracts yyyy-NNNNNN, one after another within the contract date’s year', async () => {
      const numbers: string[] = [];
      for (const contractDate of ['2031-01-10', '2031-06-01', '2032-02-02', '2031-12-31']) {
        const org = await createOrganization(t);
        numbers.push((await create(org.id, { contractDate })).body.number);
      }
      expect(numbers).toEqual(['2031-000001', '2031-000002', '2032-000001', '2031-000003']);
    });

    it('leaves no gap when a creation is refused', async () => {
      const contractDate = '2033-04-01';
      const first = await createOrganization(t);
      expect((await create(first.id, { contractDate })).body.number).toBe('2033-000001');
      expectError(await create(first.id, { contractDate }), 409, 'contract_in_progress');
      const incomplete = await createOrganization(t, { bankAccount: null });
      expectError(await create(incomplete.id, { contractDate }), 422, 'requisites_incomplete');
      expectError(await create(UNKNOWN_ID, { contractDate }), 404, 'organization_not_found');
      const second = await createOrganization(t);
      expect((await create(second.id, { contractDate })).body.number).toBe('2033-000002');
    });
  });

  describe('requisites and order of checks', () => {
    it('refuses an organization without address, director and bank requisites with 422 requisites_incomplete naming each', async () => {
      const org = await createOrganization(t, { address: null, directorName: '  ', bankMfo: null, bankAccount: null });
      const res = await create(org.id);
      expectError(res, 422, 'requisites_incomplete');
      expect(res.body.error.details.missing).toEqual(['address', 'directorName', 'bankMfo', 'bankAccount']);
      expect(await contractCount(org.id)).toBe(0);
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
    });

    it.each(['address', 'directorName', 'bankMfo', 'bankAccount'] as const)(
      'names only %s when only it is missing',
      async (field) => {
        const org = await createOrganization(t, { [field]: null });
        const res = await create(org.id);
        expectError(res, 422, 'requisites_incomplete');
        expect(res.body.error.details.missing).toEqual([field]);
      },
    );

    it('answers organization_not_found before anything else and requisites_incomplete before contract_in_progress', async () => {
      expectError(await create(UNKNOWN_ID), 404, 'organization_not_found');
      expectError(await create('not-a-uuid'), 404, 'organization_not_found');
      const org = await createOrganization(t);
      expect((await create(org.id)).status).toBe(201);
      await t.app.get(DataSource).query(`UPDATE organizations SET address = NULL WHERE id = $1`, [org.id]);
      expectError(await create(org.id), 422, 'requisites_incomplete');
    });
  });

  describe('one contract being signed or concluded', () => {
    it('refuses a second contract while one is generated with 409 contract_in_progress', async () => {
      const org = await createOrganization(t);
      const first = await create(org.id);
      expect(first.status).toBe(201);
      expectError(await create(org.id), 409, 'contract_in_progress');
      expect(await contractCount(org.id)).toBe(1);
    });

    it('lets exactly one of two concurrent creations through', async () => {
      const org = await createOrganization(t);
      const results = await Promise.all([create(org.id), create(org.id)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      for (const refused of results.filter((r) => r.status === 409)) expectError(refused, 409, 'contract_in_progress');
      expect(await contractCount(org.id)).toBe(1);
    });

    it('allows a new contract once the previous one is deleted', async () => {
      const org = await createOrganization(t);
      const first = (await create(org.id)).body;
      expect((await remove(first.id)).status).toBe(204);
      const second = await create(org.id);
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.id);
    });
  });

  describe('time', () => {
    it('takes today from the service clock, in Tashkent', async () => {
      t.clock.advance(86_400);
      manager = await staff(t, 'manager');
      const org = await createOrganization(t);
      const before = Date.now() + 86_400_000;
      const res = await create(org.id);
      const after = Date.now() + 86_400_000;
      expect([tashkentDay(before), tashkentDay(after)]).toContain(res.body.contractDate);
    });
  });
});
