import { OrganizationViewDto } from './dto/organization.dto';
import { Organization } from './entities/organization.entity';

export function toOrganizationView(o: Organization): OrganizationViewDto {
  return {
    id: o.id,
    clientId: o.clientId,
    kind: o.kind,
    tin: o.tin,
    name: o.name,
    address: o.address,
    directorName: o.directorName,
    phone: o.phone,
    bankName: o.bankName,
    bankMfo: o.bankMfo,
    bankAccount: o.bankAccount,
    verificationStatus: o.verificationStatus,
    verificationMethod: o.verificationMethod,
    contractStatus: o.contractStatus,
    verificationNote: o.verificationNote,
    submittedAt: o.submittedAt?.toISOString() ?? null,
    verifiedAt: o.verifiedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}
