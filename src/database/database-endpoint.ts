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
      return new DatabaseEndpoint(
        withoutJit(config.databaseUrl),
        `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`,
      );
    }
    const embedded = await startEmbeddedPostgres(config.dataDir);
    return new DatabaseEndpoint(embedded.url, `embedded PostgreSQL (PGlite) in ${config.dataDir}`, embedded);
  }

  async close(): Promise<void> {
    await this.embedded?.stop();
  }
}

/**
 * The connection settings of a pool whose sessions also run with `-c <setting>`: the URL's own
 * `options` (pg lets them override a separate `options`) are taken out of it and the setting
 * appended to them. Every pool of the service opens its sessions this way.
 */
export function withSessionSetting(url: string, setting: string): { connectionString: string; options: string } {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  const option = `-c ${setting}`;
  return { connectionString: parsed.toString(), options: given ? `${given} ${option}` : option };
}

/**
 * The URL with `-c jit=off` added to its sessions' `options` (after any the URL gives): every
 * pool of the service (TypeORM's, the hot statements', the heavy reads') opens its sessions
 * from it. The service's statements read a few rows by key, yet a cost estimated without
 * statistics (a new deployment's tables, or ones just loaded) passed `jit_above_cost` and
 * PostgreSQL compiled the statement at every run: 27 ms of CPU in each `GET /v1/me` at a
 * million users before the first ANALYZE, 0.3 ms without (issue 34). PGlite has no JIT.
 */
export function withoutJit(url: string): string {
  const { connectionString, options } = withSessionSetting(url, 'jit=off');
  const parsed = new URL(connectionString);
  parsed.searchParams.set('options', options);
  return parsed.toString();
}
