import { Global, Injectable, Logger, Module } from '@nestjs/common';

/** What a security event says of the request it came from. */
export interface RequestOrigin {
  ip: string | null;
  requestId: string;
}

export type SecurityEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'password_limit_reached'
  | 'refresh_token_reused'
  | 'code_locked'
  | 'pin_guess_limit_reached'
  | 'pin_setting_limit_reached'
  | 'pin_guesses_limited'
  | 'service_client_auth_failed';

/** A phone as the log may show it: country and operator, and the last two digits. */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}` : '***';
}

/**
 * One structured log line per security event (docs/security.md): what happened, to whom
 * (a masked phone or a user id, never a secret), from which address, in which request.
 * Operators alert on them; nothing else reads them.
 */
@Injectable()
export class SecurityEvents {
  private readonly logger = new Logger('Security');

  record(
    event: SecurityEvent,
    origin: RequestOrigin,
    subject: { phone?: string; userId?: string; [detail: string]: string | number | undefined },
  ): void {
    const { phone, ...rest } = subject;
    const line = {
      securityEvent: event,
      ...(phone ? { phone: maskPhone(phone) } : {}),
      ...rest,
      ip: origin.ip,
      requestId: origin.requestId,
    };
    if (event === 'login_succeeded') this.logger.log(line);
    else this.logger.warn(line);
  }
}

@Global()
@Module({ providers: [SecurityEvents], exports: [SecurityEvents] })
export class SecurityEventsModule {}
