import { EntityManager, EntityTarget, ObjectLiteral, QueryFailedError, SelectQueryBuilder } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import type { HotStatement } from './hot-statements';

/** Whether an error is PostgreSQL's unique violation (23505) on this constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  // TypeORM's error (a statement in a transaction) or pg's own (a named statement on the pool).
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as {
    code?: string;
    constraint?: string;
  } | null;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/** A timestamp as the views show it (ISO 8601, UTC, milliseconds), made by PostgreSQL. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern matching `text` anywhere, its %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page newest first after `after`, `limit + 1` rows so the caller knows whether more
 * follow. Positions compare at millisecond precision, the precision of the cursor: a
 * `created_at` stored in microseconds is truncated; one stored as `TIMESTAMP(3)` (`stored:
 * 'milliseconds'`) is compared as it is, so an index ending in (created_at, id) serves the order.
 */
export function newestFirst<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  page: { limit: number; after?: PagePosition },
  stored: 'microseconds' | 'milliseconds' = 'microseconds',
): Promise<T[]> {
  const column = `${qb.alias}."created_at"`;
  const created = stored === 'milliseconds' ? column : `date_trunc('milliseconds', ${column})`;
  if (page.after) {
    qb.andWhere(`(${created}, ${qb.alias}."id") < (:afterCreated, :afterId)`, {
      afterCreated: page.after.createdAt,
      afterId: page.after.id,
    });
  }
  return qb
    .orderBy(created, 'DESC')
    .addOrderBy(`${qb.alias}.id`, 'DESC')
    .limit(page.limit + 1)
    .getMany();
}

/**
 * The entity of a row that a statement answered with `RETURNING *` (columns by their
 * database names), converted the way TypeORM converts what it reads itself: no read after
 * a write.
 */
export function entityFromRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
): T {
  const metadata = manager.connection.getMetadata(target);
  const entity = metadata.create() as Record<string, unknown>;
  for (const column of metadata.columns) {
    if (column.databaseName in row) {
      entity[column.propertyName] = manager.connection.driver.prepareHydratedValue(row[column.databaseName], column);
    }
  }
  return entity as T;
}

/** A statement's conditions and their values, each value a `$n` placeholder in order. */
export class SqlConditions {
  readonly values: unknown[] = [];
  private readonly parts: string[] = [];

  /** The placeholder of `value` (Dates as ISO text). */
  param(value: unknown): string {
    this.values.push(value instanceof Date ? value.toISOString() : value);
    return `$${this.values.length}`;
  }

  and(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  get where(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * The row of `table` whose primary key `id` is `key` (an SQL expression of the FROM items
 * before it), as a `CROSS JOIN LATERAL` item named `alias`. LIMIT 1 keeps PostgreSQL from
 * flattening it into the join, so the row is found by its key whatever the statistics say: on
 * an empty, unanalyzed database a join may plan a scan of the table instead, and each
 * connection keeps that generic plan as the table grows (issue 34; queries-explain e2e).
 */
export function rowByIdSql(table: string, alias: string, key: string): string {
  return `CROSS JOIN LATERAL (SELECT * FROM "${table}" WHERE "id" = ${key} LIMIT 1) ${alias}`;
}

/**
 * As `newestFirst`, as a statement's text and values, for a table whose `created_at` is
 * stored in milliseconds (the cursor's precision): ordered by the columns themselves, so an
 * index ending in (created_at, id) serves the order and the position, and a LIMIT stops the
 * scan. Every column of the row (`entityFromRow` makes the entity).
 */
export function newestFirstSql(
  table: string,
  alias: string,
  conditions: SqlConditions,
  page: { limit: number; after?: PagePosition },
): { text: string; values: unknown[] } {
  if (page.after) {
    const created = conditions.param(page.after.createdAt);
    const id = conditions.param(page.after.id);
    conditions.and(`(${alias}."created_at", ${alias}."id") < (${created}::timestamptz, ${id}::uuid)`);
  }
  const limit = conditions.param(page.limit + 1);
  return {
    text: `SELECT ${alias}.* FROM "${table}" ${alias} ${conditions.where}
       ORDER BY ${alias}."created_at" DESC, ${alias}."id" DESC LIMIT ${limit}`,
    values: conditions.values,
  };
}

/**
 * The statement that deletes at most `$1` rows of `table` matching `where` (an SQL condition
 * on the table's columns, unqualified; its parameters are $2 on), named `name`: the rows are
 * found by the condition and deleted by their ctid (a TID scan), the condition checked again
 * on each row deleted (a row changed meanwhile is left). Run with `HotStatements.count`: how
 * many were deleted. Housekeeping's batch (CONTRACT §12.3): each statement commits on its
 * own, so no lock is held longer than one batch.
 */
export function deleteBatchStatement(name: string, table: string, where: string): HotStatement {
  return {
    name,
    text: `DELETE FROM "${table}" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "${table}" WHERE ${where} LIMIT $1)) AND ${where}`,
  };
}
