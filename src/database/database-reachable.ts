import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

/** Where a DATABASE_URL points: enough to find it, never the password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || 'localhost';
  const port = parsed.port || '5432';
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username);
  return `${host}:${port} database "${database}"`;
}

/** The database could not be reached at start: its message is the one line to print. */
export class DatabaseUnreachableError extends Error {}

/** SQLSTATE of "the database system is starting up": worth waiting for. */
const STARTING_UP = '57P03';

/**
 * Connects once to the database of `url`, retrying connection failures (refused, reset,
 * timed out, a server still starting) for at most `budgetMs`; a refusal by the server
 * itself (wrong password, unknown database) ends at once. Throws DatabaseUnreachableError
 * naming host, port and database.
 */
export async function waitForDatabase(url: string, budgetMs = 6_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const left = budgetMs - (Date.now() - started);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: Math.max(500, Math.min(3_000, left)) });
    // A failed connection may still emit an error event later; it is answered by the catch below.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const serverRefused = isServerError(error) && (error as { code?: string }).code !== STARTING_UP;
      if (serverRefused || Date.now() - started + 1_000 >= budgetMs) {
        throw new DatabaseUnreachableError(
          `database unreachable at ${describeDatabaseUrl(url)}: ${reasonOf(error, url)}`,
        );
      }
      await sleep(1_000);
    }
  }
}

/** An answer of the PostgreSQL server (it has a severity), as opposed to a network failure. */
function isServerError(error: unknown): boolean {
  return typeof (error as { severity?: unknown } | null)?.severity === 'string';
}

/** One line, without the password should a message ever echo the URL. */
function reasonOf(error: unknown, url: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = isServerError(error)
    ? String(message)
    : [typeof code === 'string' ? code : undefined, typeof message === 'string' && message ? message : undefined]
        .filter(Boolean)
        .join(': ') || 'connection failed';
  const password = decodeURIComponent(new URL(url).password);
  const line = text.replace(/\s+/g, ' ').trim();
  return password ? line.split(password).join('***') : line;
}
