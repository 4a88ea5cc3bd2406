import { HttpService } from '@nestjs/axios';
import { Logger } from '@nestjs/common';
import axios from 'axios';
import { TestClock } from './test-clock';
import { loadConfig } from '../../src/config/load-config';
import { EdocClient, EdocDraft, EdocError, EdocErrorKind } from '../../src/edoc/edoc.client';
import { fakePdf, FakeDidox, startFakeDidox } from './fake-didox';

export const PARTNER_TOKEN = 'partner-7f3a91c2-never-logged';
export const TIN = '301234567';
export const PASSWORD = 'Didox-Pa55-never-logged';
export const BUYER_TIN = '302345678';
export const MB = 1024 * 1024;

/** One test's world: a fresh fake Didox on loopback, a clock, the logger silenced and recorded. */
export interface EdocTest {
  fake: FakeDidox;
  clock: TestClock;
  /** Spies on Logger log, warn, error, debug and verbose, in that order. */
  logs: jest.SpyInstance[];
  /** The waits the clients asked for between retries, in order; none was really waited. */
  pauses: number[];
  /** A real EdocClient pointed at the fake, its retries not waiting. */
  client(env?: Record<string, string>): EdocClient;
  /** Whatever reached the logger, as one string. */
  logged(): string;
}

/** Registers beforeEach/afterEach of the calling describe; the answer is filled in before each test. */
export function withFakeDidox(): EdocTest {
  const test: EdocTest = {
    fake: undefined as unknown as FakeDidox,
    clock: new TestClock(),
    logs: [],
    pauses: [],
    client(env = {}) {
      const config = loadConfig({
        NODE_ENV: 'test',
        EDOC_BASE_URL: test.fake.url,
        EDOC_PARTNER_TOKEN: PARTNER_TOKEN,
        EDOC_TIN: TIN,
        EDOC_PASSWORD: PASSWORD,
        EDOC_TIMEOUT_MS: '2000',
        ...env,
      });
      const pause = (ms: number): Promise<void> => {
        test.pauses.push(ms);
        return Promise.resolve();
      };
      return new EdocClient(new HttpService(axios.create()), config, test.clock, undefined, pause);
    },
    logged() {
      return JSON.stringify(test.logs.flatMap((spy): unknown[] => spy.mock.calls));
    },
  };

  beforeEach(async () => {
    test.fake = await startFakeDidox({ partnerToken: PARTNER_TOKEN, tin: TIN, password: PASSWORD });
    test.clock = new TestClock();
    test.pauses = [];
    test.logs = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined),
    );
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await test.fake.close();
  });

  return test;
}

/** A contract draft from our TIN to BUYER_TIN, with a small PDF. */
export function draft(overrides: Partial<EdocDraft> = {}): EdocDraft {
  return {
    contractNo: '2026-000042',
    contractDate: '2026-03-15',
    documentName: 'Shartnoma / Договор № 2026-000042',
    seller: { tin: TIN, name: 'DEV SERVICE LLC', address: 'Tashkent, Amir Temur 1' },
    buyer: { tin: BUYER_TIN, name: '"ALFA" MCHJ', address: 'Samarkand, Registon 5' },
    pdf: fakePdf('contract 2026-000042'),
    ...overrides,
  };
}

/** The EdocError the call fails with, checked to be of `kind`. */
export async function edocFailure(promise: Promise<unknown>, kind: EdocErrorKind): Promise<EdocError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EdocError);
  expect((error as EdocError).kind).toBe(kind);
  return error as EdocError;
}
