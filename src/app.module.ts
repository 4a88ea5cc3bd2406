import { join } from 'node:path';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { I18nModule } from 'nestjs-i18n';
import { AccessModule } from './access/access.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { Clock, ClockModule } from './common/clock/clock';
import { SecurityEventsModule } from './common/logging/security-events';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { QualityAcceptLanguageResolver } from './common/i18n/accept-language.resolver';
import { FALLBACK_LANGUAGE } from './common/i18n/language';
import { createLogger, ROOT_LOGGER } from './common/logging/logger.options';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContractsModule } from './contracts/contracts.module';
import { DatabaseModule } from './database/database.module';
import { HousekeepingModule } from './database/housekeeping.module';
import { EdocModule } from './edoc/edoc.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { OauthModule } from './oauth/oauth.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { PortalModule } from './portal/portal.module';
import { RedisModule } from './redis/redis.module';
import { StaffModule } from './staff/staff.module';
import { TillsModule } from './tills/tills.module';
import { UsersModule } from './users/users.module';

/** The i18n folder at the top of the project (from src/ and from dist/ alike). */
const I18N_DIRECTORY = join(__dirname, '..', 'i18n');

/**
 * nestjs-i18n's messages (I18nService) for the error filter and the SMS texts, which pick
 * their language from the request themselves. Without the global interceptor the module
 * registers: it only sets an I18nContext nothing reads, and any global interceptor puts every
 * request through Nest's interceptor pipeline (rxjs and an async resource per request).
 */
function messagesModule(): DynamicModule {
  const i18n = I18nModule.forRoot({
    fallbackLanguage: FALLBACK_LANGUAGE,
    loaderOptions: { path: I18N_DIRECTORY, watch: false },
    resolvers: [QualityAcceptLanguageResolver],
    logging: false,
    disableMiddleware: true,
    skipAsyncHook: true,
  });
  const interceptor = (provider: Provider) =>
    typeof provider === 'object' && 'provide' in provider && provider.provide === APP_INTERCEPTOR;
  return { ...i18n, providers: (i18n.providers ?? []).filter((provider) => !interceptor(provider)) };
}

@Module({})
export class AppModule {
  /** `clock`: the app's time, the real clock unless a test gives its own. */
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    // One logger per app: tests run several apps in one process.
    const logger = createLogger(config);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(clock),
        SecurityEventsModule,
        messagesModule(),
        DatabaseModule,
        HousekeepingModule,
        RedisModule,
        MetricsModule,
        AuditModule,
        HealthModule,
        AccessModule,
        AuthModule,
        UsersModule,
        OrganizationsModule,
        StaffModule,
        TillsModule,
        OauthModule,
        PortalModule,
        ContractsModule,
        EdocModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: ROOT_LOGGER, useValue: logger },
      ],
    };
  }
}
