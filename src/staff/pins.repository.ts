import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { isUniqueViolation } from '../database/query-helpers';
import { RollingWindow, WindowedCounter } from '../limits/windows';
import { Transaction } from '../database/transaction-runner';
import type { PinVerifier } from '../common/tokens/pin-verifier';
import {
  CLEAR_CARRIED_BY_TILL,
  DELETE_PIN,
  FILL_VERIFIER,
  PIN_LOOKUP_FAILURES,
  PIN_SETTING_WINDOWS,
  SET_PIN,
} from './staff.sql';

/** Till PINs (as keyed hashes, with their offline verifiers), the limit on wrong PINs at lookup and that on PIN settings. */
@Injectable()
export class PinsRepository {
  private readonly guesses: WindowedCounter;
  private readonly settings: RollingWindow;

  constructor(private readonly statements: HotStatements) {
    this.guesses = new WindowedCounter(statements, PIN_LOOKUP_FAILURES);
    this.settings = new RollingWindow(statements, PIN_SETTING_WINDOWS);
  }

  /** Housekeeping: at most `limit` windows of wrong PINs at lookup started before `before`, deleted. */
  deleteGuessWindowsStartedBefore(before: Date, limit: number): Promise<number> {
    return this.guesses.deleteStartedBefore(before, limit);
  }

  /** Housekeeping: at most `limit` windows of PIN settings with no setting after `before`, deleted. */
  deleteSettingWindowsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.settings.deleteEndedBefore(before, limit);
  }

  /**
   * Sets a member's PIN in the caller's transaction, with its verifier and a new PIN version;
   * false when another member of the organization has it (the unique index decides; the
   * transaction is then spoilt, and the caller refuses the change).
   */
  async set(
    organizationId: string,
    userId: string,
    pinHash: string,
    verifier: PinVerifier,
    tx: Transaction,
  ): Promise<boolean> {
    try {
      await this.statements.run(SET_PIN, [organizationId, userId, pinHash, verifier.salt, verifier.verifier], tx);
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'member_pins_organization_pin_key')) return false;
      throw error;
    }
  }

  /**
   * Stores the verifier of a PIN set before verifiers existed: only while that PIN version is
   * still the member's and has none (a later setting, or a concurrent fill, wins). Whether it did.
   */
  async fillVerifier(
    organizationId: string,
    userId: string,
    pinVersion: string,
    verifier: PinVerifier,
  ): Promise<boolean> {
    const affected = await this.statements.count(FILL_VERIFIER, [
      organizationId,
      userId,
      pinVersion,
      verifier.salt,
      verifier.verifier,
    ]);
    return affected > 0;
  }

  /**
   * Clears (in the caller's transaction) the PIN of every member of the organization whose
   * current PIN version was in an offline kit answered to the till (a lost till, CONTRACT
   * §12.1): the users whose PIN it took.
   */
  async clearCarriedByTill(organizationId: string, tillId: string, tx: Transaction): Promise<string[]> {
    const rows = await this.statements.rows<{ user_id: string }>(CLEAR_CARRIED_BY_TILL, [organizationId, tillId], tx);
    return rows.map((row) => row.user_id).sort();
  }

  /** Takes the member's PIN at the organization. */
  async delete(organizationId: string, userId: string, tx: Transaction): Promise<void> {
    await this.statements.run(DELETE_PIN, [organizationId, userId], tx);
  }

  /**
   * Counts one wrong PIN of the caller at the organization in the current window,
   * atomically and only while fewer than `max` are counted: `reserved: false` (with the
   * window's start, for Retry-After) once the window is full. A window opens at the first
   * wrong PIN after the last one ended.
   */
  async reserveGuess(
    organizationId: string,
    userId: string,
    now: Date,
    windowMs: number,
    max: number,
  ): Promise<{ reserved: true } | { reserved: false; windowStartedAt: Date }> {
    const result = await this.guesses.count([organizationId, userId], now, { windowMs, max });
    return result.counted ? { reserved: true } : { reserved: false, windowStartedAt: result.windowStartedAt };
  }

  /** When the caller's window of guesses at the organization is full: the time it ends; else null. */
  fullWindowEnd(
    organizationId: string,
    userId: string,
    now: Date,
    windowMs: number,
    max: number,
  ): Promise<Date | null> {
    return this.guesses.fullUntil([organizationId, userId], now, { windowMs, max });
  }

  /**
   * Counts one PIN setting of the caller at the organization in the rolling window,
   * atomically and only while fewer than `max` lie in it: `reserved: false` with the time
   * the next slot frees otherwise.
   */
  async reserveSetting(
    organizationId: string,
    userId: string,
    now: Date,
    windowMs: number,
    max: number,
  ): Promise<{ reserved: true } | { reserved: false; slotFreesAt: Date }> {
    const result = await this.settings.count([organizationId, userId], now, { windowMs, max });
    return result.counted ? { reserved: true } : { reserved: false, slotFreesAt: result.slotFreesAt };
  }
}
