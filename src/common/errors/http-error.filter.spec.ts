import { ArgumentsHost, Logger } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { DomainException } from './domain.exception';
import { QueryFailedError } from 'typeorm';
import { HttpErrorFilter } from './http-error.filter';

function hostFor(headers: Record<string, string> = {}) {
  const reply = {
    sent: false,
    getHeader: () => undefined,
    statusCode: 0,
    sentHeaders: {} as Record<string, string>,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    headers(h: Record<string, string>) {
      Object.assign(this.sentHeaders, h);
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const request = { id: 'req-1', headers };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  return { host, reply };
}

const i18n = {
  translate: (key: string, options: { args?: Record<string, unknown> }) =>
    `${key}${options.args ? JSON.stringify(options.args) : ''}`,
} as unknown as I18nService;

describe('HttpErrorFilter', () => {
  it.each([
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a statement timeout (57014) from pg',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'a statement timeout (57014) inside QueryFailedError',
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('canceling statement'), { code: '57014' })),
    ],
  ])('answers a busy database (%s) 503 service_unavailable with Retry-After, never 500', (_, error) => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { host, reply } = hostFor();
    new HttpErrorFilter(i18n).catch(error, host);
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toEqual({
      error: { code: 'service_unavailable', message: 'errors.service_unavailable', requestId: 'req-1' },
    });
    expect(reply.sentHeaders['retry-after']).toBe('2');
    warn.mockRestore();
  });

  it('turns an unexpected error into 500 internal_error without its text or stack, and logs it', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, reply } = hostFor();
    new HttpErrorFilter(i18n).catch(new Error('relation "users" does not exist'), host);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({
      error: { code: 'internal_error', message: 'errors.internal_error', requestId: 'req-1' },
    });
    expect(JSON.stringify(reply.body)).not.toContain('relation');
    expect(reply.sentHeaders['x-request-id']).toBe('req-1');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('writes a domain error with its catalogue status, details, arguments and headers', () => {
    const { host, reply } = hostFor();
    new HttpErrorFilter(i18n).catch(DomainException.retryAfter('code_resend_too_soon', 42.2, { retryAfter: 43 }), host);
    expect(reply.statusCode).toBe(429);
    expect(reply.sentHeaders['Retry-After']).toBe('43');
    expect(reply.body).toEqual({
      error: {
        code: 'code_resend_too_soon',
        message: 'errors.code_resend_too_soon{"seconds":43}',
        details: { retryAfter: 43 },
        requestId: 'req-1',
      },
    });
  });
});
