import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { loadConfig } from '../config/load-config';
import type { WebhookDispatcher } from './webhook-dispatcher';
import type { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

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

/** The service with a repository that saves whatever it is given. */
function service(env: Record<string, string>): WebhooksService {
  const repository = {
    insertEndpoint: (endpoint: object, createdAt: Date) =>
      Promise.resolve({ ...endpoint, id: 'e', enabled: true, createdAt }),
  } as unknown as WebhooksRepository;
  return new WebhooksService(repository, {} as WebhookDispatcher, new Clock(), loadConfig(env), ['member.added']);
}

const create = (svc: WebhooksService, url: string) =>
  svc.create({ organizationId: null }, { url, events: ['member.added'] });

describe('WebhooksService: the address rules of CONTRACT §11.3', () => {
  it('takes https only in production, and no private address literal', async () => {
    const production = service(PRODUCTION);
    await expect(create(production, 'http://93.184.216.34/hook')).rejects.toEqual(
      new DomainException('webhook_url_not_allowed'),
    );
    await expect(create(production, 'https://10.0.0.1/hook')).rejects.toEqual(
      new DomainException('webhook_url_not_allowed'),
    );
    await expect(create(production, 'https://[fd00::1]/hook')).rejects.toEqual(
      new DomainException('webhook_url_not_allowed'),
    );
    await expect(create(production, 'https://93.184.216.34/hook')).resolves.toMatchObject({
      url: 'https://93.184.216.34/hook',
      secret: expect.stringMatching(/^whsec_/),
    });
  });

  it('takes http outside production; WEBHOOK_ALLOW_PRIVATE lifts the address rule only', async () => {
    await expect(create(service({ NODE_ENV: 'test' }), 'http://93.184.216.34/hook')).resolves.toBeDefined();
    await expect(create(service({ NODE_ENV: 'test' }), 'http://127.0.0.1/hook')).rejects.toEqual(
      new DomainException('webhook_url_not_allowed'),
    );
    const open = service({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE: 'true' });
    await expect(create(open, 'http://127.0.0.1/hook')).resolves.toBeDefined();
    await expect(create(open, 'ftp://127.0.0.1/hook')).rejects.toEqual(new DomainException('webhook_url_not_allowed'));
    await expect(create(open, 'http://user:pw@127.0.0.1/hook')).rejects.toEqual(
      new DomainException('webhook_url_not_allowed'),
    );
  });
});
