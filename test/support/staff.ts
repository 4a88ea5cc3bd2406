import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/users/password-hasher';
import { newPhone } from './accounts';
import { TestApp } from './test-app';

export interface SignedIn {
  userId: string;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface AccountOptions {
  /** Platform-scoped roles by code: director, admin, manager, support, user. */
  roles?: string[];
  phone?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** An active password account made straight in the database, holding the given platform roles. */
export async function createUser(
  t: TestApp,
  options: AccountOptions = {},
): Promise<Omit<SignedIn, 'accessToken' | 'refreshToken'>> {
  const db = t.app.get(DataSource);
  const phone = options.phone ?? newPhone();
  const password = options.password ?? 'staff password';
  const hash = await t.app.get(PasswordHasher).hash(password);
  const [{ id }] = await db.query<{ id: string }[]>(
    `INSERT INTO users (phone, first_name, last_name, password_hash, auth_method, status)
     VALUES ($1, $2, $3, $4, 'password', 'active') RETURNING id`,
    [phone, options.firstName ?? 'Staff', options.lastName ?? 'Member', hash],
  );
  for (const code of options.roles ?? []) {
    await db.query(
      `INSERT INTO role_assignments (user_id, role_id, role_audience, scope_type) SELECT $1, id, audience, 'platform' FROM roles WHERE code = $2`,
      [id, code],
    );
  }
  return { userId: id, phone, password };
}

/** Signs an existing password account in over HTTP. */
export async function signIn(
  t: TestApp,
  account: { userId: string; phone: string; password: string },
): Promise<SignedIn> {
  const res = await t.request('POST', '/v1/auth/login', { body: { phone: account.phone, password: account.password } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
  return { ...account, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

/** A signed-in account holding the given platform roles. */
export async function staff(t: TestApp, ...roles: string[]): Promise<SignedIn> {
  return signIn(t, await createUser(t, { roles }));
}

/** The id of a seeded role by code. */
export async function roleId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.app.get(DataSource).query<{ id: string }[]>(`SELECT id FROM roles WHERE code = $1`, [code]);
  if (!row) throw new Error(`no role ${code}`);
  return row.id;
}
