import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

const LOGIN_PATH = '/api/auth/login';
const SEND_PATH = '/api/message/sms/send';

/** One SMS the fake accepted, as its form fields. */
export interface FakeSms {
  mobile_phone: string;
  message: string;
  from: string;
}

export interface FakeEskizOptions {
  email?: string;
  password?: string;
}

/** A failure injected by failNext; without a path it hits the next request of either kind. */
interface Failure {
  status: number;
  path?: string;
  times: number;
}

/**
 * A real HTTP server on loopback imitating Eskiz (edoc.md "SMS: Eskiz"): multipart login giving
 * a bearer token, multipart send checking it. Tests steer it with the methods below.
 */
export class FakeEskiz {
  readonly email: string;
  readonly password: string;
  /** SMS accepted, in order. */
  readonly sent: FakeSms[] = [];
  /** Every token handed out, expired or not. */
  readonly tokens: string[] = [];
  /** Login requests, refused ones included. */
  loginCount = 0;
  /** Send requests, refused ones included. */
  sendCount = 0;
  /** The headers of every request, in order (the tracing test reads `traceparent`). */
  readonly headers: IncomingHttpHeaders[] = [];
  url = '';

  private readonly valid = new Set<string>();
  private readonly failures: Failure[] = [];
  private isDown = false;
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch(() => {
      if (!res.headersSent) reply(res, 500, { message: 'Fake failed' });
    });
  });

  constructor(options: FakeEskizOptions = {}) {
    this.email = options.email ?? 'sms@example.uz';
    this.password = options.password ?? 'eskiz-secret';
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void {
    this.valid.clear();
  }

  /** The next request(s) — to `path` if given — answer `status` with no other effect. */
  failNext(status: number, options: { path?: string; times?: number } = {}): void {
    this.failures.push({ status, path: options.path, times: options.times ?? 1 });
  }

  /** Every request has its connection closed at once, with no answer. */
  down(): void {
    this.isDown = true;
  }

  up(): void {
    this.isDown = false;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.isDown) {
      req.socket.destroy();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    this.headers.push(req.headers);
    if (path === LOGIN_PATH) this.loginCount++;
    if (path === SEND_PATH) this.sendCount++;
    const failure = this.failures.find((f) => f.path === undefined || f.path === path);
    if (failure) {
      if (--failure.times === 0) this.failures.splice(this.failures.indexOf(failure), 1);
      req.resume();
      return reply(res, failure.status, { message: 'Injected failure' });
    }
    if (req.method !== 'POST' || (path !== LOGIN_PATH && path !== SEND_PATH)) {
      req.resume();
      return reply(res, 404, { message: 'Not found' });
    }
    const form = await readForm(req);
    if (!form) return reply(res, 400, { message: 'Expected multipart/form-data' });
    if (path === LOGIN_PATH) return this.login(res, form);
    return this.send(req, res, form);
  }

  private login(res: ServerResponse, form: FormData): void {
    if (form.get('email') !== this.email || form.get('password') !== this.password) {
      return reply(res, 401, { message: 'Invalid credentials' });
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.push(token);
    this.valid.add(token);
    reply(res, 200, { message: 'token_generated', data: { token }, token_type: 'bearer' });
  }

  private send(req: IncomingMessage, res: ServerResponse, form: FormData): void {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token === undefined || !this.valid.has(token)) {
      return reply(res, 401, { status: 'token-invalid', message: 'Expired token' });
    }
    const mobilePhone = form.get('mobile_phone');
    const message = form.get('message');
    const from = form.get('from');
    if (
      typeof mobilePhone !== 'string' ||
      !/^998\d{9}$/.test(mobilePhone) ||
      typeof message !== 'string' ||
      message === '' ||
      typeof from !== 'string' ||
      from === ''
    ) {
      return reply(res, 400, { status: 'error', message: 'Invalid mobile_phone, message or from' });
    }
    this.sent.push({ mobile_phone: mobilePhone, message, from });
    reply(res, 200, { id: randomUUID(), message: 'Waiting for SMS provider', status: 'waiting' });
  }
}

/** Starts a fake Eskiz on 127.0.0.1 at a free port. */
export function startFakeEskiz(options: FakeEskizOptions = {}): Promise<FakeEskiz> {
  return new FakeEskiz(options).listen();
}

/** Parses a multipart body with the platform's own parser; null if it is not valid multipart. */
async function readForm(req: IncomingMessage): Promise<FormData | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  try {
    const body = new Uint8Array(Buffer.concat(chunks));
    return await new Request('http://fake', { method: 'POST', headers: { 'content-type': type }, body }).formData();
  } catch {
    return null;
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}
