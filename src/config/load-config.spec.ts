import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('applies the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      dbMigrate: 'auto',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      trustProxy: false,
      corsOrigins: [],
      authRateLimitPerMinute: 10,
      refreshRateLimitPerMinute: 30,
      bcryptCost: 12,
      logLevel: 'info',
    });
    expect(config.sms).toEqual({
      provider: 'log',
      outboxFile: 'data/sms-outbox.jsonl',
      codeTtlSeconds: 300,
      resendSeconds: 60,
      hourlyCap: 5,
      maxAttempts: 5,
      lockSeconds: 900,
    });
    expect(config.edoc.syncIntervalSeconds).toBe(300);
    expect(config.contract).toMatchObject({ connectionPrice: '0.00', monthlyPrice: '0.00', termMonths: 12 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ DB_MIGRATE: 'sometimes' }, 'DB_MIGRATE'],
    [{ TRUST_PROXY: 'a b' }, 'TRUST_PROXY'],
    [{ CONTRACT_MONTHLY_PRICE: '12.345' }, 'CONTRACT_MONTHLY_PRICE'],
    [{ SMS_PROVIDER: 'eskiz' }, 'ESKIZ_EMAIL'],
    [{ BCRYPT_COST: '3' }, 'BCRYPT_COST'],
  ])('names the bad variable in %p', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message.startsWith(variable)).toBe(true);
    }
  });

  it('refuses production without a database, a 32-byte secret and a real SMS provider', () => {
    const good = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'a@b.c',
      ESKIZ_PASSWORD: 'p',
    };
    expect(() => loadConfig(good)).not.toThrow();
    expect(() => loadConfig({ ...good, DATABASE_URL: '' })).toThrow(/^DATABASE_URL/);
    expect(() => loadConfig({ ...good, JWT_SECRET: undefined })).toThrow(/^JWT_SECRET/);
    expect(() => loadConfig({ ...good, SMS_PROVIDER: 'outbox' })).toThrow(/^SMS_PROVIDER/);
    expect(() => loadConfig({ ...good, SMS_PROVIDER: 'log' })).toThrow(/^SMS_PROVIDER/);
  });

  it('reads trust-proxy as boolean, hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('splits CORS origins and normalises prices to two decimals', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.uz, https://b.uz', CONTRACT_MONTHLY_PRICE: '150000' });
    expect(config.corsOrigins).toEqual(['https://a.uz', 'https://b.uz']);
    expect(config.contract.monthlyPrice).toBe('150000.00');
  });
});
