import { DataSource } from 'typeorm';
import { DatabaseEndpoint } from '../../src/database/database-endpoint';
import { HotStatements, withGenericPlans } from '../../src/database/hot-statements';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { serverUrl } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

const SETTINGS = {
  name: 'test_hot_settings',
  text: `SELECT current_setting('plan_cache_mode') AS "planCacheMode"`,
};

/**
 * The hot paths' statements are planned once per connection: left to PostgreSQL, a prepared
 * statement whose first executions looked cheaper planned for their values is planned again
 * on every execution for good, which cost the authentication statement four times its run.
 */
describe('hot statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  (serverUrl() ? it : it.skip)('run in sessions that use generic plans only, on PostgreSQL', async () => {
    const [row] = await t.app.get(HotStatements).rows<{ planCacheMode: string }>(SETTINGS, []);
    expect(row.planCacheMode).toBe('force_generic_plan');
  });

  (serverUrl() ? it.skip : it)('run on the ORM pool on the embedded database, at its own settings', async () => {
    const [row] = await t.app.get(HotStatements).rows<{ planCacheMode: string }>(SETTINGS, []);
    expect(row.planCacheMode).toBe('auto');
  });

  it("run in the transaction given, on its connection and at its session's settings", async () => {
    const statements = t.app.get(HotStatements);
    const [row] = await t.app.get(TransactionRunner).run(async (tx) => {
      await tx.query(`SET LOCAL plan_cache_mode = 'force_custom_plan'`);
      return statements.rows<{ planCacheMode: string }>(SETTINGS, [], tx);
    });
    expect(row.planCacheMode).toBe('force_custom_plan');
  });

  (serverUrl() ? it : it.skip)('fail their probe when their pool cannot reach the database', async () => {
    const dead = new HotStatements(t.app.get(DataSource), {
      url: 'postgres://postgres@127.0.0.1:1/none',
    } as DatabaseEndpoint);
    await dead.onModuleInit();
    try {
      await expect(dead.probe()).rejects.toThrow();
      await expect(t.app.get(HotStatements).probe()).resolves.toBeUndefined();
    } finally {
      await dead.close();
    }
  });

  it("keep the connection's own options from the URL beside generic plans", () => {
    const url = 'postgres://app:secret@db.internal:5433/svc?sslmode=require&options=-c%20statement_timeout%3D5000';
    const settings = withGenericPlans(url);
    expect(settings.options).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
    expect(new URL(settings.connectionString).searchParams.get('options')).toBeNull();
    expect(new URL(settings.connectionString).searchParams.get('sslmode')).toBe('require');
    expect(withGenericPlans('postgres://127.0.0.1/svc').options).toBe('-c plan_cache_mode=force_generic_plan');
  });
});
