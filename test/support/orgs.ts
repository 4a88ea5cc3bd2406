import { newPhone } from './accounts';
import { createUser, signIn, SignedIn } from './staff';
import { TestApp } from './test-app';

let tinSequence = 0;

/** A 9-digit tin unique within the test run. */
export function newTin(): string {
  tinSequence += 1;
  return `3${String((process.pid * 1000 + tinSequence) % 100_000_000).padStart(8, '0')}`;
}

/** Requisites that make an organization ready for verification and contracts. */
export const FULL_REQUISITES = {
  address: 'Tashkent, Chilanzar 9',
  directorName: 'Karimov Jasur',
  phone: '+998712000000',
  bankName: 'Kapitalbank',
  bankMfo: '01018',
  bankAccount: '20208000900123456001',
};

export interface Org {
  id: string;
  clientId: string;
  tin: string;
  [key: string]: unknown;
}

/** An organization made by `owner` through POST /v1/orgs (a new client unless clientId). */
export async function createOrg(t: TestApp, owner: SignedIn, body: Record<string, unknown> = {}): Promise<Org> {
  const res = await t.request('POST', '/v1/orgs', {
    token: owner.accessToken,
    body: { kind: 'legal', tin: newTin(), name: 'Oshxona Gullari', ...FULL_REQUISITES, ...body },
  });
  if (res.status !== 201) throw new Error(`POST /v1/orgs: ${res.status} ${res.text}`);
  return res.body as Org;
}

/**
 * A signed-in member of the organization with a client role, added over HTTP by `by`.
 * The account exists first with a password, so it can sign in without SMS.
 */
export async function addMember(
  t: TestApp,
  by: SignedIn,
  orgId: string,
  roleId: string,
  options: { branchId?: string; firstName?: string } = {},
): Promise<SignedIn> {
  const account = await createUser(t, { firstName: options.firstName });
  const res = await t.request('POST', `/v1/orgs/${orgId}/members`, {
    token: by.accessToken,
    body: { phone: account.phone, firstName: 'Staff', lastName: 'Member', roleId, branchId: options.branchId },
  });
  if (res.status !== 201) throw new Error(`add member: ${res.status} ${res.text}`);
  return signIn(t, account);
}

export { newPhone };
