import { LoggerService } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDraining } from './app.factory';
import { stopTracing } from './common/telemetry/tracing';
import { HealthService } from './health/health.service';
import { closeListenerOnly } from './platform/node-net-server-close';

/** How long connections already on their way are still taken once the drain is over. */
const SETTLE_MS = 250;
/** How often the stop looks for connections it may close. */
const SWEEP_MS = 100;
/**
 * A connection that has not yet brought its first request is given this long (from its
 * accept) before the stop counts it idle. Its request may be on the wire, unread because
 * the process is busy; a browser's speculative preconnect never sends one. Go's
 * `http.Server.Shutdown` draws the same line (5 s there).
 */
const NEW_CONNECTION_GRACE_MS = 3_000;

interface ConnectionState {
  acceptedAt: number;
  /** Has had at least one request: when not busy, it is an idle keep-alive connection. */
  served: boolean;
  response?: ServerResponse;
}

/**
 * What the stop needs to know of each open connection: when it came, whether it has had a
 * request, and the answer it is busy with. Node's own `server.close()` also closes every
 * connection without a request under way, including one whose first request has arrived in
 * the kernel but has not been read yet: on a loaded machine those requests were reset.
 */
export class Connections {
  private readonly open = new Map<Socket, ConnectionState>();

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.open.set(socket, { acceptedAt: Date.now(), served: false });
      socket.once('close', () => this.open.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const state = this.open.get(request.socket);
      if (!state) return;
      state.served = true;
      state.response = response;
    });
  }

  /** Closes the connections without a request under way that may be closed now. */
  closeIdle(now = Date.now()): void {
    for (const [socket, state] of this.open) {
      const busy = state.response !== undefined && !state.response.writableFinished;
      if (busy) continue;
      if (state.served || now - state.acceptedAt >= NEW_CONNECTION_GRACE_MS) socket.destroy();
    }
  }

  /** Cuts every connection still open (a slow client at the deadline). */
  closeAll(): void {
    for (const socket of this.open.keys()) socket.destroy();
  }
}

export interface StopTimes {
  /** SHUTDOWN_DRAIN_SECONDS: readiness fails while requests are still taken and answered. */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: from the signal to the exit, the drain included. */
  timeoutMs: number;
}

/**
 * The stop of CONTRACT §10.6 and §11.6. First the drain: readiness answers 503 at once (load
 * balancers stop sending here) while everything else is served as before. Then no new
 * connections; idle keep-alive connections close at once; every request already received
 * is answered, with `Connection: close`; then the application closes (background work,
 * database, Redis) and the spans still buffered are sent (when tracing). Connections still
 * open shortly before the deadline (a slow client) are cut so the rest of the close fits in
 * the timeout. Answers the exit code.
 */
export async function shutDown(
  app: NestFastifyApplication,
  connections: Connections,
  times: StopTimes,
  logger: LoggerService,
): Promise<number> {
  const hardStop = setTimeout(() => {
    logger.error('shutdown: did not finish within SHUTDOWN_TIMEOUT_SECONDS');
    process.exit(1);
  }, times.timeoutMs);
  hardStop.unref();
  app.get(HealthService).markStopping();
  // The configuration keeps the drain shorter than the timeout; the rest is the close's.
  await sleep(times.drainMs);
  const timeoutMs = times.timeoutMs - times.drainMs;
  logger.log?.('shutdown: drained; closing the listener and finishing in-flight requests');
  startDraining(app);
  const server = app.getHttpServer();
  // Connections the kernel has accepted but Node has not yet taken would be reset by closing
  // the listener at once: take them first (their answers already say Connection: close).
  await sleep(Math.min(SETTLE_MS, timeoutMs / 10));
  const cutAfterMs = Math.max(0, timeoutMs - Math.min(2_000, timeoutMs / 4));
  let cut: NodeJS.Timeout | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const drained = new Promise<void>((resolve) => {
    // The listener only: `http.Server#close` would also close connections whose first
    // request is still unread. Its callback comes when the last connection has closed.
    closeListenerOnly(server, resolve);
    connections.closeIdle();
    sweep = setInterval(() => connections.closeIdle(), SWEEP_MS);
    cut = setTimeout(() => {
      logger.warn?.('shutdown: cutting connections still open at the deadline');
      connections.closeAll();
    }, cutAfterMs);
  });
  try {
    await drained;
    clearTimeout(cut);
    clearInterval(sweep);
    await app.close();
    // The spans of the last requests and of the close leave before the exit.
    await stopTracing();
    return 0;
  } catch (error) {
    logger.error(error);
    return 1;
  } finally {
    clearTimeout(cut);
    clearInterval(sweep);
    clearTimeout(hardStop);
  }
}
