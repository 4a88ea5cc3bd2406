import type { PartyRequisites } from '../config/app-config';
import { ContractPartyDto, ContractViewDto } from './dto/contract-view.dto';
import { Contract } from './entities/contract.entity';
import type { ContractPdfInput } from './pdf/contract-pdf.renderer';

function party(requisites: PartyRequisites): ContractPartyDto {
  return {
    name: requisites.name,
    tin: requisites.tin,
    address: requisites.address,
    director: requisites.director,
    account: requisites.account,
    mfo: requisites.mfo,
  };
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The contract as the API shows it (service-spec "Contract"). */
export function toContractView(contract: Contract): ContractViewDto {
  return {
    id: contract.id,
    organizationId: contract.organizationId,
    number: contract.number,
    contractDate: contract.contractDate,
    expireDate: contract.expireDate,
    autoRenew: contract.autoRenew,
    status: contract.status,
    connectionPrice: contract.connectionPrice,
    monthlyPrice: contract.monthlyPrice,
    seller: party(contract.seller),
    buyer: party(contract.buyer),
    edocDocumentId: contract.edocDocumentId,
    edocStatus: contract.edocStatus,
    hasSignedPdf: Boolean(contract.signedFile),
    sentAt: iso(contract.sentAt),
    signedByUsAt: iso(contract.signedByUsAt),
    signedAt: iso(contract.signedAt),
    lastSyncedAt: iso(contract.lastSyncedAt),
    syncError: contract.syncError,
    createdAt: contract.createdAt.toISOString(),
  };
}

/** What the PDF renderer needs: the contract's own snapshot, so the same contract renders the same bytes. */
export function toPdfInput(contract: Contract): ContractPdfInput {
  return {
    number: contract.number,
    contractDate: contract.contractDate,
    expireDate: contract.expireDate,
    autoRenew: contract.autoRenew,
    connectionPrice: contract.connectionPrice,
    monthlyPrice: contract.monthlyPrice,
    seller: party(contract.seller),
    buyer: party(contract.buyer),
  };
}

/** The document's name in Didox, in both languages of the contract. */
export function documentNameOf(contract: Pick<Contract, 'number'>): string {
  return `Shartnoma / Договор № ${contract.number}`;
}

/** The download's file name: ASCII only, safe in a Content-Disposition header. */
export function pdfFileNameOf(contract: Pick<Contract, 'number'>, signed: boolean): string {
  return `contract-${contract.number.replace(/[^A-Za-z0-9-]/g, '_')}${signed ? '-signed' : ''}.pdf`;
}
