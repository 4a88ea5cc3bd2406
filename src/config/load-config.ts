import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AppConfig, EdocLang, NodeEnv, SmsProviderName } from './app-config';
import { parseUzPhone } from '../common/phone/phone';

/** A bad setting: the process stops with one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

/**
 * Every bad setting of one start, one per variable (the first problem of each), so an
 * operator fixes them all at once. `variable` and the message start with the first one.
 */
export class ConfigErrors extends ConfigError {
  constructor(readonly problems: readonly ConfigError[]) {
    super(problems[0].variable, problems[0].message.slice(problems[0].variable.length + 1));
    this.message = problems.map((p) => p.message).join('\n');
  }
}

/**
 * The environment being read, and the problems found so far: a helper that finds a bad
 * value records it and answers its fallback, so reading goes on to the next variable.
 */
class Env {
  readonly problems: ConfigError[] = [];

  constructor(
    readonly values: Record<string, string | undefined>,
    /** Whether stdout is a terminal: decides LOG_FORMAT's default. */
    readonly terminal: boolean,
  ) {}

  report(error: ConfigError): void {
    if (!this.problems.some((p) => p.variable === error.variable)) this.problems.push(error);
  }

  /** Runs a reader; a ConfigError it throws is recorded and the fallback answered. */
  check<T>(reader: () => T, fallback: T): T {
    try {
      return reader();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.report(error);
      return fallback;
    }
  }
}

/** Reads one variable; empty strings count as unset. */
function read(env: Env, name: string): string | undefined {
  const value = env.values[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  return env.check(() => readInteger(env, name, fallback, min, max), fallback);
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    env.report(new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`));
    return fallback;
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  return env.check(() => readUrl(env, name, protocols), undefined);
}

function readUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

function money(env: Env, name: string): string {
  const raw = read(env, name) ?? '0.00';
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(raw)) {
    env.report(new ConfigError(name, `must be a non-negative decimal with at most two decimals, got "${raw}"`));
    return '0.00';
  }
  return Number(raw).toFixed(2);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  env.report(new ConfigError(name, `must be true or false, got "${raw}"`));
  return fallback;
}

/**
 * The trust function Fastify builds from an address list (fastify/lib/request.js hands the
 * list to its own `@fastify/proxy-addr`'s `compile`): loaded from Fastify's place, so the
 * setting is judged by the very function that will decide the client's address.
 */
type TrustFunction = (address: string, hop: number) => boolean;
const compileTrust = (
  createRequire(require.resolve('fastify'))('@fastify/proxy-addr') as {
    compile: (addresses: string[]) => TrustFunction;
  }
).compile;

/**
 * Public addresses no proxy of ours has: a setting that trusts one of them trusts the
 * internet (`0.0.0.0/0`, two halves of it, `::/0`, …), and any client could name its own address.
 */
const PUBLIC_PROBES = ['1.1.1.1', '8.8.8.8', '2001:4860:4860::8888'];
/** The most proxy hops production trusts: more and a client's own X-Forwarded-For entries count. */
const MAX_TRUSTED_HOPS = 5;
/** Every address written as one range: proxy-addr cannot read a `/0`, production refuses it by name. */
const TRUST_EVERYONE = ['0.0.0.0/0', '::/0', '::0/0', '0/0'];

function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const problem = new ConfigError('TRUST_PROXY', 'must be true, false, a hop count or comma-separated addresses');
  if (addresses.some((a) => !/^[0-9a-fA-F:./]+$/.test(a))) {
    env.report(problem);
    return false;
  }
  try {
    compileTrust(addresses.filter((a) => !TRUST_EVERYONE.includes(a)));
  } catch {
    env.report(problem);
    return false;
  }
  return addresses;
}

/** The public probe address the setting would trust as a proxy, if any. */
function trustedProbe(trustProxy: string[]): string | undefined {
  const trusts = compileTrust(trustProxy);
  return PUBLIC_PROBES.find((address) => trusts(address, 0));
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Whether spans are exported (common/telemetry/tracing.ts): an OTLP endpoint is given and
 * the SDK is not disabled. The OpenTelemetry SDK reads the OTEL_* variables itself; the
 * endpoints are checked here so a typo stops the start with one line, like every setting.
 */
function tracingWanted(env: Env): boolean {
  const endpoints = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'].map((name) =>
    url(env, name, ['http:', 'https:']),
  );
  return (
    endpoints.some((endpoint) => endpoint !== undefined) && read(env, 'OTEL_SDK_DISABLED')?.toLowerCase() !== 'true'
  );
}

/**
 * What production adds for safety: a client could name its own address with
 * TRUST_PROXY=true, and the external services' keys must not travel in clear.
 */
function requireProductionSafety(config: AppConfig, problem: (variable: string, text: string) => void): void {
  if (config.trustProxy === true) {
    problem('TRUST_PROXY', "must not be true in production: give the proxies' hop count or addresses");
  } else if (typeof config.trustProxy === 'number' && config.trustProxy > MAX_TRUSTED_HOPS) {
    problem('TRUST_PROXY', `must not trust more than ${MAX_TRUSTED_HOPS} hops in production`);
  } else if (Array.isArray(config.trustProxy) && config.trustProxy.some((range) => TRUST_EVERYONE.includes(range))) {
    problem('TRUST_PROXY', "must not trust every address in production: give the proxies' hop count or addresses");
  } else if (Array.isArray(config.trustProxy)) {
    const probe = trustedProbe(config.trustProxy);
    if (probe !== undefined) {
      problem(
        'TRUST_PROXY',
        `must not trust every address in production (it trusts the public ${probe}): give the proxies' hop count or addresses`,
      );
    }
  }
  if (config.webhookAllowPrivate) {
    problem('WEBHOOK_ALLOW_PRIVATE', 'must not be true in production');
  }
  // One leaked key must not give away another: each secret is independent of the others.
  const secrets = [
    ['JWT_SECRET', config.jwtSecret],
    ['KEYS_SECRET', config.keysSecret],
    ['HASH_KEY', config.hashKey],
  ] as const;
  for (const [index, [variable, value]] of secrets.entries()) {
    const same = secrets.slice(0, index).find(([, other]) => value !== undefined && other === value);
    if (same) problem(variable, `must differ from ${same[0]} in production`);
  }
  // Keys of the old HS256 tokens were configured by hand too: none may repeat a live secret.
  for (const [variable, value] of [
    ['HASH_KEY', config.hashKey],
    ['KEYS_SECRET', config.keysSecret],
  ] as const) {
    if (value !== undefined && config.jwtPreviousSecrets.includes(value)) {
      problem('JWT_PREVIOUS_SECRETS', `must not hold ${variable} in production: each key must differ from it`);
    }
  }
  for (const [variable, value] of [
    ['EDOC_BASE_URL', config.edoc.baseUrl],
    ['ESKIZ_BASE_URL', config.eskiz.baseUrl],
    ['ONEID_URL', config.oneid.url],
  ] as const) {
    if (value !== undefined && !value.startsWith('https://')) {
      problem(variable, 'must use https: in production');
    }
  }
}

