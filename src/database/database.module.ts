import { Global, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { DatabaseEndpoint } from './database-endpoint';
import { DatabasePools } from './database-pools';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres';
import { HeavyReads } from './heavy-reads';
import { HotStatements } from './hot-statements';
import { JobLeasesRepository } from './job-leases.repository';
import { pendingMigrationCount, runPendingMigrations } from './migrate';
import { TransactionRunner } from './transaction-runner';

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

/** What the start-up log says about the database of each options object (host:port/db or embedded dir). */
const DESCRIPTIONS = new WeakMap<object, string>();

/** TypeORM on PostgreSQL; migrations applied at start unless DB_MIGRATE=off. */
@Global()
@Module({
  imports: [
    DatabaseEndpointModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, DatabaseEndpoint],
      useFactory: (config: AppConfig, endpoint: DatabaseEndpoint) => {
        const options = {
          ...dataSourceOptions(endpoint.url, { poolSize: endpoint.isEmbedded ? EMBEDDED_MAX_CONNECTIONS : 10 }),
          // Read by the factory below, which migrates under a lock before anything queries.
          migrationsRun: config.dbMigrate === 'auto',
          // No silent retries: main.ts has already waited for the server (a bounded time) and
          // explained a failure in one line; a failure here is a real error, reported once.
          retryAttempts: 1,
          toRetry: () => false,
        };
        DESCRIPTIONS.set(options, endpoint.description);
        return options;
      },
      dataSourceFactory: async (options) => {
        const { migrationsRun, ...rest } = options!;
        const dataSource = await new DataSource({ ...rest, migrationsRun: false }).initialize();
        const logger = new Logger('Database');
        logger.log(`database reached: ${DESCRIPTIONS.get(options!) ?? 'PostgreSQL'}`);
        if (migrationsRun) {
          const applied = await runPendingMigrations(dataSource);
          logger.log(
            applied.length === 0
              ? 'migrations: none pending'
              : `migrations: applied ${applied.length} (${applied.join(', ')})`,
          );
        } else {
          const pending = await pendingMigrationCount(dataSource);
          logger.log(`migrations: not run (DB_MIGRATE=off), ${pending === 0 ? 'none' : pending} pending`);
        }
        return dataSource;
      },
    }),
  ],
  providers: [HotStatements, HeavyReads, DatabasePools, JobLeasesRepository, TransactionRunner],
  exports: [HotStatements, HeavyReads, DatabasePools, JobLeasesRepository, TransactionRunner],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoint: DatabaseEndpoint,
    private readonly hotStatements: HotStatements,
    private readonly heavyReads: HeavyReads,
  ) {}

  /** The connections close before the embedded server they talk to. */
  async onApplicationShutdown(): Promise<void> {
    await this.hotStatements.close();
    await this.heavyReads.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.endpoint.close();
  }
}
