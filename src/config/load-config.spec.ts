import { ConfigError, ConfigErrors, loadConfig } from './load-config';

/** A production environment that starts: each test breaks one thing of it. */
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
    [{ AUDIT_RETENTION_DAYS: '0' }, 'AUDIT_RETENTION_DAYS'],
    [{ AUDIT_RETENTION_DAYS: 'a month' }, 'AUDIT_RETENTION_DAYS'],
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
    const good = PRODUCTION;
    expect(() => loadConfig(good)).not.toThrow();
    expect(() => loadConfig({ ...good, DATABASE_URL: '' })).toThrow(/^DATABASE_URL/);
    // From §11.2 on, JWT_SECRET only verifies tokens from before the upgrade: production may go without it.
    expect(() => loadConfig({ ...good, JWT_SECRET: undefined })).not.toThrow();
    expect(() => loadConfig({ ...good, JWT_SECRET: 'short' })).toThrow(/^JWT_SECRET/);
    expect(() => loadConfig({ ...good, SMS_PROVIDER: 'outbox' })).toThrow(/^SMS_PROVIDER/);
    expect(() => loadConfig({ ...good, SMS_PROVIDER: 'log' })).toThrow(/^SMS_PROVIDER/);
    expect(() => loadConfig({ ...good, HASH_KEY: undefined })).toThrow(/^HASH_KEY/);
    expect(() => loadConfig({ ...good, KEYS_SECRET: undefined })).toThrow(/^KEYS_SECRET/);
    expect(() => loadConfig({ ...good, JWT_PREVIOUS_SECRETS: 'short' })).toThrow(/^JWT_PREVIOUS_SECRETS/);
    expect(() => loadConfig({ ...good, JWT_PREVIOUS_SECRETS: `${'p'.repeat(32)}, ${'q'.repeat(40)}` })).not.toThrow();
  });

  it('reads the hash key and earlier signing keys apart from the signing key', () => {
    expect(() => loadConfig({ HASH_KEY: 'too short' })).toThrow(/^HASH_KEY/);
    const config = loadConfig({ JWT_PREVIOUS_SECRETS: ' a-previous-key , another ', SESSION_MAX_DAYS: '7' });
    expect(config.jwtPreviousSecrets).toEqual(['a-previous-key', 'another']);
    expect(config.sessionMaxDays).toBe(7);
    expect(loadConfig({}).sessionMaxDays).toBe(90);
  });

  it('names every bad variable at once, one line each, the first problem of each', () => {
    const env = {
      PORT: 'eighty',
      JWT_SECRET: 'short',
      SMS_PROVIDER: 'pigeon',
      BCRYPT_COST: '3',
      NODE_ENV: 'production',
    };
    let error: ConfigErrors | undefined;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught as ConfigErrors;
    }
    expect(error).toBeInstanceOf(ConfigErrors);
    expect(error!.problems.map((p) => p.variable)).toEqual([
      'JWT_SECRET',
      'PORT',
      'SMS_PROVIDER',
      'BCRYPT_COST',
      'DATABASE_URL',
      'HASH_KEY',
      'KEYS_SECRET',
    ]);
    expect(error!.message.split('\n')).toHaveLength(7);
    expect(error!.message.split('\n')[0]).toMatch(/^JWT_SECRET must be at least 32 bytes$/);
  });

  it('reads LOG_FORMAT, pretty by default only on a terminal outside production', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT/);
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

  describe('production safety (CONTRACT §2, §9)', () => {
    const good = PRODUCTION;

    it('refuses TRUST_PROXY=true and accepts a hop count or addresses', () => {
      expect(() => loadConfig({ ...good, TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY must not be true/);
      expect(loadConfig({ ...good, TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ ...good, TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
      expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    });

    it.each(['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0'])(
      'refuses TRUST_PROXY=%s, a range of every address',
      (range) => {
        expect(() => loadConfig({ ...good, TRUST_PROXY: range })).toThrow(/^TRUST_PROXY must not trust every address/);
        expect(() => loadConfig({ TRUST_PROXY: range })).not.toThrow();
      },
    );

    it.each(['0.0.0.0/1,128.0.0.0/1', '1.0.0.0/8', '8.8.8.8', '2000::/3', '::ffff:0:0/96', '10.0.0.1, 1.1.1.0/24'])(
      "refuses TRUST_PROXY=%s, which trusts a public address (judged by Fastify's own trust function)",
      (range) => {
        expect(() => loadConfig({ ...good, TRUST_PROXY: range })).toThrow(
          /^TRUST_PROXY must not trust every address in production \(it trusts the public [0-9a-f.:]+\)/,
        );
        expect(() => loadConfig({ TRUST_PROXY: range })).not.toThrow();
      },
    );

    it('accepts private proxies and at most 5 hops; refuses 6 or more hops', () => {
      for (const range of ['10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16', '127.0.0.1', 'fd00::/8', '::1']) {
        expect(loadConfig({ ...good, TRUST_PROXY: range }).trustProxy).toEqual(range.split(',').map((a) => a.trim()));
      }
      expect(loadConfig({ ...good, TRUST_PROXY: '5' }).trustProxy).toBe(5);
      expect(() => loadConfig({ ...good, TRUST_PROXY: '6' })).toThrow(/^TRUST_PROXY must not trust more than 5 hops/);
      expect(loadConfig({ TRUST_PROXY: '6' }).trustProxy).toBe(6);
    });

    it('refuses a TRUST_PROXY address Fastify could not read, in every environment', () => {
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/^TRUST_PROXY must be true, false, a hop count/);
    });

    it('refuses JWT_PREVIOUS_SECRETS holding HASH_KEY or KEYS_SECRET, naming the variable on one line', () => {
      for (const [variable, value] of [
        ['HASH_KEY', good.HASH_KEY],
        ['KEYS_SECRET', good.KEYS_SECRET],
      ]) {
        const attempt = () => loadConfig({ ...good, JWT_PREVIOUS_SECRETS: `${'o'.repeat(32)},${value}` });
        expect(attempt).toThrow(new RegExp(`^JWT_PREVIOUS_SECRETS must not hold ${variable} in production`));
        expect(() => attempt()).toThrow(expect.objectContaining({ variable: 'JWT_PREVIOUS_SECRETS' }));
      }
      expect(loadConfig({ ...good, JWT_PREVIOUS_SECRETS: 'o'.repeat(32) }).jwtPreviousSecrets).toEqual([
        'o'.repeat(32),
      ]);
      expect(() => loadConfig({ HASH_KEY: 'h'.repeat(32), JWT_PREVIOUS_SECRETS: 'h'.repeat(32) })).not.toThrow();
    });

    it('refuses a secret equal to another (HASH_KEY, KEYS_SECRET, JWT_SECRET)', () => {
      expect(() => loadConfig({ ...good, HASH_KEY: good.JWT_SECRET })).toThrow(/^HASH_KEY must differ from JWT_SECRET/);
      expect(() => loadConfig({ ...good, KEYS_SECRET: good.HASH_KEY })).toThrow(
        /^HASH_KEY must differ from KEYS_SECRET/,
      );
      expect(() => loadConfig({ ...good, JWT_SECRET: good.KEYS_SECRET })).toThrow(
        /^KEYS_SECRET must differ from JWT_SECRET/,
      );
      expect(() => loadConfig({ HASH_KEY: 'x'.repeat(32), JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
    });

    it('refuses WEBHOOK_ALLOW_PRIVATE=true', () => {
      expect(() => loadConfig({ ...good, WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow(/^WEBHOOK_ALLOW_PRIVATE/);
      expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
      expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
        /^WEBHOOK_ALLOW_PRIVATE must be true or false/,
      );
    });

    it('requires https for EDOC_BASE_URL and ESKIZ_BASE_URL', () => {
      expect(() => loadConfig({ ...good, EDOC_BASE_URL: 'http://didox.test' })).toThrow(
        /^EDOC_BASE_URL must use https/,
      );
      expect(() => loadConfig({ ...good, ESKIZ_BASE_URL: 'http://eskiz.test' })).toThrow(
        /^ESKIZ_BASE_URL must use https/,
      );
      expect(loadConfig({ ...good, EDOC_BASE_URL: 'https://api.didox.uz' }).edoc.baseUrl).toBe('https://api.didox.uz');
      expect(loadConfig({ EDOC_BASE_URL: 'http://127.0.0.1:1' }).edoc.baseUrl).toBe('http://127.0.0.1:1');
    });
  });

  describe('OneID (CONTRACT §12.2)', () => {
    const oneid = {
      ONEID_URL: 'https://sso.egov.uz/',
      ONEID_CLIENT_ID: 'shop_id',
      ONEID_CLIENT_SECRET: 'oneid-secret',
      ONEID_SCOPE: 'shop_id',
      ONEID_REDIRECT_URI: 'https://portal.example.uz/oneid',
    };

    it('is off without ONEID_URL, with a 10 s timeout by default', () => {
      expect(loadConfig({}).oneid).toEqual({
        url: undefined,
        clientId: undefined,
        clientSecret: undefined,
        scope: undefined,
        redirectUri: undefined,
        timeoutMs: 10_000,
      });
    });

    it('reads every setting, the URL without its trailing slash', () => {
      expect(loadConfig({ ...oneid, ONEID_TIMEOUT_MS: '500' }).oneid).toEqual({
        url: 'https://sso.egov.uz',
        clientId: 'shop_id',
        clientSecret: 'oneid-secret',
        scope: 'shop_id',
        redirectUri: 'https://portal.example.uz/oneid',
        timeoutMs: 500,
      });
    });

    it('needs the client id, secret, scope and redirect URI once ONEID_URL is set', () => {
      for (const variable of ['ONEID_CLIENT_ID', 'ONEID_CLIENT_SECRET', 'ONEID_SCOPE', 'ONEID_REDIRECT_URI']) {
        expect(() => loadConfig({ ...oneid, [variable]: '' })).toThrow(
          new RegExp(`^${variable} is required when ONEID_URL is set`),
        );
      }
    });

    it('refuses a URL that is not http(s), a timeout out of range, and http in production', () => {
      expect(() => loadConfig({ ...oneid, ONEID_URL: 'ftp://sso' })).toThrow(/^ONEID_URL must use http/);
      expect(() => loadConfig({ ...oneid, ONEID_REDIRECT_URI: 'portal' })).toThrow(/^ONEID_REDIRECT_URI must be a URL/);
      expect(() => loadConfig({ ONEID_TIMEOUT_MS: '10' })).toThrow(/^ONEID_TIMEOUT_MS must be between/);
      expect(() => loadConfig({ ...PRODUCTION, ...oneid, ONEID_URL: 'http://sso.test' })).toThrow(
        /^ONEID_URL must use https/,
      );
    });
  });

  it('reads SHUTDOWN_TIMEOUT_SECONDS, 20 by default, and a drain shorter than it', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(20);
    expect(loadConfig({}).shutdownDrainSeconds).toBe(5);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '3', SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownTimeoutSeconds).toBe(3);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/^SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5' })).toThrow(/^SHUTDOWN_DRAIN_SECONDS must be less/);
  });

  it('reads the third-wave settings with their defaults (CONTRACT §2)', () => {
    expect(loadConfig({})).toMatchObject({
      publicUrl: 'http://localhost:3000',
      signingKeyRotationDays: 30,
      tillStaffSessionHours: 12,
      refreshReuseGraceSeconds: 10,
      webhookAllowPrivate: false,
      webhookMaxEndpoints: 10,
      keysSecret: undefined,
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://id.example.uz/' }).publicUrl).toBe('https://id.example.uz');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/^PUBLIC_URL/);
    expect(() => loadConfig({ KEYS_SECRET: 'short' })).toThrow(/^KEYS_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '-1' })).toThrow(/^REFRESH_REUSE_GRACE_SECONDS/);
    expect(loadConfig({ WEBHOOK_MAX_ENDPOINTS: '3' }).webhookMaxEndpoints).toBe(3);
    expect(() => loadConfig({ WEBHOOK_MAX_ENDPOINTS: '0' })).toThrow(/^WEBHOOK_MAX_ENDPOINTS/);
    expect(() => loadConfig({ WEBHOOK_MAX_ENDPOINTS: 'ten' })).toThrow(/^WEBHOOK_MAX_ENDPOINTS/);
  });

  it('reads TILL_OFFLINE_HOURS: 24 by default, 1 to 72 (CONTRACT §12.1)', () => {
    expect(loadConfig({}).tillOfflineHours).toBe(24);
    expect(loadConfig({ TILL_OFFLINE_HOURS: '72' }).tillOfflineHours).toBe(72);
    expect(() => loadConfig({ TILL_OFFLINE_HOURS: '73' })).toThrow(/^TILL_OFFLINE_HOURS/);
    expect(() => loadConfig({ TILL_OFFLINE_HOURS: '0' })).toThrow(/^TILL_OFFLINE_HOURS/);
  });

  it('reads the housekeeping settings with their defaults (CONTRACT §2, §12.3)', () => {
    expect(loadConfig({})).toMatchObject({
      housekeepingIntervalSeconds: 3600,
      sessionRetentionDays: 30,
      webhookDeliveryRetentionDays: 30,
    });
    const zero = {
      HOUSEKEEPING_INTERVAL_SECONDS: '0',
      SESSION_RETENTION_DAYS: '0',
      WEBHOOK_DELIVERY_RETENTION_DAYS: '0',
    };
    expect(loadConfig(zero)).toMatchObject({
      housekeepingIntervalSeconds: 0,
      sessionRetentionDays: 0,
      webhookDeliveryRetentionDays: 0,
    });
    expect(() => loadConfig({ HOUSEKEEPING_INTERVAL_SECONDS: 'hourly' })).toThrow(/^HOUSEKEEPING_INTERVAL_SECONDS/);
    expect(() => loadConfig({ SESSION_RETENTION_DAYS: '-1' })).toThrow(/^SESSION_RETENTION_DAYS/);
    expect(() => loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: '1.5' })).toThrow(/^WEBHOOK_DELIVERY_RETENTION_DAYS/);
  });

  it('traces when an OTLP endpoint is set and the SDK is not disabled; the endpoints must be URLs', () => {
    expect(loadConfig({}).tracing).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://c.example/v1/traces' }).tracing).toBe(true);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' }).tracing).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).tracing).toBe(false);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /^OTEL_EXPORTER_OTLP_ENDPOINT must (be a URL|use http: or https:)/,
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://c' })).toThrow(
      /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must use http: or https:/,
    );
  });
});
