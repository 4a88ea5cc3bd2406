import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { LogSmsProvider, maskPhone } from '../../src/auth/sms/log-sms.provider';
import { OutboxSmsProvider } from '../../src/auth/sms/outbox-sms.provider';
import { SmsMessage } from '../../src/auth/sms/sms-provider';
import { DomainException } from '../../src/common/errors/domain.exception';
import { loadConfig } from '../../src/config/load-config';

const message: SmsMessage = { phone: '+998901234567', text: 'Kod: 482913', code: '482913', purpose: 'register' };

describe('OutboxSmsProvider', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sms-outbox-'));
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  function outbox(file: string): OutboxSmsProvider {
    return new OutboxSmsProvider(loadConfig({ SMS_PROVIDER: 'outbox', SMS_OUTBOX_FILE: file }));
  }

  async function lines(file: string): Promise<Record<string, unknown>[]> {
    const content = await readFile(file, 'utf8');
    expect(content.endsWith('\n')).toBe(true);
    return content
      .slice(0, -1)
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('appends one JSON line with phone, code, purpose, text and sentAt, creating the directory', async () => {
    const file = join(dir, 'nested', 'deeper', 'sms-outbox.jsonl');
    const before = Date.now();
    await outbox(file).send(message);
    const [line, ...rest] = await lines(file);
    expect(rest).toEqual([]);
    expect(Object.keys(line).sort()).toEqual(['code', 'phone', 'purpose', 'sentAt', 'text']);
    expect(line).toEqual({
      phone: '+998901234567',
      code: '482913',
      purpose: 'register',
      text: 'Kod: 482913',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const sentAt = Date.parse(line.sentAt as string);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('keeps every line whole under concurrent sends', async () => {
    const file = join(dir, 'sms-outbox.jsonl');
    const sms = outbox(file);
    const codes = Array.from({ length: 50 }, (_, i) => String(100000 + i));
    await Promise.all(codes.map((code) => sms.send({ ...message, code, text: `Kod: ${code} ${'x'.repeat(500)}` })));
    const written = await lines(file);
    expect(written.map((l) => l.code).sort()).toEqual(codes);
  });

  it('answers sms_delivery_failed when the file cannot be written', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, '');
    const failure = outbox(join(blocker, 'sms-outbox.jsonl')).send(message);
    await expect(failure).rejects.toBeInstanceOf(DomainException);
    await expect(failure).rejects.toMatchObject({ code: 'sms_delivery_failed' });
  });
});

describe('LogSmsProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the masked phone, the purpose and the full text for the developer', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await new LogSmsProvider().send(message);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0][0]);
    expect(line).toContain('+99890*****67');
    expect(line).toContain('register');
    expect(line).toContain('Kod: 482913');
    expect(line).not.toContain('+998901234567');
  });

  it('masks all but the operator prefix and the last two digits', () => {
    expect(maskPhone('+998901234567')).toBe('+99890*****67');
    expect(maskPhone('123')).toBe('***');
  });
});
