import { AppConfig } from '../config/app-config';
import { describeDatabaseUrl } from './database-reachable';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

/** Where the database is: the configured server, or the embedded one started here. */
export class DatabaseEndpoint {
  private constructor(
    readonly url: string,
    /** For the log: host, port and database, or the embedded database's directory. */
    readonly description: string,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  static async open(config: AppConfig): Promise<DatabaseEndpoint> {
    if (config.databaseUrl) {
      return new DatabaseEndpoint(config.databaseUrl, `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`);
    }
    const embedded = await startEmbeddedPostgres(config.dataDir);
    return new DatabaseEndpoint(embedded.url, `embedded PostgreSQL (PGlite) in ${config.dataDir}`, embedded);
  }

  async close(): Promise<void> {
    await this.embedded?.stop();
  }
}
