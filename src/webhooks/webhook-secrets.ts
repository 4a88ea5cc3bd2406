import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isSealed, seal, unseal } from '../config/sealed-text';
import { SecretsService } from '../config/secrets.service';

/** The clear form of an endpoint's signing secret, the Standard Webhooks one. */
const CLEAR_PREFIX = 'whsec_';

/** `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `${CLEAR_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The endpoints' signing secrets at rest (CONTRACT §12.4): sealed with a key from
 * KEYS_SECRET (AES-256-GCM, the endpoint's id as additional data), never stored in clear.
 * A clear value (`whsec_…`, written before) still opens, as itself, until the service seals
 * it at start (WebhooksService.sealClearSecrets).
 */
@Injectable()
export class WebhookSecrets {
  constructor(private readonly secrets: SecretsService) {}

  seal(endpointId: string, secret: string): string {
    return seal(this.secrets.webhookSecretsKey, endpointId, Buffer.from(secret, 'utf8'));
  }

  /** The clear secret of a stored value; throws when a sealed one does not open under this key. */
  open(endpointId: string, stored: string): string {
    if (isClear(stored)) return stored;
    if (!isSealed(stored)) throw new Error(`webhook endpoint ${endpointId}: unknown secret form`);
    return unseal(this.secrets.webhookSecretsKey, endpointId, stored).toString('utf8');
  }

  /** As `open`, null when the stored value does not open. */
  openOrNull(endpointId: string, stored: string): string | null {
    try {
      return this.open(endpointId, stored);
    } catch {
      return null;
    }
  }
}

/** Whether a stored secret is still in clear (an endpoint from before secrets were sealed). */
export function isClear(stored: string): boolean {
  return stored.startsWith(CLEAR_PREFIX);
}
