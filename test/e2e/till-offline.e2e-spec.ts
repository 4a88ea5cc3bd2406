import { randomUUID, scryptSync } from 'node:crypto';
import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { addMember, Org } from '../support/orgs';
import { SignedIn } from '../support/staff';
import { TestApp } from '../support/test-app';
import { PairedTill, pairedTill } from '../support/tills';
import { PinsRepository } from '../../src/staff/pins.repository';
import { TillOfflineRepository } from '../../src/tills/till-offline.repository';

interface KitMember {
  userId: string;
  firstName: string;
  lastName: string;
  roles: { code: string | null; name: string }[];
  permissions: string[];
  salt: string;
  verifier: string;
}

interface Kit {
  kitId: string;
  issuedAt: string;
  expiresAt: string;
  organization: { id: string; name: string };
  branch: { id: string; name: string };
  kdf: { name: string; N: number; r: number; p: number; length: number };
  members: KitMember[];
}

/** What a till computes offline: scrypt of the PIN with the member's salt and the kit's kdf. */
function verifierOf(pin: string, salt: string, kdf = { N: 2 ** 15, r: 8, p: 1, length: 32 }): string {
  return scryptSync(pin, Buffer.from(salt, 'base64url'), kdf.length, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    maxmem: 64 * 1024 * 1024,
  }).toString('base64url');
}

