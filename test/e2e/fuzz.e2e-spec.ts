import fc from 'fast-check';
import { createOrg } from '../support/orgs';
import { staff, SignedIn } from '../support/staff';
import { FakeOneId, oneIdEnvironment, startFakeOneId } from '../support/fake-oneid';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';
import { serverUrl } from '../support/test-database';

/**
 * Property-based fuzzing of every operation of the app's own OpenAPI document (issue 11):
 * mutated paths, query strings, headers and bodies, sent anonymously and with the token of
 * a signed-in user and of a director. Whatever comes back: no 5xx; every error is the
 * envelope with the requestId of the X-Request-Id header; no stack, SQL or framework body.
 * Seeded and bounded in time, so a run is repeatable and fits the suite.
 */
/**
 * Each database draws its own cases (CI runs both suites, so a run tries 4,000 distinct
 * inputs): before, both ran the same cases, 4,000 on PostgreSQL and what 18 s allowed on the
 * embedded database, and under CI's load each ran until its time limit, ~80 s of CPU for
 * the two (docs/decisions/test-loop.md). The time limit only keeps a slow machine
 * within the test's timeout.
 */
const SEED = serverUrl() ? 20_260_511 : 20_261_126;
const RUNS = 2_000;
const TIME_LIMIT_MS = 25_000;

interface Operation {
  method: string;
  path: string;
  /** Takes `cursor` (a paginated list). */
  paged: boolean;
  /** The properties of its JSON body schema, when it reads one, and whether each is nullable. */
  bodyFields?: [string, boolean][];
}

const BROKEN_SEGMENTS = ['%E0%A4%A', '%', '%ZZ', '%C0%AF', '%FF%FE', 'a%2', '%ED%A0%80'];
const LONG = 'a'.repeat(10_000);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const UUID = '7f0c1f3e-6a51-4d7e-9a8e-2b3c4d5e6f70';

