import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Connections the socket server multiplexes onto the one PGlite session. */
export const EMBEDDED_MAX_CONNECTIONS = 8;

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir/pg` behind a loopback PostgreSQL socket, so the service talks
 * to it with the same pg driver as to a real server. PGlite runs one transaction at a
 * time: a query from outside an open transaction waits until it ends.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const directory = resolve(dataDir, 'pg');
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create({ dataDir: directory });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
