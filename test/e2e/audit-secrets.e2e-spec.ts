import { advance, registerAccount } from '../support/accounts';
import { withDidoxApp } from '../support/contract-fixtures';
import { lastCode } from '../support/outbox';
import { createOrg, newPhone } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { auditFlows } from '../support/audit-flows';
import { TestApp, TestResponse } from '../support/test-app';

describe('audit trail (CONTRACT §10.1): secrets', () => {
  let t: TestApp;
  let director: SignedIn;
  let admin: SignedIn;

  withDidoxApp({}, (app) => ({ t } = app));

  beforeAll(async () => {
    director = await staff(t, 'director');
    admin = await staff(t, 'admin');
  });

  const { db, portalAudit, orgAudit } = auditFlows(() => t);

  describe('never a secret', () => {
    it('holds no password, SMS code, PIN, hash or token in the raw answers of either list', async () => {
      const secrets: string[] = [];
      const keep = <T extends string>(value: T): T => {
        secrets.push(value);
        return value;
      };
      const outbox = () => t.config.sms.outboxFile;
      const post = (path: string, body: unknown, token?: string) => t.request('POST', path, { body, token });

      // An owner who registers (password, code), changes and resets the password (code).
      const owner = await registerAccount(t, { password: keep('Reg1stered-Pa55word') });
      keep(lastCode(outbox(), owner.phone));
      keep(owner.accessToken);
      keep(owner.refreshToken);
      const org = await createOrg(t, { ...owner, accessToken: owner.accessToken });
      const changed = await t.request('PUT', '/v1/me/password', {
        token: owner.accessToken,
        body: {
          currentPassword: owner.password,
          password: keep('Changed-Pa55word-2'),
          passwordConfirmation: 'Changed-Pa55word-2',
        },
      });
      expect(changed.status).toBe(204);
      advance(t, 61);
      const reset = await post('/v1/auth/password/reset', { phone: owner.phone });
      const resetCode = keep(lastCode(outbox(), owner.phone));
      expect(
        (
          await post('/v1/auth/password/reset/confirm', {
            challengeId: reset.body.challengeId,
            code: resetCode,
            password: keep('Reset-Pa55word-3'),
            passwordConfirmation: 'Reset-Pa55word-3',
          })
        ).status,
      ).toBe(204);
      const signedIn = await post('/v1/auth/login', { phone: owner.phone, password: 'Reset-Pa55word-3' });
      const refreshed = await post('/v1/auth/refresh', { refreshToken: keep(signedIn.body.refreshToken as string) });
      keep(signedIn.body.accessToken as string);
      const ownerNow = {
        ...owner,
        accessToken: keep(refreshed.body.accessToken as string),
        refreshToken: keep(refreshed.body.refreshToken as string),
      };

      // A cashier who signs in by SMS and sets its own PIN; the owner sets another's.
      const cashierPhone = newPhone();
      const added = await t.request('POST', `/v1/orgs/${org.id}/members`, {
        token: ownerNow.accessToken,
        body: { phone: cashierPhone, firstName: 'Kassir', lastName: 'Bir', roleId: await roleId(t, 'cashier') },
      });
      expect(added.status).toBe(201);
      const start = await post('/v1/auth/login/start', { phone: cashierPhone });
      expect(start.body.method).toBe('sms');
      const cashier = await post('/v1/auth/login/sms', {
        challengeId: start.body.challengeId,
        code: keep(lastCode(outbox(), cashierPhone)),
      });
      keep(cashier.body.accessToken as string);
      keep(cashier.body.refreshToken as string);
      const pin = (userId: string, value: string, token: string) =>
        t.request('PUT', `/v1/orgs/${org.id}/members/${userId}/pin`, { token, body: { pin: keep(value) } });
      expect((await pin(added.body.userId as string, '918273', cashier.body.accessToken as string)).status).toBe(204);
      expect((await pin(owner.userId, '564738', ownerNow.accessToken)).status).toBe(204);

      // The portal creates a user with a password and sets another.
      const created = await post(
        '/v1/portal/users',
        { phone: newPhone(), firstName: 'Parol', lastName: 'Egasi', password: keep('Portal-Pa55word-4') },
        admin.accessToken,
      );
      expect(created.status).toBe(201);
      const patched = await t.request('PATCH', `/v1/portal/users/${created.body.id}`, {
        token: admin.accessToken,
        body: { password: keep('Portal-Pa55word-5') },
      });
      expect(patched.status).toBe(200);

      const stored = await db().query<{ h: string }[]>(
        `SELECT password_hash AS h FROM users WHERE id = ANY($1) AND password_hash IS NOT NULL
         UNION ALL SELECT pin_hash FROM member_pins WHERE organization_id = $2`,
        [[owner.userId, created.body.id], org.id],
      );
      expect(stored.length).toBe(4);
      secrets.push(...stored.map((r) => r.h));

      const raw: string[] = [];
      const pages = async (page: (query: string) => Promise<TestResponse>) => {
        let cursor: string | null = null;
        do {
          const res = await page(`?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(res.status).toBe(200);
          raw.push(res.text);
          cursor = res.body.nextCursor as string | null;
        } while (cursor);
      };
      await pages((q) => portalAudit(director, q));
      await pages((q) => orgAudit(ownerNow, org.id, q));
      const text = raw.join('\n');
      // The events are there, so the search is not vacuous…
      for (const action of ['member.pin_set', 'member.added', 'user.created', 'user.updated']) {
        expect(text).toContain(`"${action}"`);
      }
      expect(text).toContain('"password"');
      // …and none of the secrets is.
      expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
      expect(text).not.toMatch(/\$2[aby]\$/);
    });
  });
});
