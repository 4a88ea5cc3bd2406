import { DomainException } from '../common/errors/domain.exception';
import { EdocCompany, EdocError } from '../edoc/edoc.client';
import { CompanyLookupDto } from './dto/organization.dto';

/** Didox's company as the lookup answers it: no bank name, Didox has only the MFO. */
export function toCompanyLookupView(company: EdocCompany): CompanyLookupDto {
  return {
    tin: company.tin,
    name: company.name,
    address: company.address,
    directorName: company.director,
    phone: company.phone,
    bankName: null,
    bankMfo: company.mfo,
    bankAccount: company.account,
  };
}

/** A failed lookup as our API answers it (CONTRACT §9): 503 edoc_not_configured, else 502. */
export function lookupFailureOf(error: EdocError): DomainException {
  switch (error.family) {
    case 'not_configured':
      return new DomainException('edoc_not_configured');
    case 'unavailable':
      return new DomainException('edoc_unavailable');
    case 'rejected':
      return new DomainException('edoc_rejected', { reason: error.message });
  }
}
