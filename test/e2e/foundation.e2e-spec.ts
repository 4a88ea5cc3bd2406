import { startTestApp, TestApp } from '../support/test-app';

describe('foundation: envelope, request id, languages, health, docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown path with the 404 envelope and a request id', async () => {
    const res = await t.request('GET', '/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: 'No route GET /v1/nope.', requestId: expect.any(String) },
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
  });

  it('names the method and the path of an unknown route, never its query string', async () => {
    const res = await t.request('GET', '/v1/nope/deeper?token=s3cret&x=1');
    expect(res.body.error.message).toBe('No route GET /v1/nope/deeper.');
    expect(JSON.stringify(res.body)).not.toContain('s3cret');
  });

  it('answers an unsupported method on a known path with 404 not_found', async () => {
    const res = await t.request('DELETE', '/health');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.message).toBe('No route DELETE /health.');
  });

  it('honours a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const sane = await t.request('GET', '/v1/nope', { headers: { 'X-Request-Id': 'abc.DEF-1_2' } });
    expect(sane.body.error.requestId).toBe('abc.DEF-1_2');
    expect(sane.headers.get('x-request-id')).toBe('abc.DEF-1_2');
    const unsafe = await t.request('GET', '/v1/nope', { headers: { 'X-Request-Id': 'bad id<script>' } });
    expect(unsafe.body.error.requestId).not.toBe('bad id<script>');
    expect(unsafe.body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.request('GET', '/v1/nope', { headers: { 'X-Request-Id': 'a'.repeat(129) } });
    expect(long.body.error.requestId).not.toBe('a'.repeat(129));
  });

  it('sends X-Request-Id on successful answers too', async () => {
    const res = await t.request('GET', '/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with 400 validation_failed on the body', async () => {
    const res = await t.request('POST', '/v1/nope', {
      rawBody: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.errors).toEqual([
      { field: 'body', code: 'invalid_json', message: expect.any(String) },
    ]);
  });

  it('answers a body over 1 MiB with 400 validation_failed', async () => {
    const res = await t.request('POST', '/v1/nope', {
      rawBody: JSON.stringify({ a: 'x'.repeat(1_048_576) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0].code).toBe('body_too_large');
  });

  it.each([
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['uz-Latn-UZ', 'uz'],
    ['de, ru;q=0.5', 'ru'],
    ['uz;q=0.4, ru;q=0.9', 'ru'],
    ['de', 'en'],
    ['', 'en'],
  ])('localizes by Accept-Language %p as %p', async (header, lang) => {
    // An unknown route's message (i18n/*/hints.json no_route) names the method and the path.
    const messages: Record<string, string> = {
      en: 'No route GET /v1/nope.',
      ru: 'Нет маршрута GET /v1/nope.',
      uz: "GET /v1/nope yo'li mavjud emas.",
    };
    const res = await t.request('GET', '/v1/nope', { headers: header ? { 'Accept-Language': header } : {} });
    expect(res.body.error.message).toBe(messages[lang]);
  });

  it('reports liveness with the database check', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', migrations: 'up' } });
  });

  it('serves the OpenAPI document and the interactive docs', async () => {
    const json = await t.request('GET', '/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(json.body.paths['/health']).toBeDefined();
    const docs = await t.request('GET', '/docs');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger');
  });
});
