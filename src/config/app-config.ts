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
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
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
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/** Injection token of the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
