import { DataSource } from 'typeorm';
import { advance, newPhone } from '../support/accounts';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp } from '../support/test-app';

describe('unexpected failures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 service_unavailable from /health when the database is gone, showing no SQL', async () => {
    const dataSource = t.app.get(DataSource);
    const query = jest.spyOn(dataSource, 'query').mockRejectedValue(new Error('SELECT 1 failed: connection refused'));
    try {
      const res = await t.request('GET', '/health');
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
      expect(res.body.error.details).toEqual({ checks: { database: 'down' } });
      expect(res.text).not.toContain('SELECT');
    } finally {
      query.mockRestore();
    }
  });

  it('fails a verification loudly when the seeded role it gives is missing: no account without it', async () => {
    const dataSource = t.app.get(DataSource);
    const phone = newPhone();
    const body = {
      firstName: 'Ali',
      lastName: 'Valiyev',
      phone,
      password: 'correct horse',
      passwordConfirmation: 'correct horse',
    };
    const register = async () => {
      const registered = await t.request('POST', '/v1/auth/register', { body });
      expect(registered.status).toBe(201);
      return { challengeId: registered.body.challengeId, code: lastCode(t.config.sms.outboxFile, phone) };
    };
    const first = await register();
    await dataSource.query(`UPDATE "roles" SET "code" = 'user_renamed' WHERE "code" = 'user'`);
    try {
      const failed = await t.request('POST', '/v1/auth/verify-phone', { body: first });
      expect(failed.status).toBe(500);
      expect(failed.body.error.code).toBe('internal_error');
      expect(failed.text).not.toContain('user_renamed');
    } finally {
      await dataSource.query(`UPDATE "roles" SET "code" = 'user' WHERE "code" = 'user_renamed'`);
    }
    // The account stayed pending (the activation rolled back with the assignment): the phone
    // registers again once the resend interval is over, and this time the account holds its role.
    advance(t, t.config.sms.resendSeconds);
    const verified = await t.request('POST', '/v1/auth/verify-phone', { body: await register() });
    expect(verified.status).toBe(200);
    const me = await t.request('GET', '/v1/me', { token: verified.body.accessToken });
    const held = await dataSource.query(
      `SELECT r."code" FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id" WHERE a."user_id" = $1`,
      [me.body.id],
    );
    expect(held).toEqual([{ code: 'user' }]);
  });
});
