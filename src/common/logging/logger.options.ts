import type { Params } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';

/** Whatever could be a secret is never written to the log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirmation',
  '*.currentPassword',
  '*.code',
  '*.pin',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
];

export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      customProps: (req) => ({ requestId: (req as { id?: string }).id }),
    },
    forRoutes: ['*path'],
  };
}
