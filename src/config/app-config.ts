/** The typed, validated configuration of the service (CONTRACT §2). */
export type NodeEnv = 'development' | 'production' | 'test';
export type SmsProviderName = 'log' | 'outbox' | 'eskiz';
export type EdocLang = 'ru' | 'uz' | 'en';

export interface PartyRequisites {
  name: string;
  tin: string;
  address: string;
  director: string;
  account: string;
  mfo: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  /** Undefined means the embedded PostgreSQL under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  dbMigrate: 'auto' | 'off';
  redisUrl?: string;
  /** Undefined in development: a random key is kept per data dir. */
  jwtSecret?: string;
  /** Earlier signing keys, accepted for verification only (CONTRACT §10.2). */
  jwtPreviousSecrets: string[];
  /** Key of the PIN and SMS-code hashes; undefined in development: a random key per data dir. */
  hashKey?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Absolute lifetime of a session from its sign-in, however often it is refreshed. */
  sessionMaxDays: number;
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  sms: {
    provider: SmsProviderName;
    outboxFile: string;
    codeTtlSeconds: number;
    resendSeconds: number;
    hourlyCap: number;
    maxAttempts: number;
    lockSeconds: number;
  };
  authRateLimitPerMinute: number;
  refreshRateLimitPerMinute: number;
  bootstrapDirector?: { phone: string; password: string };
  edoc: {
    baseUrl?: string;
    partnerToken?: string;
    tin?: string;
    password?: string;
    lang: EdocLang;
    timeoutMs: number;
    syncIntervalSeconds: number;
  };
  eskiz: { baseUrl: string; email?: string; password?: string; from: string };
  contract: {
    seller: PartyRequisites;
    connectionPrice: string;
    monthlyPrice: string;
    termMonths: number;
  };
  bcryptCost: number;
  /** Longest wait for in-flight requests at shutdown (CONTRACT §10.6). */
  shutdownTimeoutSeconds: number;
  /** Audit events older than this many days are pruned; undefined keeps them forever. */
  auditRetentionDays?: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: JSON lines, or pino-pretty's human-readable ones. */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: the bearer token GET /metrics needs, when set (CONTRACT §10.4). */
  metricsToken?: string;
}

/** Injection token of the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
