import { DataSource } from 'typeorm';
import { roleId, SignedIn } from './staff';
import { TestApp, TestResponse } from './test-app';

/** The calls the portal user tests share (portal-users, portal-user-roles, portal-user-rules). */
export function portalUserFlows(app: () => TestApp) {
  const db = () => app().app.get(DataSource);
  const as = (caller: SignedIn) => ({
    get: (path: string) => app().request('GET', `/v1/portal${path}`, { token: caller.accessToken }),
    post: (path: string, body?: unknown) =>
      app().request('POST', `/v1/portal${path}`, { token: caller.accessToken, body }),
    patch: (path: string, body: unknown) =>
      app().request('PATCH', `/v1/portal${path}`, { token: caller.accessToken, body }),
    delete: (path: string) => app().request('DELETE', `/v1/portal${path}`, { token: caller.accessToken }),
  });
  const assign = async (caller: SignedIn, userId: string, code: string) =>
    as(caller).post(`/users/${userId}/role-assignments`, { roleId: await roleId(app(), code) });
  const assignmentOf = (res: TestResponse, code: string): string =>
    (res.body.roleAssignments as { id: string; role: { code: string } }[]).find((a) => a.role.code === code)!.id;
  const auditOf = (targetId: string) =>
    db().query<{ actor_user_id: string; action: string; target_type: string; request_id: string; details: unknown }[]>(
      `SELECT actor_user_id, action, target_type, request_id, details FROM audit_events WHERE target_id = $1 ORDER BY created_at`,
      [targetId],
    );

  return { db, as, assign, assignmentOf, auditOf };
}
