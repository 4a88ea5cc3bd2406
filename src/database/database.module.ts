import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { DatabaseEndpoint } from './database-endpoint';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres';
import { runPendingMigrations } from './migrate';

@Global()
@Module({
  providers: [
    {
      provide: DatabaseEndpoint,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => DatabaseEndpoint.open(config),
    },
  ],
  exports: [DatabaseEndpoint],
})
class DatabaseEndpointModule {}

/** TypeORM on PostgreSQL; migrations applied at start unless DB_MIGRATE=off. */
@Module({
  imports: [
    DatabaseEndpointModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, DatabaseEndpoint],
      useFactory: (config: AppConfig, endpoint: DatabaseEndpoint) => ({
        ...dataSourceOptions(endpoint.url, { poolSize: endpoint.isEmbedded ? EMBEDDED_MAX_CONNECTIONS : 10 }),
        // Read by the factory below, which migrates under a lock before anything queries.
        migrationsRun: config.dbMigrate === 'auto',
      }),
      dataSourceFactory: async (options) => {
        const { migrationsRun, ...rest } = options!;
        const dataSource = await new DataSource({ ...rest, migrationsRun: false }).initialize();
        if (migrationsRun) await runPendingMigrations(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoint: DatabaseEndpoint,
  ) {}

  /** The connections close before the embedded server they talk to. */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.endpoint.close();
  }
}
