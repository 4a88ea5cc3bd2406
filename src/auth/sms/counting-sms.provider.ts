import { MetricsService } from '../../metrics/metrics.service';
import { SmsMessage, SmsProvider } from './sms-provider';

/** Counts each message the chosen provider accepted (sms_sent_total{purpose,provider}). */
export class CountingSmsProvider extends SmsProvider {
  constructor(
    private readonly inner: SmsProvider,
    private readonly providerName: string,
    private readonly metrics: MetricsService,
  ) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    await this.inner.send(message);
    this.metrics.smsSent(message.purpose, this.providerName);
  }
}
