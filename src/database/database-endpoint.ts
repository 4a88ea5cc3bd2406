import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

/** Where the database is: the configured server, or the embedded one started here. */
export class DatabaseEndpoint {
  private constructor(
    readonly url: string,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  static async open(config: AppConfig): Promise<DatabaseEndpoint> {
    if (config.databaseUrl) return new DatabaseEndpoint(config.databaseUrl);
    const embedded = await startEmbeddedPostgres(config.dataDir);
    new Logger('Database').log(`embedded PostgreSQL (PGlite) on ${config.dataDir}`);
    return new DatabaseEndpoint(embedded.url, embedded);
  }

  async close(): Promise<void> {
    await this.embedded?.stop();
  }
}
