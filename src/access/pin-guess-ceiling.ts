import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { WindowedCounter, WindowLimit } from '../limits/windows';
import {
  ORGANIZATION_PIN_GUESSES_MAX,
  ORGANIZATION_PIN_GUESSES_REFUSE,
  ORGANIZATION_PIN_GUESSES_SQL,
  ORGANIZATION_PIN_GUESSES_WINDOW_MS,
} from './access.sql';

/**
 * CONTRACT §12.4: thirty wrong PINs a minute across an organization's tills (sign-ins and
 * approvals) and its lookups together; past them every till and lookup there is 429 for the
 * rest of the minute. docs/decisions/pin-guess-ceiling.md says what it bounds.
 */
export const ORGANIZATION_PIN_GUESSES: WindowLimit = {
  windowMs: ORGANIZATION_PIN_GUESSES_WINDOW_MS,
  max: ORGANIZATION_PIN_GUESSES_MAX,
};

/** The organization's window is full: when it started and ends, what it counted, and whether this is its first refusal. */
export interface CeilingRefusal {
  windowStartedAt: Date;
  endsAt: Date;
  failures: number;
  /** True for exactly one refusal per window, on whichever instance makes it: it is recorded. */
  first: boolean;
}

/**
 * The organization's window of wrong PINs, in PostgreSQL (like the per-till and per-caller
 * windows), so every instance shares one count: a wrong PIN is counted in one statement
 * only while fewer than thirty are, so parallel guesses on several instances never pass
 * thirty. Owned here because both the tills (sign-ins, approvals) and the staff (lookups)
 * count into it.
 */
@Injectable()
export class PinGuessCeiling {
  private readonly counter: WindowedCounter;

  constructor(private readonly statements: HotStatements) {
    this.counter = new WindowedCounter(statements, ORGANIZATION_PIN_GUESSES_SQL);
  }

  /** Null while the organization's window has room; its refusal when it is full. */
  async check(organizationId: string, now: Date): Promise<CeilingRefusal | null> {
    const endsAt = await this.counter.fullUntil([organizationId], now, ORGANIZATION_PIN_GUESSES);
    return endsAt ? this.refusal(organizationId, endsAt, now) : null;
  }

  /**
   * As `check`, from the window a statement of the caller's read beside its own
   * (organizationPinGuessesFullSinceSql: when it filled up, null while it has room).
   */
  async refusalSince(organizationId: string, fullSince: Date | string | null | undefined, now: Date) {
    if (!fullSince) return null;
    const endsAt = new Date(new Date(fullSince).getTime() + ORGANIZATION_PIN_GUESSES.windowMs);
    return endsAt > now ? this.refusal(organizationId, endsAt, now) : null;
  }

  /** Counts one wrong PIN at the organization: null when counted, its refusal when the window is full. */
  async count(organizationId: string, now: Date): Promise<CeilingRefusal | null> {
    const counted = await this.counter.count([organizationId], now, ORGANIZATION_PIN_GUESSES);
    if (counted.counted) return null;
    const endsAt = new Date(counted.windowStartedAt.getTime() + ORGANIZATION_PIN_GUESSES.windowMs);
    return this.refusal(organizationId, endsAt, now);
  }

  /**
   * Housekeeping (CONTRACT §12.3): at most `limit` organizations' windows started before
   * `before` (now less the window: ended), deleted; the next wrong PIN there opens a new one.
   */
  deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return this.counter.deleteStartedBefore(before, limit);
  }

  /**
   * The refusal of a full window; `first` when this call marks the window refused (a
   * conditional update: of any number of parallel refusals, on any instances, one matches).
   */
  private async refusal(organizationId: string, endsAt: Date, now: Date): Promise<CeilingRefusal> {
    const { windowMs, max } = ORGANIZATION_PIN_GUESSES;
    const rows = await this.statements.rows<{ failures: number }>(ORGANIZATION_PIN_GUESSES_REFUSE, [
      organizationId,
      max,
      new Date(now.getTime() - windowMs),
    ]);
    return {
      windowStartedAt: new Date(endsAt.getTime() - windowMs),
      endsAt,
      failures: rows[0]?.failures ?? max,
      first: rows.length > 0,
    };
  }
}
