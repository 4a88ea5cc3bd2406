/** What EdocClient gives and takes: our names, not Didox's (see docs edoc.md "Document exchange: Didox"). */

/** A company from the tax registry, as `GET /v1/orgs/lookup/{tin}` answers it; null where Didox has nothing. */
export interface EdocCompany {
  tin: string;
  name: string | null;
  address: string | null;
  directorName: string | null;
  phone: string | null;
  /** Always null: Didox gives the MFO, not the bank's name. */
  bankName: string | null;
  bankMfo: string | null;
  bankAccount: string | null;
}

export interface EdocParty {
  tin: string;
  name: string;
  address: string;
}

export interface EdocDraft {
  contractNo: string;
  /** yyyy-MM-dd */
  contractDate: string;
  documentName: string;
  seller: EdocParty;
  buyer: EdocParty;
  pdf: Buffer;
}

/** One document's Didox `doc_status` (0, 1, 3, 4, 5, 55, …) and what goes with it. */
export interface EdocDocumentState {
  documentId: string;
  status: number;
  /** A refusal's reason. */
  statusComment: string | null;
  /** Didox's `updated`, as it sends it. */
  updatedAt: string | null;
}
