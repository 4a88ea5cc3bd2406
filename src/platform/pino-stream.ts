import pino, { DestinationStream, Logger } from 'pino';

/** pino's logger: the destination it keeps under its `streamSym` symbol. */
export const WRITTEN_AGAINST = { pino: '9.14.0' } as const;

/** The destination a pino logger writes to, which pino does not hand out otherwise. */
export function destinationOf(logger: Logger): DestinationStream {
  const stream = (logger as unknown as Record<symbol, DestinationStream | undefined>)[pino.symbols.streamSym];
  // Fail fast: a logger built on nothing would drop every request line.
  if (typeof stream?.write !== 'function') {
    throw new Error(`pino changed (written against ${WRITTEN_AGAINST.pino}): no stream at symbols.streamSym`);
  }
  return stream;
}
