import { Writable } from 'node:stream';
import { loadConfig } from '../../config/load-config';
import { BootQuietLogger } from './boot-quiet.logger';
import { createLogger } from './logger.options';

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe('createLogger', () => {
  it('writes JSON lines with LOG_FORMAT=json', () => {
    const out = capture();
    createLogger(loadConfig({ LOG_FORMAT: 'json' }), out.stream).info({ context: 'Main' }, 'listening on :3000');
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, context: 'Main', msg: 'listening on :3000' });
  });

  it('writes human-readable lines with LOG_FORMAT=pretty', () => {
    const out = capture();
    createLogger(loadConfig({ LOG_FORMAT: 'pretty' }), out.stream).info({ context: 'Main' }, 'listening on :3000');
    const line = out.text();
    expect(() => JSON.parse(line) as unknown).toThrow();
    expect(line).toMatch(/INFO.*\[Main\] listening on :3000/);
    expect(line).not.toContain('hostname');
  });

  it('writes a request as one short pretty line', () => {
    const out = capture();
    createLogger(loadConfig({ LOG_FORMAT: 'pretty' }), out.stream).info(
      {
        requestId: 'r-1',
        method: 'GET',
        route: '/v1/orgs/:id',
        status: 404,
        responseTime: 2.5,
        errorCode: 'not_found',
      },
      'request completed',
    );
    expect(out.text().trim().split('\n')).toEqual([
      expect.stringMatching(/INFO.*GET \/v1\/orgs\/:id 404 2\.5ms not_found \(r-1\)$/),
    ]);
  });

  it('redacts secrets in logged objects, in either format', () => {
    for (const format of ['json', 'pretty']) {
      const out = capture();
      createLogger(loadConfig({ LOG_FORMAT: format }), out.stream).warn(
        {
          body: { password: 'pw-123456', code: '654321', refreshToken: 'rt-abc' },
          err: { message: 'failed', config: { headers: { Authorization: 'Bearer sk-1' } } },
          request: { headers: { authorization: 'Bearer at-1', cookie: 'svc_refresh=rt-2' } },
        },
        'failure',
      );
      for (const secret of ['pw-123456', '654321', 'rt-abc', 'sk-1', 'at-1', 'rt-2']) {
        expect(out.text()).not.toContain(secret);
      }
    }
  });
});

describe('BootQuietLogger', () => {
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("moves Nest's route and module lines to debug and passes the rest through", () => {
    const out = capture();
    const logger = new BootQuietLogger(createLogger(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }), out.stream));
    logger.log('Mapped {/v1/me, GET} route', 'RouterExplorer');
    logger.log('AuthModule dependencies initialized', 'InstanceLoader');
    logger.log('listening on :3000', 'Main');
    expect(lines(out.text())).toEqual([
      expect.objectContaining({ level: 30, context: 'Main', msg: 'listening on :3000' }),
    ]);
  });

  it('writes Nest-style calls as pino lines: object messages merged, errors under err, handler stacks kept', () => {
    const out = capture();
    const logger = new BootQuietLogger(
      createLogger(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' }), out.stream),
    );
    logger.warn({ securityEvent: 'login_failed', requestId: 'r1' }, 'Security');
    logger.error(new Error('boom'), 'Filter');
    logger.error('Unhandled', 'Error: x\n    at f (file.js:1:1)', 'ExceptionsHandler');
    logger.debug('plain');
    const [merged, error, handler, plain] = lines(out.text());
    expect(merged).toMatchObject({ level: 40, context: 'Security', securityEvent: 'login_failed', requestId: 'r1' });
    expect(error).toMatchObject({ level: 50, context: 'Filter', err: expect.objectContaining({ message: 'boom' }) });
    expect(handler).toMatchObject({
      level: 50,
      context: 'ExceptionsHandler',
      err: expect.objectContaining({ message: 'Unhandled' }),
    });
    expect(plain).toMatchObject({ level: 20, msg: 'plain' });
  });
});
