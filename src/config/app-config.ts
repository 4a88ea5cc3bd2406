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
  /** The HS256 key of tokens from before §11.2, kept only to verify them until they expire; optional. */
  jwtSecret?: string;
  /** Earlier HS256 keys, accepted for verification only (CONTRACT §10.2, §11.2). */
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
  /** OneID (CONTRACT §12.2): off while `url` is undefined. */
  oneid: {
    url?: string;
    clientId?: string;
    clientSecret?: string;
    scope?: string;
    redirectUri?: string;
    /** ONEID_TIMEOUT_MS: longest wait for one answer of OneID (10 s, CONTRACT §12.2). */
    timeoutMs: number;
  };
  contract: {
    seller: PartyRequisites;
    connectionPrice: string;
    monthlyPrice: string;
    termMonths: number;
  };
  bcryptCost: number;
  /** Longest time from SIGTERM to exit, drain included (CONTRACT §10.6, §11.6). */
  shutdownTimeoutSeconds: number;
  /** Audit events older than this many days are pruned; undefined keeps them forever. */
  auditRetentionDays?: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: JSON lines, or pino-pretty's human-readable ones. */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: the bearer token GET /metrics needs, when set (CONTRACT §10.4). */
  metricsToken?: string;
  /** PUBLIC_URL: the service's own address, `iss` of its tokens and base of `/.well-known` (§11.2). */
  publicUrl: string;
  /** KEYS_SECRET: encrypts the signing keys at rest; undefined in development (derived). */
  keysSecret?: string;
  /** A new signing key every this many days (§11.2). */
  signingKeyRotationDays: number;
  /** Longest staff session on a till (§11.1). */
  tillStaffSessionHours: number;
  /** How long an offline kit lets a till work without the service (§12.1): its `expiresAt`. */
  tillOfflineHours: number;
  /** After SIGTERM, how long readiness answers 503 while requests are still served (§11.6). */
  shutdownDrainSeconds: number;
  /** A just-rotated refresh token presented again within this rotates again (§11.6); 0 = off. */
  refreshReuseGraceSeconds: number;
  /** HOUSEKEEPING_INTERVAL_SECONDS: how often ended rows are removed (§12.3); 0: never on its own. */
  housekeepingIntervalSeconds: number;
  /** SESSION_RETENTION_DAYS: ended sessions, till credentials and staff sessions kept this long (§12.3). */
  sessionRetentionDays: number;
  /** WEBHOOK_DELIVERY_RETENTION_DAYS: finished webhook deliveries kept this long (§12.3). */
  webhookDeliveryRetentionDays: number;
  /** Deliver webhooks to private and loopback addresses too (development and tests, §11.3). */
  webhookAllowPrivate: boolean;
  /**
   * The heavy reads' own pool (CONTRACT §12.3: the portal searches and the audit lists):
   * its connections, the longest wait for one, each statement's timeout; past either, 503.
   */
  heavyReads: { connections: number; waitMs: number; statementTimeoutMs: number };
  /** WEBHOOK_MAX_ENDPOINTS: endpoints one organization may have (§12.4). */
  webhookMaxEndpoints: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT) is set and OTEL_SDK_DISABLED is not true. */
  tracing: boolean;
}

/** Injection token of the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
