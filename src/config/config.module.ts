import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';
import { SecretsService } from './secrets.service';

/** Provides the validated AppConfig, and the keys made from it, to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, SecretsService],
      exports: [APP_CONFIG, SecretsService],
    };
  }
}
