import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { tillTokenLiveSql } from '../access/caller-statements';
import { TILL_CREDENTIAL_IDLE_DAYS, tillCredentialLiveSql } from './entities/tills.sql';
import type { TillMemberRow } from '../access/assignments.repository';
import { appliesAtBranchSql, holdsRoleAtBranchSql } from '../access/role-scope';
import { KEY_SET_VERSION } from '../access/signing-keys.repository';
import { AUDIT_EVENT_COLUMNS, auditEventCtesOf } from '../audit/audit.repository';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { GROUP_COMMIT, itemsCte, itemsParameter, rowsByItem, StatementBatcher } from '../database/statement-batcher';
import { Transaction } from '../database/transaction-runner';
import { deleteBatch } from '../database/query-helpers';
import { RotatingTokens } from '../database/rotating-tokens';
import type { FamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { RollingCount, RollingWindow, WindowedCounter, WindowCount, WindowLimit } from '../limits/windows';
import { organizationVersionSql } from '../organizations/entities/organization-version.entity';
import { Till } from './entities/till.entity';

const TOKENS = new RotatingTokens({
  table: 'till_refresh_tokens',
  ownerColumn: 'credential_id',
  ownerTable: 'till_credentials',
});

/**
 * The till credential `c` ended before `$2` (ended, or its end for 30 days unused come: its
 * last use more than 30 days before that).
 */
const CREDENTIAL_ENDED_BEFORE = (c: string) =>
  `(${c}."ended_at" < $2 OR ${c}."last_used_at" < $2::timestamptz - make_interval(days => ${TILL_CREDENTIAL_IDLE_DAYS}))`;

/** The till `t`'s place: its organization `o`'s client, its organization, its branch. */
const TILL_PLACE = { clientId: 'o."client_id"', organizationId: 't."organization_id"', branchId: 't."branch_id"' };

/** A role of user `m` applies at the till `t` (on its organization's client, its organization, its branch). */
const APPLIES_AT_TILL = appliesAtBranchSql('m', TILL_PLACE);

/**
 * The member holding the PIN (by its keyed hash `pinHash`) at the till `tillId`, one row per
 * role that applies there, with what it permits; and whether the till's window of wrong PINs
 * is full (at least `maxWrong` counted: when it started). From the PIN's unique index; never a
 * blocked user, never one without a role there (removed). Each argument an SQL expression.
 */
const memberByPinAtTill = (
  tillId: string,
  pinHash: string,
  maxWrong: string,
) => `SELECT ${organizationVersionSql('t."organization_id"')} AS "organization_version", u."id" AS "user_id", u."first_name",
         u."last_name", true AS "has_pin", r."code", r."name", r."permissions",
         (SELECT f."window_started_at" FROM "till_pin_failures" f
          WHERE f."till_id" = t."id" AND f."failures" >= ${maxWrong}) AS "full_window_started_at",
         m."created_at" AS "assignment_created_at", m."id" AS "assignment_id",
         p."pin_version", (p."verifier" IS NULL) AS "verifier_missing"
       FROM "tills" t
       JOIN "organizations" o ON o."id" = t."organization_id"
       JOIN "member_pins" p ON p."organization_id" = t."organization_id" AND p."pin_hash" = ${pinHash}
       JOIN "users" u ON u."id" = p."user_id"
       JOIN "role_assignments" m ON m."user_id" = u."id" AND ${APPLIES_AT_TILL}
       JOIN "roles" r ON r."id" = m."role_id"
       WHERE t."id" = ${tillId} AND u."status" = 'active'`;

/** The member by PIN ($2) at the till ($1; window full at $3 wrong PINs) — an approval — in one round trip. */
export const TILL_MEMBER_BY_PIN: HotStatement = {
  name: 'till_member_by_pin',
  text: `${memberByPinAtTill('$1::uuid', '$2', '$3')} ORDER BY m."created_at", m."id"`,
};

/** A sign-in's values, in the order of `TillsRepository.signIn`'s item: the sign-in's, then its audit event's. */
const SIGN_IN_COLUMNS = [
  ['till_id', 'uuid'],
  ['key_id', 'varchar'],
  ['pin_hash', 'varchar'],
  ['max_wrong', 'int'],
  ['started_at', 'timestamptz'],
  ['window_ms', 'float8'],
  ['session_id', 'uuid'],
  ['credential_id', 'uuid'],
  ['expires_at', 'timestamptz'],
  ...AUDIT_EVENT_COLUMNS,
] as const;

/**
 * Sign-ins (`SIGN_IN_COLUMNS`, gathered by a StatementBatcher) in one statement: for each
 * whose till token is live (`credential_id` of `till_id`, signed with `key_id`: the guard's
 * proof, TillProof), the member by PIN at its till, and when there is one and the till's
 * window of wrong PINs (`window_ms` long, ending after `started_at`) is not full, the staff
 * session `session_id` with its audit event (its actor the member). A wrong PIN, a full
 * window or a till not live writes nothing. Each live sign-in has rows naming it (`n`): one per
 * role of the member by PIN (none: one row, its `user_id` null), with the key set's version
 * for the staff token; a sign-in whose till is not live has none.
 */
export const TILL_SIGN_IN: HotStatement = {
  name: 'till_sign_in',
  text: `WITH ${itemsCte(SIGN_IN_COLUMNS)},
  "live" AS (
    SELECT i."n" FROM "i"
    JOIN "till_credentials" c ON c."id" = i."credential_id" AND c."till_id" = i."till_id"
    JOIN "tills" t ON t."id" = c."till_id"
    WHERE ${tillTokenLiveSql('i."started_at"', 'i."key_id"')}),
  "found" AS (
    SELECT l."n" AS "item", x.* FROM "live" l JOIN "i" ON i."n" = l."n"
    CROSS JOIN LATERAL (${memberByPinAtTill('i."till_id"', 'i."pin_hash"', 'i."max_wrong"')}) x),
  "signer" AS (
    SELECT DISTINCT ON (f."item") f."item", f."user_id" FROM "found" f JOIN "i" ON i."n" = f."item"
    WHERE f."full_window_started_at" IS NULL
       OR f."full_window_started_at" <= i."started_at" - make_interval(secs => i."window_ms" / 1000)
    ORDER BY f."item"),
  "session" AS (
    INSERT INTO "till_staff_sessions" ("id", "till_id", "credential_id", "user_id", "started_at", "expires_at")
    SELECT i."session_id", i."till_id", i."credential_id", s."user_id", i."started_at", i."expires_at"
    FROM "signer" s JOIN "i" ON i."n" = s."item"
    RETURNING "id", "user_id"),
  ${auditEventCtesOf((k) => `i."event_${k}"`, `"session" a JOIN "i" ON i."session_id" = a."id"`)}
  SELECT l."n", f.*, ${KEY_SET_VERSION} AS "key_set_version" FROM "live" l LEFT JOIN "found" f ON f."item" = l."n"
  ORDER BY l."n", f."assignment_created_at", f."assignment_id"`,
};

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
    this.guesses = new WindowedCounter(dataSource, { table: 'till_pin_failures', keyColumns: ['till_id'] });
    this.creations = new RollingWindow(dataSource, { table: 'till_creation_windows', keyColumns: ['organization_id'] });
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

  /** A new credential of the till, with its refresh family's salt. */
  async createCredential(tillId: string, now: Date, salt: Buffer, tx: Transaction): Promise<string> {
    const [row] = await tx.query<{ id: string }[]>(
      `INSERT INTO "till_credentials" ("till_id", "created_at", "last_used_at", "refresh_salt") VALUES ($1, $2, $2, $3)
       RETURNING "id"`,
      [tillId, now, salt],
    );
    return row.id;
  }

  async addRefreshToken(
    credentialId: string,
    token: { hash: string; generation: number },
    now: Date,
    tx: Transaction,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO "till_refresh_tokens" ("token_hash", "credential_id", "created_at", "generation") VALUES ($1, $2, $3, $4)`,
      [token.hash, credentialId, now, token.generation],
    );
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
    const [rows] = await tx.query<[{ credential_id: string }[], number]>(
      `UPDATE "till_refresh_tokens" SET "used_at" = $2, "successor_hash" = $3
       WHERE "token_hash" = $1 AND "used_at" IS NULL AND "credential_id" = $4 AND "generation" = $5
       RETURNING "credential_id"`,
      [tokenHash, now, nextHash, family.familyId, family.generation],
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
    return TOKENS.judge(presented, now, graceSeconds, tx);
  }

  /** The credential's family salt, given `fresh` when it has none (a credential from before the families). */
  familySalt(credentialId: string, fresh: Buffer, tx: Transaction): Promise<Buffer> {
    return TOKENS.salt(credentialId, fresh, tx);
  }

  linkSuccessor(tokenHash: string, successorHash: string, tx: Transaction): Promise<void> {
    return TOKENS.linkSuccessor(tokenHash, successorHash, tx);
  }

  /** Keeps two of the credential's family tokens: the one presented (`keepHash`) and the one just issued. */
  pruneTokens(credentialId: string, keepHash: string, tx: Transaction): Promise<void> {
    return TOKENS.prune(credentialId, keepHash, tx);
  }

  /** Marks a live credential used now; its till (id, organization), or null when it is not live. */
  async useCredential(
    credentialId: string,
    now: Date,
    tx: Transaction,
  ): Promise<{ tillId: string; organizationId: string } | null> {
    const [rows] = await tx.query<[{ till_id: string; organization_id: string }[], number]>(
      `UPDATE "till_credentials" c SET "last_used_at" = $2 FROM "tills" t
       WHERE c."id" = $1 AND t."id" = c."till_id" AND ${tillCredentialLiveSql('$2')}
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
    const rows = found.filter((row): row is TillPinRow & { key_set_version: number } => row.user_id !== null);
    return { rows, keySetVersion: found[0].key_set_version };
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
         AND ${holdsRoleAtBranchSql('u."id"', TILL_PLACE)}
       ORDER BY ss."started_at", ss."id"`,
      [credentialId, now, sessionId],
    );
  }

  /**
   * Housekeeping (each: at most `limit` rows deleted, how many): the refresh tokens of
   * credentials ended before `before`; staff sessions ended or expired before it (or on such a
   * credential); those credentials. Run in this order, a credential's delete cascades to nothing.
   */
  deleteTokensOfCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    const where = `"credential_id" IN (SELECT c."id" FROM "till_credentials" c WHERE ${CREDENTIAL_ENDED_BEFORE('c')})`;
    return deleteBatch(this.dataSource, 'till_refresh_tokens', where, [before], limit);
  }

  deleteStaffSessionsEndedBefore(before: Date, limit: number): Promise<number> {
    const where = `("ended_at" < $2 OR "expires_at" < $2
      OR "credential_id" IN (SELECT c."id" FROM "till_credentials" c WHERE ${CREDENTIAL_ENDED_BEFORE('c')}))`;
    return deleteBatch(this.dataSource, 'till_staff_sessions', where, [before], limit);
  }

  deleteCredentialsEndedBefore(before: Date, limit: number): Promise<number> {
    return deleteBatch(
      this.dataSource,
      'till_credentials',
      CREDENTIAL_ENDED_BEFORE('"till_credentials"'),
      [before],
      limit,
    );
  }

  /** Housekeeping: at most `limit` windows of wrong PINs started before `before`, deleted. */
  deletePinWindowsStartedBefore(before: Date, limit: number): Promise<number> {
    return this.guesses.deleteStartedBefore(before, limit);
  }

  /** Housekeeping: at most `limit` organizations' windows of till creations with none after `before`, deleted. */
  deleteCreationWindowsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.creations.deleteEndedBefore(before, limit);
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
