import { HttpModule, HttpService } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MetricsService } from '../../metrics/metrics.service';
import { CountingSmsProvider } from './counting-sms.provider';
import { EskizSmsProvider } from './eskiz-sms.provider';
import { LogSmsProvider } from './log-sms.provider';
import { OutboxSmsProvider } from './outbox-sms.provider';
import { SmsProvider } from './sms-provider';

/** Provides the SmsProvider chosen by SMS_PROVIDER. */
@Module({
  imports: [HttpModule],
  providers: [
    {
      provide: SmsProvider,
      inject: [APP_CONFIG, HttpService, MetricsService],
      useFactory: (config: AppConfig, http: HttpService, metrics: MetricsService): SmsProvider =>
        new CountingSmsProvider(chosenProvider(config, http), config.sms.provider, metrics),
    },
  ],
  exports: [SmsProvider],
})
export class SmsModule {}

function chosenProvider(config: AppConfig, http: HttpService): SmsProvider {
  switch (config.sms.provider) {
    case 'log':
      return new LogSmsProvider();
    case 'outbox':
      return new OutboxSmsProvider(config);
    case 'eskiz':
      return new EskizSmsProvider(http, config);
  }
}
