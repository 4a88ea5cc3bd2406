import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** pglite-socket's server: its private `queryQueue` field, replaced by the queue below. */
export const WRITTEN_AGAINST = { '@electric-sql/pglite-socket': '0.2.17', '@electric-sql/pglite': '0.5.14' } as const;

/** A PostgreSQL protocol message of one connection, waiting for the single PGlite session. */
interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Message types that end a batch: Sync, simple Query, Terminate. */
const BATCH_ENDS = new Set(['S', 'Q', 'X']);

/**
 * The queue between the socket server's connections and the one PGlite session, in place
 * of pglite-socket's own (0.2.17), which runs every message on its own: outside a
 * transaction the Parse/Bind/Execute/Sync of one connection then interleave with another's
 * on the shared session, clobbering the unnamed statement — wrong rows or errors under
 * concurrency. Here a connection owns the session from its first message to the end of
 * its batch, and for as long as a transaction it opened stays open; the others wait.
 * A failed message or a vanished connection never stalls the queue.
 *
 * It answers the interface pglite-socket's handlers call (enqueue, clearQueueForHandler,
 * clearTransactionIfNeeded, getQueueLength).
 */
export class PGliteProtocolQueue {
  private queue: Pending[] = [];
  private processing = false;
  /** The connection the session belongs to until its batch or transaction ends. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A connection went away: its waiting messages are dropped. */
  clearQueueForHandler(handlerId: number): void {
    const dropped = this.queue.filter((item) => item.handlerId === handlerId);
    this.queue = this.queue.filter((item) => item.handlerId !== handlerId);
    for (const item of dropped) item.reject(new Error('Handler disconnected'));
  }

  /** …and what it left open is rolled back, so the others can go on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.process();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        await this.run(item);
      }
    } finally {
      this.processing = false;
    }
  }

  /** The owner's next message while it owns the session, else the oldest waiting. */
  private next(): Pending | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async run(item: Pending): Promise<void> {
    this.owner = item.handlerId;
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
    } catch (error) {
      if (!this.db.isInTransaction()) this.owner = null;
      item.reject(error);
      return;
    }
    if (endsBatch(item.message) && !this.db.isInTransaction()) this.owner = null;
    item.resolve(bytes);
  }
}

/** A startup message carries no type byte; it stands alone like a finished batch. */
function endsBatch(message: Uint8Array): boolean {
  const type = String.fromCharCode(message[0]);
  return BATCH_ENDS.has(type) || !/[A-Za-z]/.test(type);
}

/**
 * Puts our queue in place of the server's own before any connection is made (its handlers
 * take the server's queue when they are created). The seam is the server's `queryQueue`
 * field of pglite-socket 0.2.17, pinned in package.json; a version without it fails here.
 */
export function useProtocolQueue(server: PGLiteSocketServer, db: PGlite): void {
  const internals = server as unknown as { queryQueue?: unknown };
  if (internals.queryQueue === undefined) throw new Error('pglite-socket changed: no queryQueue to replace');
  internals.queryQueue = new PGliteProtocolQueue(db);
}
