import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TILL_CREDENTIAL_IDLE_DAYS } from '../access/access.repository';
import { holdsRoleAtBranchSql } from '../access/role-scope';
import { managerOf, Transaction } from '../database/transaction-runner';
import { RotatingTokens } from '../database/rotating-tokens';
import { WindowedCounter, WindowCount, WindowLimit } from '../limits/windows';
import { Till } from './entities/till.entity';

const TOKENS = new RotatingTokens({ table: 'till_refresh_tokens', ownerColumn: 'credential_id' });

/** A credential is live: not ended, refreshed within 30 days, its till active. */
const CREDENTIAL_LIVE = `c."ended_at" IS NULL AND c."last_used_at" > $2::timestamptz - make_interval(days => ${TILL_CREDENTIAL_IDLE_DAYS})
  AND t."status" = 'active'`;

/** The user `u` holds a role at the till `t` (on its organization's client, its organization, its branch). */
const MEMBER_AT_TILL = holdsRoleAtBranchSql('u."id"', {
  clientId: 'o."client_id"',
  organizationId: 't."organization_id"',
  branchId: 't."branch_id"',
});

export interface StaffSessionRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  started_at: Date;
  expires_at: Date;
}

/** Tills, their credentials and refresh tokens, staff sessions and the wrong PINs per till. */
@Injectable()
export class TillsRepository {
  private readonly guesses: WindowedCounter;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.guesses = new WindowedCounter(dataSource, { table: 'till_pin_failures', keyColumns: ['till_id'] });
  }

  async create(till: Partial<Till>, tx: Transaction): Promise<Till> {
    const repository = tx.getRepository(Till);
    return repository.save(repository.create(till));
  }

  async branchExists(organizationId: string, branchId: string, tx: Transaction): Promise<boolean> {
    const rows = await tx.query<unknown[]>(`SELECT 1 FROM "branches" WHERE "id" = $1 AND "organization_id" = $2`, [
      branchId,
      organizationId,
    ]);
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
    await tx.query(
      `UPDATE "till_credentials" SET "ended_at" = $2, "end_reason" = $3 WHERE "till_id" = $1 AND "ended_at" IS NULL`,
      [tillId, now, reason],
    );
    await tx.query(
      `UPDATE "till_staff_sessions" SET "ended_at" = $2, "end_reason" = $3 WHERE "till_id" = $1 AND "ended_at" IS NULL`,
      [tillId, now, reason],
    );
  }

  /** Uses a pairing code, once: the pending till it names, now active; null for a wrong, used or expired one. */
  async pair(codeHash: string, now: Date, tx: Transaction): Promise<Till | null> {
    const [rows] = await tx.query<[{ id: string }[], number]>(
      `UPDATE "tills" SET "status" = 'active', "pairing_code_hash" = NULL, "pairing_expires_at" = NULL, "paired_at" = $2
       WHERE "pairing_code_hash" = $1 AND "pairing_expires_at" > $2 AND "status" = 'pending' RETURNING "id"`,
      [codeHash, now],
    );
    return rows[0] ? tx.getRepository(Till).findOneByOrFail({ id: rows[0].id }) : null;
  }

  async createCredential(tillId: string, now: Date, tx: Transaction): Promise<string> {
    const [row] = await tx.query<{ id: string }[]>(
      `INSERT INTO "till_credentials" ("till_id", "created_at", "last_used_at") VALUES ($1, $2, $2) RETURNING "id"`,
      [tillId, now],
    );
    return row.id;
  }

  async addRefreshToken(credentialId: string, tokenHash: string, now: Date, tx: Transaction): Promise<void> {
    await tx.query(
      `INSERT INTO "till_refresh_tokens" ("token_hash", "credential_id", "created_at") VALUES ($1, $2, $3)`,
      [tokenHash, credentialId, now],
    );
  }

  /**
   * Rotates an unused refresh token: marks it used (of concurrent callers one wins) and names
   * its successor. `matched: false` when it was unknown or used before (a replay to judge).
   */
  async rotate(
    tokenHash: string,
    nextHash: string,
    now: Date,
    tx: Transaction,
  ): Promise<{ matched: false } | { matched: true; credentialId: string }> {
    const [rows] = await tx.query<[{ credential_id: string }[], number]>(
      `UPDATE "till_refresh_tokens" SET "used_at" = $2, "successor_hash" = $3
       WHERE "token_hash" = $1 AND "used_at" IS NULL RETURNING "credential_id"`,
      [tokenHash, now, nextHash],
    );
    return rows[0] ? { matched: true, credentialId: rows[0].credential_id } : { matched: false };
  }

  /** Judges a used token presented again (the grace of CONTRACT §11.6). */
  judge(tokenHash: string, now: Date, graceSeconds: number, tx: Transaction) {
    return TOKENS.judge(tokenHash, now, graceSeconds, tx);
  }

  linkSuccessor(tokenHash: string, successorHash: string, tx: Transaction): Promise<void> {
    return TOKENS.linkSuccessor(tokenHash, successorHash, tx);
  }

  /** Marks a live credential used now; its till (id, organization), or null when it is not live. */
  async useCredential(
    credentialId: string,
    now: Date,
    tx: Transaction,
  ): Promise<{ tillId: string; organizationId: string } | null> {
    const [rows] = await tx.query<[{ till_id: string; organization_id: string }[], number]>(
      `UPDATE "till_credentials" c SET "last_used_at" = $2 FROM "tills" t
       WHERE c."id" = $1 AND t."id" = c."till_id" AND ${CREDENTIAL_LIVE}
       RETURNING c."till_id", t."organization_id"`,
      [credentialId, now],
    );
    return rows[0] ? { tillId: rows[0].till_id, organizationId: rows[0].organization_id } : null;
  }

  /**
   * A refresh token reused past the grace: the credential ends with its staff sessions, and
   * its till, if this was its current credential, waits for a new pairing code.
   */
  async endForReuse(credentialId: string, now: Date, tx: Transaction): Promise<void> {
    const [ended] = await tx.query<[{ till_id: string }[], number]>(
      `UPDATE "till_credentials" SET "ended_at" = $2, "end_reason" = 'token_reuse'
       WHERE "id" = $1 AND "ended_at" IS NULL RETURNING "till_id"`,
      [credentialId, now],
    );
    if (!ended[0]) return;
    await tx.query(
      `UPDATE "till_staff_sessions" SET "ended_at" = $2, "end_reason" = 'token_reuse'
       WHERE "credential_id" = $1 AND "ended_at" IS NULL`,
      [credentialId, now],
    );
    await tx.query(`UPDATE "tills" SET "status" = 'pending' WHERE "id" = $1 AND "status" = 'active'`, [
      ended[0].till_id,
    ]);
  }

  /** Sets `lastSeenAt`, at most once a minute; the till's `lastSeenAt` as it is now. */
  async touch(tillId: string, now: Date): Promise<Date | null> {
    const [rows] = await this.dataSource.query<[{ last_seen_at: Date }[], number]>(
      `UPDATE "tills" SET "last_seen_at" = $2 WHERE "id" = $1
         AND ("last_seen_at" IS NULL OR "last_seen_at" <= $2::timestamptz - interval '1 minute')
       RETURNING "last_seen_at"`,
      [tillId, now],
    );
    return rows[0]?.last_seen_at ?? null;
  }

  /** The names of the till's organization and branch. */
  async place(tillId: string): Promise<{ organization_name: string; branch_name: string }> {
    const [row] = await this.dataSource.query<{ organization_name: string; branch_name: string }[]>(
      `SELECT o."name" AS "organization_name", b."name" AS "branch_name"
       FROM "tills" t JOIN "organizations" o ON o."id" = t."organization_id" JOIN "branches" b ON b."id" = t."branch_id"
       WHERE t."id" = $1`,
      [tillId],
    );
    return row;
  }

  /** Counts one wrong PIN at the till, atomically, while fewer than the limit are counted. */
  countWrongPin(tillId: string, now: Date, limit: WindowLimit): Promise<WindowCount> {
    return this.guesses.count([tillId], now, limit);
  }

  /** When the till's window of wrong PINs is full: the time it ends; else null. */
  wrongPinsFullUntil(tillId: string, now: Date, limit: WindowLimit): Promise<Date | null> {
    return this.guesses.fullUntil([tillId], now, limit);
  }

  async startStaffSession(
    session: { tillId: string; credentialId: string; userId: string; startedAt: Date; expiresAt: Date },
    tx?: Transaction,
  ): Promise<string> {
    const [row] = await managerOf(this.dataSource, tx).query<{ id: string }[]>(
      `INSERT INTO "till_staff_sessions" ("till_id", "credential_id", "user_id", "started_at", "expires_at")
       VALUES ($1, $2, $3, $4, $5) RETURNING "id"`,
      [session.tillId, session.credentialId, session.userId, session.startedAt, session.expiresAt],
    );
    return row.id;
  }

  /**
   * The till's live staff sessions (`sessionId` given: that one only): not ended, not expired,
   * on the till's current credential, their user active and still a member at the branch.
   */
  liveStaffSessions(credentialId: string, now: Date, sessionId: string | null = null): Promise<StaffSessionRow[]> {
    return this.dataSource.query<StaffSessionRow[]>(
      `SELECT ss."id", u."id" AS "user_id", u."first_name", u."last_name", ss."started_at", ss."expires_at"
       FROM "till_staff_sessions" ss
       JOIN "tills" t ON t."id" = ss."till_id"
       JOIN "organizations" o ON o."id" = t."organization_id"
       JOIN "users" u ON u."id" = ss."user_id"
       WHERE ss."credential_id" = $1 AND ss."ended_at" IS NULL AND ss."expires_at" > $2 AND u."status" = 'active'
         AND ($3::uuid IS NULL OR ss."id" = $3)
         AND ${MEMBER_AT_TILL}
       ORDER BY ss."started_at", ss."id"`,
      [credentialId, now, sessionId],
    );
  }

  /** Ends a staff session of the credential; the user it belonged to, or null when it was not open. */
  async endStaffSession(credentialId: string, sessionId: string, now: Date, tx: Transaction): Promise<string | null> {
    const [rows] = await tx.query<[{ user_id: string }[], number]>(
      `UPDATE "till_staff_sessions" SET "ended_at" = $3, "end_reason" = 'signed_out'
       WHERE "id" = $2 AND "credential_id" = $1 AND "ended_at" IS NULL AND "expires_at" > $3 RETURNING "user_id"`,
      [credentialId, sessionId, now],
    );
    return rows[0]?.user_id ?? null;
  }
}
