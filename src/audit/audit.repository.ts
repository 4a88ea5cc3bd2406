import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { AuditEvent } from './entities/audit-event.entity';
import { HeavyReads } from '../database/heavy-reads';
import { HotStatements } from '../database/hot-statements';
import { entityFromRow, newestFirstSql, SqlConditions } from '../database/query-helpers';
import { Transaction } from '../database/transaction-runner';
import { PURGE_AUDIT_EVENTS, RECORD_AUDIT_EVENT } from './audit.sql';

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
    private readonly statements: HotStatements,
  ) {}

  /** Writes the event (`AuditService.parameters`) and its webhook deliveries in the caller's transaction. */
  async insert(event: unknown[], tx: Transaction): Promise<void> {
    await this.statements.run(RECORD_AUDIT_EVENT, event, tx);
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
    return this.statements.count(PURGE_AUDIT_EVENTS, [before, batch]);
  }
}
