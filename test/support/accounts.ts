import { lastCode } from './outbox';
import { TestApp } from './test-app';

let sequence = 0;

/** A fresh Uzbek mobile number per call, unique within the test run. */
export function newPhone(): string {
  sequence += 1;
  const n = (process.pid * 1000 + sequence) % 10_000_000;
  return `+99890${n.toString().padStart(7, '0')}`;
}

export interface Account {
  userId: string;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers and verifies an account over HTTP; answers its first token pair. */
export async function registerAccount(
  t: TestApp,
  overrides: { phone?: string; password?: string } = {},
): Promise<Account> {
  const phone = overrides.phone ?? newPhone();
  const password = overrides.password ?? 'correct horse';
  const registered = await t.request('POST', '/v1/auth/register', {
    body: { firstName: 'Ali', lastName: 'Valiyev', phone, password, passwordConfirmation: password },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const verified = await t.request('POST', '/v1/auth/verify-phone', {
    body: { challengeId: registered.body.challengeId, code: lastCode(t.config.sms.outboxFile, phone) },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  const me = await t.request('GET', '/v1/me', { token: verified.body.accessToken });
  return {
    userId: me.body.id,
    phone,
    password,
    accessToken: verified.body.accessToken,
    refreshToken: verified.body.refreshToken,
  };
}

/** Moves the app's clock forward, e.g. past the resend interval. */
export function advance(t: TestApp, seconds: number): void {
  t.clock.advance(seconds);
}
