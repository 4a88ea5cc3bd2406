import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { AxiosError, AxiosResponse, isAxiosError, isCancel } from 'axios';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstValueFrom } from 'rxjs';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { EdocError } from './edoc.error';
import { EdocCompany, EdocDocumentState, EdocDraft } from './edoc.types';

export { EdocError } from './edoc.error';
export type { EdocFailureFamily } from './edoc.error';
export type { EdocErrorKind } from './edoc.error';
export type { EdocCompany, EdocDocumentState, EdocDraft, EdocParty } from './edoc.types';

/** The user key lives 360 minutes; renewing early keeps a call in flight from outliving it. */
const KEY_LIFETIME_MS = 360 * 60_000;
const KEY_RENEW_EARLY_MS = 10 * 60_000;
const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Larger answers are refused (CONTRACT §9): too_large, never buffered beyond this. */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
const PAGE_LIMIT = 100;
/** A next_page_url that never ends must not loop forever: this is 100 000 documents. */
const MAX_PAGES = 1000;
/** The waits before each retry of a read; writes are never retried (a lost answer may hide a success). */
export const READ_BACKOFF_MS: readonly number[] = [200, 500];
/** `Subtype: 3` marks a PDF document (type 000) as a contract. */
const CONTRACT_SUBTYPE = 3;
const REASON_MAX_LENGTH = 500;

/** How a retry waits `ms` milliseconds; the real timer unless EDOC_PAUSE provides another. */
export type EdocPause = (ms: number) => Promise<void>;
/** The provider of an EdocPause: tests give one that does not wait. */
export const EDOC_PAUSE = Symbol('EDOC_PAUSE');

interface Call {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number>;
  body?: unknown;
  /** Idempotent: retried on a connection failure, a timeout or a 5xx. */
  read: boolean;
  responseType?: 'json' | 'arraybuffer';
}

interface Credentials {
  baseUrl: string;
  partnerToken: string;
  tin: string;
  password: string;
}

/** The only code that speaks to Didox (docs edoc.md "Document exchange: Didox"). */
@Injectable()
export class EdocClient {
  private readonly logger = new Logger('Edoc');
  /** The user key, or the login under way: concurrent calls share one login. */
  private session?: { key: Promise<string>; renewAtMs: number };

  constructor(
    private readonly http: HttpService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: MetricsService,
    @Optional() @Inject(EDOC_PAUSE) private readonly pause: EdocPause = (ms) => sleep(ms),
  ) {}

  isConfigured(): boolean {
    const { baseUrl, partnerToken, tin, password } = this.config.edoc;
    return Boolean(baseUrl && partnerToken && tin && password);
  }

  /** Null when Didox does not know the TIN: it answers 200 with an empty tin or name. */
  lookupCompany(tin: string): Promise<EdocCompany | null> {
    return this.counted('lookup_company', () => this.readCompany(tin));
  }

  createDraft(draft: EdocDraft): Promise<{ documentId: string }> {
    return this.counted('create_draft', () => this.uploadDraft(draft));
  }

  deleteDraft(documentId: string): Promise<void> {
    return this.counted('delete_draft', () => this.removeDraft(documentId));
  }

  getDocument(documentId: string): Promise<EdocDocumentState> {
    return this.counted('get_document', () => this.readDocument(documentId));
  }

  /** Every document of ours in one of the statuses, page after page. */
  listDocuments(filter: { statuses: number[] }): Promise<EdocDocumentState[]> {
    return this.counted('list_documents', () => this.readDocuments(filter));
  }

  downloadPdf(documentId: string): Promise<Buffer> {
    return this.counted('download_pdf', () => this.readPdf(documentId));
  }

