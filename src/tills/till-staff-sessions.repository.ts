import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { GROUP_COMMIT, itemsParameter, rowsByItem, StatementBatcher } from '../database/statement-batcher';
import { Transaction } from '../database/transaction-runner';
import { WindowCount, WindowedCounter, WindowLimit } from '../limits/windows';
import {
  END_STAFF_SESSION,
  LIVE_STAFF_SESSIONS,
  PURGE_TILL_STAFF_SESSIONS,
  TILL_MEMBER_BY_PIN,
  TILL_MEMBERS,
  TILL_PIN_FAILURES,
  TILL_SIGN_IN,
} from './tills.sql';

/** A member at a till's branch, one row per role of it that applies there (with its permissions). */
export interface TillMemberRow {
  /** The organization's version in this statement's snapshot (CONTRACT §11.5). */
  organization_version: string;
  user_id: string;
  first_name: string;
  last_name: string;
  has_pin: boolean;
  code: string | null;
  name: string;
  permissions: string[];
}

/** A row of the member by PIN at a till. */
export type TillPinRow = TillMemberRow & {
  full_window_started_at: Date | null;
  /** The PIN's version, and whether its offline verifier is still to be made (CONTRACT §12.1). */
  pin_version: string;
  verifier_missing: boolean;
};

/** A row of a live till's sign-in: the member by PIN (all null: none) and the key set's version for the staff token. */
type SignInRow = (TillPinRow | { [K in keyof TillPinRow]: null }) & {
  key_set_version: number;
  org_full_since: Date | null;
};

/** A sign-in on a live till: the member by PIN's rows (none: a wrong PIN), the key set's version for the staff token. */
export interface TillSignIn {
  rows: TillPinRow[];
  keySetVersion: number;
  /** When the organization's window of wrong PINs filled up (null: it has room). */
  organizationFullSince: Date | null;
}

export interface StaffSessionRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  started_at: Date;
  expires_at: Date;
}

/**
 * The members at a till: its staff list, the member by PIN, the PIN sign-in (group commit)
 * and the staff sessions it opens, the wrong PINs per till.
 */
@Injectable()
export class TillStaffSessionsRepository {
  private readonly guesses: WindowedCounter;
  private readonly signIns: StatementBatcher<unknown[], SignInRow[]>;

  constructor(private readonly statements: HotStatements) {
    this.guesses = new WindowedCounter(statements, TILL_PIN_FAILURES);
    this.signIns = new StatementBatcher<unknown[], SignInRow[]>(async (items) => {
      const rows = await this.statements.rows<SignInRow & { n: string }>(TILL_SIGN_IN, itemsParameter(items));
      return rowsByItem(rows, items.length);
    }, GROUP_COMMIT);
  }

  /**
   * Active members whose role applies at the till's branch, one row per such role (with
   * its permissions). Never a blocked user.
   */
  members(tillId: string): Promise<TillMemberRow[]> {
    return this.statements.rows<TillMemberRow>(TILL_MEMBERS, [tillId]);
  }

  /**
   * The member holding the PIN at the till (see TILL_MEMBER_BY_PIN), one row per role; each
   * row says when the till's window of wrong PINs started if `maxWrong` are counted in it.
   */
  memberByPin(tillId: string, pinHash: string, limit: WindowLimit): Promise<TillPinRow[]> {
    return this.statements.rows(TILL_MEMBER_BY_PIN, [tillId, pinHash, limit.max]);
  }

  /** Counts one wrong PIN at the till, atomically, while fewer than the limit are counted. */
  countWrongPin(tillId: string, now: Date, limit: WindowLimit): Promise<WindowCount> {
    return this.guesses.count([tillId], now, limit);
  }

  /**
   * When the till token (`keyId` signed it for `credentialId`) is live at `startedAt`, the
   * member by PIN at the till (as `memberByPin`) and, when there is one and the till's window
   * of wrong PINs is not full, the staff session with its audit event (`event`:
   * AuditService.parameters, its actor the member): one statement, committed with the
   * concurrent sign-ins' (TILL_SIGN_IN). Null: the till token is not live.
   */
  async signIn(
    session: { id: string; tillId: string; credentialId: string; keyId: string; startedAt: Date; expiresAt: Date },
    pinHash: string,
    limit: WindowLimit,
    event: unknown[],
  ): Promise<TillSignIn | null> {
    const { id, tillId, credentialId, keyId, startedAt, expiresAt } = session;
    const found = await this.signIns.run([
      tillId,
      keyId,
      pinHash,
      limit.max,
      startedAt,
      limit.windowMs,
      id,
      credentialId,
      expiresAt,
      ...event,
    ]);
    if (found.length === 0) return null;
    const rows = found.filter(
      (row): row is TillPinRow & { key_set_version: number; org_full_since: Date | null } => row.user_id !== null,
    );
    return { rows, keySetVersion: found[0].key_set_version, organizationFullSince: found[0].org_full_since };
  }

  /**
   * The till's live staff sessions (`sessionId` given: that one only): not ended, not expired,
   * on the till's current credential, their user active and still a member at the branch.
   */
  liveStaffSessions(credentialId: string, now: Date, sessionId: string | null = null): Promise<StaffSessionRow[]> {
    return this.statements.rows<StaffSessionRow>(LIVE_STAFF_SESSIONS, [credentialId, now, sessionId]);
  }

  /** Ends a staff session of the credential; the user it belonged to, or null when it was not open. */
  async endStaffSession(credentialId: string, sessionId: string, now: Date, tx: Transaction): Promise<string | null> {
    const rows = await this.statements.rows<{ user_id: string }>(END_STAFF_SESSION, [credentialId, sessionId, now], tx);
    return rows[0]?.user_id ?? null;
  }

  /**
   * Housekeeping: at most `limit` staff sessions ended or expired before `before`, or on a
   * credential ended before it, deleted (before the credentials: TillCredentialsRepository).
   */
  deleteStaffSessionsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_STAFF_SESSIONS, [limit, before]);
  }

  /** Housekeeping: at most `limit` windows of wrong PINs started before `before`, deleted. */
  deletePinWindowsStartedBefore(before: Date, limit: number): Promise<number> {
    return this.guesses.deleteStartedBefore(before, limit);
  }
}
