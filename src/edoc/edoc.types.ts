/** What EdocClient gives and takes (see docs edoc.md "Document exchange: Didox"). */

/**
 * A company from the tax registry (`GET /v1/utils/info/{tin}`), in Didox's own field names:
 * trimmed, an empty or absent field null. Didox has no bank name, only the MFO.
 */
export interface EdocCompany {
  tin: string;
  name: string;
  address: string | null;
  director: string | null;
  phone: string | null;
  mfo: string | null;
  account: string | null;
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
