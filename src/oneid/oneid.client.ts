import type { OneIdPerson } from './oneid.types';

/**
 * OneID's protocol (CONTRACT §12.2), nothing of our domain: the interface the flows use, so
 * that one implementation speaks HTTP and a test may give another.
 */
export abstract class OneIdClient {
  /** Whether ONEID_URL is set. */
  abstract isConfigured(): boolean;

  /** Where the browser goes to sign in at OneID, carrying `state` back to ONEID_REDIRECT_URI. */
  abstract authorizationUrl(state: string): string;

  /**
   * Exchanges the code, reads the person and ends OneID's session (always, once the person
   * was asked for). Fails only with OneIdError.
   */
  abstract identify(code: string): Promise<OneIdPerson>;
}
