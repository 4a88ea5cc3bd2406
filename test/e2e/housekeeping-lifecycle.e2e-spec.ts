import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Housekeeping, HousekeepingReport } from '../../src/database/housekeeping';
import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { FakeOneId, newPinfl, oneIdEnvironment, startFakeOneId } from '../support/fake-oneid';
import { createOrg, Org } from '../support/orgs';
import { SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { addTill, PairedTill, pairedTill } from '../support/tills';

const DAY_S = 86_400;

/**
 * CONTRACT §12.3, the purges registered at the merge and the organizations' windows
 * (docs/decisions/data-lifecycle.md): OneID states used or expired; offline kits expired more
 * than 30 days ago that carry no current PIN, with their event ids; the organizations' windows
 * of wrong PINs and of till creations past their end. Each run is `Housekeeping.runOnce()`, on
 * the test clock, and leaves what is live.
 */
describe('housekeeping: OneID states, offline kits, the organizations’ windows', () => {
  let fake: FakeOneId;
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let branchId: string;
  let pinSequence = 730_000;

  beforeAll(async () => {
    fake = await startFakeOneId();
    t = await startTestApp(oneIdEnvironment(fake));
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    branchId = await branchOf(org);
  });

  // Tests move the clock past the Owner's access token.
  beforeEach(async () => {
    owner = await signIn(t, owner);
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const db = () => t.app.get(DataSource);
  const count = async (sql: string, params: unknown[] = []) =>
    (await db().query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
  const run = (): Promise<HousekeepingReport> => t.app.get(Housekeeping).runOnce();
  async function branchOf(of: Org): Promise<string> {
    const res = await t.request('POST', `/v1/orgs/${of.id}/branches`, {
      token: owner.accessToken,
      body: { name: 'Main', address: 'Tashkent' },
    });
    if (res.status !== 201) throw new Error(`branch: ${res.status} ${res.text}`);
    return res.body.id as string;
  }
  const startOneId = async (path: string, token?: string) => {
    const res = await t.request('POST', path, { token });
    expect(res.status).toBe(200);
    return res.body.state as string;
  };

  it('removes used and expired OneID states, and keeps a fresh unused one', async () => {
    const linker = await staff(t, 'user');
    const used = await startOneId('/v1/me/oneid/start', linker.accessToken);
    const code = fake.issueCode({ pin: newPinfl(), authMethod: 'LOGINPASSMETHOD' });
    const linked = await t.request('PUT', '/v1/me/oneid', { token: linker.accessToken, body: { code, state: used } });
    expect(linked.status).toBe(200);
    await startOneId('/v1/auth/oneid/start');
    // Past the 600 s of the states so far: one used, one expired unused.
    advance(t, 601);
    const fresh = await startOneId('/v1/auth/oneid/start');
    expect(await count('oneid_states WHERE used_at IS NOT NULL')).toBeGreaterThanOrEqual(1);
    expect(await count('oneid_states WHERE used_at IS NULL AND expires_at <= $1', [t.clock.now()])).toBeGreaterThan(0);
    const before = await count('oneid_states');

    const report = await run();

    expect(report.tables.oneid_states).toEqual({ deleted: before - 1, statements: 1 });
    expect(await count('oneid_states')).toBe(1);
    expect(await count('oneid_states WHERE used_at IS NULL AND expires_at > $1', [t.clock.now()])).toBe(1);
    // The fresh state still works: an unlinked person is told so, not that the state is unknown.
    const answer = await t.request('POST', '/v1/auth/oneid/sign-in', {
      body: { state: fresh, code: fake.issueCode({ pin: newPinfl(), authMethod: 'LOGINPASSMETHOD' }) },
    });
    expectError(answer, 404, 'oneid_not_linked');
  });

  it('removes offline kits expired more than 30 days ago that carry no current PIN, with their events; keeps a kit with a current PIN and a live kit', async () => {
    const setPin = async () => {
      const res = await t.request('PUT', `/v1/orgs/${org.id}/members/${owner.userId}/pin`, {
        token: owner.accessToken,
        body: { pin: String((pinSequence += 1)) },
      });
      expect(res.status).toBe(204);
    };
    const kitOf = async (paired: PairedTill) => {
      const res = await t.request('GET', '/v1/till/offline-kit', { token: paired.accessToken });
      expect(res.status).toBe(200);
      return res.body as { kitId: string; issuedAt: string; expiresAt: string; members: { userId: string }[] };
    };
    const kitExists = async (kitId: string) => (await count('till_offline_kits WHERE id = $1', [kitId])) === 1;
    const paired = await pairedTill(t, owner, org.id, branchId);
    await setPin();
    const changed = await kitOf(paired);
    const uploaded = await t.request('POST', '/v1/till/offline-events', {
      token: paired.accessToken,
      body: {
        events: [
          {
            id: randomUUID(),
            kitId: changed.kitId,
            type: 'staff_signed_in',
            userId: owner.userId,
            occurredAt: changed.issuedAt,
          },
        ],
      },
    });
    expect(uploaded.body.accepted).toHaveLength(1);
    // The Owner's PIN changes: the first kit's PIN version is no longer current; the next kit carries the new one.
    await setPin();
    const current = await kitOf(paired);
    expect(current.kitId).not.toBe(changed.kitId);
    expect(current.members.map((m) => m.userId)).toContain(owner.userId);

    // 29 days past both kits' expiry: nothing yet.
    advance(t, (Date.parse(current.expiresAt) - t.clock.nowMs()) / 1000 + 29 * DAY_S);
    expect((await run()).tables.till_offline_kits.deleted).toBe(0);
    expect([await kitExists(changed.kitId), await kitExists(current.kitId)]).toEqual([true, true]);

    // 31 days past: the kit whose PIN changed goes, with its event; the one carrying the current PIN stays.
    advance(t, 2 * DAY_S);
    owner = await signIn(t, owner);
    const live = await kitOf(await pairedTill(t, owner, org.id, branchId));
    const report = await run();

    expect(report.tables.till_offline_kits.deleted).toBe(1);
    expect(await kitExists(changed.kitId)).toBe(false);
    expect(await count('till_offline_events WHERE kit_id = $1', [changed.kitId])).toBe(0);
    expect(await kitExists(current.kitId)).toBe(true);
    expect(await kitExists(live.kitId)).toBe(true);
  });

  it("removes the organizations' windows past their end: wrong PINs after the minute, till creations after the day", async () => {
    const wrongPin = async (at: Org) => {
      const res = await t.request('POST', `/v1/orgs/${at.id}/members/lookup`, {
        token: owner.accessToken,
        body: { pin: '000002' },
      });
      expectError(res, 404, 'member_not_found');
    };
    const guesses = (at: Org) => count('organization_pin_guesses WHERE organization_id = $1', [at.id]);
    const creations = (at: Org) => count('till_creation_windows WHERE organization_id = $1', [at.id]);
    const ended = await createOrg(t, owner);
    const live = await createOrg(t, owner);
    await addTill(t, owner, ended.id, await branchOf(ended));
    await wrongPin(ended);
    // A minute later: the ended organization's wrong PIN is past its window, the live one's is not.
    advance(t, 61);
    await wrongPin(live);
    expect([await guesses(ended), await guesses(live)]).toEqual([1, 1]);

    const first = await run();

    expect(first.tables.organization_pin_guesses.deleted).toBeGreaterThanOrEqual(1);
    expect([await guesses(ended), await guesses(live)]).toEqual([0, 1]);
    // The till created a minute ago is within the day: its window stays.
    expect(await creations(ended)).toBe(1);

    // A day after the first till: its window has ended; a till created now keeps the other's.
    advance(t, DAY_S);
    owner = await signIn(t, owner);
    await addTill(t, owner, live.id, await branchOf(live));
    const second = await run();

    expect(second.tables.till_creation_windows.deleted).toBeGreaterThanOrEqual(1);
    expect([await creations(ended), await creations(live)]).toEqual([0, 1]);
    expect(await guesses(live)).toBe(0);
    // A new guess opens a new window at once.
    await wrongPin(ended);
    expect(await guesses(ended)).toBe(1);
  });
});
