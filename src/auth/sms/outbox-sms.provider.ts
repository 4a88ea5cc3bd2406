import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { maskPhone } from './log-sms.provider';
import { SmsMessage, SmsProvider } from './sms-provider';

/** Appends each SMS as one JSON line to SMS_OUTBOX_FILE, for tests and local tools to read. */
@Injectable()
export class OutboxSmsProvider extends SmsProvider {
  private readonly logger = new Logger('Sms');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    const file = this.config.sms.outboxFile;
    const line = JSON.stringify({
      phone: message.phone,
      code: message.code,
      purpose: message.purpose,
      text: message.text,
      sentAt: new Date().toISOString(),
    });
    try {
      await mkdir(dirname(file), { recursive: true });
      // One append of a whole line per message (O_APPEND): concurrent sends never interleave.
      await appendFile(file, `${line}\n`, 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      this.logger.warn(`SMS ${message.purpose} to ${maskPhone(message.phone)} not written to the outbox: ${reason}`);
      throw new DomainException('sms_delivery_failed');
    }
  }
}
