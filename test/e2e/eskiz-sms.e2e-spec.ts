import { HttpService } from '@nestjs/axios';
import { Logger } from '@nestjs/common';
import axios from 'axios';
import { EskizSmsProvider } from '../../src/auth/sms/eskiz-sms.provider';
import { SmsMessage } from '../../src/auth/sms/sms-provider';
import { DomainException } from '../../src/common/errors/domain.exception';
import { loadConfig } from '../../src/config/load-config';
import { FakeEskiz, startFakeEskiz } from '../support/fake-eskiz';

const EMAIL = 'sms@example.uz';
const PASSWORD = 'Pa55-w0rd-never-logged';
const CODE = '739164';

function message(overrides: Partial<SmsMessage> = {}): SmsMessage {
  return {
    phone: '+998901234567',
    text: `Your code: ${CODE}`,
    code: CODE,
    purpose: 'login',
    ...overrides,
  };
}

describe('EskizSmsProvider against a fake Eskiz on loopback', () => {
  let fake: FakeEskiz;
  let logs: jest.SpyInstance[];

  function provider(env: Record<string, string> = {}): EskizSmsProvider {
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'eskiz',
      ESKIZ_BASE_URL: fake.url,
      ESKIZ_EMAIL: EMAIL,
      ESKIZ_PASSWORD: PASSWORD,
      ...env,
    });
    return new EskizSmsProvider(new HttpService(axios.create()), config);
  }

  /** Whatever reached the logger, as one string. */
  function logged(): string {
    return JSON.stringify(logs.flatMap((spy): unknown[] => spy.mock.calls));
  }

  async function expectDeliveryFailure(promise: Promise<void>): Promise<DomainException> {
    const error: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainException);
    expect((error as DomainException).code).toBe('sms_delivery_failed');
    return error as DomainException;
  }

  beforeEach(async () => {
    fake = await startFakeEskiz({ email: EMAIL, password: PASSWORD });
    logs = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined),
    );
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await fake.close();
  });

  it('sends the form fields: the number without the plus, the text and the default sender', async () => {
    await provider().send(message({ phone: '+998911112233', text: 'Код: 123456' }));
    expect(fake.sent).toEqual([{ mobile_phone: '998911112233', message: 'Код: 123456', from: '4546' }]);
    expect(fake.loginCount).toBe(1);
  });

  it('sends from ESKIZ_FROM when set', async () => {
    await provider({ ESKIZ_FROM: 'MyShop' }).send(message());
    expect(fake.sent).toEqual([{ mobile_phone: '998901234567', message: `Your code: ${CODE}`, from: 'MyShop' }]);
  });

  it('logs in once for many sends, 5 concurrent ones sharing one login', async () => {
    const sms = provider();
    const phones = ['+998901111111', '+998902222222', '+998903333333', '+998904444444', '+998905555555'];
    await Promise.all(phones.map((phone) => sms.send(message({ phone }))));
    expect(fake.loginCount).toBe(1);
    for (let i = 0; i < 3; i++) await sms.send(message());
    expect(fake.loginCount).toBe(1);
    expect(fake.sent).toHaveLength(8);
    expect(
      fake.sent
        .slice(0, 5)
        .map((s) => s.mobile_phone)
        .sort(),
    ).toEqual(phones.map((p) => p.slice(1)));
  });

  it('renews an expired token once and retries the send', async () => {
    const sms = provider();
    await sms.send(message());
    fake.expireTokens();
    await sms.send(message({ text: 'second' }));
    expect(fake.loginCount).toBe(2);
    expect(fake.sendCount).toBe(3);
    expect(fake.sent.map((s) => s.message)).toEqual([`Your code: ${CODE}`, 'second']);
  });

  it('renews an expired token with one login for 5 concurrent sends', async () => {
    const sms = provider();
    await sms.send(message());
    fake.expireTokens();
    await Promise.all([1, 2, 3, 4, 5].map((n) => sms.send(message({ text: `n${n}` }))));
    expect(fake.loginCount).toBe(2);
    expect(fake.sent).toHaveLength(6);
  });

  it('retries only once: a second 401 after renewal is a delivery failure', async () => {
    const sms = provider();
    await sms.send(message());
    fake.failNext(401, { path: '/api/message/sms/send', times: 2 });
    await expectDeliveryFailure(sms.send(message()));
    expect(fake.loginCount).toBe(2);
    expect(fake.sendCount).toBe(3);
    expect(fake.sent).toHaveLength(1);
  });

  it('answers sms_delivery_failed when the login is refused, and tries to log in again next time', async () => {
    const sms = provider({ ESKIZ_PASSWORD: 'wrong-password' });
    await expectDeliveryFailure(sms.send(message()));
    await expectDeliveryFailure(sms.send(message()));
    expect(fake.loginCount).toBe(2);
    expect(fake.sendCount).toBe(0);
    expect(fake.sent).toEqual([]);
    expect(logs[1]).toHaveBeenCalledWith(expect.stringContaining('login answered HTTP 401'));
  });

  it('answers sms_delivery_failed while the gateway is down and delivers once it is back', async () => {
    const sms = provider();
    await sms.send(message());
    fake.down();
    await expectDeliveryFailure(sms.send(message()));
    fake.up();
    await sms.send(message());
    expect(fake.sent).toHaveLength(2);
    expect(fake.loginCount).toBe(1);
  });

  it('answers sms_delivery_failed when the gateway is unreachable', async () => {
    const sms = provider();
    await fake.close();
    await expectDeliveryFailure(sms.send(message()));
    fake = await startFakeEskiz();
  });

  it('answers sms_delivery_failed on a 500 from send and from login', async () => {
    const sms = provider();
    fake.failNext(500, { path: '/api/auth/login' });
    await expectDeliveryFailure(sms.send(message()));
    fake.failNext(500, { path: '/api/message/sms/send' });
    await expectDeliveryFailure(sms.send(message()));
    expect(fake.loginCount).toBe(2);
    expect(fake.sent).toEqual([]);
    await sms.send(message());
    expect(fake.sent).toHaveLength(1);
  });

  it('never puts the password, the code, the text or the token in the error or the logs', async () => {
    const errors: DomainException[] = [];
    const sms = provider();
    await sms.send(message());
    fake.failNext(500);
    errors.push(await expectDeliveryFailure(sms.send(message())));
    fake.expireTokens();
    fake.failNext(401, { path: '/api/message/sms/send', times: 2 });
    errors.push(await expectDeliveryFailure(sms.send(message())));
    fake.down();
    errors.push(await expectDeliveryFailure(sms.send(message())));
    fake.up();
    errors.push(await expectDeliveryFailure(provider({ ESKIZ_PASSWORD: 'wrong-' + PASSWORD }).send(message())));

    const warn = logs[1];
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('+99890*****67'));
    const everything = [
      logged(),
      ...errors.map((e) => [String(e), e.message, e.stack, JSON.stringify(e), JSON.stringify(e.details)].join('\n')),
    ].join('\n');
    expect(fake.tokens.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, CODE, 'Your code', EMAIL, ...fake.tokens]) {
      expect(everything).not.toContain(secret);
    }
  });
});
