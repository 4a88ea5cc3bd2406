/** A request whose headers and body have not all arrived within this long is ended (CONTRACT §9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Sent on every answer, errors and 404s included (CONTRACT §9). */
export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff' } as const;
