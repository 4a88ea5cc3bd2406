import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import { RollingCount, RollingWindow, WindowLimit } from '../limits/windows';
import { Till } from './entities/till.entity';
import { PAIR_TILL, TILL_BRANCH_EXISTS, TILL_CREATION_WINDOWS, TOUCH_TILL } from './tills.sql';

/**
 * Tills as devices: their rows (created, listed, locked, paired, seen) and the tills created
 * per day. Their credentials are TillCredentialsRepository's, the members signed in on them
 * TillStaffSessionsRepository's.
 */
@Injectable()
export class TillsRepository {
  private readonly creations: RollingWindow;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {
    this.creations = new RollingWindow(statements, TILL_CREATION_WINDOWS);
  }

  /**
   * Counts a till created at the organization in the rolling window, in the creation's
   * transaction (undone with it; parallel creations there wait for it): `counted: false`
   * with the time the next slot frees once `limit.max` lie in it.
   */
  countCreation(organizationId: string, now: Date, limit: WindowLimit, tx: Transaction): Promise<RollingCount> {
    return this.creations.count([organizationId], now, limit, tx);
  }

  /** Housekeeping: at most `limit` organizations' windows of till creations with none after `before`, deleted. */
  deleteCreationWindowsEndedBefore(before: Date, limit: number): Promise<number> {
    return this.creations.deleteEndedBefore(before, limit);
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

  /** Uses a pairing code, once: the pending till it names, now active; null for a wrong, used or expired one. */
  async pair(codeHash: string, now: Date, tx: Transaction): Promise<Till | null> {
    const rows = await this.statements.rows<{ id: string }>(PAIR_TILL, [codeHash, now], tx);
    return rows[0] ? tx.getRepository(Till).findOneByOrFail({ id: rows[0].id }) : null;
  }

  /** Sets `lastSeenAt`, at most once a minute; the till's `lastSeenAt` as it is now. */
  async touch(tillId: string, now: Date): Promise<Date | null> {
    const rows = await this.statements.rows<{ last_seen_at: Date }>(TOUCH_TILL, [tillId, now]);
    return rows[0]?.last_seen_at ?? null;
  }
}
