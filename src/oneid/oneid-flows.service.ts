import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { OneIdClient } from './oneid.client';
import { OneIdError } from './oneid.error';
import { OneIdStatesRepository } from './oneid-states.repository';
import type { OneIdPerson, OneIdPurpose, OneIdStart } from './oneid.types';

/** A state's life (CONTRACT §12.2). */
export const ONEID_STATE_TTL_SECONDS = 600;

/** Whom a flow belongs to: the caller of a link or verification, and a verification's organization. */
export interface OneIdBinding {
  callerId: string | null;
  organizationId: string | null;
}

/**
 * The flows' protocol part, nothing of their meaning: single-use states bound to a purpose,
 * a caller and an organization, and the person behind a code, with OneID's failures as our
 * error codes. Sign-in (auth), linking (users) and verification (organizations) decide what
 * the person means.
 */
@Injectable()
export class OneIdFlows {
  constructor(
    private readonly client: OneIdClient,
    private readonly states: OneIdStatesRepository,
    private readonly clock: Clock,
  ) {}

  /** A new state for the flow and the address of OneID's sign-in page carrying it. */
  async start(purpose: OneIdPurpose, binding: OneIdBinding): Promise<OneIdStart> {
    this.requireConfigured();
    const state = randomBytes(32).toString('base64url');
    await this.states.insert({
      stateHash: hashState(state),
      purpose,
      callerId: binding.callerId,
      organizationId: binding.organizationId,
      expiresAt: new Date(this.clock.nowMs() + ONEID_STATE_TTL_SECONDS * 1000),
    });
    return { authorizationUrl: this.client.authorizationUrl(state), state, expiresIn: ONEID_STATE_TTL_SECONDS };
  }

  /**
   * Uses the state up, whatever follows: 400 oneid_state_invalid when it is unknown, used,
   * expired, or was issued for another purpose, caller or organization.
   */
  async consume(purpose: OneIdPurpose, state: string, binding: OneIdBinding): Promise<void> {
    this.requireConfigured();
    const found = await this.states.consume(hashState(state), this.clock.now());
    const fits =
      found !== null &&
      found.purpose === purpose &&
      found.callerId === binding.callerId &&
      found.organizationId === binding.organizationId;
    if (!fits) throw new DomainException('oneid_state_invalid');
  }

  /** The person behind the code: 401 oneid_code_invalid, 502 oneid_unavailable. */
  async identify(code: string): Promise<OneIdPerson> {
    try {
      return await this.client.identify(code);
    } catch (error) {
      if (!(error instanceof OneIdError)) throw error;
      switch (error.kind) {
        case 'not_configured':
          throw new DomainException('oneid_not_configured');
        case 'code_refused':
          throw new DomainException('oneid_code_invalid');
        case 'unavailable':
          throw new DomainException('oneid_unavailable');
      }
    }
  }

  /** consume, then identify. */
  async finish(purpose: OneIdPurpose, input: { code: string; state: string }, binding: OneIdBinding) {
    await this.consume(purpose, input.state, binding);
    return this.identify(input.code);
  }

  requireConfigured(): void {
    if (!this.client.isConfigured()) throw new DomainException('oneid_not_configured');
  }
}

/** What the table keeps of a state: its SHA-256, hex (32 random bytes need no key). */
function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}
