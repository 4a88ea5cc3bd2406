const PgConnection = require('pg/lib/connection') as {
  prototype: { describe(message: unknown): void; parse(message: { name?: string }): void };
};
import { DataSource } from 'typeorm';
import { DatabaseEndpoint, withoutJit } from '../../src/database/database-endpoint';
import { HeavyReads } from '../../src/database/heavy-reads';
import { HotStatements, withGenericPlans } from '../../src/database/hot-statements';
import { itemsCte, itemsParameter } from '../../src/database/statement-batcher';
import { isoTimestamp } from '../../src/database/query-helpers';
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

  (serverUrl() ? it : it.skip)("run, as every pool's sessions do, without PostgreSQL's JIT", async () => {
    const jit = { name: 'test_hot_jit', text: `SELECT current_setting('jit') AS "jit"` };
    const [hot] = await t.app.get(HotStatements).rows<{ jit: string }>(jit, []);
    const [orm] = await t.app.get(DataSource).query<{ jit: string }[]>(jit.text);
    const heavy = await t.app.get(HeavyReads).connect();
    try {
      const { rows } = await heavy.query<{ jit: string }>(jit.text);
      expect([hot.jit, orm.jit, rows[0].jit]).toEqual(['off', 'off', 'off']);
    } finally {
      heavy.release();
    }
  });

  it('add jit=off after the options the URL gives its sessions', () => {
    const given = withoutJit(
      'postgres://app:secret@db.internal:5433/svc?sslmode=require&options=-c%20statement_timeout%3D5000',
    );
    expect(new URL(given).searchParams.get('options')).toBe('-c statement_timeout=5000 -c jit=off');
    expect(new URL(given).searchParams.get('sslmode')).toBe('require');
    expect(withGenericPlans(withoutJit('postgres://127.0.0.1/svc')).options).toBe(
      '-c jit=off -c plan_cache_mode=force_generic_plan',
    );
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

  /** Every kind of column the hot statements return, with a parameter of each kind they pass. */
  const KINDS = {
    name: 'test_hot_kinds',
    text: `SELECT $1::uuid AS "id", $2::text AS "name", $3::boolean AS "flag", 7::int4 AS "small", 42::int8 AS "big",
      ARRAY['a', 'b']::text[] AS "list", NULL::text AS "nothing", $4::timestamptz AS "at",
      to_char($4::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "iso"
      FROM generate_series(1, $5::int) AS g`,
  };
  const KIND_VALUES = ['7d0c0a3c-5b7e-4c1e-9a53-1f2e3d4c5b6a', 'Ann', true, new Date('2026-01-02T03:04:05.678Z'), 2];

  (serverUrl() ? it : it.skip)("give pg's own rows, each column parsed by its type, described or not", async () => {
    const statements = t.app.get(HotStatements);
    const expected = await t.app.get(DataSource).query(KINDS.text, KIND_VALUES);
    expect(expected).toHaveLength(2);
    // The first execution on a connection describes the result; the next ones use what it learned.
    for (let i = 0; i < 3; i++) expect(await statements.rows(KINDS, KIND_VALUES)).toEqual(expected);
  });

  (serverUrl() ? it : it.skip)('describe a statement once per connection, not on every execution', async () => {
    const statements = t.app.get(HotStatements);
    const describe = jest.spyOn(PgConnection.prototype, 'describe');
    const parse = jest.spyOn(PgConnection.prototype, 'parse');
    try {
      const statement = { name: 'test_hot_described_once', text: 'SELECT $1::int + 1 AS "next"' };
      for (let i = 0; i < 5; i++) expect(await statements.rows(statement, [i])).toEqual([{ next: i + 1 }]);
      // Only the connections that prepared this statement count: the app's background work
      // (webhook polls, leases) describes its own queries on other connections meanwhile.
      const preparing = new Set<unknown>(
        parse.mock.calls.flatMap(([message], k): unknown[] =>
          message.name === statement.name ? [parse.mock.contexts[k] as unknown] : [],
        ),
      );
      // Sequential calls take the same idle connection again: one, described once.
      expect(preparing.size).toBe(1);
      expect(describe.mock.contexts.filter((connection) => preparing.has(connection))).toHaveLength(1);
    } finally {
      describe.mockRestore();
      parse.mockRestore();
    }
  });

  (serverUrl() ? it : it.skip)('reject on an error and leave the connection usable', async () => {
    const statements = t.app.get(HotStatements);
    const statement = { name: 'test_hot_errors', text: 'SELECT 10 / $1::int AS "quotient"' };
    expect(await statements.rows(statement, [2])).toEqual([{ quotient: 5 }]);
    await expect(statements.rows(statement, [0])).rejects.toThrow(/division by zero/);
    expect(await statements.rows(statement, [5])).toEqual([{ quotient: 2 }]);
    const broken = { name: 'test_hot_unparsable', text: 'SELEC 1' };
    await expect(statements.rows(broken, [])).rejects.toThrow(/syntax error/);
    expect(await statements.rows(statement, [1])).toEqual([{ quotient: 10 }]);
  });

  (serverUrl() ? it : it.skip)('refuse a name already prepared with another text', async () => {
    const statements = t.app.get(HotStatements);
    const name = 'test_hot_one_name';
    expect(await statements.rows({ name, text: 'SELECT 1 AS "one"' }, [])).toEqual([{ one: 1 }]);
    await expect(statements.rows({ name, text: 'SELECT 2 AS "two"' }, [])).rejects.toThrow(/must be unique/);
    expect(await statements.rows({ name, text: 'SELECT 1 AS "one"' }, [])).toEqual([{ one: 1 }]);
  });

  (serverUrl() ? it : it.skip)('run statements without result columns', async () => {
    const statements = t.app.get(HotStatements);
    const statement = {
      name: 'test_hot_no_columns',
      text: 'UPDATE "users" SET "first_name" = "first_name" WHERE false',
    };
    for (let i = 0; i < 2; i++) expect(await statements.rows(statement, [])).toEqual([]);
  });

  it("keep the connection's own options from the URL beside generic plans", () => {
    const url = 'postgres://app:secret@db.internal:5433/svc?sslmode=require&options=-c%20statement_timeout%3D5000';
    const settings = withGenericPlans(url);
    expect(settings.options).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
    expect(new URL(settings.connectionString).searchParams.get('options')).toBeNull();
    expect(new URL(settings.connectionString).searchParams.get('sslmode')).toBe('require');
    expect(withGenericPlans('postgres://127.0.0.1/svc').options).toBe('-c plan_cache_mode=force_generic_plan');
  });

  it("take a batch's items from one JSON document: every type, hostile text and nulls come back as they went", async () => {
    const columns = [
      ['id', 'uuid'],
      ['text', 'varchar'],
      ['count', 'int'],
      ['ms', 'float8'],
      ['at', 'timestamptz'],
      ['doc', 'jsonb'],
    ] as const;
    const statement = {
      name: 'test_items_cte',
      text: `WITH ${itemsCte(columns)}
        SELECT i."n", i."id", i."text", i."count", i."ms", ${isoTimestamp('i."at"')} AS "at", i."doc",
          pg_typeof(i."count")::text AS "countType", pg_typeof(i."doc")::text AS "docType", i."doc" IS NULL AS "docIsNull"
        FROM "i" ORDER BY i."n"`,
    };
    const hostile = `a "quoted" {brace,comma} back\\slash 'single' NULL тест 🧾 \u0001 \t`;
    const items = [
      [
        '00000000-0000-4000-8000-000000000001',
        hostile,
        5,
        60000.5,
        new Date('2026-11-26T10:00:00.123Z'),
        { k: hostile, n: [1, null] },
      ],
      [null, null, null, null, null, null],
      ['00000000-0000-4000-8000-000000000003', '', 0, 0, new Date(0), {}],
    ];
    const rows = await t.app.get(HotStatements).rows(statement, itemsParameter(items));
    expect(rows).toEqual([
      {
        n: '1',
        id: items[0][0],
        text: hostile,
        count: 5,
        ms: 60000.5,
        at: '2026-11-26T10:00:00.123Z',
        doc: { k: hostile, n: [1, null] },
        countType: 'integer',
        docType: 'jsonb',
        docIsNull: false,
      },
      // A JSON null is SQL's NULL in every column, the jsonb one too.
      {
        n: '2',
        id: null,
        text: null,
        count: null,
        ms: null,
        at: null,
        doc: null,
        countType: 'integer',
        docType: 'jsonb',
        docIsNull: true,
      },
      {
        n: '3',
        id: items[2][0],
        text: '',
        count: 0,
        ms: 0,
        at: '1970-01-01T00:00:00.000Z',
        doc: {},
        countType: 'integer',
        docType: 'jsonb',
        docIsNull: false,
      },
    ]);
  });
});
