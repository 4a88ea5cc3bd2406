import { join } from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { collectStatements } from '../../src/queries/render';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The statements of the hot paths the bench measures (`/v1/me`, introspection, the PIN lookup,
 * the till's sign-in, view, members and kit, both refreshes) and the tables that grow with the
 * work: on an empty, unanalyzed database (a new deployment) each reaches those by an index,
 * as it must at a million rows (CONTRACT §12.3; issue 34).
 */
const HOT_STATEMENTS = [
  'access_caller',
  'access_callers',
  'access_staff',
  'access_till',
  'access_callers_member_by_pin',
  'till_sign_in',
  'till_members',
  'till_offline_kit_members',
  'members_of_organization',
  'sessions_rotate',
  'till_refresh_tokens_rotate',
  'till_refresh_tokens_family',
  'refresh_tokens_family',
];
const GROWING = [
  'users',
  'sessions',
  'refresh_tokens',
  'clients',
  'organizations',
  'organization_versions',
  'branches',
  'role_assignments',
  'member_pins',
  'tills',
  'till_credentials',
  'till_refresh_tokens',
  'till_staff_sessions',
  'till_offline_kits',
  'audit_events',
];
/** Indexes that, in a hot statement, walk many rows: a user's sessions, the users by status or age. */
const WALKS = ['sessions_user_idx', 'users_status_created_idx', 'users_created_idx', 'organizations_created_idx'];

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
  let database: TestDatabase;
  let runner: QueryRunner;
  let genericPlan: boolean;
  const statements = collectStatements(join(__dirname, '..', '..', 'src'), 'ts').flatMap((m) => m.statements);

  beforeAll(async () => {
    // A database of its own: migrated, never analyzed (another file's ANALYZE would change the plans).
    database = await createTestDatabase();
    t = await startTestApp({}, database);
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
    await database.drop();
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

  it('reaches every table that grows by a key in the hot statements, on an empty, unanalyzed database', async () => {
    const [{ analyzed }] = (await runner.query(
      `SELECT count(*)::int AS "analyzed" FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL`,
    )) as { analyzed: number }[];
    expect(analyzed).toBe(0);
    const byName = new Map(statements.map((statement) => [statement.name, statement]));
    const scans: string[] = [];
    for (const name of HOT_STATEMENTS) {
      const statement = byName.get(name);
      if (!statement) throw new Error(`no statement ${name}`);
      for (const line of await explain(statement.text)) {
        const scanned = /Seq Scan on (\w+)/.exec(line)?.[1];
        const walked = /Scan using "?(\w+)"? on/.exec(line)?.[1];
        if ((scanned && GROWING.includes(scanned)) || (walked && WALKS.includes(walked))) {
          scans.push(`${name}: ${line.trim()}`);
        }
      }
    }
    expect(scans).toEqual([]);
  });
});
