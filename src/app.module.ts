import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { I18nModule } from 'nestjs-i18n';
import { LoggerModule } from 'nestjs-pino';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ClockModule } from './common/clock/clock';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { QualityAcceptLanguageResolver } from './common/i18n/accept-language.resolver';
import { FALLBACK_LANGUAGE } from './common/i18n/language';
import { loggerOptions } from './common/logging/logger.options';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContractsModule } from './contracts/contracts.module';
import { DatabaseModule } from './database/database.module';
import { EdocModule } from './edoc/edoc.module';
import { HealthModule } from './health/health.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { PortalModule } from './portal/portal.module';
import { StaffModule } from './staff/staff.module';
import { UsersModule } from './users/users.module';

/** The i18n folder at the top of the project (from src/ and from dist/ alike). */
export const I18N_DIRECTORY = join(__dirname, '..', 'i18n');

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LoggerModule.forRoot(loggerOptions(config)),
        I18nModule.forRoot({
          fallbackLanguage: FALLBACK_LANGUAGE,
          loaderOptions: { path: I18N_DIRECTORY, watch: false },
          resolvers: [QualityAcceptLanguageResolver],
          logging: false,
          // The language is read per request by the resolver; no catch-all middleware needed.
          disableMiddleware: true,
        }),
        DatabaseModule,
        AuditModule,
        HealthModule,
        AuthModule,
        UsersModule,
        OrganizationsModule,
        StaffModule,
        PortalModule,
        ContractsModule,
        EdocModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
