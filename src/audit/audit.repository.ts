import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { PagePosition } from '../common/http/pagination';
import { AuditEvent } from './entities/audit-event.entity';
import { newestFirst } from '../database/query-helpers';
import { Transaction } from '../database/transaction-runner';

export type NewAuditEvent = Pick<
  AuditEvent,
  'id' | 'actorUserId' | 'action' | 'targetType' | 'targetId' | 'organizationId' | 'requestId' | 'details' | 'createdAt'
>;

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes the event in the caller's transaction. */
  async insert(event: NewAuditEvent, tx: Transaction): Promise<void> {
    // jsonb `details` is any JSON object; TypeORM's deep-partial type cannot say so.
    await tx
      .createQueryBuilder()
      .insert()
      .into(AuditEvent)
      .values(event as QueryDeepPartialEntity<AuditEvent>)
      .execute();
  }

  /**
   * A page newest first, `limit + 1` rows. Ordered by the columns themselves (stored at
   * millisecond precision, the cursor's), so each filter is one backward range scan of an
   * index ending in (created_at, id).
   */
  search(search: AuditSearch): Promise<AuditEvent[]> {
    const qb = this.dataSource.getRepository(AuditEvent).createQueryBuilder('e');
    if (search.organizationId) qb.andWhere('e.organization_id = :organizationId', search);
    if (search.actorId) qb.andWhere('e.actor_user_id = :actorId', search);
    if (search.targetType) qb.andWhere('e.target_type = :targetType', search);
    if (search.targetId) qb.andWhere('e.target_id = :targetId', search);
    if (search.action) qb.andWhere('e.action = :action', search);
    if (search.from) qb.andWhere('e.created_at >= :from', search);
    if (search.to) qb.andWhere('e.created_at < :to', search);
    return newestFirst(qb, search, 'milliseconds');
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
