import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** Written against Node 20's http.Server, a net.Server whose own close() also ends idle connections. */
export const WRITTEN_AGAINST = { node: '20' } as const;

/**
 * Stops `server` taking connections, leaving every open one alone: net.Server's close, called
 * on the http.Server past its own override. `http.Server#close` would also close connections
 * whose first request is still unread. `closed` is called when the last connection has closed.
 */
export function closeListenerOnly(server: Server, closed: () => void): void {
  // Fail fast: the call below needs http.Server to be a net.Server underneath.
  if (!(server instanceof NetServer) || typeof NetServer.prototype.close !== 'function') {
    throw new Error(`node ${process.version} changed: the HTTP server is no net.Server to close`);
  }
  NetServer.prototype.close.call(server, () => closed());
}