describe('fuzz: every operation of /openapi.json with hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  let tokens: Record<'none' | 'user' | 'director', string | undefined>;
  let knownIds: string[];

  // OneID on (a fake): its routes validate their bodies instead of answering 503 first.
  let oneid: FakeOneId;

  beforeAll(async () => {
    oneid = await startFakeOneId();
    t = await startTestApp(oneIdEnvironment(oneid));
    const user: SignedIn = await staff(t);
    const director: SignedIn = await staff(t, 'director');
    const org = await createOrg(t, user);
    tokens = { none: undefined, user: user.accessToken, director: director.accessToken };
    knownIds = [org.id, user.userId, director.userId];
    const document = (await t.request('GET', '/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string }[];
            requestBody?: { content: Record<string, { schema: { $ref: string } }> };
          }
        >
      >;
      components: { schemas: Record<string, { properties?: Record<string, { nullable?: boolean }> }> };
    };
    const fieldsOf = (ref: string | undefined) =>
      ref
        ? Object.entries(document.components.schemas[ref.split('/').pop() as string]?.properties ?? {}).map(
            ([name, property]): [string, boolean] => [name, property.nullable === true],
          )
        : undefined;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          paged: (operation.parameters ?? []).some((p) => p.name === 'cursor'),
          bodyFields: fieldsOf(operation.requestBody?.content['application/json']?.schema.$ref),
        })),
    );
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await oneid.close();
  });

  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constant('valid') },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_SEGMENTS) },
    { weight: 1, arbitrary: fc.constant(LONG) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('null', '0', '-1', '1e309', 'undefined', '..', '%2e%2e', UUID, '999999999'),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent) },
  );

  const body = fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(100_000, 5_000, 65).map((d) => `{"phone":${nested(d)}}`) },
    { weight: 1, arbitrary: fc.constant(`{"name":"${'x'.repeat(1_100_000)}"}`) },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(
          fc.constantFrom(
            'phone',
            'password',
            'name',
            'tin',
            'pin',
            'roleId',
            'status',
            'limit',
            '__proto__',
            'constructor',
            'extra',
          ),
          fc.oneof(
            fc.constant(null),
            fc.integer(),
            fc.double(),
            fc.boolean(),
            fc.string({ unit: 'grapheme', maxLength: 300 }),
            fc.array(fc.integer(), { maxLength: 3 }),
            fc.object({ maxDepth: 2 }),
          ),
        )
        .map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":1}}', '\u0000', '{"a":"\\ud800"}') },
  );

  const query = fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      `cursor=${cursorOf([9e15, UUID])}`,
      `cursor=${cursorOf([-8e15, UUID])}`,
      `cursor=${cursorOf([1_700_000_000_000, 'x'])}`,
      'cursor=%%%',
      `cursor=${LONG.slice(0, 3_000)}`,
      'limit=0',
      'limit=1e3',
      'limit=-1&limit=5',
      'status=%E0%A4%A',
      'query=%00',
      'from=9999999-01-01&to=x',
      `query=${LONG.slice(0, 5_000)}`,
    ),
    fc
      .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 30 }))
      .map((d) => new URLSearchParams(d).toString()),
  );

  const headers = fc.record(
    {
      'accept-language': fc.constantFrom(
        'ru-RU',
        'de, ru;q=0.5',
        'uz;q=2',
        '*;q=abc',
        ',,,',
        'x'.repeat(2_000),
        '\u00e9',
      ),
      'x-request-id': fc.oneof(
        fc.constantFrom('ok.id-1', 'bad id<script>', 'x'.repeat(200), ''),
        fc.string({ maxLength: 40 }),
      ),
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        '',
      ),
      'x-client': fc.constantFrom('web', 'till', '\u0000'),
    },
    { requiredKeys: [] },
  );

  /** Cursors the service never issued, on the paginated lists, as staff who may read them. */
  const foreignCursor = fc.record({
    paged: fc.nat(),
    cursor: fc.oneof(
      fc.constantFrom([9e15, UUID], [-8e15, UUID], [1.5, UUID], [1_700_000_000_000, 'x'], {}, 'x'),
      fc.tuple(fc.double(), fc.uuid()),
      fc.tuple(fc.integer({ min: -9e15, max: 9e15 }), fc.uuid()),
    ),
  });

  const requestCase = fc.record({
    foreign: fc.option(foreignCursor, { freq: 5, nil: undefined }),
    operation: fc.nat(),
    who: fc.constantFrom<'none' | 'user' | 'director'>('none', 'user', 'director'),
    segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
    idPick: fc.nat(),
    query,
    headers,
    body: fc.option(body, { nil: undefined }),
  });

  function pathOf(template: string, segments: string[], idPick: number): string {
    let index = 0;
    return template.replace(/\{[^}]+\}/g, (param) => {
      const choice = segments[index++ % segments.length];
      if (choice !== 'valid') return choice;
      return param === '{tin}' ? '301234567' : knownIds[idPick % knownIds.length];
    });
  }

  function check(label: string, res: TestResponse): void {
    const where = `${label} → ${res.status} ${res.text.slice(0, 300)}`;
    // The one 5xx the catalogue documents without a failure: no Didox credentials in this app.
    const expected503 =
      res.status === 503 && (res.body as { error?: { code?: string } })?.error?.code === 'edoc_not_configured';
    if (res.status >= 500 && !expected503) throw new Error(`5xx: ${where}`);
    if (
      /FST_ERR|"statusCode"|\n\s+at |QueryFailedError|\bSELECT\b|\bINSERT\b|\bUPDATE\s+"?\w+"?\s+SET\b/.test(res.text)
    ) {
      throw new Error(`framework body, stack or SQL: ${where}`);
    }
    if (res.status >= 400) {
      const error = (res.body as { error?: Record<string, unknown> } | undefined)?.error;
      if (!error || Object.keys(res.body as object).length !== 1) throw new Error(`not the envelope: ${where}`);
      if (typeof error.code !== 'string' || typeof error.message !== 'string' || error.message === '') {
        throw new Error(`envelope without code or message: ${where}`);
      }
      if (typeof error.requestId !== 'string' || error.requestId !== res.headers.get('x-request-id')) {
        throw new Error(`requestId differs from X-Request-Id: ${where}`);
      }
    }
  }

  it('never answers 5xx, always the envelope with its requestId, never a stack, SQL or framework body', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(requestCase, async (c) => {
        runs++;
        if (c.foreign) {
          const paged = operations.filter((o) => o.paged);
          const list = paged[c.foreign.paged % paged.length];
          const res = await t.request(
            'GET',
            `${pathOf(list.path, ['valid'], c.idPick)}?cursor=${cursorOf(c.foreign.cursor)}`,
            {
              token: tokens.director,
            },
          );
          check(`director GET ${list.path} cursor ${JSON.stringify(c.foreign.cursor)}`, res);
        }
        const operation = operations[c.operation % operations.length];
        const path = pathOf(operation.path, c.segments, c.idPick);
        const url = c.query ? `${path}?${c.query}` : path;
        const sent: Record<string, string> = {};
        // Only what an HTTP client can send at all (fetch refuses control characters and edge spaces).
        for (const [name, value] of Object.entries(c.headers)) {
          if (
            value !== undefined &&
            /^(?:[\x21-\x7e\xa0-\xff](?:[\x20-\x7e\xa0-\xff]*[\x21-\x7e\xa0-\xff])?)?$/.test(value)
          ) {
            sent[name] = value;
          }
        }
        const withBody = c.body !== undefined && operation.method !== 'GET';
        if (withBody) sent['content-type'] ??= 'application/json';
        else delete sent['content-type'];
        const res = await t.request(operation.method, url, {
          token: tokens[c.who],
          headers: sent,
          rawBody: withBody ? c.body : undefined,
        });
        check(`${c.who} ${operation.method} ${url.slice(0, 200)}`, res);
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
    );
    // Enough cases ran to mean something, even on a slow machine.
    expect(runs).toBeGreaterThan(150);
    expect(operations.length).toBeGreaterThan(40);
  }, 90_000);

  /**
   * CONTRACT §9: to every operation that parses a body, for each field of its schema, `null`,
   * a lone surrogate and a NUL, then an unknown field and a body that is not an object:
   * never 5xx, always the envelope, and a 400 names the field.
   */
  it('refuses null, lone surrogates, NUL and unknown fields in every body with the envelope, never 5xx', async () => {
    const VALUES: [string, unknown][] = [
      ['null', null],
      ['high surrogate', 'a\ud800'],
      ['low surrogate', '\udfffa'],
      ['NUL', 'a\u0000b'],
      ['surrogate in an object', { x: '\ud800' }],
    ];
    let named = 0;
    let bodies = 0;
    const bodiless = new Set<string>();
    for (const operation of operations.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method))) {
      const path = pathOf(operation.path, ['valid'], 0);
      const cases: [string, string, string | undefined][] = [
        ...(operation.bodyFields ?? []).flatMap(([field, nullable]) =>
          VALUES.map(([name, value]): [string, string, string | undefined] => [
            `${field}=${name}`,
            JSON.stringify({ [field]: value }),
            // An object where a string is expected is refused for its type, not its text.
            (name === 'null' && !nullable) || typeof value === 'string' ? field : undefined,
          ]),
        ),
        [
          'unknown field',
          JSON.stringify({ fieldNobodyDefined: 1 }),
          // An operation that defines no body refuses the field too (CONTRACT §12.4).
          'fieldNobodyDefined',
        ],
        ['unknown nested field', JSON.stringify({ seller: { foo: '\ud800' } }), undefined],
        ['null body', 'null', undefined],
        ['key with a surrogate', '{"\\ud800":1}', undefined],
      ];
      for (const who of ['user', 'director'] as const) {
        for (const [label, raw, field] of cases) {
          const res = await t.request(operation.method, path, {
            token: tokens[who],
            rawBody: raw,
            headers: { 'content-type': 'application/json' },
          });
          check(`${who} ${operation.method} ${operation.path} ${label}`, res);
          bodies++;
          if (res.status !== 400 || !field) continue;
          const fields = (
            (res.body as { error: { details?: { errors?: { field: string }[] } } }).error.details?.errors ?? []
          ).map((e) => e.field);
          // A field that depends on another (a confirmation) may be named beside it: never missing.
          if (!fields.includes(field))
            throw new Error(`400 without ${field}: ${who} ${operation.path} ${label} ${res.text}`);
          named++;
          if (!operation.bodyFields) bodiless.add(`${operation.method} ${operation.path}`);
        }
      }
    }
    expect(bodies).toBeGreaterThan(300);
    // Most cases get past the guards to the pipe, which names the field.
    expect(named).toBeGreaterThan(200);
    // Operations without a body named the unknown field too: block, unblock, pairing codes, tests…
    expect([...bodiless]).toEqual(
      expect.arrayContaining(['POST /v1/portal/users/{id}/block', 'POST /v1/portal/users/{id}/unblock']),
    );
  }, 120_000);
});
