import { createHash } from 'node:crypto';
import * as bcrypt from 'bcrypt';
import { DataSource } from 'typeorm';
import { registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { createUser } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

/** CONTRACT §10.3: hashes follow BCRYPT_COST; every character of a password counts. */
describe('password hashes', () => {
  let cost4: TestApp;
  let cost5: TestApp;

  beforeAll(async () => {
    cost4 = await startTestApp({ BCRYPT_COST: '4' });
    // The same database after an operator raised BCRYPT_COST.
    cost5 = await startTestApp({ BCRYPT_COST: '5' }, cost4.database);
  });

  afterAll(async () => {
    await cost5.close();
    await cost4.close();
  });

  const storedHash = async (userId: string): Promise<string> => {
    const [row] = await cost5.app
      .get(DataSource)
      .query<{ password_hash: string }[]>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
    return row.password_hash;
  };
  const costOf = (hash: string) => Number(/\$2[aby]\$(\d\d)\$/.exec(hash)![1]);
  const login = (app: TestApp, phone: string, password: string) =>
    app.request('POST', '/v1/auth/login', { body: { phone, password } });

  describe('rehash on login', () => {
    it('replaces a hash of a lower cost with one at BCRYPT_COST in the login request, once', async () => {
      const account = await registerAccount(cost4, { password: 'a password at cost four' });
      expect(costOf(await storedHash(account.userId))).toBe(4);

      expect((await login(cost5, account.phone, 'a password at cost four')).status).toBe(200);
      const upgraded = await storedHash(account.userId);
      expect(costOf(upgraded)).toBe(5);

      expect((await login(cost5, account.phone, 'a password at cost four')).status).toBe(200);
      expect(await storedHash(account.userId)).toBe(upgraded);
      // an instance still at the lower cost verifies it and leaves it alone
      expect((await login(cost4, account.phone, 'a password at cost four')).status).toBe(200);
      expect(await storedHash(account.userId)).toBe(upgraded);
    });

    it('changes nothing on a wrong password', async () => {
      const account = await registerAccount(cost4, { password: 'the right password' });
      const before = await storedHash(account.userId);
      expectError(await login(cost5, account.phone, 'the wrong password'), 401, 'invalid_credentials');
      expect(await storedHash(account.userId)).toBe(before);
    });

    it('verifies a hash of the first scheme (bcrypt over SHA-256) and replaces it with the current one', async () => {
      const password = 'first scheme password';
      const firstScheme = await bcrypt.hash(createHash('sha256').update(password).digest('base64'), 5);
      const user = await createUser(cost5, { password });
      await cost5.app
        .get(DataSource)
        .query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [user.userId, firstScheme]);

      expectError(await login(cost5, user.phone, 'first scheme passworD'), 401, 'invalid_credentials');
      expect(await storedHash(user.userId)).toBe(firstScheme);
      expect((await login(cost5, user.phone, password)).status).toBe(200);
      const replaced = await storedHash(user.userId);
      expect(replaced).not.toBe(firstScheme);
      expect(replaced.startsWith('hs256:')).toBe(true);
      expect(costOf(replaced)).toBe(5);
      expect((await login(cost5, user.phone, password)).status).toBe(200);
    });
  });

  describe('every character counts', () => {
    const cases: [string, string, string][] = [
      ['ASCII after the 72nd byte', 'a'.repeat(72) + 'X', 'a'.repeat(72) + 'Y'],
      ['two-byte letters: 72 bytes in, then one more', 'ё'.repeat(36) + 'A', 'ё'.repeat(36) + 'B'],
      ['four-byte characters', '😀'.repeat(18) + 'x', '😀'.repeat(18) + 'y'],
      ['128 characters, the last differs', 'я'.repeat(127) + '1', 'я'.repeat(127) + '2'],
    ];
    for (const [name, password, other] of cases) {
      it(`tells apart passwords that differ only after 72 bytes: ${name}`, async () => {
        expect(Buffer.byteLength(password.slice(0, -1))).toBeGreaterThanOrEqual(72);
        const account = await registerAccount(cost5, { password });
        expectError(await login(cost5, account.phone, other), 401, 'invalid_credentials');
        expect((await login(cost5, account.phone, password)).status).toBe(200);
      });
    }

    it('counts the whole password when it is changed, too', async () => {
      const account = await registerAccount(cost5, { password: 'b'.repeat(80) });
      const next = 'ў'.repeat(40) + 'end';
      const res = await cost5.request('PUT', '/v1/me/password', {
        token: account.accessToken,
        body: { currentPassword: 'b'.repeat(80), password: next, passwordConfirmation: next },
      });
      expect(res.status).toBe(204);
      expectError(await login(cost5, account.phone, 'ў'.repeat(40) + 'enD'), 401, 'invalid_credentials');
      expect((await login(cost5, account.phone, next)).status).toBe(200);
    });
  });
});
