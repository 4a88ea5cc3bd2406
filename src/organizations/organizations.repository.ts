import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { HeavyReads } from '../database/heavy-reads';
import { HotStatements } from '../database/hot-statements';
import { containing, entityFromRow, newestFirstSql, SqlConditions } from '../database/query-helpers';
import { Client } from './entities/client.entity';
import { Organization, OrganizationContractStatus, VerificationStatus } from './entities/organization.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { holdsRoleInOrganizationSql } from '../access/access.sql';
import { SET_CONTRACT_STATUSES } from './organizations.sql';

export type NewOrganization = Pick<
  Organization,
  'clientId' | 'kind' | 'tin' | 'name' | 'address' | 'directorName' | 'phone' | 'bankName' | 'bankMfo' | 'bankAccount'
>;

/** What a contract prints of its buyer (contracts reads it here, never the table). */
export type OrganizationRequisites = Pick<
  Organization,
  'id' | 'tin' | 'name' | 'address' | 'directorName' | 'bankMfo' | 'bankAccount'
>;

export interface OrganizationSearch {
  query?: string;
  verificationStatus?: VerificationStatus;
  limit: number;
  after?: PagePosition;
}

/**
 * The portal's search of organizations (CONTRACT §4, §12.3): `limit + 1` rows newest first,
 * each condition one an index serves — the name and the tin by their trigram indexes, the
 * verification status and the order by (verification_status, created_at, id) and
 * (created_at, id) (migration SearchIndexes).
 */
export function organizationSearchSql(search: OrganizationSearch): { text: string; values: unknown[] } {
  const where = new SqlConditions();
  if (search.verificationStatus) where.and(`o."verification_status" = ${where.param(search.verificationStatus)}`);
  const text = search.query?.trim();
  if (text) {
    const like = where.param(containing(text));
    where.and(`(o."name" ILIKE ${like} OR o."tin" LIKE ${like})`);
  }
  return newestFirstSql('organizations', 'o', where, search);
}

@Injectable()
export class OrganizationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly heavy: HeavyReads,
    private readonly statements: HotStatements,
  ) {}

  private repo(tx?: Transaction) {
    return managerOf(this.dataSource, tx).getRepository(Organization);
  }

  async createClient(tx: Transaction): Promise<string> {
    const result = await tx.getRepository(Client).insert({});
    return (result.identifiers[0] as { id: string }).id;
  }

  async clientExists(clientId: string, tx: Transaction): Promise<boolean> {
    return tx.getRepository(Client).exists({ where: { id: clientId } });
  }

  /**
   * Inserts an organization; null when its tin is registered already. The unique index
   * decides, so of two concurrent creations with one tin exactly one succeeds.
   */
  async insert(data: NewOrganization, tx: Transaction): Promise<Organization | null> {
    const result = await tx
      .createQueryBuilder()
      .insert()
      .into(Organization)
      .values(data)
      .orIgnore()
      .returning('*')
      .execute();
    const [row] = result.raw as Record<string, unknown>[];
    return row ? entityFromRow(tx, Organization, row) : null;
  }

  findById(id: string, tx?: Transaction): Promise<Organization | null> {
    return this.repo(tx).findOneBy({ id });
  }

  /** The requisites a contract prints, or null when there is no such organization. */
  findRequisites(id: string, tx?: Transaction): Promise<OrganizationRequisites | null> {
    return this.repo(tx).findOne({
      where: { id },
      select: { id: true, tin: true, name: true, address: true, directorName: true, bankMfo: true, bankAccount: true },
    });
  }

  exists(id: string): Promise<boolean> {
    return this.repo().existsBy({ id });
  }

  /**
   * Sets each organization's contractStatus (which contracts decides) where it differs;
   * `updated_at` moves only then.
   */
  async setContractStatuses(
    statuses: { id: string; status: OrganizationContractStatus }[],
    now: Date,
    tx: Transaction,
  ): Promise<void> {
    if (statuses.length === 0) return;
    await this.statements.run(
      SET_CONTRACT_STATUSES,
      [statuses.map((s) => s.id), statuses.map((s) => s.status), now],
      tx,
    );
  }

  /** The row, locked until the transaction ends: state changes of one organization serialise. */
  lock(id: string, tx: Transaction): Promise<Organization | null> {
    return this.repo(tx).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(id: string, changes: Partial<Organization>, tx: Transaction): Promise<void> {
    await this.repo(tx).update({ id }, changes);
  }

  /** Organizations in which the user holds any role: on the whole client, on it or on a branch. */
  findOfMember(userId: string): Promise<Organization[]> {
    return this.repo()
      .createQueryBuilder('o')
      .where(holdsRoleInOrganizationSql(':userId', { id: 'o."id"', clientId: 'o."client_id"' }), { userId })
      .orderBy('o.created_at', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
  }

  /** A page of organizations, newest first (organizationSearchSql), on the heavy reads' pool. */
  async search(search: OrganizationSearch): Promise<Organization[]> {
    const { text, values } = organizationSearchSql(search);
    const rows = await this.heavy.rows<Record<string, unknown>>(text, values);
    return rows.map((row) => entityFromRow(this.dataSource.manager, Organization, row));
  }
}
