import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

const MAX_PDF_BYTES = 10 * 1024 * 1024;
const LANGS = ['ru', 'uz', 'en'];
const LOGIN = /^\/v1\/auth\/([^/]+)\/password\/([^/]+)$/;
/** What the PDF view appends once both sides signed: the "stamp" of the signatures. */
export const SIGNED_MARKER = '\n% signed in fake Didox\n';

/** Lookup data in Didox's own field names (edoc.md "Company lookup"). */
export interface FakeCompany {
  tin: string;
  name: string;
  shortName?: string;
  address?: string;
  director?: string;
  directorPinfl?: string;
  accountant?: string;
  mfo?: string;
  account?: string;
  oked?: string;
  phone?: string;
  [field: string]: unknown;
}

/** A document the fake holds: a created draft and what became of it. */
export interface FakeDocument {
  id: string;
  status: number;
  statusComment: string | null;
  created: string;
  updated: string;
  /** The decoded PDF as uploaded. */
  pdf: Buffer;
  /** The parsed body of the create request. */
  body: Record<string, unknown>;
}

export interface FakeDidoxOptions {
  partnerToken?: string;
  tin?: string;
  password?: string;
  /** Most documents a list page holds, whatever `limit` asks (Didox allows 100). */
  pageSizeCap?: number;
}

/** One request as it arrived. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A failure injected by failNext (status 0: dropNext); without a path it hits the next request of any kind. */
interface Failure {
  status: number;
  /** A path prefix. */
  path?: string;
  times: number;
  body: unknown;
}

/** What a route sees of its request: the URL, the path's captures and the JSON body. */
interface Input {
  url: URL;
  match: string[];
  body: unknown;
}

type Handler = (res: ServerResponse, input: Input) => Promise<void> | void;

/**
 * A real HTTP server on loopback imitating Didox (edoc.md "Document exchange: Didox"): login with
 * the partner token and password giving a user key, lookup, PDF drafts and their statuses.
 * Tests steer it with the methods below and read its state.
 */
export class FakeDidox {
  readonly partnerToken: string;
  readonly tin: string;
  readonly password: string;
  pageSizeCap: number;
  readonly documents = new Map<string, FakeDocument>();
  /** Every user key issued, expired or not. */
  readonly keys: string[] = [];
  /** Every request that arrived, in order, refused and dropped ones included. */
  readonly requests: FakeRequest[] = [];
  /** Login requests, refused ones included. */
  loginCount = 0;
  url = '';

