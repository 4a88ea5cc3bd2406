import { DataSource } from 'typeorm';
import { newTin } from './orgs';
import { SignedIn } from './staff';
import { TestApp } from './test-app';

/** The calls the organization tests share (organizations, organization-verification, portal-organizations). */
export function orgFlows(app: () => TestApp) {
  const db = () => app().app.get(DataSource);
  const call = (caller: SignedIn, method: string, path: string, body?: unknown) =>
    app().request(method, `/v1${path}`, { token: caller.accessToken, body: method === 'GET' ? undefined : body });
  const post = (caller: SignedIn, body: Record<string, unknown>) =>
    call(caller, 'POST', '/orgs', { kind: 'legal', tin: newTin(), name: 'Choyxona', ...body });
  const roleCodes = async (userId: string) =>
    (
      await db().query<{ code: string; scope_type: string; client_id: string | null }[]>(
        `SELECT r.code, a.scope_type, a.client_id FROM role_assignments a JOIN roles r ON r.id = a.role_id WHERE a.user_id = $1`,
        [userId],
      )
    ).map((r) => `${r.code}@${r.scope_type}`);

  return { db, call, post, roleCodes };
}
