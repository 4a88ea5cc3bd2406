import { SignedIn } from './staff';
import { TestApp } from './test-app';

export interface PairedTill {
  tillId: string;
  accessToken: string;
  refreshToken: string;
}

/** A till added to the branch by `by`, answered 201 with its pairing code. */
export async function addTill(
  t: TestApp,
  by: SignedIn,
  orgId: string,
  branchId: string,
  name = 'Till 1',
): Promise<{ tillId: string; pairingCode: string }> {
  const res = await t.request('POST', `/v1/orgs/${orgId}/tills`, { token: by.accessToken, body: { name, branchId } });
  if (res.status !== 201) throw new Error(`add till: ${res.status} ${res.text}`);
  return { tillId: res.body.till.id, pairingCode: res.body.pairingCode };
}

/** Pairs with a code over HTTP. */
export async function pairTill(t: TestApp, code: string): Promise<PairedTill> {
  const res = await t.request('POST', '/v1/tills/pair', { body: { code } });
  if (res.status !== 200) throw new Error(`pair: ${res.status} ${res.text}`);
  return { tillId: res.body.till.id, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

/** A till added to the branch and paired. */
export async function pairedTill(t: TestApp, by: SignedIn, orgId: string, branchId: string): Promise<PairedTill> {
  return pairTill(t, (await addTill(t, by, orgId, branchId)).pairingCode);
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

/** The header of a JWT (its `kid`, `alg`), unverified. */
export function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
}