  private readonly companies = new Map<string, FakeCompany>();
  private readonly validKeys = new Set<string>();
  private readonly failures: Failure[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private loginRefusal?: 'unknown' | 'password';
  private delayMs = 0;
  private paddingBytes = 0;
  private trickleMs = 0;
  private isDown = false;
  private readonly routes: [string, RegExp, Handler][] = [
    ['POST', LOGIN, (res, { match, body }) => this.login(res, match[1], match[2], body)],
    ['GET', /^\/v1\/utils\/info\/([^/]+)$/, (res, { match }) => this.lookup(res, match[1])],
    ['POST', /^\/v1\/documents\/000\/create\/([^/]+)$/, (res, { match, body }) => this.create(res, match[1], body)],
    ['POST', /^\/v1\/documents\/([^/]+)\/delete\/draft$/, (res, { match }) => this.deleteDraft(res, match[1])],
    [
      'GET',
      /^\/v1\/documents\/view\/([^/]+)\/pdf\/([^/]+)$/,
      (res, { match }) => this.viewPdf(res, match[1], match[2]),
    ],
    ['GET', /^\/v1\/documents\/([^/]+)$/, (res, { url, match }) => this.read(res, url, match[1])],
    ['GET', /^\/v2\/documents$/, (res, { url }) => this.list(res, url)],
  ];
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch(() => {
      if (!res.headersSent && !res.destroyed) reply(res, 500, { message: 'Fake failed' });
    });
  });

  constructor(options: FakeDidoxOptions = {}) {
    this.partnerToken = options.partnerToken ?? 'partner-token-of-the-integrator';
    this.tin = options.tin ?? '301234567';
    this.password = options.password ?? 'didox-secret';
    this.pageSizeCap = options.pageSizeCap ?? 100;
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

  /** How many requests arrived, of a method and under a path prefix (`count('GET', '/v2/documents')`). */
  count(method: string, pathPrefix = '/'): number {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
  }

  addCompany(info: FakeCompany): void {
    this.companies.set(info.tin, info);
  }

  /** Puts a document straight into the fake, as if created earlier (for lists). */
  seedDocument(status: number, id: string = randomUUID()): FakeDocument {
    const now = new Date().toISOString();
    const document = { id, status, statusComment: null, created: now, updated: now, pdf: fakePdf(id), body: {} };
    this.documents.set(id, document);
    return document;
  }

  /** Our staff signed the draft in Didox: 0 → 1. */
  signByUs(id: string): void {
    this.move(id, 0, 1);
  }

  /** The client signed: 1 → 3, and the PDF view now carries the signatures. */
  signByClient(id: string): void {
    this.move(id, 1, 3);
  }

  /** The client refused: 1 → 4, with the reason in status_comment. */
  refuse(id: string, reason: string): void {
    this.move(id, 1, 4).statusComment = reason;
  }

  /** The sender cancelled: 1 → 5. */
  cancel(id: string): void {
    this.move(id, 1, 5);
  }

  /** Every request has its connection closed at once, with no answer. */
  down(): void {
    this.isDown = true;
  }

  up(): void {
    this.isDown = false;
  }

  /** Lookups and PDF views answer this many bytes more than they would (0 to stop): an oversized answer. */
  oversize(bytes: number): void {
    this.paddingBytes = bytes;
  }

  /** Every answer waits this long first (0 to stop). */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  /** The PDF view answers at once but spreads its bytes over this long: busy, yet slow as a whole. */
  trickle(ms: number): void {
    this.trickleMs = ms;
  }

  /** Logins answer 422 like Didox: unknown TIN (a bare string) or wrong password (a validation object). */
  refuseLogin(kind: 'unknown' | 'password' | null): void {
    this.loginRefusal = kind ?? undefined;
  }

  /** The next request(s), under `path` if given, answer `status` (and `body`) with no other effect. */
  failNext(status: number, options: { path?: string; times?: number; body?: unknown } = {}): void {
    const body = options.body ?? { message: 'Injected failure' };
    this.failures.push({ status, path: options.path, times: options.times ?? 1, body });
  }

  /** The next request(s), under `path` if given, have their connection closed with no answer. */
  dropNext(options: { path?: string; times?: number } = {}): void {
    this.failures.push({ status: 0, path: options.path, times: options.times ?? 1, body: null });
  }

  /** Every user key issued so far answers 401 from now on. */
  expireKeys(): void {
    this.validKeys.clear();
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    this.requests.push({ method: req.method ?? '', path, query: url.searchParams });
    if (LOGIN.test(path)) this.loginCount++;
    if (this.isDown) {
      req.socket.destroy();
      return;
    }
    const raw = await readBody(req);
    if (this.delayMs > 0) await this.wait(this.delayMs);
    if (res.destroyed || req.socket.destroyed) return;
    const failure = this.failures.find((f) => f.path === undefined || path.startsWith(f.path));
    if (failure) {
      if (--failure.times === 0) this.failures.splice(this.failures.indexOf(failure), 1);
      if (failure.status === 0) {
        req.socket.destroy();
        return;
      }
      return reply(res, failure.status, failure.body);
    }
    const partner = req.headers['partner-authorization'];
    if (partner === undefined) return reply(res, 401, { message: 'Partner-Authorization is required' });
    if (partner !== this.partnerToken) return reply(res, 403, { message: 'Unknown partner' });
    const route = this.routes.find(([method, pattern]) => method === req.method && pattern.test(path));
    if (!route) return reply(res, 404, { message: 'Not found' });
    const key = req.headers['user-key'];
    if (!LOGIN.test(path) && (typeof key !== 'string' || !this.validKeys.has(key))) {
      return reply(res, 401, { message: 'Unauthenticated.' });
    }
    await route[2](res, { url, match: route[1].exec(path) ?? [], body: parseJson(raw) });
  }

  private login(res: ServerResponse, tin: string, lang: string, body: unknown): void {
    if (!LANGS.includes(lang)) return reply(res, 404, { message: 'Not found' });
    if (this.loginRefusal === 'unknown' || tin !== this.tin) return reply(res, 422, 'User not registered');
    if (this.loginRefusal === 'password' || !isRecord(body) || body.password !== this.password) {
      return reply(res, 422, { taxId: ['validation.exists'] });
    }
    const token = randomUUID();
    this.keys.push(token);
    this.validKeys.add(token);
    reply(res, 200, { token, related_companies: null });
  }

  private lookup(res: ServerResponse, tin: string): void {
    const company = this.companies.get(tin);
    // Didox's registry answers an unknown TIN with empty fields, not 404.
    const answer = company ?? { tin: '', name: '', shortName: '', address: '', director: '', mfo: '', account: '' };
    reply(res, 200, this.paddingBytes > 0 ? { ...answer, padding: 'x'.repeat(this.paddingBytes) } : answer);
  }

  private create(res: ServerResponse, lang: string, body: unknown): void {
    if (!LANGS.includes(lang)) return reply(res, 404, { message: 'Not found' });
    const data = isRecord(body) ? body.data : undefined;
    if (!isRecord(body) || !isRecord(data)) return reply(res, 422, { data: ['validation.required'] });
    const problem = draftProblem(data, this.tin);
    if (problem) return reply(res, 422, problem);
    const match = /^data:application\/pdf;base64,(.*)$/s.exec(typeof body.document === 'string' ? body.document : '');
    if (!match) return reply(res, 422, { document: ['validation.required'] });
    const pdf = Buffer.from(match[1], 'base64');
    if (!pdf.subarray(0, 4).equals(Buffer.from('%PDF'))) return reply(res, 422, { document: ['validation.mimes'] });
    if (pdf.length > MAX_PDF_BYTES) return reply(res, 422, { message: 'The document may not be greater than 10 MB.' });
    const now = new Date().toISOString();
    const id = randomBytes(12).toString('hex');
    this.documents.set(id, { id, status: 0, statusComment: null, created: now, updated: now, pdf, body });
    reply(res, 200, { _id: id, created_date: now, pending_document: { _id: id, doc_status: 0 } });
  }

  private deleteDraft(res: ServerResponse, id: string): void {
    const document = this.documents.get(id);
    if (!document) return reply(res, 404, { message: 'Document not found' });
    if (document.status !== 0) return reply(res, 422, { message: 'Only a draft can be deleted' });
    document.status = 55;
    document.updated = new Date().toISOString();
    reply(res, 200, { success: true });
  }

  private read(res: ServerResponse, url: URL, id: string): void {
    const document = this.documents.get(id);
    if (!document || url.searchParams.get('owner') !== '1') return reply(res, 404, { message: 'Document not found' });
    reply(res, 200, { data: { document: documentView(document, '_id') } });
  }

  private list(res: ServerResponse, url: URL): void {
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '20');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return reply(res, 422, { limit: ['validation.max.numeric'] });
    if (!Number.isInteger(page) || page < 1) return reply(res, 422, { page: ['validation.min.numeric'] });
    const statuses = url.searchParams.get('status')?.split(',').map(Number);
    const all = [...this.documents.values()].filter((d) => statuses === undefined || statuses.includes(d.status));
    const size = Math.min(limit, this.pageSizeCap);
    const data = all.slice((page - 1) * size, page * size).map((d) => documentView(d, 'doc_id'));
    const next = page * size < all.length ? `${this.url}/v2/documents?page=${page + 1}&limit=${limit}` : null;
    reply(res, 200, { data, total: all.length, next_page_url: next });
  }

  private async viewPdf(res: ServerResponse, id: string, lang: string): Promise<void> {
    const document = this.documents.get(id);
    if (!document || !LANGS.includes(lang)) return reply(res, 404, { message: 'Document not found' });
    const signed = document.status === 3 ? Buffer.concat([document.pdf, Buffer.from(SIGNED_MARKER)]) : document.pdf;
    const pdf = this.paddingBytes > 0 ? Buffer.concat([signed, Buffer.alloc(this.paddingBytes, 0x20)]) : signed;
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
    const pieces = this.trickleMs > 0 ? 10 : 1;
    const size = Math.ceil(pdf.length / pieces);
    for (let i = 0; i < pieces && !res.destroyed; i++) {
      if (i > 0) await this.wait(this.trickleMs / pieces);
      res.write(pdf.subarray(i * size, (i + 1) * size));
    }
    res.end();
  }

  private move(id: string, from: number, to: number): FakeDocument {
    const document = this.documents.get(id);
    if (!document) throw new Error(`Fake Didox has no document ${id}`);
    if (document.status !== from) throw new Error(`Document ${id} is in ${document.status}, not ${from}`);
    document.status = to;
    document.updated = new Date().toISOString();
    return document;
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

/** Starts a fake Didox on 127.0.0.1 at a free port. */
export function startFakeDidox(options: FakeDidoxOptions = {}): Promise<FakeDidox> {
  return new FakeDidox(options).listen();
}

/** A small valid-looking PDF. */
export function fakePdf(label: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
}

/** What Didox checks of a contract draft's `data`; null when it is acceptable. */
function draftProblem(data: Record<string, unknown>, ourTin: string): Record<string, string[]> | null {
  const document = isRecord(data.Document) ? data.Document : {};
  const contract = isRecord(data.ContractDoc) ? data.ContractDoc : {};
  const seller = isRecord(data.Seller) ? data.Seller : {};
  const buyer = isRecord(data.Buyer) ? data.Buyer : {};
  const required: [string, unknown][] = [
    ['Document.DocumentNo', document.DocumentNo],
    ['Document.DocumentName', document.DocumentName],
    ['ContractDoc.ContractNo', contract.ContractNo],
    ['Seller.Name', seller.Name],
    ['Buyer.Name', buyer.Name],
  ];
  for (const [field, value] of required) {
    if (typeof value !== 'string' || value === '') return { [field]: ['validation.required'] };
  }
  for (const [field, value] of [
    ['Document.DocumentDate', document.DocumentDate],
    ['ContractDoc.ContractDate', contract.ContractDate],
  ] as const) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return { [field]: ['validation.date_format'] };
  }
  if (data.Subtype !== 3) return { Subtype: ['validation.in'] };
  if (data.SellerTin !== ourTin) return { SellerTin: ['validation.owner'] };
  if (typeof data.BuyerTin !== 'string' || !/^(\d{9}|\d{14})$/.test(data.BuyerTin)) {
    return { BuyerTin: ['validation.tin'] };
  }
  return null;
}

function documentView(document: FakeDocument, idField: '_id' | 'doc_id'): Record<string, unknown> {
  return {
    [idField]: document.id,
    doc_status: document.status,
    status_comment: document.statusComment,
    created: document.created,
    updated: document.updated,
    name: 'Contract',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON, or a string as bare text: Didox's `User not registered` (`failNext(422, { body: 'text' })`). */
function reply(res: ServerResponse, status: number, body: unknown): void {
  const plain = typeof body === 'string';
  const text = plain ? body : JSON.stringify(body);
  const type = plain ? 'text/plain; charset=utf-8' : 'application/json';
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
