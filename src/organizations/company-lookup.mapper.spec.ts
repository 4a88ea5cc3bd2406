import { DomainException } from '../common/errors/domain.exception';
import { EdocError } from '../edoc/edoc.error';
import { lookupFailureOf, toCompanyLookupView } from './company-lookup.mapper';

describe('the company lookup’s edge to edoc', () => {
  it('answers Didox’s company in our names, without a bank name', () => {
    const view = toCompanyLookupView({
      tin: '302345678',
      name: 'ALFA MCHJ',
      address: 'Tashkent',
      director: 'KARIMOV ANVAR',
      phone: null,
      mfo: '00444',
      account: '20208000900123456001',
    });
    expect(view).toEqual({
      tin: '302345678',
      name: 'ALFA MCHJ',
      address: 'Tashkent',
      directorName: 'KARIMOV ANVAR',
      phone: null,
      bankName: null,
      bankMfo: '00444',
      bankAccount: '20208000900123456001',
    });
  });

  it.each([
    ['not_configured', 'edoc_not_configured', undefined],
    ['unavailable', 'edoc_unavailable', undefined],
    ['timeout', 'edoc_unavailable', undefined],
    ['auth_failed', 'edoc_unavailable', undefined],
    ['rejected', 'edoc_rejected', { reason: 'why' }],
    ['not_found', 'edoc_rejected', { reason: 'why' }],
    ['too_large', 'edoc_rejected', { reason: 'why' }],
  ] as const)('answers %s as %s', (kind, code, details) => {
    const answer = lookupFailureOf(new EdocError(kind, 'why'));
    expect(answer).toBeInstanceOf(DomainException);
    expect(answer.code).toBe(code);
    expect(answer.details).toEqual(details);
  });
});
