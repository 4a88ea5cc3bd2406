import { Injectable } from '@nestjs/common';
import { newPinVerifier } from '../common/tokens/pin-verifier';
import { Transaction } from '../database/transaction-runner';
import { PinsRepository } from './pins.repository';

/** A right PIN's member, as the statement that found it read the PIN row. */
export interface ProvedPin {
  organizationId: string;
  userId: string;
  pinVersion: string;
  verifierMissing: boolean;
}

/**
 * PINs' offline verifiers (CONTRACT §12.1) for the till's side: the verifier of a PIN set
 * before this wave, at its member's next right PIN; the PINs a lost till carried, cleared.
 */
@Injectable()
export class PinVerifiers {
  constructor(private readonly pins: PinsRepository) {}

  /**
   * After a right PIN (its answer's data known): when its row had no verifier, computes one
   * and stores it unless the PIN changed or another instance filled it meanwhile.
   */
  async fillMissing(proved: ProvedPin, pin: string): Promise<void> {
    if (!proved.verifierMissing) return;
    const verifier = await newPinVerifier(pin);
    await this.pins.fillVerifier(proved.organizationId, proved.userId, proved.pinVersion, verifier);
  }

  /** Clears the current PINs an offline kit of the till carried: the users whose PIN it took. */
  clearCarriedByTill(organizationId: string, tillId: string, tx: Transaction): Promise<string[]> {
    return this.pins.clearCarriedByTill(organizationId, tillId, tx);
  }
}
