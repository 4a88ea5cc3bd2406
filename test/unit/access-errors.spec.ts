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

  it('lists unauthorized alone for a signed-in route without a permission', () => {
    const op = finished({ responses: { '200': { description: 'ok' } } });
    expect(codes(op, '401')).toEqual(['unauthorized']);
    expect(op.responses['403']).toBeUndefined();
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