  /** edoc_requests_total{operation,outcome}: `ok`, or the family of the EdocError. */
  private async counted<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      this.metrics?.edocRequest(operation, MetricsService.outcomeOf());
      return result;
    } catch (error) {
      const outcome = error instanceof EdocError ? `edoc_${error.family}` : MetricsService.outcomeOf(error);
      this.metrics?.edocRequest(operation, outcome);
      throw error;
    }
  }

  private async readCompany(tin: string): Promise<EdocCompany | null> {
    const response = await this.call({ method: 'GET', path: `/v1/utils/info/${encodeURIComponent(tin)}`, read: true });
    if (!isRecord(response.data)) return null;
    const info = response.data;
    const foundTin = text(info.tin);
    const name = text(info.name);
    if (foundTin === null || name === null) return null;
    return {
      tin: foundTin,
      name,
      address: text(info.address),
      director: text(info.director),
      phone: text(info.phone),
      mfo: text(info.mfo),
      account: text(info.account),
    };
  }

  private async uploadDraft(draft: EdocDraft): Promise<{ documentId: string }> {
    this.credentials();
    if (draft.pdf.length > MAX_PDF_BYTES) {
      throw new EdocError('too_large', 'The PDF is larger than 10 MB');
    }
    const path = `/v1/documents/000/create/${this.config.edoc.lang}`;
    const response = await this.call({ method: 'POST', path, body: draftBody(draft), read: false });
    const documentId = isRecord(response.data) ? text(response.data._id) : null;
    if (documentId === null) throw this.unavailable(`POST ${path} answered without an _id`);
    return { documentId };
  }

  private async removeDraft(documentId: string): Promise<void> {
    await this.call({
      method: 'POST',
      path: `/v1/documents/${encodeURIComponent(documentId)}/delete/draft`,
      read: false,
    });
  }

  private async readDocument(documentId: string): Promise<EdocDocumentState> {
    const path = `/v1/documents/${encodeURIComponent(documentId)}`;
    const response = await this.call({ method: 'GET', path, params: { owner: 1 }, read: true });
    const data = isRecord(response.data) ? response.data.data : undefined;
    const state = documentStateOf(isRecord(data) ? data.document : undefined);
    if (state === undefined) throw this.unavailable(`GET ${path} answered no readable document`);
    return state;
  }

  private async readDocuments(filter: { statuses: number[] }): Promise<EdocDocumentState[]> {
    this.credentials();
    if (filter.statuses.length === 0) return [];
    // By id: a document that changes while we page may show up twice.
    const documents = new Map<string, EdocDocumentState>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const params = { page, limit: PAGE_LIMIT, owner: 1, status: filter.statuses.join(',') };
      const response = await this.call({ method: 'GET', path: '/v2/documents', params, read: true });
      const body = isRecord(response.data) ? response.data : {};
      const items: unknown[] = Array.isArray(body.data) ? body.data : [];
      const states = items.map(documentStateOf);
      if (!Array.isArray(body.data) || states.includes(undefined)) {
        throw this.unavailable(`GET /v2/documents page ${page} is not a readable list`);
      }
      for (const state of states as EdocDocumentState[]) documents.set(state.documentId, state);
      // next_page_url says whether more follow; without one, a full page might.
      const next = body.next_page_url;
      const more = typeof next === 'string' ? next !== '' : next === undefined && items.length >= PAGE_LIMIT;
      if (!more || items.length === 0) return [...documents.values()];
    }
    throw this.unavailable(`GET /v2/documents has more than ${MAX_PAGES} pages`);
  }

  private async readPdf(documentId: string): Promise<Buffer> {
    const path = `/v1/documents/view/${encodeURIComponent(documentId)}/pdf/${this.config.edoc.lang}`;
    const response = await this.call({ method: 'GET', path, read: true, responseType: 'arraybuffer' });
    const pdf = bytesOf(response.data);
    if (pdf === undefined || pdf.length === 0) throw this.unavailable(`GET ${path} answered no PDF`);
    return pdf;
  }

  /** A document call with the user key; a 2xx answer, or the EdocError its failure means. */
  private async call(call: Call): Promise<AxiosResponse<unknown>> {
    this.credentials();
    const key = this.currentKey();
    let response = await this.send(call, await key);
    if (response.status === 401) {
      // A stale user key: log in once more and retry once.
      response = await this.send(call, await this.renewKey(key));
    }
    const { status } = response;
    if (isSuccess(status)) return response;
    // A 401 with a fresh key means our account, not the request, is refused.
    if (status === 401) throw this.unavailable(`${call.method} ${call.path} answered HTTP ${status}`, 'auth_failed');
    if (status < 400 || status === 429 || status >= 500) {
      throw this.unavailable(`${call.method} ${call.path} answered HTTP ${status}`);
    }
    const reason = this.scrub(reasonOf(response.data) ?? `HTTP ${status}`).slice(0, REASON_MAX_LENGTH);
    this.logger.warn(`Didox ${call.method} ${call.path} refused with HTTP ${status}: ${reason}`);
    throw new EdocError(status === 404 ? 'not_found' : 'rejected', reason);
  }

  private currentKey(): Promise<string> {
    const now = this.clock.nowMs();
    if (this.session === undefined || now >= this.session.renewAtMs) {
      const key: Promise<string> = this.login().catch((error: unknown) => {
        // A failed login is not kept: the next call tries again.
        if (this.session?.key === key) this.session = undefined;
        throw error;
      });
      // Counted from the login's start, so never later than the key's real end.
      this.session = { key, renewAtMs: now + KEY_LIFETIME_MS - KEY_RENEW_EARLY_MS };
    }
    return this.session.key;
  }

  /** Only the first call to see the stale key drops it; the others share its new login. */
  private renewKey(stale: Promise<string>): Promise<string> {
    if (this.session?.key === stale) this.session = undefined;
    return this.currentKey();
  }

  private async login(): Promise<string> {
    const { tin, password } = this.credentials();
    const path = `/v1/auth/${encodeURIComponent(tin)}/password/${this.config.edoc.lang}`;
    const response = await this.send({ method: 'POST', path, body: { password }, read: false });
    const key = isRecord(response.data) ? text(response.data.token) : null;
    const { status } = response;
    // A refusal (422 unknown TIN or wrong password, 401/403 partner token) is our account's.
    const refused = status === 401 || status === 403 || status === 422;
    if (!isSuccess(status) || key === null) {
      throw this.unavailable(`login answered HTTP ${status}`, refused ? 'auth_failed' : 'unavailable');
    }
    return key;
  }

  /** One call, with the retries a read allows; an answer of any status, or an EdocError. */
  private async send(call: Call, key?: string): Promise<AxiosResponse<unknown>> {
    const where = call.path.startsWith('/v1/auth/') ? 'login' : `${call.method} ${call.path}`;
    for (let attempt = 0; ; attempt++) {
      const last = !call.read || attempt >= READ_BACKOFF_MS.length;
      let failure: string;
      try {
        const response = await this.request(call, key);
        if (response.status < 500 || last) return response;
        failure = `HTTP ${response.status}`;
      } catch (error) {
        // Axios errors carry the request (headers, body): only their code is logged.
        if (!isAxiosError(error)) throw error;
        if (isOversized(error)) {
          this.logger.warn(`Didox ${where} answered more than ${MAX_ANSWER_BYTES} bytes`);
          throw new EdocError('too_large', 'The answer of the document exchange is larger than 10 MiB');
        }
        failure = this.describe(error);
        if (last) throw this.unavailable(`${where} failed: ${failure}`, isTimeout(error) ? 'timeout' : 'unavailable');
      }
      this.logger.warn(`Didox ${where} failed (${failure}), retrying`);
      await this.pause(READ_BACKOFF_MS[attempt]);
    }
  }

  private request(call: Call, key?: string): Promise<AxiosResponse<unknown>> {
    const { baseUrl, partnerToken } = this.credentials();
    const { timeoutMs } = this.config.edoc;
    return firstValueFrom(
      this.http.request<unknown>({
        method: call.method,
        url: `${baseUrl}${call.path}`,
        params: call.params,
        data: call.body,
        headers: { 'Partner-Authorization': partnerToken, ...(key === undefined ? {} : { 'user-key': key }) },
        responseType: call.responseType,
        // timeout catches a silent socket, the signal a slow answer as a whole.
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
        maxRedirects: 0,
        maxContentLength: MAX_ANSWER_BYTES,
        // Statuses are judged here (401 renews the key), not thrown by axios.
        validateStatus: () => true,
      }),
    );
  }

  private credentials(): Credentials {
    const { baseUrl, partnerToken, tin, password } = this.config.edoc;
    if (!baseUrl || !partnerToken || !tin || !password) {
      throw new EdocError('not_configured', 'The document exchange is not configured');
    }
    return { baseUrl, partnerToken, tin, password };
  }

  /** A call that got no usable answer, logged; `what` names no secret. */
  private unavailable(what: string, kind: 'unavailable' | 'timeout' | 'auth_failed' = 'unavailable'): EdocError {
    this.logger.warn(`Didox ${what}`);
    return new EdocError(kind, `Didox ${what}`);
  }

  private describe(error: AxiosError): string {
    if (isTimeout(error)) return `no answer within ${this.config.edoc.timeoutMs} ms`;
    return error.code ?? 'request failed';
  }

  /** Didox's text goes to our clients and logs: never with our secrets, should it echo them. */
  private scrub(reason: string): string {
    const { partnerToken, password } = this.config.edoc;
    return [partnerToken, password].reduce<string>((s, secret) => (secret ? s.split(secret).join('***') : s), reason);
  }
}

