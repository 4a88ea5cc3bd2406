import type { HotStatement } from '../database/hot-statements';
import { itemsCte } from '../database/statement-batcher';
import { ASSIGNMENT_COLUMNS, CALLER_ITEM_COLUMNS, callersSql, ITEM_CALLER_ROWS, itemColumn } from './caller-statements';

/*
 * A route's read beside a caller, as statements (pure SQL, no provider: access.sql.ts lends
 * `callerWith` from here without loading the repositories). ReadBesideRepository runs them.
 */

/** The SQL types a read's own columns take, and the values a route gives for them. */
interface SqlValues {
  uuid: string;
  varchar: string;
  int: number;
  float8: number;
  timestamptz: Date;
}

/** A read's own columns (after the caller's), by name and SQL type. */
export type BesideColumns = readonly (readonly [name: string, type: keyof SqlValues])[];

/** The values a route gives for `C`, in order, each typed by its column's SQL type. */
export type ValuesOf<C extends BesideColumns> = {
  -readonly [K in keyof C]: C[K] extends readonly [string, infer T extends keyof SqlValues] ? SqlValues[T] : never;
};

/** A `callerWith` statement, typed by its own columns. */
export interface CallerWithStatement<C extends BesideColumns> extends HotStatement {
  readonly columns: C;
}

/** An `assignmentsBeside` statement, typed by its own columns and the row it reads beside the caller. */
export interface AssignmentsBesideStatement<C extends BesideColumns, Row extends object> extends HotStatement {
  readonly columns: C;
  /** Only a type: what `findAssignmentsBeside` answers as its row. */
  readonly row?: Row;
}

/**
 * ACCESS_CALLERS with a route's own read beside each caller, in the same round trip (a
 * route's `@ProveAndRead`): `beside` builds a scalar subquery from SQL expressions of the
 * item's columns (`user_id`, `organization_id`, and its own `columns`, whose values the
 * route gives after the caller's).
 */
export function callerWith<const C extends BesideColumns>(
  name: string,
  columns: C,
  beside: (column: (name: string) => string) => string,
): CallerWithStatement<C> {
  return { name, columns, text: callersSql(columns, beside(itemColumn)) };
}

/**
 * The caller's authority beside one row of another table, in the same round trip, for the
 * tokens of concurrent requests (`itemsCte` of CALLER_ITEM_COLUMNS and `besideColumns`,
 * gathered as ACCESS_CALLERS is): `columns` of `from … where` (`where` built from SQL
 * expressions of the item's columns), and ACCESS_CALLER's rows with the user's id and role
 * assignments only (all null when the session may not act), each row naming its item (`n`).
 * No row at all for an item whose `where` finds none. Without the profile, PostgreSQL formats
 * and sends half the columns (an introspection, its one user: ~10 µs less of its CPU per call).
 */
export function assignmentsBeside<Row extends object, const C extends BesideColumns>(
  name: string,
  columns: string,
  from: string,
  besideColumns: C,
  where: (column: (name: string) => string) => string,
): AssignmentsBesideStatement<C, Row> {
  return {
    name,
    columns: besideColumns,
    text: `WITH ${itemsCte([...CALLER_ITEM_COLUMNS, ...besideColumns])}
  SELECT i."n", ${columns}, x.* FROM "i" CROSS JOIN ${from}
  LEFT JOIN LATERAL (SELECT u."id", ${ASSIGNMENT_COLUMNS}, a."created_at" AS "assignment_created_at" ${ITEM_CALLER_ROWS}) x ON true
  WHERE ${where(itemColumn)}
  ORDER BY i."n", x."assignment_created_at", x."assignment_id"`,
  };
}
