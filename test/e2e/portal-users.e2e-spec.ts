import { newPhone } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { createUser, signIn, SignedIn, staff } from '../support/staff';
import { portalUserFlows } from '../support/portal-user-flows';
import { startTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal: users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const { db, as, auditOf } = portalUserFlows(() => t);

  describe('POST /v1/portal/users', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('creates an active account at once, with no role; with a password it signs in by password', async () => {
      const phone = newPhone();
      const res = await as(admin).post('/users', {
        phone: phone.replace('+998', '').replace(/(\d{2})(\d{3})(\d{2})(\d{2})/, '($1) $2-$3-$4'),
        firstName: ' Dilnoza ',
        lastName: 'Rashidova',
        password: 'a strong password',
      });
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        id: expect.any(String),
        phone,
        firstName: 'Dilnoza',
        lastName: 'Rashidova',
        authMethod: 'password',
        status: 'active',
        hasPassword: true,
        lastLoginAt: null,
        createdAt: expect.any(String),
        oneid: null,
        roleAssignments: [],
      });
      expect(
        (await t.request('POST', '/v1/auth/login', { body: { phone, password: 'a strong password' } })).status,
      ).toBe(200);
    });

    it('creates an SMS-login account when no password is given', async () => {
      const res = await as(admin).post('/users', { phone: newPhone(), firstName: 'Sms', lastName: 'Only' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ authMethod: 'sms', hasPassword: false, status: 'active' });
    });

    it('answers 422 password_required for authMethod password without a password', async () => {
      const phone = newPhone();
      const res = await as(admin).post('/users', { phone, firstName: 'A', lastName: 'B', authMethod: 'password' });
      expectError(res, 422, 'password_required');
      expect((await db().query(`SELECT 1 FROM users WHERE phone = $1`, [phone])).length).toBe(0);
    });

    it('answers 409 phone_taken for a registered phone', async () => {
      const existing = await createUser(t);
      expectError(
        await as(admin).post('/users', { phone: existing.phone, firstName: 'A', lastName: 'B' }),
        409,
        'phone_taken',
      );
    });

    it('gives one account to two concurrent creations of one phone', async () => {
      const phone = newPhone();
      const results = await Promise.all(
        [1, 2].map(() => as(admin).post('/users', { phone, firstName: 'Twin', lastName: 'Request' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await db().query(`SELECT 1 FROM users WHERE phone = $1`, [phone])).length).toBe(1);
    });

    it('validates every field', async () => {
      expectFieldError(await as(admin).post('/users', { firstName: 'A', lastName: 'B' }), 'phone', 'required');
      expectFieldError(
        await as(admin).post('/users', { phone: '+998 71 123 45 67', firstName: 'A', lastName: 'B' }),
        'phone',
        'invalid_mobile_phone',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: '', lastName: 'B' }),
        'firstName',
        'too_short',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'x'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'B', password: 'short' }),
        'password',
        'too_short',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'B', authMethod: 'otp' }),
        'authMethod',
        'invalid_value',
      );
    });

    it('writes the creation to the audit trail with the request id', async () => {
      const res = await as(admin).post('/users', { phone: newPhone(), firstName: 'Audited', lastName: 'One' });
      expect(await auditOf(res.body.id)).toEqual([
        {
          actor_user_id: admin.userId,
          action: 'user.created',
          target_type: 'user',
          request_id: res.headers.get('x-request-id'),
          details: { phone: res.body.phone, authMethod: 'sms' },
        },
      ]);
    });
  });

  describe('GET /v1/portal/users', () => {
    let support: SignedIn;
    const marker = `Zq${process.pid}`;
    const made: { userId: string; phone: string }[] = [];

    beforeAll(async () => {
      support = await staff(t, 'support');
      for (let i = 0; i < 5; i++) {
        made.push(await createUser(t, { firstName: `${marker}${i}`, lastName: i % 2 === 0 ? 'Even' : 'Odd' }));
      }
      await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [made[4].userId]);
    });

    it('pages newest first with limit and cursor, ending with nextCursor null', async () => {
      const first = await as(support).get(`/users?query=${marker}&limit=2`);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['items', 'nextCursor']);
      expect(first.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}4`, `${marker}3`]);
      const second = await as(support).get(`/users?query=${marker}&limit=2&cursor=${first.body.nextCursor}`);
      expect(second.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}2`, `${marker}1`]);
      const third = await as(support).get(`/users?query=${marker}&limit=2&cursor=${second.body.nextCursor}`);
      expect(third.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}0`]);
      expect(third.body.nextCursor).toBeNull();
    });

    it('defaults to 20 items and includes each user with role assignments', async () => {
      const res = await as(support).get('/users');
      expect(res.body.items.length).toBeLessThanOrEqual(20);
      expect(res.body.items[0]).toHaveProperty('roleAssignments');
    });

    it('searches by part of the phone in any form and by the full name', async () => {
      const digits = made[2].phone.slice(-7);
      const byPhone = await as(support).get(
        `/users?query=${encodeURIComponent(`${digits.slice(0, 3)} ${digits.slice(3)}`)}`,
      );
      expect(byPhone.body.items.map((u: { id: string }) => u.id)).toContain(made[2].userId);
      const byName = await as(support).get(`/users?query=${encodeURIComponent(`${marker}1 odd`)}`);
      expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([made[1].userId]);
    });

    it('searches the phone only with a query that is a phone number', async () => {
      const digits = made[0].phone.slice(-4);
      const mixed = await as(support).get(`/users?query=${encodeURIComponent(`Nobody${digits}`)}`);
      expect(mixed.body.items).toEqual([]);
    });

    it('treats % and _ in the query as plain characters', async () => {
      const res = await as(support).get(`/users?query=${encodeURIComponent('%')}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    });

    it('filters by status', async () => {
      const blocked = await as(support).get(`/users?query=${marker}&status=blocked`);
      expect(blocked.body.items.map((u: { id: string }) => u.id)).toEqual([made[4].userId]);
      const active = await as(support).get(`/users?query=${marker}&status=active`);
      expect(active.body.items).toHaveLength(4);
    });

    it('refuses a limit outside 1–100, a foreign cursor and an unknown status with 400', async () => {
      expectFieldError(await as(support).get('/users?limit=0'), 'limit', 'out_of_range');
      expectFieldError(await as(support).get('/users?limit=101'), 'limit', 'out_of_range');
      expectFieldError(await as(support).get('/users?limit=ten'), 'limit');
      expectFieldError(await as(support).get('/users?cursor=not-a-cursor'), 'cursor', 'invalid_format');
      expectFieldError(await as(support).get('/users?status=gone'), 'status', 'invalid_value');
    });
  });

  describe('GET /v1/portal/users/{id}', () => {
    it('answers the portal view; an unknown or malformed id is 404 user_not_found', async () => {
      const support = await staff(t, 'support');
      const target = await createUser(t, { roles: ['manager'] });
      const res = await as(support).get(`/users/${target.userId}`);
      expect(res.status).toBe(200);
      expect(res.body.roleAssignments).toEqual([
        {
          id: expect.any(String),
          scope: { type: 'platform' },
          role: expect.objectContaining({ code: 'manager', audience: 'platform', rank: 500 }),
        },
      ]);
      expectError(await as(support).get(`/users/${UNKNOWN_ID}`), 404, 'user_not_found');
      expectError(await as(support).get('/users/not-a-uuid'), 404, 'user_not_found');
    });
  });

  describe('PATCH /v1/portal/users/{id}', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('changes names and sign-in method', async () => {
      const target = await createUser(t);
      const res = await as(admin).patch(`/users/${target.userId}`, {
        firstName: 'Nodira',
        lastName: 'Umarova',
        authMethod: 'sms',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Nodira', lastName: 'Umarova', authMethod: 'sms' });
    });

    it('a new password ends every session of the user and signs in', async () => {
      const target = await signIn(t, await createUser(t));
      const res = await as(admin).patch(`/users/${target.userId}`, { password: 'brand new password' });
      expect(res.status).toBe(200);
      expectError(await t.request('GET', '/v1/me', { token: target.accessToken }), 401, 'unauthorized');
      expectError(
        await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: target.refreshToken } }),
        401,
        'session_expired',
      );
      expect(
        (await t.request('POST', '/v1/auth/login', { body: { phone: target.phone, password: 'brand new password' } }))
          .status,
      ).toBe(200);
      const [audit] = (await auditOf(target.userId)).filter((a) => a.action === 'user.updated');
      expect(JSON.stringify(audit)).not.toContain('brand new password');
      expect(audit.details).toEqual({ changed: ['password'] });
    });

    it('answers 422 password_required when switching a passwordless user to password', async () => {
      const created = await as(admin).post('/users', { phone: newPhone(), firstName: 'No', lastName: 'Password' });
      expectError(
        await as(admin).patch(`/users/${created.body.id}`, { authMethod: 'password' }),
        422,
        'password_required',
      );
      const withPassword = await as(admin).patch(`/users/${created.body.id}`, {
        authMethod: 'password',
        password: 'now has one',
      });
      expect(withPassword.body).toMatchObject({ authMethod: 'password', hasPassword: true });
    });

    it('validates names 1–100 and password 8–128', async () => {
      const target = await createUser(t);
      expectFieldError(await as(admin).patch(`/users/${target.userId}`, { firstName: '' }), 'firstName', 'too_short');
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { lastName: 'y'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { password: 'x'.repeat(7) }),
        'password',
        'too_short',
      );
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { password: 'x'.repeat(129) }),
        'password',
        'too_long',
      );
    });

    it('answers 404 user_not_found for an unknown user', async () => {
      expectError(await as(admin).patch(`/users/${UNKNOWN_ID}`, { firstName: 'X' }), 404, 'user_not_found');
    });
  });
});
