import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SignedIn } from './staff';
import { TestApp, TestResponse } from './test-app';

export interface AuditEventView {
  id: string;
  action: string;
  actorId: string;
  targetType: string;
  targetId: string;
  organizationId: string | null;
  details: Record<string, unknown>;
  requestId: string;
  createdAt: string;
}

/** The calls the audit tests share (audit-read, audit-producers, audit-secrets). */
export function auditFlows(app: () => TestApp) {
  const db = () => app().app.get(DataSource);
  const portalAudit = (caller: SignedIn, query = '') =>
    app().request('GET', `/v1/portal/audit${query}`, { token: caller.accessToken });
  const orgAudit = (caller: SignedIn, orgId: string, query = '') =>
    app().request('GET', `/v1/orgs/${orgId}/audit${query}`, { token: caller.accessToken });
  /** Every page of a list, walked with its cursors. */
  const walk = async (page: (query: string) => Promise<TestResponse>, filters = '', limit = 100) => {
    const items: AuditEventView[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(`?limit=${limit}${filters}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      items.push(...(res.body.items as AuditEventView[]));
      cursor = res.body.nextCursor as string | null;
    } while (cursor);
    return items;
  };
  /** A call with its own request id, so its events can be found by it. */
  const act = async (caller: SignedIn, method: string, path: string, body?: unknown) => {
    const requestId = `audit-${randomUUID()}`;
    const res = await app().request(method, path, {
      token: caller.accessToken,
      body,
      headers: { 'x-request-id': requestId },
    });
    return { res, requestId };
  };

  return { db, portalAudit, orgAudit, walk, act };
}
