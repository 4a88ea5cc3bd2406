import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { GROUP_COMMIT, itemsParameter, rowsByItem, StatementBatcher } from '../database/statement-batcher';
import { Transaction } from '../database/transaction-runner';
import type { FamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { RollingCount, RollingWindow, WindowedCounter, WindowCount, WindowLimit } from '../limits/windows';
import { Till } from './entities/till.entity';
import {
  ADD_TILL_REFRESH_TOKEN,
  CREATE_TILL_CREDENTIAL,
  END_STAFF_SESSION,
  END_STAFF_SESSIONS_FOR_REUSE,
  END_TILL_CREDENTIAL_FOR_REUSE,
  END_TILL_CREDENTIALS,
  END_TILL_STAFF_SESSIONS,
  LIVE_STAFF_SESSIONS,
  PAIR_TILL,
  PURGE_TILL_CREDENTIALS,
  PURGE_TILL_REFRESH_TOKENS,
  PURGE_TILL_STAFF_SESSIONS,
  ROTATE_TILL_REFRESH_TOKEN,
  TILL_BRANCH_EXISTS,
  TILL_CREATION_WINDOWS,
  TILL_MEMBER_BY_PIN,
  TILL_MEMBERS,
  TILL_PIN_FAILURES,
  TILL_SIGN_IN,
  TILL_TOKENS,
  TOUCH_TILL,
  UNPAIR_TILL,
  USE_TILL_CREDENTIAL,
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
type SignInRow = (TillPinRow | { [K in keyof TillPinRow]: null }) & { key_set_version: number };

/** A sign-in on a live till: the member by PIN's rows (none: a wrong PIN), the key set's version for the staff token. */
export interface TillSignIn {
  rows: TillPinRow[];
  keySetVersion: number;
}

export interface StaffSessionRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  started_at: Date;
  expires_at: Date;
}

/** Tills, their credentials and refresh tokens, staff sessions, the wrong PINs per till, the tills created per day. */
@Injectable()
export class TillsRepository {
  private readonly guesses: WindowedCounter;
  private readonly creations: RollingWindow;
  private readonly signIns: StatementBatcher<unknown[], SignInRow[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {
    this.guesses = new WindowedCounter(statements, TILL_PIN_FAILURES);
    this.creations = new RollingWindow(statements, TILL_CREATION_WINDOWS);
    this.signIns = new StatementBatcher<unknown[], SignInRow[]>(async (items) => {
      const rows = await this.statements.rows<SignInRow & { n: string }>(TILL_SIGN_IN, itemsParameter(items));
      return rowsByItem(rows, items.length);
    }, GROUP_COMMIT);
  }

  /**
   * Counts a till created at the organization in the rolling window, in the creation's
   * transaction (undone with it; parallel creations there wait for it): `counted: false`
   * with the time the next slot frees once `limit.max` lie in it.
   */
  countCreation(organizationId: string, now: Date, limit: WindowLimit, tx: Transaction): Promise<RollingCount> {
    return this.creations.count([organizationId], now, limit, tx);
  }

  async create(till: Partial<Till>, tx: Transaction): Promise<Till> {
    const repository = tx.getRepository(Till);
    return repository.save(repository.create(till));
  }

  async branchExists(organizationId: string, branchId: string, tx: Transaction): Promise<boolean> {
    const rows = await this.statements.rows(TILL_BRANCH_EXISTS, [branchId, organizationId], tx);
    return rows.length > 0;
  }

  /** The organization's tills (those of `branchIds` only, when given), oldest first. */
  list(organizationId: string, branchIds?: readonly string[]): Promise<Till[]> {
    const query = this.dataSource
      .getRepository(Till)
      .createQueryBuilder('t')
      .where('t.organizationId = :organizationId', { organizationId })
      .orderBy('t.createdAt', 'ASC')
      .addOrderBy('t.id', 'ASC');
    if (branchIds) query.andWhere('t.branchId IN (:...branchIds)', { branchIds });
    return query.getMany();
  }

  /** The till of the organization, locked for the change. */
  lock(organizationId: string, tillId: string, tx: Transaction): Promise<Till | null> {
    return tx
      .getRepository(Till)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.id = :tillId AND t.organizationId = :organizationId', { tillId, organizationId })
      .getOne();
  }

  async save(till: Till, tx: Transaction): Promise<Till> {
    return tx.getRepository(Till).save(till);
  }

  /** Ends the till's live credential and every staff session on it (a re-pairing, a revocation). */
  async endCredentials(tillId: string, now: Date, reason: string, tx: Transaction): Promise<void> {
    await this.statements.run(END_TILL_CREDENTIALS, [tillId, now, reason], tx);
    await this.statements.run(END_TILL_STAFF_SESSIONS, [tillId, now, reason], tx);
  }

  /** Uses a pairing code, once: the pending till it names, now active; null for a wrong, used or expired one. */
  async pair(codeHash: string, now: Date, tx: Transaction): Promise<Till | null> {
    const rows = await this.statements.rows<{ id: string }>(PAIR_TILL, [codeHash, now], tx);
    return rows[0] ? tx.getRepository(Till).findOneByOrFail({ id: rows[0].id }) : null;
  }

  /** A new credential of the till, with its refresh family's salt. */
  async createCredential(tillId: string, now: Date, salt: Buffer, tx: Transaction): Promise<string> {
    const [row] = await this.statements.rows<{ id: string }>(CREATE_TILL_CREDENTIAL, [tillId, now, salt], tx);
    return row.id;
  }

  async addRefreshToken(
    credentialId: string,
    token: { hash: string; generation: number },
    now: Date,
    tx: Transaction,
  ): Promise<void> {
    await this.statements.run(ADD_TILL_REFRESH_TOKEN, [token.hash, credentialId, now, token.generation], tx);
  }

  /**
   * Rotates an unused refresh token of a family (`family`'s generation of its credential, by
   * primary key): marks it used (of concurrent callers one wins) and names its successor.
   * `matched: false` when it was unknown or used before (a replay to judge).
   */
  async rotate(
    tokenHash: string,
    family: FamilyToken,
    nextHash: string,
    now: Date,
    tx: Transaction,
  ): Promise<{ matched: false } | { matched: true; credentialId: string }> {
    const rows = await this.statements.rows<{ credential_id: string }>(
      ROTATE_TILL_REFRESH_TOKEN,
      [tokenHash, now, nextHash, family.familyId, family.generation],
      tx,
    );
    return rows[0] ? { matched: true, credentialId: rows[0].credential_id } : { matched: false };
  }

  /** Judges a token the rotation did not take (an opaque one from before, the grace of CONTRACT §11.6, reuse). */
  judge(
    presented: { tokenHash: string; family: FamilyToken | null; families: RefreshFamilies },
    now: Date,
    graceSeconds: number,
    tx: Transaction,
  ) {
    return TILL_TOKENS.judge(presented, now, graceSeconds, tx);
  }

  /** The credential's family salt, given `fresh` when it has none (a credential from before the families). */
  familySalt(credentialId: string, fresh: Buffer, tx: Transaction): Promise<Buffer> {
    return TILL_TOKENS.salt(credentialId, fresh, tx);
  }

  linkSuccessor(tokenHash: string, successorHash: string, tx: Transaction): Promise<void> {
    return TILL_TOKENS.linkSuccessor(tokenHash, successorHash, tx);
  }

  /** Keeps two of the credential's family tokens: the one presented (`keepHash`) and the one just issued. */
  pruneTokens(credentialId: string, keepHash: string, tx: Transaction): Promise<void> {
    return TILL_TOKENS.prune(credentialId, keepHash, tx);
  }

  /** Marks a live credential used now; its till (id, organization), or null when it is not live. */
  async useCredential(
    credentialId: string,
    now: Date,
    tx: Transaction,
  ): Promise<{ tillId: string; organizationId: string } | null> {
    const rows = await this.statements.rows<{ till_id: string; organization_id: string }>(
      USE_TILL_CREDENTIAL,
      [credentialId, now],
      tx,
    );
    return rows[0] ? { tillId: rows[0].till_id, organizationId: rows[0].organization_id } : null;
  }

  /**
   * A refresh token reused past the grace: the credential ends with its staff sessions, and
   * its till, if this was its current credential, waits for a new pairing code.
   */
  async endForReuse(credentialId: string, now: Date, tx: Transaction): Promise<void> {
    const ended = await this.statements.rows<{ till_id: string }>(
      END_TILL_CREDENTIAL_FOR_REUSE,
      [credentialId, now],
      tx,
    );
    if (!ended[0]) return;
    await this.statements.run(END_STAFF_SESSIONS_FOR_REUSE, [credentialId, now], tx);
    await this.statements.run(UNPAIR_TILL, [ended[0].till_id], tx);
  }

  /** Sets `lastSeenAt`, at most once a minute; the till's `lastSeenAt` as it is now. */
  async touch(tillId: string, now: Date): Promise<Date | null> {
    const rows = await this.statements.rows<{ last_seen_at: Date }>(TOUCH_TILL, [tillId, now]);
    return rows[0]?.last_seen_at ?? null;
  }

  /**
   * The member holding the PIN at the till (see TILL_MEMBER_BY_PIN), one row per role; each
   * row says when the till's window of wrong PINs started if `maxWrong` are counted in it.
   */
  memberByPin(tillId: string, pinHash: string, limit: WindowLimit): Promise<TillPinRow[]> {
    return this.statements.rows(TILL_MEMBER_BY_PIN, [tillId, pinHash, limit.max]);
  }

  /**
   * Active members whose role applies at the till's branch, one row per such role (with
   * its permissions). Never a blocked user.
   */
  members(tillId: string): Promise<TillMemberRow[]> {
    return this.statements.rows<TillMemberRow>(TILL_MEMBERS, [tillId]);
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
    const rows = found.filter((row): row is TillPinRow & { key_set_version: number } => row.user_id !== null);
    return { rows, keySetVersion: found[0].key_set_version };
  }

  /**
   * The till's live staff sessions (`sessionId` given: that one only): not ended, not expired,
   * on the till's current credential, their user active and still a member at the branch.
   */
  liveStaffSessions(credentialId: string, now: Date, sessionId: string | null = null): Promise<StaffSessionRow[]> {
    return this.statements.rows<StaffSessionRow>(LIVE_STAFF_SESSIONS, [credentialId, now, sessionId]);
  }

  /**
   * Housekeeping (each: at most `limit` rows deleted, how many): the refresh tokens of
   * credentials ended before `before`; staff sessions ended or expired before it (or on such a
   * credential); those credentials. Run in this order, a credential's delete cascades to nothing.
   */
  deleteTokensOfCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_REFRESH_TOKENS, [limit, before]);
  }

  deleteStaffSessionsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_STAFF_SESSIONS, [limit, before]);
  }

  deleteCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_CREDENTIALS, [limit, before]);
  }

  /** Housekeeping: at most `limit` windows of wrong PINs started before `before`, deleted. */
  deletePinWindowsStartedBefore(before: Date, limit: number): Promise<number> {
    return this.guesses.deleteStartedBefore(before, limit);
  }

  /** Ends a staff session of the credential; the user it belonged to, or null when it was not open. */
  async endStaffSession(credentialId: string, sessionId: string, now: Date, tx: Transaction): Promise<string | null> {
    const rows = await this.statements.rows<{ user_id: string }>(END_STAFF_SESSION, [credentialId, sessionId, now], tx);
    return rows[0]?.user_id ?? null;
  }
}
