import { join } from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { collectStatements } from '../../src/queries/render';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Every named statement (src/queries, `npm run sql`) plans on the test database, PostgreSQL
 * or the embedded one: its parameters' types come from the statement itself. PostgreSQL 16
 * and later (PGlite is 17) explain a statement with parameters as it is (`EXPLAIN
 * (GENERIC_PLAN)`); before (the machine's server is 15) it is prepared and its generic plan
 * explained with every parameter NULL. Nothing runs: EXPLAIN without ANALYZE executes nothing,
 * so the writes and the advisory locks only plan.
 */
describe('the named statements plan (EXPLAIN)', () => {
  let t: TestApp;
  let runner: QueryRunner;
  let genericPlan: boolean;
  const statements = collectStatements(join(__dirname, '..', '..', 'src'), 'ts').flatMap((m) => m.statements);

  beforeAll(async () => {
    t = await startTestApp();
    runner = t.app.get(DataSource).createQueryRunner();
    await runner.connect();
    const [{ version }] = (await runner.query(`SELECT current_setting('server_version_num')::int AS version`)) as {
      version: number;
    }[];
    genericPlan = version >= 160000;
  });

  afterAll(async () => {
    await runner.release();
    await t.close();
  });

  /** The plan of one statement, its parameters typed by the statement. */
  async function explain(text: string): Promise<string[]> {
    const parameters = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    if (genericPlan) {
      const rows = (await runner.query(`EXPLAIN (GENERIC_PLAN) ${text}`)) as { 'QUERY PLAN': string }[];
      return rows.map((row) => row['QUERY PLAN']);
    }
    await runner.query(`PREPARE svc_explain AS ${text}`);
    try {
      await runner.query(`SET plan_cache_mode = force_generic_plan`);
      const nulls = parameters > 0 ? `(${Array.from({ length: parameters }, () => 'NULL').join(', ')})` : '';
      const rows = (await runner.query(`EXPLAIN EXECUTE svc_explain${nulls}`)) as { 'QUERY PLAN': string }[];
      return rows.map((row) => row['QUERY PLAN']);
    } finally {
      await runner.query(`RESET plan_cache_mode`);
      await runner.query(`DEALLOCATE svc_explain`);
    }
  }

  it('finds the statements of every module', () => {
    expect(statements.length).toBeGreaterThan(100);
  });

  it('fails a statement that does not plan', async () => {
    await expect(explain('SELECT "nothing" FROM "no_such_table" WHERE "id" = $1')).rejects.toThrow(/no_such_table/);
  });

  it('plans each of them', async () => {
    const failures: string[] = [];
    for (const statement of statements) {
      try {
        const plan = await explain(statement.text);
        if (plan.length === 0) failures.push(`${statement.name}: no plan`);
      } catch (error) {
        failures.push(`${statement.name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
