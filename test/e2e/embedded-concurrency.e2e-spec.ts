import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildProcess } from 'node:child_process';
import { Client, Pool } from 'pg';
import { embeddedServerUrl, FIRST_START_TIMEOUT_MS, spawnEmbeddedServer, stopChild } from '../support/child-process';

/**
 * The embedded PostgreSQL under concurrency: many connections share PGlite's one session,
 * and each must still get the answers to its own queries (src/platform/pglite-socket-queue.ts).
 */
describe('embedded PostgreSQL with concurrent connections', () => {
  let child: ChildProcess;
  let dir: string;
  let url: string;
  let pool: Pool;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'svc-embedded-'));
    child = spawnEmbeddedServer(dir);
    url = await embeddedServerUrl(child, FIRST_START_TIMEOUT_MS);
    pool = new Pool({ connectionString: url, max: 8 });
    pool.on('error', () => undefined);
    await pool.query('CREATE TABLE probe (id int PRIMARY KEY, v text NOT NULL)');
  }, 180_000);

  afterAll(async () => {
    await pool?.end(); // none when the start failed: the server and its folder still go
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each of 400 concurrent queries and transactions with its own rows', async () => {
    let errors = 0;
    let wrong = 0;
    await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        try {
          if (i % 4 === 0) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              await client.query('INSERT INTO probe VALUES ($1, $2)', [i, `v${i}`]);
              const { rows } = await client.query<{ s: number }>('SELECT $1::int + $2::int AS s', [i, 1]);
              if (rows[0].s !== i + 1) wrong++;
              await client.query('COMMIT');
            } finally {
              client.release();
            }
          } else {
            const { rows } = await pool.query<{ a: number; b: string }>('SELECT $1::int AS a, $2::text AS b', [
              i,
              `v${i}`,
            ]);
            if (rows[0].a !== i || rows[0].b !== `v${i}`) wrong++;
          }
        } catch {
          errors++;
        }
      }),
    );
    expect({ errors, wrong }).toEqual({ errors: 0, wrong: 0 });
    expect((await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM probe')).rows[0].n).toBe(100);
  });

  it('goes on after a failing query and after a connection that vanished in a transaction', async () => {
    await expect(pool.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    const lost = new Client({ connectionString: url });
    lost.on('error', () => undefined);
    await lost.connect();
    await lost.query('BEGIN');
    await lost.query('INSERT INTO probe VALUES (100000, $1)', ['never committed']);
    const waiting = pool.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id = 100000');
    (lost as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting).rows[0].n).toBe(0);
    expect((await pool.query<{ a: number }>('SELECT $1::int AS a', [7])).rows[0].a).toBe(7);
  });
});
