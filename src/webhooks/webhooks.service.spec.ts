import { DomainException } from '../common/errors/domain.exception';
import { loadConfig } from '../config/load-config';
import { checkWebhookUrl } from './webhooks.service';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  JWT_SECRET: 'x'.repeat(32),
  HASH_KEY: 'h'.repeat(32),
  KEYS_SECRET: 'k'.repeat(32),
  SMS_PROVIDER: 'eskiz',
  ESKIZ_EMAIL: 'a@b.c',
  ESKIZ_PASSWORD: 'p',
};

/** The URL rules as WebhooksService applies them on create and update. */
const check = (env: Record<string, string>, url: string) => checkWebhookUrl(url, loadConfig(env));
const NOT_ALLOWED = new DomainException('webhook_url_not_allowed');

describe('WebhooksService: the address rules of CONTRACT §11.3, §12.4', () => {
  it('takes https only in production, and no private address literal', async () => {
    await expect(check(PRODUCTION, 'http://93.184.216.34/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(PRODUCTION, 'https://10.0.0.1/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(PRODUCTION, 'https://[fd00::1]/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(PRODUCTION, 'https://[::1.2.3.4]/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(PRODUCTION, 'https://[fec0::1]/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(PRODUCTION, 'https://93.184.216.34/hook')).resolves.toBeUndefined();
    await expect(check(PRODUCTION, 'https://[2606:4700:4700::1111]/hook')).resolves.toBeUndefined();
  });

  it('refuses a name that does not resolve like a private one', async () => {
    await expect(check(PRODUCTION, 'https://no-such-host.invalid/hook')).rejects.toEqual(NOT_ALLOWED);
  });

  it('takes http outside production; WEBHOOK_ALLOW_PRIVATE lifts the address rule only', async () => {
    await expect(check({ NODE_ENV: 'test' }, 'http://93.184.216.34/hook')).resolves.toBeUndefined();
    await expect(check({ NODE_ENV: 'test' }, 'http://127.0.0.1/hook')).rejects.toEqual(NOT_ALLOWED);
    const open = { NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE: 'true' };
    await expect(check(open, 'http://127.0.0.1/hook')).resolves.toBeUndefined();
    await expect(check(open, 'ftp://127.0.0.1/hook')).rejects.toEqual(NOT_ALLOWED);
    await expect(check(open, 'http://user:pw@127.0.0.1/hook')).rejects.toEqual(NOT_ALLOWED);
  });
});
