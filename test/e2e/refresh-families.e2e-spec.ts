import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { advance, registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { Org } from '../support/orgs';
import { SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { claimsOf, pairedTill } from '../support/tills';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token with one bit of its MAC flipped: the family's id and generation as they were. */
const forged = (token: string) => {
  const bytes = Buffer.from(token, 'base64url');
  bytes[31] ^= 0x10;
  return bytes.toString('base64url');
};
/** A token naming another generation of its family, with the MAC it had. */
const withGeneration = (token: string, generation: number) => {
  const bytes = Buffer.from(token, 'base64url');
  bytes.writeUInt32BE(generation, 16);
  return bytes.toString('base64url');
};
/** An opaque refresh token as issued before the families: 256 random bits. */
const opaque = () => randomBytes(32).toString('base64url');

/**
 * CONTRACT §12.3: refresh tokens as families. A session (a till credential) keeps at most two
 * token rows whatever the number of its rotations; every earlier token presented again is
 * still reuse (§11.6), also once its row is gone; a forged token ends nothing; an opaque
 * token issued before the families still refreshes, into a family.
 */
describe('refresh tokens as families', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  let branchId: string;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s));
  const { branch } = orgStaffFlows(() => ({ t, owner, org, roles }));

  beforeAll(async () => {
    branchId = (await branch()).id;
  });

  const db = () => t.app.get(DataSource);
  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const tillRefresh = (refreshToken: string) => t.request('POST', '/v1/tills/refresh', { body: { refreshToken } });
  const me = (token: string) => t.request('GET', '/v1/me', { token });
  const reuseCount = async () =>
    Number(/^refresh_reuse_detected_total (\d+)$/m.exec((await t.request('GET', '/metrics')).text)?.[1] ?? 0);
  const rowsOf = async (table: string, column: string, owner: string) =>
    (await db().query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`, [owner]))[0]
      .n;
  const sessionRows = (sid: string) => rowsOf('refresh_tokens', 'session_id', sid);
  const credentialRows = (credentialId: string) => rowsOf('till_refresh_tokens', 'credential_id', credentialId);
  const sidOf = (accessToken: string) => String(claimsOf(accessToken).sid);
  const endReason = async (sid: string) =>
    (await db().query<{ end_reason: string | null }[]>('SELECT end_reason FROM sessions WHERE id = $1', [sid]))[0]
      .end_reason;
  const tillStatus = async (tillId: string) =>
    (await db().query<{ status: string }[]>('SELECT status FROM tills WHERE id = $1', [tillId]))[0].status;

  /** Refreshes `times` times in a row; every token answered, the first one included. */
  const rotateMany = async (first: string, times: number, call: typeof refresh) => {
    const tokens = [first];
    let last = { accessToken: '', refreshToken: first };
    for (let k = 0; k < times; k++) {
      const res = await call(last.refreshToken);
      expect(res.status).toBe(200);
      last = res.body;
      tokens.push(last.refreshToken);
    }
    return { tokens, last };
  };

  describe("a person's session", () => {
    it('keeps at most two token rows over 200 rotations; the 3rd token presented again ends the session', async () => {
      const account = await registerAccount(t);
      const sid = sidOf(account.accessToken);
      const { tokens, last } = await rotateMany(account.refreshToken, 200, refresh);
      expect(await sessionRows(sid)).toBeLessThanOrEqual(2);
      expect(new Set(tokens).size).toBe(201);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The 3rd token's row is long gone: its MAC proves it the family's, so it is reuse.
      expect(await db().query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [sha256(tokens[2])])).toEqual([]);
      const before = await reuseCount();
      expectError(await refresh(tokens[2]), 401, 'session_expired');
      expect(await reuseCount()).toBe(before + 1);
      expect(await endReason(sid)).toBe('token_reuse');
      expectError(await refresh(last.refreshToken), 401, 'session_expired');
      expect((await me(last.accessToken)).status).toBe(401);
    });

    it('answers a forged token of a live family 401 and ends nothing', async () => {
      const account = await registerAccount(t);
      const { tokens, last } = await rotateMany(account.refreshToken, 3, refresh);
      const before = await reuseCount();
      // A wrong MAC on the current, on an earlier and on a later generation; a generation never issued.
      for (const token of [forged(last.refreshToken), forged(tokens[1]), withGeneration(tokens[0], 2)]) {
        expectError(await refresh(token), 401, 'session_expired');
      }
      expectError(await refresh(withGeneration(last.refreshToken, 99)), 401, 'session_expired');
      expect(await reuseCount()).toBe(before);
      expect(await endReason(sidOf(account.accessToken))).toBeNull();
      const next = await refresh(last.refreshToken);
      expect(next.status).toBe(200);
      expect((await me(next.body.accessToken)).status).toBe(200);
    });

    it('refreshes an opaque token issued before the families once, into a family; presented again it is reuse', async () => {
      const account = await registerAccount(t);
      const sid = sidOf(account.accessToken);
      // The session as the code before the families left it: no salt, opaque tokens.
      const legacy = opaque();
      await db().query('UPDATE sessions SET refresh_salt = NULL WHERE id = $1', [sid]);
      await db().query('DELETE FROM refresh_tokens WHERE session_id = $1', [sid]);
      await db().query(
        `INSERT INTO refresh_tokens (token_hash, session_id, used_at) VALUES ($1, $3, now()), ($2, $3, NULL)`,
        [sha256(opaque()), sha256(legacy), sid],
      );
      const first = await refresh(legacy);
      expect(first.status).toBe(200);
      // The token issued names the session: its family.
      expect(Buffer.from(first.body.refreshToken, 'base64url').subarray(0, 16).toString('hex')).toBe(
        sid.replace(/-/g, ''),
      );
      const { tokens } = await rotateMany(first.body.refreshToken, 5, refresh);
      // The opaque rows stay with their session (they stop growing); two of the family's.
      expect(await sessionRows(sid)).toBe(2 + 2);
      advance(t, t.config.refreshReuseGraceSeconds + 1);
      expectError(await refresh(legacy), 401, 'session_expired');
      expect(await endReason(sid)).toBe('token_reuse');
      expectError(await refresh(tokens[5]), 401, 'session_expired');
    });
  });

  describe("a till's credential", () => {
    it('keeps at most two token rows over 200 rotations; the 3rd token presented again ends the credential', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const credentialId = sidOf(till.accessToken);
      const { tokens, last } = await rotateMany(till.refreshToken, 200, tillRefresh);
      expect(await credentialRows(credentialId)).toBeLessThanOrEqual(2);
      expectError(await tillRefresh(tokens[2]), 401, 'session_expired');
      expect(await tillStatus(till.tillId)).toBe('pending');
      expectError(await tillRefresh(last.refreshToken), 401, 'session_expired');
    });

    it('gives exactly one success to concurrent refreshes with one token (grace off)', async () => {
      const off = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' }, t.database);
      try {
        const till = await pairedTill(t, owner, org.id, branchId);
        const { last } = await rotateMany(till.refreshToken, 2, tillRefresh);
        const results = await Promise.all(
          Array.from({ length: 5 }, () =>
            off.request('POST', '/v1/tills/refresh', { body: { refreshToken: last.refreshToken } }),
          ),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error.code).toBe('session_expired');
        expect(await credentialRows(sidOf(till.accessToken))).toBeLessThanOrEqual(2);
      } finally {
        await off.close();
      }
    });

    it('answers a forged token 401 and ends nothing', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const { tokens, last } = await rotateMany(till.refreshToken, 3, tillRefresh);
      for (const token of [forged(last.refreshToken), forged(tokens[1]), withGeneration(last.refreshToken, 99)]) {
        expectError(await tillRefresh(token), 401, 'session_expired');
      }
      expect(await tillStatus(till.tillId)).toBe('active');
      expect((await tillRefresh(last.refreshToken)).status).toBe(200);
    });

    it('refreshes an opaque token issued before the families once, into a family', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const credentialId = sidOf(till.accessToken);
      const legacy = opaque();
      await db().query('UPDATE till_credentials SET refresh_salt = NULL WHERE id = $1', [credentialId]);
      await db().query('DELETE FROM till_refresh_tokens WHERE credential_id = $1', [credentialId]);
      await db().query(
        `INSERT INTO till_refresh_tokens (token_hash, credential_id, created_at) VALUES ($1, $2, now())`,
        [sha256(legacy), credentialId],
      );
      const first = await tillRefresh(legacy);
      expect(first.status).toBe(200);
      const { last } = await rotateMany(first.body.refreshToken, 3, tillRefresh);
      expect(await credentialRows(credentialId)).toBe(1 + 2);
      advance(t, t.config.refreshReuseGraceSeconds + 1);
      expectError(await tillRefresh(legacy), 401, 'session_expired');
      expect(await tillStatus(till.tillId)).toBe('pending');
      expectError(await tillRefresh(last.refreshToken), 401, 'session_expired');
    });
  });
});
