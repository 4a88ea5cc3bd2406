/// <reference types="node" />
import { randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { createIdentityClient, type ErrorEnvelope, type Schemas } from '../src';

/** What a till's first minutes end with (CONTRACT §11.1). */
export interface TillRun {
  till: Schemas['TillSelfDto'];
  staff: Schemas['TillStaffDto'][];
  cashier: Schemas['StaffSignInDto'];
  approval: Schemas['ApprovalDto'];
  /** The till's refresh token after one rotation: what the device keeps. */
  refreshToken: string;
}

class ApiError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(`${envelope.error.code}: ${envelope.error.message}`);
  }
}

/**
 * A till as a device: pair with the code a manager was shown, read what it is paired to,
 * list the staff of its branch, sign a cashier in by PIN, and ask for a manager's PIN
 * approval to void a sale. The till keeps only its own credential; the cashier's token is
 * what the till shows other services on the cashier's behalf, the approval what it hands the
 * service that voids the sale (which verifies it offline with the JWKS).
 */
export async function runTill(
  baseUrl: string,
  pairingCode: string,
  pins: { cashier: string; manager: string },
): Promise<TillRun> {
  // The till's own access token, once paired (it sends no other).
  const device: { accessToken?: string } = {};
  const client = createIdentityClient({ baseUrl, language: 'en', accessToken: () => device.accessToken });

  const paired = await client.POST('/v1/tills/pair', { body: { code: pairingCode } });
  if (paired.error) {
    if (paired.error.error.code === 'pairing_code_invalid') throw new Error('ask a manager for a new pairing code');
    throw new ApiError(paired.error);
  }
  // A till refreshes before its access token ends; here once, to show the rotation.
  const refreshed = await client.POST('/v1/tills/refresh', { body: { refreshToken: paired.data.refreshToken } });
  if (refreshed.error) throw new ApiError(refreshed.error);
  device.accessToken = refreshed.data.accessToken;

  const till = await client.GET('/v1/till');
  if (till.error) throw new ApiError(till.error);
  const staff = await client.GET('/v1/till/staff');
  if (staff.error) throw new ApiError(staff.error);

  const cashier = await client.POST('/v1/till/sign-in', { body: { pin: pins.cashier } });
  if (cashier.error) throw new ApiError(cashier.error);

  const approval = await client.POST('/v1/till/approvals', { body: { pin: pins.manager, permission: 'pos.void' } });
  if (approval.error) {
    if (approval.error.error.code === 'permission_not_held') throw new Error('that PIN may not approve voids');
    throw new ApiError(approval.error);
  }

  return {
    till: till.data,
    staff: staff.data,
    cashier: cashier.data,
    approval: approval.data,
    refreshToken: refreshed.data.refreshToken,
  };
}

/** What a till did offline and what the service made of it (CONTRACT §12.1). */
export interface OfflineTillRun {
  kit: Schemas['OfflineKitDto'];
  /** The kit's tag: sent back as If-None-Match, 304 keeps the kit the till holds. */
  etag: string;
  /** Whether asking again with the tag kept the kit (304). */
  keptOnRefresh: boolean;
  cashier: Schemas['OfflineKitMemberDto'];
  approver: Schemas['OfflineKitMemberDto'];
  events: Schemas['OfflineEventDto'][];
  upload: Schemas['OfflineUploadDto'];
  refreshToken: string;
}

/** scrypt with the kit's parameters (about 0.1 s of one core per member; libuv's pool runs several at once). */
function scryptOf(pin: string, salt: string, kdf: Schemas['KdfDto']): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      pin,
      Buffer.from(salt, 'base64url'),
      kdf.length,
      // scrypt needs 128·N·r bytes; the margin covers the rest.
      { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 128 * kdf.N * kdf.r + 16 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * The member whose PIN this is, checked offline against the kit: every member's verifier is
 * computed with that member's salt, in parallel (a real till orders them by last sign-in and
 * stops at the first match); none past the kit's expiry.
 */
export async function memberByPinOffline(
  kit: Schemas['OfflineKitDto'],
  pin: string,
  now = new Date(),
): Promise<Schemas['OfflineKitMemberDto'] | undefined> {
  if (now.getTime() >= Date.parse(kit.expiresAt))
    throw new Error('the offline kit has expired: go online for a new one');
  const checks = await Promise.all(
    kit.members.map(async (member) => {
      const computed = await scryptOf(pin, member.salt, kit.kdf);
      const stored = Buffer.from(member.verifier, 'base64url');
      return computed.length === stored.length && timingSafeEqual(computed, stored) ? member : undefined;
    }),
  );
  return checks.find((member) => member !== undefined);
}

/**
 * A till that loses the service for a while: back online with its refresh token it takes the
 * offline kit (and, asking again with its tag, keeps it: 304), then offline it signs the
 * cashier in by PIN against the kit and records a manager's PIN approval to void a sale, and
 * once online again it uploads what it did. The kit belongs in the platform's secure storage
 * (docs/tills.md); each event's id is the till's own, so an upload can be sent again safely.
 */
export async function runOfflineTill(
  baseUrl: string,
  refreshToken: string,
  pins: { cashier: string; manager: string },
): Promise<OfflineTillRun> {
  const device: { accessToken?: string } = {};
  const client = createIdentityClient({ baseUrl, language: 'en', accessToken: () => device.accessToken });
  const refreshed = await client.POST('/v1/tills/refresh', { body: { refreshToken } });
  if (refreshed.error) throw new ApiError(refreshed.error);
  device.accessToken = refreshed.data.accessToken;

  const fetched = await client.GET('/v1/till/offline-kit');
  if (fetched.error) throw new ApiError(fetched.error);
  const kit = fetched.data;
  const etag = fetched.response.headers.get('etag') ?? '';
  // Polling with the tag: 304 (no body) while the kit the till holds still stands.
  const again = await client.GET('/v1/till/offline-kit', { headers: { 'If-None-Match': etag } });
  const keptOnRefresh = again.response.status === 304;

  // Offline from here: only the kit.
  const events: Schemas['OfflineEventDto'][] = [];
  const cashier = await memberByPinOffline(kit, pins.cashier);
  if (!cashier) throw new Error('wrong PIN');
  events.push({
    id: randomUUID(),
    kitId: kit.kitId,
    type: 'staff_signed_in',
    userId: cashier.userId,
    occurredAt: new Date().toISOString(),
  });
  const approver = await memberByPinOffline(kit, pins.manager);
  if (!approver) throw new Error('wrong PIN');
  if (!approver.permissions.includes('pos.void')) throw new Error('that PIN may not approve voids');
  events.push({
    id: randomUUID(),
    kitId: kit.kitId,
    type: 'approval_granted',
    userId: approver.userId,
    permission: 'pos.void',
    occurredAt: new Date().toISOString(),
    reference: 'receipt-0001',
  });

  // Online again: what the till did, in the order it happened.
  const uploaded = await client.POST('/v1/till/offline-events', { body: { events } });
  if (uploaded.error) throw new ApiError(uploaded.error);
  return {
    kit,
    etag,
    keptOnRefresh,
    cashier,
    approver,
    events,
    upload: uploaded.data,
    refreshToken: refreshed.data.refreshToken,
  };
}
