import fastify, { FastifyInstance } from 'fastify';
import { DomainException } from '../errors/domain.exception';
import { restrictBodyTypes } from './media-types';

/** The body types a route takes (CONTRACT §9): JSON everywhere, a form only where allowed. */
describe('restrictBodyTypes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = fastify();
    restrictBodyTypes(app, 1_024);
    app.setErrorHandler((error, _request, reply) => {
      const code = error instanceof DomainException ? error.code : (error as { code?: string }).code;
      void reply.status(415).send({ code });
    });
    app.post('/json', (request) => ({ body: request.body }));
    // What @AcceptsForm() leaves on the route (Nest passes it as the route's config).
    app.post('/form', { config: { acceptsForm: true } }, (request) => ({ body: request.body }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, type: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

  it('refuses text/plain, which Fastify would otherwise parse as a string', async () => {
    const res = await post('/json', 'text/plain', '{"a":1}');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });

  it('refuses a form on a route that does not take one', async () => {
    const res = await post('/json', 'application/x-www-form-urlencoded', 'a=1');
    expect(res.json()).toEqual({ code: 'unsupported_media_type' });
  });

  it('parses a form into an object of strings on a route that takes one, and JSON there too', async () => {
    const form = await post('/form', 'application/x-www-form-urlencoded', 'token=abc&hint=access_token&x=%20y');
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ body: { token: 'abc', hint: 'access_token', x: ' y' } });
    const json = await post('/form', 'application/json', '{"token":"abc"}');
    expect(json.json()).toEqual({ body: { token: 'abc' } });
  });
});
