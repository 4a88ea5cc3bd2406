import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher';

export interface Received {
  /** The path and query the request was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** How the receiver answers one request; the default is 204. */
export type Answer = (received: Received, res: ServerResponse) => void;

/** A webhook receiver on loopback: records every request, answers as the test says. */
export interface Receiver {
  url: string;
  received: Received[];
  answer: Answer;
  /** Waits until `count` requests have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hook'): Promise<Receiver> {
  const receiver = {
    received: [] as Received[],
    answer: (_r: Received, res: ServerResponse): void => void res.writeHead(204).end(),
  } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const received = { url: req.url ?? '', headers: req.headers, body, json };
      receiver.received.push(received);
      receiver.answer(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.waitFor = async (count, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (receiver.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`receiver got ${receiver.received.length} of ${count} deliveries`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [...receiver.received];
  };
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * A webhooks test starts with no endpoint (earlier ones would receive its events) and after
 * every attempt of an earlier test has landed (the worker does not wait for its attempts in
 * flight): endpoints deleted, then the dispatcher drained, then the receiver's count reset.
 */
export async function startClean(app: INestApplication, receiver: Receiver): Promise<void> {
  await app.get(DataSource).query('DELETE FROM webhook_endpoints');
  await app.get(WebhookDispatcher).drain();
  receiver.received.length = 0;
  receiver.answer = (_r, res) => void res.writeHead(204).end();
}
