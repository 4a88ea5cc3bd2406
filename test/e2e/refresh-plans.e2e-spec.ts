import { SESSIONS_ROTATE } from '../../src/auth/sessions.repository';
import { itemsParameter } from '../../src/database/statement-batcher';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 34: on a young database, before its first ANALYZE, the batched refresh scanned every
 * refresh token. The refresh's statement reaches each row by a key on an empty, unanalyzed
 * database too, planned generically as the hot pool plans it (CONTRACT §12.3).
 */
describe('the refresh statement on an empty, unanalyzed database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The generic plan of a statement with these parameters, as text. */
  const plan = (text: string, params: unknown[]) =>
    t.app.get(TransactionRunner).run(async (tx) => {
      await tx.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.query(`PREPARE w34_plan AS ${text}`);
      try {
        const literals = params.map((p) => `'${String(p).replace(/'/g, "''")}'`).join(', ');
        const rows = await tx.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN EXECUTE w34_plan(${literals})`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await tx.query(`DEALLOCATE w34_plan`);
      }
    });

  it('scans no table: tokens by primary key then ctid, sessions and users by primary key', async () => {
    const [items] = itemsParameter([
      ['a'.repeat(64), new Date(), new Date(), 30, 'b'.repeat(64), '00000000-0000-4000-8000-000000000001', 1],
    ]);
    const text = await plan(SESSIONS_ROTATE.text, [items]);
    expect(text).not.toMatch(/Seq Scan on (refresh_tokens|sessions|users)\b/);
    expect(text).toMatch(/Index Scan using "?PK_\w+"? on refresh_tokens/);
    expect(text).toMatch(/Tid Scan on refresh_tokens r/);
    expect(text).toMatch(/Tid Scan on refresh_tokens d/);
  });
});