function draftBody(draft: EdocDraft): unknown {
  return {
    data: {
      Document: { DocumentNo: draft.contractNo, DocumentDate: draft.contractDate, DocumentName: draft.documentName },
      Subtype: CONTRACT_SUBTYPE,
      ContractDoc: { ContractNo: draft.contractNo, ContractDate: draft.contractDate },
      SellerTin: draft.seller.tin,
      Seller: { Name: draft.seller.name, Address: draft.seller.address },
      BuyerTin: draft.buyer.tin,
      Buyer: { Name: draft.buyer.name, Address: draft.buyer.address },
    },
    document: `data:application/pdf;base64,${draft.pdf.toString('base64')}`,
  };
}

/** A document of `GET /v1/documents/{id}` (`_id`) or of the list (`doc_id`). */
function documentStateOf(raw: unknown): EdocDocumentState | undefined {
  if (!isRecord(raw)) return undefined;
  const documentId = text(raw.doc_id) ?? text(raw._id);
  const rawStatus = typeof raw.doc_status === 'number' ? String(raw.doc_status) : raw.doc_status;
  if (documentId === null || typeof rawStatus !== 'string' || !/^\d+$/.test(rawStatus)) return undefined;
  const status = Number(rawStatus);
  return { documentId, status, statusComment: text(raw.status_comment), updatedAt: text(raw.updated) };
}

/** The service's words from `message`, a bare string, or the first `{field: ["validation.x"]}` entry. */
function reasonOf(body: unknown): string | undefined {
  const bytes = bytesOf(body);
  if (bytes !== undefined) return reasonOf(parseJson(bytes.toString('utf8')));
  if (typeof body === 'string') return body.trim() || undefined;
  if (!isRecord(body)) return undefined;
  const message = text(body.message) ?? text(body.error);
  if (message !== null) return message;
  for (const [field, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : undefined;
    if (typeof first === 'string' && first.trim() !== '') return `${field}: ${first.trim()}`;
  }
  return undefined;
}

function bytesOf(data: unknown): Buffer | undefined {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return undefined;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A trimmed string, numbers as text; empty or anything else is null. */
function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isTimeout(error: AxiosError): boolean {
  return isCancel(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

/** Axios stops reading past maxContentLength with this error. */
function isOversized(error: AxiosError): boolean {
  return error.code === AxiosError.ERR_BAD_RESPONSE && /maxContentLength/.test(error.message);
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
