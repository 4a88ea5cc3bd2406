import { DomainException } from '../common/errors/domain.exception';
import { EdocError } from '../edoc/edoc.error';
import { edocFailureOf } from './edoc-failure';

describe('edocFailureOf: an EdocError as the contracts answer it and store it in syncError', () => {
  it.each([
    ['unavailable', 'Didox GET /v1/documents/x answered HTTP 500'],
    ['timeout', 'Didox login failed: no answer within 300 ms'],
    ['auth_failed', 'Didox login answered HTTP 422'],
  ] as const)('%s is 502 edoc_unavailable, stored as the bare code', (kind, message) => {
    const failure = edocFailureOf(new EdocError(kind, message));
    expect(failure?.exception).toEqual(new DomainException('edoc_unavailable'));
    expect(failure?.exception.details).toBeUndefined();
    expect(failure?.syncError).toBe('edoc_unavailable');
  });

  it.each([
    ['rejected', 'Buyer is not registered'],
    ['not_found', 'Document not found'],
    ['too_large', 'The answer of the document exchange is larger than 10 MiB'],
  ] as const)('%s is 502 edoc_rejected with the message as the reason, stored after the code', (kind, message) => {
    const failure = edocFailureOf(new EdocError(kind, message));
    expect(failure?.exception.code).toBe('edoc_rejected');
    expect(failure?.exception.details).toEqual({ reason: message });
    expect(failure?.syncError).toBe(`edoc_rejected: ${message}`);
  });

  it('not_configured is 503 edoc_not_configured and stores nothing', () => {
    const failure = edocFailureOf(new EdocError('not_configured', 'The document exchange is not configured'));
    expect(failure?.exception).toEqual(new DomainException('edoc_not_configured'));
    expect(failure?.syncError).toBeNull();
  });

  it('is undefined for any other error, which is not Didox’s doing', () => {
    expect(edocFailureOf(new Error('boom'))).toBeUndefined();
    expect(edocFailureOf(new DomainException('edoc_unavailable'))).toBeUndefined();
  });
});
