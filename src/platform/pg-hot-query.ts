import { types } from 'pg';
import type { QueryResultRow } from 'pg';

/** pg's private `lib/utils` and its Connection's fields, as pg's own Query uses them. */
export const WRITTEN_AGAINST = { pg: '8.23.1' } as const;

// pg's own mapping of a parameter to the wire's text (Dates, arrays, buffers, JSON), as its Query uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue?: (value: unknown) => unknown };
// Fail fast, when the module loads.
if (typeof prepareValue !== 'function') {
  throw new Error(`pg changed (written against ${WRITTEN_AGAINST.pg}): no prepareValue in pg/lib/utils`);
}

/** pg's parser of a column type's text (pg-types, as its Result takes them). */
const textParser = types.getTypeParser as (oid: number, format: 'text') => (text: string) => unknown;

/** What a statement's rows look like on one connection: its columns' names and text parsers. */
interface RowShape {
  names: string[];
  parsers: ((text: string) => unknown)[];
}

/** The parts of pg's Connection a query submits to (pg's Query uses the same). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { text: string; name: string }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: unknown[];
    binary: boolean;
    valueMapper: (value: unknown) => unknown;
  }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
}

/** The row shapes learned on each connection, by statement name. */
const shapesByConnection = new WeakMap<Connection, Map<string, RowShape>>();

function shapesOf(connection: Connection): Map<string, RowShape> {
  let shapes = shapesByConnection.get(connection);
  if (!shapes) {
    shapes = new Map();
    shapesByConnection.set(connection, shapes);
  }
  return shapes;
}

/**
 * A named prepared statement's execution, as pg's client runs any "submittable" query (the
 * interface pg-cursor uses). pg's own Query asks PostgreSQL to describe the result on every
 * execution and builds its field list, parsers and an empty row template from that
 * description each time (`Result.addFields`, a dictionary object copied into every row): the
 * profile of `GET /v1/me` showed that and its config copies as pg's largest cost
 * (docs/performance/log/2026-11-26-hot-path-cuts.md).
 * Here a connection describes a statement once, when it prepares it, and keeps the columns'
 * names and parsers for its later executions: a prepared statement's result columns are fixed
 * (PostgreSQL refuses to run it when a schema change alters them). Rows are plain objects
 * with their columns in the statement's order, as pg's rows are.
 */
export class HotQuery<T extends QueryResultRow> {
  /** Set by pg's client: how the rows (or an error) are handed back. */
  callback?: (error: Error | null, rows?: T[]) => void;
  private readonly rows: T[] = [];
  /** How many rows the statement touched, from its command tag (once it completed). */
  rowCount?: number;
  private shape?: RowShape;
  private shapes?: Map<string, RowShape>;
  private failure?: Error;
  private settled = false;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: unknown[],
  ) {}

  /** As pg's Query: a name already prepared with another text is refused, never run as the other. */
  submit(connection: Connection): Error | null {
    if (typeof connection.parsedStatements !== 'object' || typeof connection.submittedNamedStatements !== 'object') {
      return new Error(`pg changed (written against ${WRITTEN_AGAINST.pg}): the connection's statements moved`);
    }
    const prepared = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (prepared !== undefined && prepared !== this.text) {
      return new Error(`Prepared statements must be unique - '${this.name}' was used for a different statement`);
    }
    this.shapes = shapesOf(connection);
    this.shape = this.shapes.get(this.name);
    connection.stream.cork?.();
    try {
      if (prepared === undefined) {
        connection.parse({ text: this.text, name: this.name });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({
        portal: '',
        statement: this.name,
        values: this.values,
        binary: false,
        valueMapper: prepareValue!,
      });
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.shape = {
      names: message.fields.map((field) => field.name),
      parsers: message.fields.map((field) => textParser(field.dataTypeID, 'text')),
    };
    this.shapes!.set(this.name, this.shape);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    const { names, parsers } = this.shape!;
    const fields = message.fields;
    const row: Record<string, unknown> = {};
    try {
      for (let i = 0; i < fields.length; i++) {
        const text = fields[i];
        row[names[i]] = text === null ? null : parsers[i](text);
      }
    } catch (error) {
      this.failure = error as Error;
      return;
    }
    this.rows.push(row as T);
  }

  /** A statement without result columns (PostgreSQL answered NoData): nothing to describe again. */
  handleCommandComplete(message?: { text?: string }): void {
    // The command tag's last number: the rows an UPDATE, DELETE, INSERT or SELECT touched.
    const count = /(\d+)$/.exec(message?.text ?? '');
    if (count) this.rowCount = Number(count[1]);
    if (!this.shape) {
      this.shape = { names: [], parsers: [] };
      this.shapes!.set(this.name, this.shape);
    }
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    this.settle(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.settle(this.failure);
    else this.settle(null, this.rows);
  }

  private settle(error: Error | null, rows?: T[]): void {
    if (this.settled) return;
    this.settled = true;
    this.callback?.(error, rows);
  }
}
