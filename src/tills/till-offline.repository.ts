import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { appliesAtBranchSql } from '../access/role-scope';
import { AUDIT_EVENT_COLUMNS, auditEventCtesOf } from '../audit/audit.repository';
import { itemsCte, itemsParameter } from '../database/statement-batcher';
import { Transaction } from '../database/transaction-runner';
import type { OfflineKitMember } from './entities/till-offline-kit.entity';

/** A role of user `m` applies at the till `t` (on its organization's client, its organization, its branch). */
const APPLIES_AT_TILL = appliesAtBranchSql('m', {
  clientId: 'o."client_id"',
  organizationId: 't."organization_id"',
  branchId: 't."branch_id"',
});

/** A member of an offline kit, one row per role that applies at the till. */
export interface KitMemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  code: string | null;
  name: string;
  permissions: string[];
  pin_version: string;
  verifier_salt: string;
  verifier: string;
}

/** A kit as recorded, for judging the events uploaded against it. */
export interface RecordedKit {
  id: string;
  issued_at: Date;
  expires_at: Date;
  members: OfflineKitMember[];
}

/** An accepted offline event's values, in the order of `OFFLINE_EVENT_COLUMNS`' own part. */
export interface OfflineEventRecord {
  tillId: string;
  eventId: string;
  kitId: string;
  userId: string;
  recordedAt: Date;
  /** AuditService.parameters of its audit event. */
  event: unknown[];
}

const OFFLINE_EVENT_COLUMNS = [
  ['till_id', 'uuid'],
  ['event_id', 'uuid'],
  ['kit_id', 'uuid'],
  ['user_id', 'uuid'],
  ['recorded_at', 'timestamptz'],
  ...AUDIT_EVENT_COLUMNS,
] as const;

/**
 * Offline events (`OFFLINE_EVENT_COLUMNS`, one item each, ids distinct) in one statement: each
 * whose (till, event id) is not recorded yet is recorded with its audit event and webhook
 * deliveries; the key decides, so of parallel uploads of one event exactly one records it
 * (the other waits for its commit, then finds it). The ids recorded now.
 */
const RECORD_OFFLINE_EVENTS = `WITH ${itemsCte(OFFLINE_EVENT_COLUMNS)},
  "recorded" AS (
    INSERT INTO "till_offline_events" ("till_id", "event_id", "kit_id", "user_id", "recorded_at")
    SELECT i."till_id", i."event_id", i."kit_id", i."user_id", i."recorded_at" FROM "i" ORDER BY i."n"
    ON CONFLICT ("till_id", "event_id") DO NOTHING
    RETURNING "event_id", "user_id"),
  ${auditEventCtesOf((k) => `i."event_${k}"`, `"recorded" a JOIN "i" ON i."event_id" = a."event_id"`)}
  SELECT r."event_id" FROM "recorded" r`;

/**
 * Offline kits answered to tills and the offline events they uploaded (CONTRACT §12.1): the
 * only code that writes `till_offline_kits` and `till_offline_events`.
 */
@Injectable()
export class TillOfflineRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The members of the till's kit: active members whose role applies at its branch and whose
   * PIN has a verifier, one row per such role with what it permits, by name.
   */
  kitMembers(tillId: string): Promise<KitMemberRow[]> {
    return this.dataSource.query<KitMemberRow[]>(
      `SELECT u."id" AS "user_id", u."first_name", u."last_name", r."code", r."name", r."permissions",
         p."pin_version", p."verifier_salt", p."verifier"
       FROM "tills" t
       JOIN "organizations" o ON o."id" = t."organization_id"
       JOIN "role_assignments" m ON ${APPLIES_AT_TILL}
       JOIN "roles" r ON r."id" = m."role_id"
       JOIN "users" u ON u."id" = m."user_id"
       JOIN "member_pins" p ON p."organization_id" = t."organization_id" AND p."user_id" = u."id"
       WHERE t."id" = $1 AND u."status" = 'active' AND p."verifier" IS NOT NULL
       ORDER BY u."last_name", u."first_name", u."id", m."created_at", m."id"`,
      [tillId],
    );
  }

  /**
   * Records a kit answered with 200 (in the caller's transaction, with its audit event) while
   * its till is active: it waits for a revocation in progress (the till's row lock), so a lost
   * till's clearing of PINs sees every kit that left. False: the till is no longer active.
   */
  async recordKit(
    kit: { id: string; tillId: string; issuedAt: Date; expiresAt: Date; members: OfflineKitMember[] },
    tx: Transaction,
  ): Promise<boolean> {
    const rows = await tx.query<{ id: string }[]>(
      `INSERT INTO "till_offline_kits" ("id", "till_id", "issued_at", "expires_at", "members")
       SELECT $1, t."id", $3, $4, $5::jsonb FROM (
         SELECT "id" FROM "tills" WHERE "id" = $2 AND "status" = 'active' FOR SHARE) t
       RETURNING "id"`,
      [kit.id, kit.tillId, kit.issuedAt, kit.expiresAt, JSON.stringify(kit.members)],
    );
    return rows.length > 0;
  }

  /** The kits of `kitIds` answered to the till (a kit of another till is not found). */
  kitsOf(tillId: string, kitIds: readonly string[]): Promise<RecordedKit[]> {
    return this.dataSource.query<RecordedKit[]>(
      `SELECT "id", "issued_at", "expires_at", "members" FROM "till_offline_kits"
       WHERE "till_id" = $1 AND "id" = ANY($2::uuid[])`,
      [tillId, kitIds],
    );
  }

  /**
   * Records the offline events not recorded before, each with its audit event and webhook
   * deliveries, in one statement (RECORD_OFFLINE_EVENTS): the ids recorded now; the others
   * were recorded before (by an earlier or a parallel upload).
   */
  async recordEvents(events: readonly OfflineEventRecord[]): Promise<Set<string>> {
    if (events.length === 0) return new Set();
    const items = events.map((e) => [e.tillId, e.eventId, e.kitId, e.userId, e.recordedAt, ...e.event]);
    const rows = await this.dataSource.query<{ event_id: string }[]>(RECORD_OFFLINE_EVENTS, itemsParameter(items));
    return new Set(rows.map((row) => row.event_id));
  }

  /**
   * Housekeeping: removes up to `limit` kits expired more than 30 days before `cutoff` that
   * no longer carry a current PIN a lost till would have to clear (each PIN version they hold
   * is no longer the member's, or a later kit of the same till holds it too); their event ids
   * go with them (the foreign key). How many it removed.
   */
  async deleteExpiredBefore(cutoff: Date, limit: number): Promise<number> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM "till_offline_kits" WHERE "id" IN (
         SELECT k."id" FROM "till_offline_kits" k JOIN "tills" t ON t."id" = k."till_id"
         WHERE k."expires_at" < $1::timestamptz - interval '30 days'
           AND NOT EXISTS (
             SELECT 1 FROM jsonb_array_elements(k."members") e
             JOIN "member_pins" p ON p."organization_id" = t."organization_id"
               AND p."user_id"::text = e->>'userId' AND p."pin_version"::text = e->>'pinVersion'
             WHERE NOT EXISTS (
               SELECT 1 FROM "till_offline_kits" later CROSS JOIN LATERAL jsonb_array_elements(later."members") le
               WHERE later."till_id" = k."till_id" AND later."issued_at" > k."issued_at"
                 AND le->>'userId' = e->>'userId' AND le->>'pinVersion' = e->>'pinVersion'))
         ORDER BY k."expires_at" LIMIT $2)`,
      [cutoff, limit],
    );
    return affected;
  }
}
