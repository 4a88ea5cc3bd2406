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
