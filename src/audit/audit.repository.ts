import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { AuditEvent } from './entities/audit-event.entity';
import { HeavyReads } from '../database/heavy-reads';
import { entityFromRow, isoTimestamp, newestFirstSql, SqlConditions } from '../database/query-helpers';
import { Transaction } from '../database/transaction-runner';
import { outboxInsert } from '../webhooks/webhook-outbox';

/**
 * The event's values in `AuditService.parameters`' order as columns of a set-based statement
 * (`itemsCte`), each named `event_<k>`.
 */
export const AUDIT_EVENT_COLUMNS = [
  'uuid',
  'uuid',
  'varchar',
  'varchar',
  'varchar',
  'uuid',
  'uuid',
  'jsonb',
  'timestamptz',
].map((type, k) => [`event_${k}`, type] as const);

/**
 * An audit event as two CTEs of a statement, `event` (its row) and `deliveries` (its webhook
 * outbox), its k-th value (in `AuditService.parameters`' order) at `value(k)`: a parameter,
 * or a column of `from`. With `from` (FROM items, the actor's row aliased `a` with a
 * `user_id`), one event per row of `from` (none: no event), that row's user the actor when
 * the entry names none, so a change and its event need no round trip between them; without,
 * one event. A delivery's `data` is the event as the audit lists show it
 * (AuditEventViewDto), built here from the same values, and only for the endpoints that want it.
 */
export function auditEventCtesOf(value: (k: number) => string, from?: string): string {
  const p = value;
  const actor = from ? `COALESCE(${p(1)}::uuid, a."user_id")` : `${p(1)}::uuid`;
  const data = `jsonb_build_object('id', ${p(0)}::uuid, 'action', ${p(3)}::varchar, 'actorId', ${actor},
    'targetType', ${p(4)}::varchar, 'targetId', ${p(5)}::uuid, 'organizationId', ${p(6)}::uuid, 'details', ${p(7)}::jsonb,
    'requestId', ${p(2)}::varchar, 'createdAt', ${isoTimestamp(`${p(8)}::timestamptz`)})`;
  const deliveries = outboxInsert({ id: p(0), type: p(3), occurredAt: p(8), data, organizationId: p(6), from });
  return `"event" AS (
    INSERT INTO "audit_events" ("id", "actor_user_id", "request_id", "action", "target_type", "target_id",
      "organization_id", "details", "created_at")
    SELECT ${p(0)}::uuid, ${actor}, ${p(2)}::varchar, ${p(3)}::varchar, ${p(4)}::varchar, ${p(5)}::uuid,
      ${p(6)}::uuid, ${p(7)}::jsonb, ${p(8)}::timestamptz${from ? ` FROM ${from}` : ''}),
  "deliveries" AS (${deliveries})`;
}

/** An event alone: its row and its deliveries, one statement (parameters in `AuditService.parameters`' order). */
const RECORD = `WITH ${auditEventCtesOf((k) => `$${k + 1}`)} SELECT 1 AS "recorded"`;

export interface AuditSearch {
  organizationId?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
  after?: PagePosition;
}

@Injectable()
export class AuditRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly heavy: HeavyReads,
  ) {}

  /** Writes the event (`AuditService.parameters`) and its webhook deliveries in the caller's transaction. */
  async insert(event: unknown[], tx: Transaction): Promise<void> {
    await tx.query(RECORD, event);
  }

  /**
   * A page newest first, `limit + 1` rows, on the heavy reads' pool (CONTRACT §12.3).
   * Ordered by the columns themselves (stored at millisecond precision, the cursor's), so
   * each filter is one backward range scan of an index ending in (created_at, id).
   */
  async search(search: AuditSearch): Promise<AuditEvent[]> {
    const where = new SqlConditions();
    if (search.organizationId) where.and(`e."organization_id" = ${where.param(search.organizationId)}::uuid`);
    if (search.actorId) where.and(`e."actor_user_id" = ${where.param(search.actorId)}::uuid`);
    if (search.targetType) where.and(`e."target_type" = ${where.param(search.targetType)}`);
    if (search.targetId) where.and(`e."target_id" = ${where.param(search.targetId)}::uuid`);
    if (search.action) where.and(`e."action" = ${where.param(search.action)}`);
    if (search.from) where.and(`e."created_at" >= ${where.param(search.from)}::timestamptz`);
    if (search.to) where.and(`e."created_at" < ${where.param(search.to)}::timestamptz`);
    const { text, values } = newestFirstSql('audit_events', 'e', where, search);
    const rows = await this.heavy.rows<Record<string, unknown>>(text, values);
    return rows.map((row) => entityFromRow(this.dataSource.manager, AuditEvent, row));
  }

  /**
   * Removes up to `batch` events older than `before`, oldest first; answers how many. Small
   * batches keep each statement short while instances keep writing.
   */
  async deleteOlderThan(before: Date, batch: number): Promise<number> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM "audit_events" WHERE "id" IN (
         SELECT "id" FROM "audit_events" WHERE "created_at" < $1 ORDER BY "created_at" LIMIT $2)`,
      [before, batch],
    );
    return affected;
  }
}
