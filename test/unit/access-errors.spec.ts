import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiErrors } from '../../src/common/http/api-errors.decorator';
import { finishDocument } from '../../src/openapi/finish-document';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** One operation as the decorators leave it, before the document's finish. */
function finished(operation: Record<string, any>): Record<string, any> {
  const document = {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: { '/v1/things/{id}': { post: { operationId: 'op', ...operation } } },
    components: {},
  } as unknown as OpenAPIObject;
  return finishDocument(document).paths['/v1/things/{id}'].post as Record<string, any>;
}

const codes = (operation: Record<string, any>, status: string): string[] | undefined =>
  operation.responses[status]?.['x-error-codes'] as string[] | undefined;

describe('401 and 403 from the auth decorator', () => {
  it('lists unauthorized for a route without @Public, forbidden for an @Authorize one, each first', () => {
    const op = finished({
      'x-permission': 'portal.users.update',
      responses: {
        '200': { description: 'ok' },
        '403': { description: '', 'x-error-codes': ['insufficient_rank'] },
      },
    });
    expect(codes(op, '401')).toEqual(['unauthorized']);
    expect(codes(op, '403')).toEqual(['forbidden', 'insufficient_rank']);
  });

  it('lists unauthorized and the staff token’s forbidden for a signed-in route without a permission (CONTRACT §12.4)', () => {
    const op = finished({ responses: { '200': { description: 'ok' } } });
    expect(codes(op, '401')).toEqual(['unauthorized']);
    expect(codes(op, '403')).toEqual(['forbidden']);
  });

  it('lists unauthorized alone where a staff token is taken (@StaffAllowed) and on a till’s route', () => {
    const staffAllowed = finished({ 'x-staff-token': true, responses: { '200': { description: 'ok' } } });
    expect(codes(staffAllowed, '401')).toEqual(['unauthorized']);
    expect(staffAllowed.responses['403']).toBeUndefined();
    const till = finished({ security: [{ till: [] }], responses: { '200': { description: 'ok' } } });
    expect(codes(till, '401')).toEqual(['unauthorized']);
    expect(till.responses['403']).toBeUndefined();
  });

  it('lists unauthorized with WWW-Authenticate: Basic for a service client’s public route (introspection)', () => {
    const op = finished({
      'x-public': true,
      security: [{ 'service-client': [] }],
      responses: { '200': { description: 'ok' } },
    });
    expect(codes(op, '401')).toEqual(['unauthorized']);
    expect(op.responses['401'].headers['WWW-Authenticate']).toEqual({
      $ref: '#/components/headers/WWW-Authenticate-Basic',
    });
    expect(op.security).toEqual([{ 'service-client': [] }]);
  });

  it('lists neither for a @Public route', () => {
    const op = finished({
      'x-public': true,
      responses: { '200': { description: 'ok' }, '401': { description: '', 'x-error-codes': ['invalid_code'] } },
    });
    expect(codes(op, '401')).toEqual(['invalid_code']);
    expect(op.responses['403']).toBeUndefined();
  });

  it('keeps them out of hand-typed @ApiErrors lists', () => {
    // @ts-expect-error the auth decorator decides unauthorized, not the route's list
    expect(() => ApiErrors('unauthorized')).not.toThrow();
    // @ts-expect-error the auth decorator decides forbidden, not the route's list
    expect(() => ApiErrors('validation_failed', 'forbidden')).not.toThrow();
  });
});
