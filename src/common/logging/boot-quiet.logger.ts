import { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** Nest's own start-up chatter (modules loaded, every route mapped): useful when debugging only. */
const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/**
 * Nest's logger on the app's own pino logger: `log(message, context)`, an object message
 * merged into the line, an Error under `err`, and Nest's exception handlers' (message,
 * stack, context) form. Nest's boot lines go to debug. Lines that belong to a request carry
 * its id themselves (the request line, the error filter's, the security events): no
 * AsyncLocalStorage scope per request, whose promise hooks every request would pay for.
 */
export class BootQuietLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && BOOT_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    let rest = params;
    if (params.length > 0) {
      fields.context = params[params.length - 1];
      rest = params.slice(0, -1);
    }
    if (message instanceof Error) {
      fields.err = message;
      this.logger[level](fields, ...(rest as []));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level](Object.assign(fields, message), ...(rest as []));
    } else if (level === 'error' && typeof rest[0] === 'string' && rest.length === 1 && /\n\s*at /.test(rest[0])) {
      // Nest's exception handlers: (message, stack, context).
      const err = new Error(String(message));
      err.stack = rest[0];
      this.logger.error({ ...fields, err });
    } else {
      this.logger[level](fields, String(message), ...(rest as []));
    }
  }
}
