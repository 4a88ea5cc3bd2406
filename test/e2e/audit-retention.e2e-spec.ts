import { DataSource } from 'typeorm';
import { AuditRetentionService } from '../../src/audit/audit-retention.service';
import { advance } from '../support/accounts';
import { createOrg } from '../support/orgs';
import { SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

const DAY = 86_400;

describe('audit retention (AUDIT_RETENTION_DAYS)', () => {
  const prune = (app: TestApp) => app.app.get(AuditRetentionService).pruneOnce();
  const trail = async (app: TestApp, director: SignedIn) => {
    const res = await app.request('GET', '/v1/portal/audit?limit=100', { token: director.accessToken });
    expect(res.status).toBe(200);
    return (res.body.items as { targetId: string; action: string }[]).map((e) => `${e.action} ${e.targetId}`);
  };

  describe('unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps every event forever: the prune does not run, however old they are', async () => {
      expect(t.config.auditRetentionDays).toBeUndefined();
      const org = await createOrg(t, await staff(t, 'user'));
      advance(t, 10 * 365 * DAY);
      expect(await prune(t)).toEqual({ ran: false, removed: 0 });
      expect(await trail(t, await staff(t, 'director'))).toContain(`organization.created ${org.id}`);
    });
  });

  describe('set', () => {
    let t: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ AUDIT_RETENTION_DAYS: '30' });
      second = await startTestApp({ AUDIT_RETENTION_DAYS: '30' }, t.database);
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it('removes events older than the retention and keeps the rest, on one instance at a time', async () => {
      const owner = await staff(t, 'user');
      const old = await createOrg(t, owner);
      advance(t, 29 * DAY);
      const recent = await createOrg(t, await staff(t, 'user'));
      advance(t, 2 * DAY);
      // 31 days after the first event, 2 after the second
      expect(await prune(t)).toEqual({ ran: true, removed: 1 });
      const director = await staff(t, 'director');
      const events = await trail(t, director);
      expect(events).not.toContain(`organization.created ${old.id}`);
      expect(events).toContain(`organization.created ${recent.id}`);

      // The other instance waits while this one holds the lease…
      await t.app.get(DataSource).query(
        `INSERT INTO audit_events (actor_user_id, action, target_type, target_id, request_id, created_at)
           VALUES ($1, 'user.updated', 'user', $1, 'ancient', '2001-01-01T00:00:00Z')`,
        [owner.userId],
      );
      expect(await prune(second)).toEqual({ ran: false, removed: 0 });
      // …and takes over once it is released (at shutdown).
      await t.app.get(AuditRetentionService).onModuleDestroy();
      expect(await prune(second)).toEqual({ ran: true, removed: 1 });
      const [{ n }] = await t.app
        .get(DataSource)
        .query<{ n: number }[]>(`SELECT count(*)::int AS n FROM audit_events WHERE request_id = 'ancient'`);
      expect(n).toBe(0);
    });
  });
});