/** CONTRACT §12.1: tills that keep working offline. */
describe('tills: the offline kit, offline uploads and lost tills', () => {
  let t: TestApp;
  /** A second instance on the same database. */
  let other: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  let branchId: string;
  let elsewhereId: string;
  let pinSequence = 600_000;
  useOrgWithOwner((s) => ({ t, other, owner, org, roles } = s), { second: true, signInEach: true });

  beforeAll(async () => {
    branchId = (await branch()).id;
    elsewhereId = (await branch()).id;
  });

  const { db, call, branch } = orgStaffFlows(() => ({ t, owner, org, roles }));
  const moveClocks = (seconds: number) => {
    advance(t, seconds);
    advance(other, seconds);
  };
  const till = () => pairedTill(t, owner, org.id, branchId);
  const onTill = (
    paired: PairedTill,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
    app = t,
  ) => app.request(method, `/v1/till${path}`, { token: paired.accessToken, ...options });
  /** A new till token after the clocks moved past its life (the credential, and so the tag, stay). */
  const renew = async (paired: PairedTill) => {
    const res = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: paired.refreshToken } });
    if (res.status !== 200) throw new Error(`refresh: ${res.status} ${res.text}`);
    paired.accessToken = res.body.accessToken;
    paired.refreshToken = res.body.refreshToken;
  };
  const kitOf = async (paired: PairedTill, app = t) => {
    const res = await onTill(paired, 'GET', '/offline-kit', {}, app);
    expect(res.status).toBe(200);
    return { kit: res.body as Kit, etag: res.headers.get('etag')! };
  };
  /** Each member sets its own PIN: the owner's ten settings an hour are not spent. */
  const setPin = async (person: SignedIn) => {
    const pin = String((pinSequence += 1));
    const set = await call(person, 'PUT', `/members/${person.userId}/pin`, { pin });
    if (set.status !== 204) throw new Error(`pin: ${set.status} ${set.text}`);
    return pin;
  };
  /** A member with a fresh PIN; `branch`: a branch role there, else organization-wide. */
  const member = async (code: string, options: { branchId?: string; firstName?: string } = {}) => {
    const person = await addMember(t, owner, org.id, roles[code], options);
    return { ...person, pin: await setPin(person) };
  };
  const pinRow = async (userId: string) =>
    (
      await db().query<
        { pin_hash: string; pin_version: string; verifier_salt: string | null; verifier: string | null }[]
      >(
        `SELECT pin_hash, pin_version, verifier_salt, verifier FROM member_pins WHERE organization_id = $1 AND user_id = $2`,
        [org.id, userId],
      )
    )[0];
  /** A PIN as one set before this wave: no verifier. */
  const forgetVerifier = (userId: string) =>
    db().query(
      `UPDATE member_pins SET verifier = NULL, verifier_salt = NULL WHERE organization_id = $1 AND user_id = $2`,
      [org.id, userId],
    );
  const auditOf = (action: string, targetId: string) =>
    db().query<{ actor_user_id: string; request_id: string; details: Record<string, unknown>; created_at: Date }[]>(
      `SELECT actor_user_id, request_id, details, created_at FROM audit_events WHERE action = $1 AND target_id = $2
       ORDER BY created_at, id`,
      [action, targetId],
    );
  const upload = (paired: PairedTill, events: unknown[], app = t) =>
    onTill(paired, 'POST', '/offline-events', { body: { events } }, app);

  it('stores a scrypt verifier with a salt of its own when a PIN is set; a new setting is a new PIN version', async () => {
    const cashier = await member('cashier');
    const row = await pinRow(cashier.userId);
    expect(row.verifier_salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(row.verifier_salt!, 'base64url')).toHaveLength(16);
    expect(row.verifier).toBe(verifierOf(cashier.pin, row.verifier_salt!));
    expect(JSON.stringify(row)).not.toContain(cashier.pin);
    const again = await setPin(cashier);
    const changed = await pinRow(cashier.userId);
    expect(changed.pin_version).not.toBe(row.pin_version);
    expect(changed.verifier_salt).not.toBe(row.verifier_salt);
    expect(changed.verifier).toBe(verifierOf(again, changed.verifier_salt!));
  });

  it('GET /v1/till/offline-kit: the members at the till with a verifier, their permissions, salts and verifiers', async () => {
    const paired = await till();
    const cashier = await member('cashier', { firstName: 'Dilnoza' });
    const manager = await member('branch_manager', { branchId });
    const there = await member('branch_manager', { branchId: elsewhereId });
    const noPin = await addMember(t, owner, org.id, roles.cashier);
    const blocked = await member('cashier');
    await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [blocked.userId]);
    const res = await onTill(paired, 'GET', '/offline-kit');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const kit = res.body as Kit;
    expect(kit).toEqual({
      kitId: expect.any(String),
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
      organization: { id: org.id, name: expect.any(String) },
      branch: { id: branchId, name: expect.any(String) },
      kdf: { name: 'scrypt', N: 32768, r: 8, p: 1, length: 32 },
      members: expect.any(Array),
    });
    expect(Date.parse(kit.expiresAt) - Date.parse(kit.issuedAt)).toBe(24 * 3_600_000);
    const ids = kit.members.map((m) => m.userId);
    expect(ids).toEqual(expect.arrayContaining([cashier.userId, manager.userId]));
    for (const absent of [there, noPin, blocked]) expect(ids).not.toContain(absent.userId);
    const seen = kit.members.find((m) => m.userId === cashier.userId)!;
    expect(seen).toEqual({
      userId: cashier.userId,
      firstName: 'Dilnoza',
      lastName: 'Member',
      roles: [{ code: 'cashier', name: 'Cashier' }],
      permissions: expect.any(Array),
      salt: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The till checks a PIN offline: the verifier of the right PIN with the member's salt.
    expect(verifierOf(cashier.pin, seen.salt, kit.kdf)).toBe(seen.verifier);
    expect(seen.permissions).not.toContain('pos.void');
    const boss = kit.members.find((m) => m.userId === manager.userId)!;
    expect(boss.permissions).toEqual(expect.arrayContaining(['pos.void', 'pos.refund', 'org.read']));
    expect(boss.permissions.some((p) => p.startsWith('portal.'))).toBe(false);
    expect(res.text).not.toContain(cashier.phone);
    expect(res.text).not.toContain(cashier.pin);
    // Recorded (members and PIN versions) and audited.
    const [recorded] = await db().query<{ till_id: string; members: { userId: string; pinVersion: string }[] }[]>(
      `SELECT till_id, members FROM till_offline_kits WHERE id = $1`,
      [kit.kitId],
    );
    expect(recorded.till_id).toBe(paired.tillId);
    expect(recorded.members.find((m) => m.userId === cashier.userId)?.pinVersion).toBe(
      (await pinRow(cashier.userId)).pin_version,
    );
    const [event] = (await auditOf('till.offline_kit_issued', paired.tillId)).slice(-1);
    expect(event.details).toEqual({ kitId: kit.kitId, memberCount: kit.members.length });
  });

  it('answers an ETag: 304 on every instance while nothing changed; a member, PIN or branch change is a new kit at once', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const first = await kitOf(paired);
    const kits = async () =>
      Number(
        (await db().query(`SELECT count(*)::int AS n FROM till_offline_kits WHERE till_id = $1`, [paired.tillId]))[0].n,
      );
    const before = await kits();
    const held = await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': first.etag } }, other);
    expect(held.status).toBe(304);
    expect(held.text).toBe('');
    expect(held.headers.get('etag')).toBe(first.etag);
    // A 304 issues no kit: the till keeps the one it has, with its expiry.
    expect(await kits()).toBe(before);
    const probe = (app = other) =>
      onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': first.etag } }, app);
    // A new PIN.
    await setPin(cashier);
    const afterPin = await probe();
    expect(afterPin.status).toBe(200);
    expect(afterPin.headers.get('etag')).not.toBe(first.etag);
    expect((afterPin.body as Kit).kitId).not.toBe(first.kit.kitId);
    // A new member, a branch renamed.
    const second = afterPin.headers.get('etag')!;
    const probeSecond = () => onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': second } }, t);
    expect((await probeSecond()).status).toBe(304);
    await member('cashier');
    const afterMember = await probeSecond();
    expect(afterMember.status).toBe(200);
    const third = afterMember.headers.get('etag')!;
    await call(owner, 'PATCH', `/branches/${branchId}`, { name: `Renamed ${Math.random()}` });
    expect((await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': third } }, other)).status).toBe(
      200,
    );
    // A tag is the till's own: another till of the branch is answered a kit.
    const another = await till();
    const fourth = (await kitOf(paired)).etag;
    expect((await onTill(another, 'GET', '/offline-kit', { headers: { 'if-none-match': fourth } })).status).toBe(200);
    // A forged tag (another issue time, still young) is not ours: the keyed hash does not match.
    const forged = fourth.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) - 60}.`);
    expect((await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': forged } })).status).toBe(200);
    // A member removed (their role assignment goes): a new kit at once, without them.
    const current = (await kitOf(paired)).etag;
    expect((await call(owner, 'DELETE', `/members/${cashier.userId}`)).status).toBe(204);
    const afterRemoval = await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': current } }, other);
    expect(afterRemoval.status).toBe(200);
    expect((afterRemoval.body as Kit).members.map((m) => m.userId)).not.toContain(cashier.userId);
  });

  it('never answers 304 for a kit past half its life: the till gets a new kit before its own expires', async () => {
    const paired = await till();
    await member('cashier');
    const first = await kitOf(paired);
    moveClocks(11 * 3600);
    await renew(paired);
    const young = await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': first.etag } }, other);
    expect(young.status).toBe(304);
    moveClocks(3600);
    await renew(paired);
    const old = await onTill(paired, 'GET', '/offline-kit', { headers: { 'if-none-match': first.etag } }, other);
    expect(old.status).toBe(200);
    expect(Date.parse((old.body as Kit).expiresAt)).toBeGreaterThan(Date.parse(first.kit.expiresAt));
  });

  it('a PIN set before verifiers is given its verifier at its next right PIN: sign-in, approval or lookup', async () => {
    const paired = await till();
    const signer = await member('cashier');
    const approver = await member('branch_manager', { branchId });
    const looked = await member('cashier');
    for (const m of [signer, approver, looked]) await forgetVerifier(m.userId);
    const ids = async () => (await kitOf(paired)).kit.members.map((m) => m.userId);
    const before = await ids();
    for (const m of [signer, approver, looked]) expect(before).not.toContain(m.userId);
    // A wrong PIN fills nothing.
    expect((await onTill(paired, 'POST', '/sign-in', { body: { pin: '000000' } })).status).toBe(404);
    expect((await onTill(paired, 'POST', '/sign-in', { body: { pin: signer.pin } })).status).toBe(200);
    expect(
      (await onTill(paired, 'POST', '/approvals', { body: { pin: approver.pin, permission: 'pos.void' } }, other))
        .status,
    ).toBe(200);
    expect((await call(owner, 'POST', '/members/lookup', { pin: looked.pin })).status).toBe(200);
    for (const m of [signer, approver, looked]) {
      const row = await pinRow(m.userId);
      expect(row.verifier).toBe(verifierOf(m.pin, row.verifier_salt!));
    }
    expect(await ids()).toEqual(expect.arrayContaining([signer.userId, approver.userId, looked.userId]));
  });

  it('POST /v1/till/offline-events: accepted as audit events (delivered to webhooks), duplicates, rejections in order', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const manager = await member('branch_manager', { branchId });
    const { kit } = await kitOf(paired);
    const someoneElse = await member('cashier');
    const foreignKit = (await kitOf(await pairedTill(t, owner, org.id, elsewhereId))).kit;
    const [endpoint] = await db().query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (organization_id, url, events, secret, enabled)
       VALUES ($1, 'https://hooks.example.com/offline', ARRAY['till.approval_granted'], 'whsec_test', true) RETURNING id`,
      [org.id],
    );
    const issued = Date.parse(kit.issuedAt);
    const at = (ms: number) => new Date(issued + ms).toISOString();
    const ev = (fields: Record<string, unknown>) => ({
      id: randomUUID(),
      kitId: kit.kitId,
      type: 'staff_signed_in',
      userId: cashier.userId,
      occurredAt: at(60_000),
      ...fields,
    });
    const signedIn = ev({ reference: 'shift-1' });
    const approved = ev({
      type: 'approval_granted',
      userId: manager.userId,
      permission: 'pos.void',
      occurredAt: at(120_000),
    });
    const signedOut = ev({ type: 'staff_signed_out', occurredAt: at(180_000) });
    const unknownKit = ev({ kitId: randomUUID() });
    const foreign = ev({ kitId: foreignKit.kitId });
    // Before the kit, and in the future (also past the kit): the kit's window is judged first.
    const early = ev({ occurredAt: at(-1000) });
    const late = ev({ occurredAt: at(25 * 3_600_000) });
    const future = ev({ occurredAt: at(7 * 60_000) });
    const notInKit = ev({ userId: someoneElse.userId });
    const notHeld = ev({ type: 'approval_granted', permission: 'pos.void' });
    const batch = [
      signedIn,
      approved,
      unknownKit,
      foreign,
      early,
      late,
      future,
      notInKit,
      notHeld,
      signedOut,
      signedIn,
    ];
    const res = await upload(paired, batch);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: [signedIn.id, approved.id, signedOut.id],
      duplicates: [signedIn.id],
      rejected: [
        { id: unknownKit.id, code: 'offline_kit_unknown' },
        { id: foreign.id, code: 'offline_kit_unknown' },
        { id: early.id, code: 'offline_event_outside_kit' },
        { id: late.id, code: 'offline_event_outside_kit' },
        { id: future.id, code: 'offline_event_in_future' },
        { id: notInKit.id, code: 'member_not_in_kit' },
        { id: notHeld.id, code: 'permission_not_in_kit' },
      ],
    });
    const signIns = (await auditOf('till.staff_signed_in', paired.tillId)).filter((e) => e.details.offline === true);
    expect(signIns).toEqual([
      expect.objectContaining({
        actor_user_id: cashier.userId,
        details: {
          offline: true,
          occurredAt: signedIn.occurredAt,
          kitId: kit.kitId,
          eventId: signedIn.id,
          reference: 'shift-1',
        },
      }),
    ]);
    // createdAt is the upload's time, not the event's.
    expect(signIns[0].created_at.getTime()).toBeLessThan(Date.parse(signedIn.occurredAt));
    const [approval] = await auditOf('till.approval_granted', paired.tillId);
    expect(approval.details).toEqual({
      offline: true,
      occurredAt: approved.occurredAt,
      kitId: kit.kitId,
      eventId: approved.id,
      reference: null,
      permission: 'pos.void',
    });
    expect((await auditOf('till.staff_signed_out', paired.tillId))[0].details).toMatchObject({ eventId: signedOut.id });
    const deliveries = await db().query<{ data: { action: string; details: Record<string, unknown> } }[]>(
      `SELECT data FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpoint.id],
    );
    await db().query(`DELETE FROM webhook_endpoints WHERE id = $1`, [endpoint.id]);
    expect(deliveries.map((d) => d.data)).toEqual([
      expect.objectContaining({ action: 'till.approval_granted', details: approval.details }),
    ]);
    // Uploaded again: duplicates, nothing written again.
    const again = await upload(paired, [signedIn, approved], other);
    expect(again.body).toEqual({ accepted: [], duplicates: [signedIn.id, approved.id], rejected: [] });
    expect(await auditOf('till.approval_granted', paired.tillId)).toHaveLength(1);
    // Offline work never opens a staff session.
    expect((await onTill(paired, 'GET', '/staff-sessions')).body).toEqual([]);
  });

  it('records each event once when one batch (the largest, 500) is uploaded in parallel on two instances', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const { kit } = await kitOf(paired);
    const batch = Array.from({ length: 500 }, (_, k) => ({
      id: randomUUID(),
      kitId: kit.kitId,
      type: k % 2 ? 'staff_signed_out' : 'staff_signed_in',
      userId: cashier.userId,
      occurredAt: new Date(Date.parse(kit.issuedAt) + k * 10).toISOString(),
    }));
    const answers = await Promise.all([upload(paired, batch), upload(paired, batch, other), upload(paired, batch)]);
    for (const res of answers) expect(res.status).toBe(200);
    const accepted = answers.flatMap((res) => res.body.accepted as string[]);
    expect(accepted.sort()).toEqual(batch.map((e) => e.id).sort());
    for (const res of answers) {
      expect([...res.body.accepted, ...res.body.duplicates].sort()).toEqual(batch.map((e) => e.id).sort());
    }
    const [{ n }] = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM audit_events WHERE target_id = $1 AND details->>'offline' = 'true'`,
      [paired.tillId],
    );
    expect(n).toBe(500);
  });

  it('a malformed upload is 400 and records nothing; a revoked till is 401', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const { kit } = await kitOf(paired);
    const good = {
      id: randomUUID(),
      kitId: kit.kitId,
      type: 'staff_signed_in',
      userId: cashier.userId,
      occurredAt: kit.issuedAt,
    };
    const malformed: unknown[] = [
      { events: [] },
      { events: [good, { ...good, id: 'not-a-uuid' }] },
      { events: [good, { ...good, id: randomUUID(), type: 'sale' }] },
      { events: [good, { ...good, id: randomUUID(), type: 'approval_granted' }] },
      { events: [good, { ...good, id: randomUUID(), reference: 'x'.repeat(101) }] },
      { events: [good, { ...good, id: randomUUID(), occurredAt: 'yesterday' }] },
      { events: [good, { ...good, id: randomUUID(), extra: 1 }] },
      { events: Array.from({ length: 501 }, () => ({ ...good, id: randomUUID() })) },
      { events: good },
    ];
    for (const body of malformed) {
      expectError(await onTill(paired, 'POST', '/offline-events', { body }), 400, 'validation_failed');
    }
    const [{ n }] = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM till_offline_events WHERE till_id = $1`,
      [paired.tillId],
    );
    expect(n).toBe(0);
    expect((await call(owner, 'DELETE', `/tills/${paired.tillId}`)).status).toBe(204);
    expectError(await upload(paired, [good], other), 401, 'unauthorized');
    expectError(await onTill(paired, 'GET', '/offline-kit', {}, other), 401, 'unauthorized');
  });

  it('a lost till: revoked, and the current PINs its kits carried are cleared (audited), in one answer', async () => {
    const paired = await till();
    const carried = await member('cashier');
    const changed = await member('cashier');
    await kitOf(paired);
    // Set again after the kit: the kit no longer holds a current PIN of this member.
    await setPin(changed);
    const later = await member('cashier');
    const elsewhere = await pairedTill(t, owner, org.id, branchId);
    const kept = await member('cashier');
    await kitOf(elsewhere);
    const res = await call(owner, 'DELETE', `/tills/${paired.tillId}`, { lost: true });
    expect(res.status).toBe(200);
    expect(res.body.till).toMatchObject({ id: paired.tillId, status: 'revoked' });
    expect(res.body.pinsCleared).toContain(carried.userId);
    for (const still of [changed, later, kept]) expect(res.body.pinsCleared).not.toContain(still.userId);
    const staffList = (await onTill(elsewhere, 'GET', '/staff')).body as { userId: string; hasPin: boolean }[];
    expect(staffList.find((m) => m.userId === carried.userId)?.hasPin).toBe(false);
    expect(staffList.find((m) => m.userId === changed.userId)?.hasPin).toBe(true);
    const [cleared] = await auditOf('member.pin_cleared', carried.userId);
    expect(cleared).toMatchObject({
      actor_user_id: owner.userId,
      details: { reason: 'till_lost', tillId: paired.tillId },
    });
    expectError(await onTill(paired, 'GET', '/offline-kit'), 401, 'unauthorized');
    // Its PIN works nowhere now; without the body a revocation answers 204 as before.
    expect((await onTill(elsewhere, 'POST', '/sign-in', { body: { pin: carried.pin } })).status).toBe(404);
    expect((await call(owner, 'DELETE', `/tills/${elsewhere.tillId}`)).status).toBe(204);
    expect((await pinRow(kept.userId)).verifier).not.toBeNull();
    expectError(await call(owner, 'DELETE', `/tills/${elsewhere.tillId}`, { lost: 'yes' }), 400, 'validation_failed');
  });

  it('housekeeping removes kits long expired that carry no current PIN (with their event ids); a PIN fill needs its version', async () => {
    const paired = await till();
    const changed = await member('cashier');
    const kept = await member('cashier');
    const oldKit = (await kitOf(paired)).kit;
    // The uploaded event's id goes with its kit.
    const uploaded = await upload(paired, [
      {
        id: randomUUID(),
        kitId: oldKit.kitId,
        type: 'staff_signed_in',
        userId: changed.userId,
        occurredAt: oldKit.issuedAt,
      },
    ]);
    expect(uploaded.body.accepted).toHaveLength(1);
    await setPin(changed);
    const laterKit = (await kitOf(paired)).kit;
    const repository = t.app.get(TillOfflineRepository);
    const exists = async (kitId: string) =>
      (await db().query(`SELECT 1 FROM till_offline_kits WHERE id = $1`, [kitId])).length === 1;
    // Not yet 30 days past their expiry: nothing.
    const soon = new Date(Date.parse(laterKit.expiresAt) + 29 * 86_400_000);
    await repository.deleteExpiredBefore(soon, 1000);
    expect(await exists(oldKit.kitId)).toBe(true);
    const late = new Date(Date.parse(laterKit.expiresAt) + 31 * 86_400_000);
    await repository.deleteExpiredBefore(late, 1000);
    // The old kit's PINs: one changed since, the other held by the later kit too. The later kit
    // holds current PINs no later kit does: kept, so a lost till still clears them.
    expect(await exists(oldKit.kitId)).toBe(false);
    expect(await exists(laterKit.kitId)).toBe(true);
    const [{ n }] = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM till_offline_events WHERE kit_id = $1`,
      [oldKit.kitId],
    );
    expect(n).toBe(0);
    const res = await call(owner, 'DELETE', `/tills/${paired.tillId}`, { lost: true });
    expect(res.body.pinsCleared).toEqual(expect.arrayContaining([changed.userId, kept.userId]));
    // A verifier is filled only for the PIN version read, and only when missing.
    const fresh = await member('cashier');
    await forgetVerifier(fresh.userId);
    const pins = t.app.get(PinsRepository, { strict: false });
    const verifier = { salt: 'A'.repeat(22), verifier: 'B'.repeat(43) };
    expect(await pins.fillVerifier(org.id, fresh.userId, randomUUID(), verifier)).toBe(false);
    const version = (await pinRow(fresh.userId)).pin_version;
    expect(await pins.fillVerifier(org.id, fresh.userId, version, verifier)).toBe(true);
    expect(await pins.fillVerifier(org.id, fresh.userId, version, verifier)).toBe(false);
  });
});
