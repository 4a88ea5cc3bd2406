import { DataSource } from 'typeorm';
import { PolledLists } from '../../src/common/http/polled-lists';
import { addMember, createOrg, Org } from '../support/orgs';
import { roleId, signIn, SignedIn, staff, createUser } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

/**
 * CONTRACT §11.5: the members and branches lists answer an ETag, 304 on a matching
 * If-None-Match, and any change to a member, role assignment, PIN or branch changes the tag at
 * once on every instance — here two instances on one database, each serving from its memory.
 */
describe('lists a screen polls (ETag, two instances)', () => {
  let a: TestApp;
  let b: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.database);
    owner = await staff(a, 'user');
    org = await createOrg(a, owner);
    roles = {};
    for (const code of ['org_admin', 'branch_manager', 'cashier']) roles[code] = await roleId(a, code);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const db = () => a.app.get(DataSource);
  const list = (t: TestApp, name: 'members' | 'branches', etag?: string, caller = owner, orgId = org.id) =>
    t.request('GET', `/v1/orgs/${orgId}/${name}`, {
      token: caller.accessToken,
      headers: etag ? { 'if-none-match': etag } : {},
    });
  const tagOf = (res: TestResponse) => res.headers.get('etag')!;

  /** Both instances agree on the list's tag; answers it, after warming both caches. */
  async function currentTag(name: 'members' | 'branches'): Promise<string> {
    const [fromA, fromB] = [await list(a, name), await list(b, name)];
    expect(fromA.status).toBe(200);
    expect(tagOf(fromB)).toBe(tagOf(fromA));
    expect(fromB.text).toBe(fromA.text);
    return tagOf(fromA);
  }

  /** After `change` through instance A, B answers a new tag and body at once, and 200 to the old tag. */
  async function changesTag(name: 'members' | 'branches', change: () => Promise<unknown>): Promise<TestResponse> {
    const before = await currentTag(name);
    expect((await list(b, name, before)).status).toBe(304);
    await change();
    const after = await list(b, name, before);
    expect(after.status).toBe(200);
    expect(tagOf(after)).not.toBe(before);
    expect((await list(b, name, tagOf(after))).status).toBe(304);
    expect(tagOf(await list(a, name))).toBe(tagOf(after));
    return after;
  }

  it('answers an ETag with no-cache, private; 304 with no body on a matching If-None-Match', async () => {
    const first = await list(a, 'members');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-cache, private');
    expect(first.body[0]).toMatchObject({ userId: owner.userId });
    const etag = tagOf(first);
    expect(etag).toMatch(/^"\d+\.[A-Za-z0-9_-]{16}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await list(b, 'members', ifNoneMatch);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache, private');
    }
    const stale = await list(b, 'members', '"0.AAAAAAAAAAAAAAAA"');
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
    // The same answer from memory, the same bytes.
    expect((await list(a, 'members')).text).toBe(first.text);
  });

  it('a member added through one instance changes the list and its tag on the other at once', async () => {
    let added: SignedIn | undefined;
    const after = await changesTag('members', async () => {
      added = await addMember(a, owner, org.id, roles.cashier);
    });
    expect(after.body.map((m: { userId: string }) => m.userId)).toContain(added!.userId);
  });

  it('a PIN set changes the tag, and the list shows it', async () => {
    const after = await changesTag('members', async () => {
      const res = await a.request('PUT', `/v1/orgs/${org.id}/members/${owner.userId}/pin`, {
        token: owner.accessToken,
        body: { pin: '482913' },
      });
      expect(res.status).toBe(204);
    });
    expect(after.body.find((m: { userId: string }) => m.userId === owner.userId).hasPin).toBe(true);
  });

  it('a branch opened or renamed changes the branches tag (and the members one)', async () => {
    let branchId = '';
    await changesTag('branches', async () => {
      branchId = (
        await a.request('POST', `/v1/orgs/${org.id}/branches`, {
          token: owner.accessToken,
          body: { name: 'Yunusobod' },
        })
      ).body.id;
    });
    const members = await currentTag('members');
    const renamed = await changesTag('branches', () =>
      a.request('PATCH', `/v1/orgs/${org.id}/branches/${branchId}`, {
        token: owner.accessToken,
        body: { name: 'Sergeli' },
      }),
    );
    expect(renamed.body.map((x: { name: string }) => x.name)).toContain('Sergeli');
    expect(tagOf(await list(b, 'members'))).not.toBe(members);
  });

  it('a role assignment changed or removed changes the tag', async () => {
    const member = await addMember(a, owner, org.id, roles.cashier);
    const after = await changesTag('members', () =>
      a.request('PATCH', `/v1/orgs/${org.id}/members/${member.userId}`, {
        token: owner.accessToken,
        body: { roleId: roles.org_admin },
      }),
    );
    const changed = after.body.find((m: { userId: string }) => m.userId === member.userId);
    expect(changed.roles.map((r: { role: { code: string } }) => r.role.code)).toEqual(['org_admin']);
    await changesTag('members', () =>
      a.request('DELETE', `/v1/orgs/${org.id}/members/${member.userId}`, { token: owner.accessToken }),
    );
  });

  it('a member renaming itself, or blocked, changes the tag; signing in does not', async () => {
    const member = await addMember(a, owner, org.id, roles.cashier);
    const after = await changesTag('members', () =>
      a.request('PATCH', '/v1/me', { token: member.accessToken, body: { firstName: 'Renamed' } }),
    );
    expect(after.body.find((m: { userId: string }) => m.userId === member.userId).firstName).toBe('Renamed');
    const tag = await currentTag('members');
    await signIn(a, member);
    expect((await list(b, 'members', tag)).status).toBe(304);
    const blocked = await changesTag('members', () =>
      db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [member.userId]),
    );
    expect(blocked.body.find((m: { userId: string }) => m.userId === member.userId).status).toBe('blocked');
  });

  it('a role on the whole client changes the tags of every organization of the client; a role renamed too', async () => {
    const sibling = await createOrg(a, owner, { clientId: org.clientId });
    const siblingTag = tagOf(await list(b, 'members', undefined, owner, sibling.id));
    const person = await createUser(a);
    // Written straight to the database: the triggers see every writer, not only the service's code.
    await changesTag('members', () =>
      db().query(
        `INSERT INTO role_assignments (user_id, role_id, role_audience, scope_type, client_id)
         SELECT $1, id, audience, 'client', $2 FROM roles WHERE code = 'org_admin'`,
        [person.userId, org.clientId],
      ),
    );
    const sibling2 = await list(b, 'members', siblingTag, owner, sibling.id);
    expect(sibling2.status).toBe(200);
    expect(sibling2.body.map((m: { userId: string }) => m.userId)).toContain(person.userId);
    const renamed = await changesTag('members', () =>
      db().query(`UPDATE roles SET name = 'Administrator' WHERE code = 'org_admin'`),
    );
    expect(renamed.body.find((m: { userId: string }) => m.userId === person.userId).roles[0].role.name).toBe(
      'Administrator',
    );
    await db().query(`UPDATE roles SET name = 'Organization admin' WHERE code = 'org_admin'`);
  });

  it('callers never get a list they may not read, whatever tag they send; each list has its own tag', async () => {
    const members = await list(a, 'members');
    const branches = await list(a, 'branches');
    expect(tagOf(branches)).not.toBe(tagOf(members));
    expect((await list(b, 'branches', tagOf(members))).status).toBe(200);
    // A stranger: 404 as before, never the kept body nor a 304.
    const stranger = await staff(a, 'user');
    for (const etag of [undefined, tagOf(members)]) {
      const res = await list(b, 'members', etag, stranger);
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
      // Errors of a polled list are like every /v1 answer's.
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // Another organization of the stranger's: its own list and tag.
    const own = await createOrg(a, stranger);
    const theirs = await list(b, 'members', tagOf(members), stranger, own.id);
    expect(theirs.status).toBe(200);
    expect(tagOf(theirs)).not.toBe(tagOf(members));
    expect(theirs.body.map((m: { userId: string }) => m.userId)).toEqual([stranger.userId]);
  });

  it('keeps one answer per list and organization, the newest version', async () => {
    await list(b, 'members');
    const kept = b.app.get(PolledLists).size;
    await addMember(a, owner, org.id, roles.cashier);
    await list(b, 'members');
    expect(b.app.get(PolledLists).size.entries).toBe(kept.entries);
  });
});
