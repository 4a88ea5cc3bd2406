import { DataSource } from 'typeorm';
import { FakeDidox, startFakeDidox } from './fake-didox';
import { newTin } from './orgs';
import { SignedIn, staff } from './staff';
import { startTestApp, TestApp } from './test-app';

export interface OrganizationRow {
  id: string;
  tin: string;
  name: string;
  address: string | null;
  directorName: string | null;
  bankMfo: string | null;
  bankAccount: string | null;
}

/** An organization with complete requisites (unless overridden), made straight in SQL under a new client. */
export async function createOrganization(
  t: TestApp,
  overrides: Partial<Omit<OrganizationRow, 'id'>> = {},
): Promise<OrganizationRow> {
  const db = t.app.get(DataSource);
  const org = {
    tin: newTin(),
    name: '"ALFA INVEST" MCHJ',
    address: 'Toshkent sh., Yunusobod t., 4-mavze, 12',
    directorName: 'Karimov Anvar',
    bankMfo: '00444',
    bankAccount: '20208000900123456001',
    ...overrides,
  };
  const [client] = await db.query<{ id: string }[]>(`INSERT INTO clients DEFAULT VALUES RETURNING id`);
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO organizations (client_id, kind, tin, name, address, director_name, bank_name, bank_mfo, bank_account,
       verification_status)
     VALUES ($1, 'legal', $2, $3, $4, $5, 'Kapitalbank', $6, $7, 'not_started') RETURNING id`,
    [client.id, org.tin, org.name, org.address, org.directorName, org.bankMfo, org.bankAccount],
  );
  return { id: row.id, ...org };
}

/** The organization's contractStatus as stored. */
export async function contractStatusOf(t: TestApp, organizationId: string): Promise<string> {
  const [row] = await t.app
    .get(DataSource)
    .query<{ contract_status: string }[]>(`SELECT contract_status FROM organizations WHERE id = $1`, [organizationId]);
  return row.contract_status;
}

/** Audit rows about a contract, oldest first. */
export async function contractAudit(
  t: TestApp,
  contractId: string,
): Promise<{ action: string; actorUserId: string; requestId: string; details: Record<string, unknown> }[]> {
  const rows = await t.app
    .get(DataSource)
    .query<{ action: string; actor_user_id: string; request_id: string; details: Record<string, unknown> }[]>(
      `SELECT action, actor_user_id, request_id, details FROM audit_events
     WHERE target_type = 'contract' AND target_id = $1 ORDER BY created_at, action`,
      [contractId],
    );
  return rows.map((r) => ({
    action: r.action,
    actorUserId: r.actor_user_id,
    requestId: r.request_id,
    details: r.details,
  }));
}

/** The environment that points the app at a fake Didox. */
export function didoxEnv(fake: FakeDidox, extra: Record<string, string> = {}): Record<string, string> {
  return {
    EDOC_BASE_URL: fake.url,
    EDOC_PARTNER_TOKEN: fake.partnerToken,
    EDOC_TIN: fake.tin,
    EDOC_PASSWORD: fake.password,
    // Didox checks that SellerTin is our own account's TIN.
    CONTRACT_SELLER_TIN: fake.tin,
    CONTRACT_SELLER_NAME: 'DEV SERVICE LLC',
    CONTRACT_CONNECTION_PRICE: '1500000.00',
    CONTRACT_MONTHLY_PRICE: '350000',
    ...extra,
  };
}

/** Requests of the fake that touched documents (not logins), as "METHOD path", from the `from`-th request on. */
export function documentCalls(fake: FakeDidox, from = 0): string[] {
  return fake.requests
    .slice(from)
    .filter((r) => !r.path.startsWith('/v1/auth/'))
    .map((r) => `${r.method} ${r.path}`);
}

/** GET …/pdf with the raw bytes (t.request reads bodies as text). */
export async function fetchPdf(
  t: TestApp,
  contractId: string,
  token: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${t.baseUrl}/v1/portal/contracts/${contractId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContractBody = any;

export interface MadeContract {
  org: OrganizationRow;
  contract: ContractBody;
}

/** A contract in `generated`, for a new organization unless one is given. */
export async function generatedContract(t: TestApp, token: string, org?: OrganizationRow): Promise<MadeContract> {
  const organization = org ?? (await createOrganization(t));
  const res = await t.request('POST', `/v1/portal/orgs/${organization.id}/contracts`, { body: {}, token });
  if (res.status !== 201) throw new Error(`create contract: ${res.status} ${res.text}`);
  return { org: organization, contract: res.body };
}

/** A contract sent to Didox: `draft`. */
export async function sentContract(t: TestApp, token: string, org?: OrganizationRow): Promise<MadeContract> {
  const made = await generatedContract(t, token, org);
  const res = await t.request('POST', `/v1/portal/contracts/${made.contract.id}/send`, { token });
  if (res.status !== 200) throw new Error(`send contract: ${res.status} ${res.text}`);
  return { org: made.org, contract: res.body };
}

/** A contract our staff signed in Didox, refreshed: `signed_by_us`. */
export async function signedByUsContract(
  t: TestApp,
  token: string,
  fake: FakeDidox,
  org?: OrganizationRow,
): Promise<MadeContract> {
  const made = await sentContract(t, token, org);
  fake.signByUs(made.contract.edocDocumentId);
  const res = await t.request('POST', `/v1/portal/contracts/${made.contract.id}/refresh`, { token });
  if (res.body?.status !== 'signed_by_us') throw new Error(`refresh contract: ${res.status} ${res.text}`);
  return { org: made.org, contract: res.body };
}

export interface DidoxApp {
  fake: FakeDidox;
  t: TestApp;
  manager: SignedIn;
}

/**
 * Around the calling describe block: a fake Didox, an app wired to it (with `env` added)
 * and a signed-in platform manager, handed to `use` once ready; after each test the fake
 * is up, fast and accepting logins again.
 */
export function withDidoxApp(env: Record<string, string>, use: (app: DidoxApp) => void): void {
  let app: DidoxApp;
  beforeAll(async () => {
    const fake = await startFakeDidox();
    const t = await startTestApp(didoxEnv(fake, env));
    app = { fake, t, manager: await staff(t, 'manager') };
    use(app);
  });
  afterEach(() => {
    app.fake.up();
    app.fake.slow(0);
    app.fake.refuseLogin(null);
  });
  afterAll(async () => {
    await app.t.close();
    await app.fake.close();
  });
}

/** The portal's contract calls as the manager of a DidoxApp (read when called: it is set up in beforeAll). */
export function portalContractCalls(app: () => DidoxApp) {
  const token = () => app().manager.accessToken;
  const post = (path: string, options: { requestId?: string } = {}) =>
    app().t.request('POST', `/v1/portal${path}`, {
      token: token(),
      headers: options.requestId ? { 'x-request-id': options.requestId } : {},
    });
  return {
    post,
    get: async (id: string): Promise<ContractBody> =>
      (await app().t.request('GET', `/v1/portal/contracts/${id}`, { token: token() })).body,
    refresh: (id: string, requestId?: string) => post(`/contracts/${id}/refresh`, { requestId }),
    send: (id: string, requestId?: string) => post(`/contracts/${id}/send`, { requestId }),
    remove: (id: string) => app().t.request('DELETE', `/v1/portal/contracts/${id}`, { token: token() }),
    generated: (org?: OrganizationRow) => generatedContract(app().t, token(), org),
    sent: (org?: OrganizationRow) => sentContract(app().t, token(), org),
    signedByUs: () => signedByUsContract(app().t, token(), app().fake),
  };
}
