// The fake is the development script's server (scripts/fake-oneid.js): one implementation.
const { FakeOneId: FakeOneIdServer } = require('../../scripts/fake-oneid.js') as {
  FakeOneId: new (options?: { clientId?: string; clientSecret?: string; person?: FakePerson }) => FakeOneId;
};

/** Who signs in at the fake: `pin` is the PINFL; a legal entity's key has `LEPKCSMETHOD` and `legalTin`. */
export interface FakePerson {
  pin: string;
  authMethod?: string;
  legalTin?: string | null;
}

/** One grant the fake received (secrets left out). */
export interface FakeGrant {
  grant_type: string;
  code?: string;
  access_token?: string;
}

/**
 * A real HTTP server on loopback imitating OneID (CONTRACT §12.2): it issues codes for the
 * persons a test scripts, and can refuse them (`mode = 'refuse'`, or `'no_token'`: 200
 * without an access_token), answer 5xx (`'error'`), be slow (`delayMs`) or be down
 * (`close()`, then `listen()` again on the same port). `grants` records every grant.
 */
export interface FakeOneId {
  readonly url: string;
  readonly grants: FakeGrant[];
  mode: 'ok' | 'refuse' | 'no_token' | 'error';
  delayMs: number;
  person: FakePerson;
  issueCode(person?: FakePerson): string;
  listen(port?: number): Promise<FakeOneId>;
  close(): Promise<void>;
}

export const ONEID_CLIENT = { id: 'test-client', secret: 'test-oneid-client-secret', scope: 'test-client' };

export function startFakeOneId(): Promise<FakeOneId> {
  return new FakeOneIdServer({ clientId: ONEID_CLIENT.id, clientSecret: ONEID_CLIENT.secret }).listen(0);
}

/** The app's OneID settings for a fake; ONEID_TIMEOUT_MS short so that a slow fake is quick to test. */
export function oneIdEnvironment(fake: FakeOneId, timeoutMs = 1000): Record<string, string> {
  return {
    ONEID_URL: fake.url,
    ONEID_CLIENT_ID: ONEID_CLIENT.id,
    ONEID_CLIENT_SECRET: ONEID_CLIENT.secret,
    ONEID_SCOPE: ONEID_CLIENT.scope,
    ONEID_REDIRECT_URI: 'https://portal.example.test/oneid',
    ONEID_TIMEOUT_MS: String(timeoutMs),
  };
}

/**
 * oneIdEnvironment of a fake started later: each variable is read when the environment is
 * spread, i.e. when the app starts (a file whose app is started by a shared helper).
 */
export function oneIdEnvironmentOf(fake: () => FakeOneId): Record<string, string> {
  const keys = Object.keys(oneIdEnvironment({ url: '' } as FakeOneId));
  return Object.defineProperties(
    {},
    Object.fromEntries(keys.map((key) => [key, { enumerable: true, get: () => oneIdEnvironment(fake())[key] }])),
  );
}

let pinflSequence = 0;

/** A 14-digit PINFL unique within the test run. */
export function newPinfl(): string {
  pinflSequence += 1;
  return `3${String(process.pid).padStart(7, '0').slice(-7)}${String(pinflSequence).padStart(6, '0')}`;
}
