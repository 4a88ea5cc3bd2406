import { LoggerService } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDraining } from '../../app.factory';

/** How long connections already on their way are still taken after the signal. */
const SETTLE_MS = 250;

/**
 * The stop of CONTRACT §10.6: no new connections; idle keep-alive connections close at
 * once; every request already received is answered, with `Connection: close`; then the
 * application closes (background work, database, Redis). Connections still open shortly
 * before the deadline (a slow client) are cut so the rest of the close fits in the
 * timeout. Answers the exit code.
 */
export async function shutDown(app: NestFastifyApplication, timeoutMs: number, logger: LoggerService): Promise<number> {
  startDraining(app);
  const server = app.getHttpServer();
  // Connections the kernel has accepted but Node has not yet taken, and requests not yet
  // read, would be reset by closing the listener at once: take them first (their answers
  // already say Connection: close).
  await sleep(Math.min(SETTLE_MS, timeoutMs / 10));
  const cutAfterMs = Math.max(0, timeoutMs - Math.min(2_000, timeoutMs / 4));
  let cut: NodeJS.Timeout | undefined;
  const drained = new Promise<void>((resolve) => {
    // Node's close stops accepting and closes idle connections; its callback waits for the busy ones.
    server.close(() => resolve());
    cut = setTimeout(() => {
      logger.warn?.('shutdown: cutting connections still open at the deadline');
      server.closeAllConnections();
    }, cutAfterMs);
  });
  const hardStop = setTimeout(() => {
    logger.error('shutdown: did not finish within SHUTDOWN_TIMEOUT_SECONDS');
    process.exit(1);
  }, timeoutMs);
  hardStop.unref();
  try {
    await drained;
    clearTimeout(cut);
    await app.close();
    return 0;
  } catch (error) {
    logger.error(error);
    return 1;
  } finally {
    clearTimeout(cut);
    clearTimeout(hardStop);
  }
}
