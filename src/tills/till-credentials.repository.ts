import { Injectable } from '@nestjs/common';
import type { FamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import {
  ADD_TILL_REFRESH_TOKEN,
  CREATE_TILL_CREDENTIAL,
  END_STAFF_SESSIONS_FOR_REUSE,
  END_TILL_CREDENTIAL_FOR_REUSE,
  END_TILL_CREDENTIALS,
  END_TILL_STAFF_SESSIONS,
  PURGE_TILL_CREDENTIALS,
  PURGE_TILL_REFRESH_TOKENS,
  ROTATE_TILL_REFRESH_TOKEN,
  TILL_TOKENS,
  UNPAIR_TILL,
  USE_TILL_CREDENTIAL,
} from './tills.sql';

/**
 * A till's credentials and their refresh tokens (families, the grace of CONTRACT §11.6):
 * made at pairing, used at each refresh, ended (with the staff sessions on them) by a
 * re-pairing, a revocation or a reused token.
 */
@Injectable()
export class TillCredentialsRepository {
  constructor(private readonly statements: HotStatements) {}

  /** Ends the till's live credential and every staff session on it (a re-pairing, a revocation). */
  async endCredentials(tillId: string, now: Date, reason: string, tx: Transaction): Promise<void> {
    await this.statements.run(END_TILL_CREDENTIALS, [tillId, now, reason], tx);
    await this.statements.run(END_TILL_STAFF_SESSIONS, [tillId, now, reason], tx);
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

  /**
   * Housekeeping (each: at most `limit` rows deleted, how many): the refresh tokens of
   * credentials ended before `before`; then (after the staff sessions on them,
   * TillStaffSessionsRepository) those credentials. Run in this order, a credential's delete
   * cascades to nothing.
   */
  deleteTokensOfCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_REFRESH_TOKENS, [limit, before]);
  }

  deleteCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_TILL_CREDENTIALS, [limit, before]);
  }
}
