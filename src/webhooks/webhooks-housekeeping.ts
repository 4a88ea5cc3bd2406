import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Housekeeping } from '../database/housekeeping';
import { WebhooksRepository } from './webhooks.repository';

const DAY_MS = 86_400_000;

/** The webhooks' purge (CONTRACT §12.3): deliveries finished more than WEBHOOK_DELIVERY_RETENTION_DAYS ago. */
@Injectable()
export class WebhooksHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly deliveries: WebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      table: 'webhook_deliveries',
      purge: (now, limit) =>
        this.deliveries.deleteFinishedBefore(
          new Date(now.getTime() - this.config.webhookDeliveryRetentionDays * DAY_MS),
          limit,
        ),
    });
  }
}
