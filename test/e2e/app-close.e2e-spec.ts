import { connect } from 'node:net';
import { startTestApp } from '../support/test-app';

/**
 * Closing the app (outside main.ts's graceful stop, which drains first) cuts connections
 * still open. Without it, a client that sent half a request held app.close() for good: Node
 * stops enforcing the request timeout once the server closes.
 */
describe('closing the app with a half-sent request open', () => {
  it('cuts the connection and closes', async () => {
    const t = await startTestApp();
    const client = connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    client.on('error', () => undefined);
    const cut = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.write(
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ph',
    );
    // The server has the request's head: the connection is busy, not idle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.close();
    await cut;
  });
});
