import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock';
import { useProtocolQueue } from '../platform/pglite-socket-queue';

/**
 * PGlite's pg_trgm, for the portal searches' trigram indexes (migration SearchIndexes creates
 * the extension). Required, not imported: the subpath lives in the package's `exports`, which
 * TypeScript's node10 resolution does not read; Node's does.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

/** The app's pool on the embedded database: more would only wait for the one session. */
export const EMBEDDED_MAX_CONNECTIONS = 8;

/**
 * Connections the socket server accepts and multiplexes onto the one PGlite session: room
 * for several pools (two instances in a test, the migration CLI) — a connection beyond the
 * limit is refused outright, which a pool reports as "Connection terminated unexpectedly".
 */
const SERVER_MAX_CONNECTIONS = 64;

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir/pg` behind a loopback PostgreSQL socket, so the service talks
 * to it with the same pg driver as to a real server. PGlite runs one transaction at a
 * time: a query from outside an open transaction waits until it ends. The data directory
 * is locked to this process until `stop` (CONTRACT §11.4; a second process gets
 * DataDirInUseError).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const lock = await lockDataDir(dataDir);
  try {
    const directory = resolve(dataDir, 'pg');
    mkdirSync(directory, { recursive: true });
    const db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: SERVER_MAX_CONNECTIONS,
    });
    useProtocolQueue(server, db);
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres@${address}/postgres`,
      async stop() {
        try {
          await server.stop();
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
