import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

const PHONE = '+998 90 700 00 01';
const E164 = '+998907000001';
const PASSWORD = 'first director password';

describe('bootstrap director (BOOTSTRAP_DIRECTOR_PHONE / _PASSWORD)', () => {
  let first: TestApp;
  const env = { BOOTSTRAP_DIRECTOR_PHONE: PHONE, BOOTSTRAP_DIRECTOR_PASSWORD: PASSWORD };
  const directors = (t: TestApp) =>
    t.app.get(DataSource).query<{ phone: string; password_hash: string }[]>(
      `SELECT u.phone, u.password_hash FROM users u JOIN role_assignments a ON a.user_id = u.id
         JOIN roles r ON r.id = a.role_id WHERE r.code = 'director'`,
    );

  beforeAll(async () => {
    first = await startTestApp(env);
  });

  afterAll(async () => {
    await first.close();
  });

  it('creates the director at start: active, password login, the password only hashed', async () => {
    const rows = await directors(first);
    expect(rows.map((r) => r.phone)).toEqual([E164]);
    expect(rows[0].password_hash).not.toContain(PASSWORD);
    const login = await first.request('POST', '/v1/auth/login', { body: { phone: E164, password: PASSWORD } });
    expect(login.status).toBe(200);
    const me = await first.request('GET', '/v1/me', { token: login.body.accessToken });
    expect(me.body).toMatchObject({ status: 'active', authMethod: 'password' });
    expect(me.body.roleAssignments.map((a: { role: { code: string } }) => a.role.code)).toEqual(['director']);
  });

  it('is idempotent: a second start, even with other values, makes no second director', async () => {
    const second = await startTestApp(
      { BOOTSTRAP_DIRECTOR_PHONE: '+998907000002', BOOTSTRAP_DIRECTOR_PASSWORD: 'another one' },
      first.database,
    );
    const third = await startTestApp(env, first.database);
    try {
      expect((await directors(first)).map((r) => r.phone)).toEqual([E164]);
    } finally {
      await second.close();
      await third.close();
    }
  });

  it('does nothing without both variables', async () => {
    const bare = await startTestApp({ BOOTSTRAP_DIRECTOR_PHONE: PHONE });
    try {
      expect(await directors(bare)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