/**
 * Parses and validates the environment. Throws ConfigErrors naming every bad variable
 * (one problem each), not only the first.
 */
export function loadConfig(
  values: Record<string, string | undefined> = process.env,
  terminal = process.stdout.isTTY === true,
): AppConfig {
  const env = new Env(values, terminal);
  // A check below may still throw ConfigError: it joins the problems found before it.
  const config = env.check<AppConfig | undefined>(() => readConfig(env), undefined);
  if (env.problems.length > 0 || config === undefined) throw new ConfigErrors(env.problems);
  return config;
}

function readConfig(env: Env): AppConfig {
  const nodeEnv = oneOf<NodeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    env.report(new ConfigError('JWT_SECRET', 'must be at least 32 bytes'));
  }
  const jwtPreviousSecrets = (read(env, 'JWT_PREVIOUS_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  const hashKey = read(env, 'HASH_KEY');
  if (hashKey !== undefined && Buffer.byteLength(hashKey) < 32) {
    env.report(new ConfigError('HASH_KEY', 'must be at least 32 bytes'));
  }
  const keysSecret = read(env, 'KEYS_SECRET');
  if (keysSecret !== undefined && Buffer.byteLength(keysSecret) < 32) {
    env.report(new ConfigError('KEYS_SECRET', 'must be at least 32 bytes'));
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const directorPhoneInput = read(env, 'BOOTSTRAP_DIRECTOR_PHONE');
  const directorPhone = directorPhoneInput === undefined ? undefined : parseUzPhone(directorPhoneInput);
  if (directorPhone === null || (directorPhone && !directorPhone.mobile)) {
    env.report(new ConfigError('BOOTSTRAP_DIRECTOR_PHONE', 'must be an Uzbek mobile number'));
  }
  const directorPassword = read(env, 'BOOTSTRAP_DIRECTOR_PASSWORD');
  if (directorPassword !== undefined && directorPassword.length < 8) {
    env.report(new ConfigError('BOOTSTRAP_DIRECTOR_PASSWORD', 'must be at least 8 characters'));
  }

  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    dbMigrate: oneOf(env, 'DB_MIGRATE', ['auto', 'off'], 'auto'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret,
    jwtPreviousSecrets,
    hashKey,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', 90, 1, 3650),
    trustProxy: trustProxy(env),
    corsOrigins: (read(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sms: {
      provider: oneOf<SmsProviderName>(env, 'SMS_PROVIDER', ['log', 'outbox', 'eskiz'], 'log'),
      outboxFile: read(env, 'SMS_OUTBOX_FILE') ?? join(dataDir, 'sms-outbox.jsonl'),
      codeTtlSeconds: integer(env, 'SMS_CODE_TTL_SECONDS', 300, 30, 86_400),
      resendSeconds: integer(env, 'SMS_RESEND_SECONDS', 60, 0, 3_600),
      hourlyCap: integer(env, 'SMS_HOURLY_CAP', 5, 1, 1_000),
      maxAttempts: integer(env, 'SMS_MAX_ATTEMPTS', 5, 1, 100),
      lockSeconds: integer(env, 'SMS_LOCK_SECONDS', 900, 0, 86_400),
    },
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000),
    refreshRateLimitPerMinute: integer(env, 'REFRESH_RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    bootstrapDirector:
      directorPhone && directorPassword !== undefined
        ? { phone: directorPhone.e164, password: directorPassword }
        : undefined,
    edoc: {
      baseUrl: url(env, 'EDOC_BASE_URL', ['http:', 'https:']),
      partnerToken: read(env, 'EDOC_PARTNER_TOKEN'),
      tin: read(env, 'EDOC_TIN'),
      password: read(env, 'EDOC_PASSWORD'),
      lang: oneOf<EdocLang>(env, 'EDOC_LANG', ['ru', 'uz', 'en'], 'ru'),
      timeoutMs: integer(env, 'EDOC_TIMEOUT_MS', 10_000, 100, 300_000),
      syncIntervalSeconds: integer(env, 'EDOC_SYNC_INTERVAL_SECONDS', 300, 0, 86_400),
    },
    eskiz: {
      baseUrl: url(env, 'ESKIZ_BASE_URL', ['http:', 'https:']) ?? 'https://notify.eskiz.uz',
      email: read(env, 'ESKIZ_EMAIL'),
      password: read(env, 'ESKIZ_PASSWORD'),
      from: read(env, 'ESKIZ_FROM') ?? '4546',
    },
    oneid: {
      url: url(env, 'ONEID_URL', ['http:', 'https:']),
      clientId: read(env, 'ONEID_CLIENT_ID'),
      clientSecret: read(env, 'ONEID_CLIENT_SECRET'),
      scope: read(env, 'ONEID_SCOPE'),
      redirectUri: url(env, 'ONEID_REDIRECT_URI', ['http:', 'https:']),
      timeoutMs: integer(env, 'ONEID_TIMEOUT_MS', 10_000, 100, 60_000),
    },
    contract: {
      seller: {
        name: read(env, 'CONTRACT_SELLER_NAME') ?? 'DEV SERVICE LLC',
        tin: read(env, 'CONTRACT_SELLER_TIN') ?? '300000000',
        address: read(env, 'CONTRACT_SELLER_ADDRESS') ?? 'Tashkent',
        director: read(env, 'CONTRACT_SELLER_DIRECTOR') ?? 'Director',
        account: read(env, 'CONTRACT_SELLER_ACCOUNT') ?? '20208000000000000001',
        mfo: read(env, 'CONTRACT_SELLER_MFO') ?? '00000',
      },
      connectionPrice: money(env, 'CONTRACT_CONNECTION_PRICE'),
      monthlyPrice: money(env, 'CONTRACT_MONTHLY_PRICE'),
      termMonths: integer(env, 'CONTRACT_TERM_MONTHS', 12, 1, 120),
    },
    bcryptCost: integer(env, 'BCRYPT_COST', 12, 4, 15),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 20, 1, 600),
    auditRetentionDays:
      read(env, 'AUDIT_RETENTION_DAYS') === undefined ? undefined : integer(env, 'AUDIT_RETENTION_DAYS', 0, 1, 36_500),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    // Human-readable lines on a terminal while developing; JSON for log collectors.
    logFormat: oneOf(
      env,
      'LOG_FORMAT',
      ['json', 'pretty'],
      env.terminal && nodeEnv !== 'production' ? 'pretty' : 'json',
    ),
    metricsToken: read(env, 'METRICS_TOKEN'),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    keysSecret,
    signingKeyRotationDays: integer(env, 'SIGNING_KEY_ROTATION_DAYS', 30, 1, 3650),
    tillStaffSessionHours: integer(env, 'TILL_STAFF_SESSION_HOURS', 12, 1, 168),
    tillOfflineHours: integer(env, 'TILL_OFFLINE_HOURS', 24, 1, 72),
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 300),
    refreshReuseGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE_SECONDS', 10, 0, 300),
    webhookAllowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    heavyReads: {
      connections: integer(env, 'HEAVY_READ_CONNECTIONS', 3, 1, 100),
      waitMs: integer(env, 'HEAVY_READ_WAIT_MS', 1_000, 1, 60_000),
      statementTimeoutMs: integer(env, 'HEAVY_READ_TIMEOUT_MS', 5_000, 1, 600_000),
    },
    webhookMaxEndpoints: integer(env, 'WEBHOOK_MAX_ENDPOINTS', 10, 1, 1000),
    housekeepingIntervalSeconds: integer(env, 'HOUSEKEEPING_INTERVAL_SECONDS', 3600, 0, 604_800),
    sessionRetentionDays: integer(env, 'SESSION_RETENTION_DAYS', 30, 0, 36_500),
    webhookDeliveryRetentionDays: integer(env, 'WEBHOOK_DELIVERY_RETENTION_DAYS', 30, 0, 36_500),
    tracing: tracingWanted(env),
  };

  const problem = (variable: string, text: string) => env.report(new ConfigError(variable, text));
  if (config.shutdownDrainSeconds >= config.shutdownTimeoutSeconds) {
    problem('SHUTDOWN_DRAIN_SECONDS', 'must be less than SHUTDOWN_TIMEOUT_SECONDS (the drain is part of it)');
  }
  if (!/^\d{9}$/.test(config.contract.seller.tin)) problem('CONTRACT_SELLER_TIN', 'must be 9 digits');
  if (config.sms.provider === 'eskiz') {
    if (!config.eskiz.email) problem('ESKIZ_EMAIL', 'is required when SMS_PROVIDER=eskiz');
    if (!config.eskiz.password) problem('ESKIZ_PASSWORD', 'is required when SMS_PROVIDER=eskiz');
  }
  if (config.oneid.url !== undefined) {
    // On, OneID needs all of its settings: a missing one would fail every sign-in, not the start.
    for (const [variable, value] of [
      ['ONEID_CLIENT_ID', config.oneid.clientId],
      ['ONEID_CLIENT_SECRET', config.oneid.clientSecret],
      ['ONEID_SCOPE', config.oneid.scope],
      ['ONEID_REDIRECT_URI', config.oneid.redirectUri],
    ] as const) {
      if (value === undefined) problem(variable, 'is required when ONEID_URL is set');
    }
  }
  if (nodeEnv === 'production') {
    if (!config.databaseUrl) problem('DATABASE_URL', 'is required in production');
    if (!config.hashKey) problem('HASH_KEY', 'is required in production (at least 32 bytes)');
    if (!config.keysSecret) problem('KEYS_SECRET', 'is required in production (at least 32 bytes)');
    if (config.jwtPreviousSecrets.some((secret) => Buffer.byteLength(secret) < 32)) {
      problem('JWT_PREVIOUS_SECRETS', 'must hold keys of at least 32 bytes each in production');
    }
    if (config.sms.provider !== 'eskiz') problem('SMS_PROVIDER', 'must be a real provider (eskiz) in production');
    requireProductionSafety(config, problem);
  }
  return config;
}
