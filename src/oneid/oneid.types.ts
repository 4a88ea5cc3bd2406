/** What a flow is for; a state serves only the purpose it was issued for. */
export const ONEID_PURPOSES = ['sign_in', 'link', 'verify'] as const;
export type OneIdPurpose = (typeof ONEID_PURPOSES)[number];

/**
 * The person OneID identified, reduced to the three fields the service relies on
 * (integrations disagree on the others' names). `pin` is the PINFL in clear: it must never
 * be logged, answered or stored as it is.
 */
export interface OneIdPerson {
  /** PINFL, 14 digits. */
  pin: string;
  /** `auth_method`, e.g. `LEPKCSMETHOD` for a legal entity's key; null when absent. */
  authMethod: string | null;
  /** `pkcs_legal_tin`: the legal entity's TIN when signed in with its key; else null. */
  pkcsLegalTin: string | null;
}

/** The answer of every `…/start` route: where to send the browser, and the flow's state. */
export interface OneIdStart {
  authorizationUrl: string;
  state: string;
  expiresIn: number;
}
