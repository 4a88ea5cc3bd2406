import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DOCUMENT_CACHE_FILE, TEMP_ROOT_ENV } from './temp-root';

/**
 * The committed openapi.yaml holds the service to what it answers (CONTRACT §12.4: every
 * status of every operation). Every test app records each answer it gives to an operation of
 * the document: a status the operation does not list, an error code its response does not
 * list, or a body where the document says none (and none where it says one) is a violation,
 * and the test file fails when it closes the app. So every route the e2e tests exercise is
 * checked against the document, with every answer they provoke.
 */

interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  oneOf?: Schema[];
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
}

interface DocumentedResponse {
  content?: Record<string, { schema?: Schema }>;
  'x-error-codes'?: string[];
}

interface DocumentedOperation {
  template: string;
  pattern: RegExp;
  /** Path parameters: the fewer, the more specific a match (`/orgs/lookup/{tin}` over `/orgs/{id}/…`). */
  parameters: number;
  responses: Record<string, DocumentedResponse>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
let operations: Map<string, DocumentedOperation[]> | undefined;
let schemas: Record<string, Schema> = {};

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components: { schemas: Record<string, Schema> };
}

const parseCommitted = () =>
  parse(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as OpenApiDocument;

/**
 * The committed document parsed once for the whole run, into the run's folder (the global
 * setups call it): parsing its 1.2 MB of YAML costs every test file a second of CPU, JSON a
 * few milliseconds.
 */
export function writeDocumentCache(runRoot: string): void {
  writeFileSync(join(runRoot, DOCUMENT_CACHE_FILE), JSON.stringify(parseCommitted()));
}

/** The committed document's operations by method, read once per test file (Jest loads modules afresh for each). */
function documented(): Map<string, DocumentedOperation[]> {
  if (operations) return operations;
  const root = process.env[TEMP_ROOT_ENV];
  const cache = root ? join(root, DOCUMENT_CACHE_FILE) : undefined;
  const document =
    cache && existsSync(cache) ? (JSON.parse(readFileSync(cache, 'utf8')) as OpenApiDocument) : parseCommitted();
  schemas = document.components.schemas;
  operations = new Map(METHODS.map((method) => [method.toUpperCase(), []]));
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    const parameters = (template.match(/\{/g) ?? []).length;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        operations.get(method.toUpperCase())!.push({ template, pattern, parameters, responses: operation.responses });
    }
  }
  return operations;
}

/** The documented operation a request reached, if any (unknown paths and methods are not the document's). */
function operationOf(method: string, url: string): DocumentedOperation | undefined {
  const path = url.split('?')[0];
  return (documented().get(method) ?? [])
    .filter((operation) => operation.pattern.test(path))
    .sort((a, b) => a.parameters - b.parameters)[0];
}

/**
 * What is wrong with the shape of a JSON body against its schema, at the top level (and each
 * item of a list): a property the schema does not define, or a required one missing. Null when
 * it fits, or when the schema says too little to tell.
 */
function misfit(value: unknown, schema: Schema | undefined): string | null {
  if (!schema) return null;
  if (schema.$ref) return misfit(value, schemas[schema.$ref.split('/').pop()!]);
  if (schema.oneOf) {
    const misfits = schema.oneOf.map((option) => misfit(value, option));
    return misfits.includes(null) ? null : misfits.join('; or ');
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return 'not a list';
    for (const item of value.slice(0, 50)) {
      const problem = misfit(item, schema.items?.$ref ? schemas[schema.items.$ref.split('/').pop()!] : undefined);
      if (problem) return `an item: ${problem}`;
    }
    return null;
  }
  if (!schema.properties || schema.additionalProperties !== undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const extra = Object.keys(value).filter((key) => !(key in schema.properties!));
  if (extra.length > 0) return `properties the schema does not define: ${extra.join(', ')}`;
  const missing = (schema.required ?? []).filter((key) => !(key in value));
  if (missing.length > 0) return `required properties missing: ${missing.join(', ')}`;
  return null;
}

export interface RecordedAnswer {
  method: string;
  url: string;
  status: number;
  contentType?: string;
  body: string;
}

/** What the document does not say about an answer, or null when it says it all. */
export function undocumented(answer: RecordedAnswer): string | null {
  const operation = operationOf(answer.method, answer.url);
  if (!operation) return null;
  const where = `${answer.method} ${operation.template} answered ${answer.status}`;
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) return `${where}, a status the document does not list`;
  const json = answer.contentType?.startsWith('application/json') === true;
  if (answer.status >= 400 && json) {
    let code: unknown;
    try {
      code = (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const codes = response['x-error-codes'];
    if (codes && !codes.includes(String(code))) return `${where} ${String(code)}, a code the document does not list`;
  }
  if (answer.body.length > 0 && !response.content) return `${where} with a body the document does not describe`;
  const schema = response.content?.['application/json']?.schema;
  if (answer.status < 300 && json && schema && answer.body.length > 0) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const problem = misfit(body, schema);
    if (problem) return `${where} with a body of another shape: ${problem}`;
  }
  if (answer.body.length === 0 && response.content && answer.method !== 'HEAD') {
    return `${where} without the body the document describes`;
  }
  return null;
}

/** Bodies longer than this are not kept whole: only an error's envelope is read, and it is short. */
const KEPT_BYTES = 64 * 1024;

/**
 * Records every answer of the server and checks it against the document; `violations()`
 * lists what the document does not say (each once).
 */
export function watchAnswers(server: Server): { violations(): string[] } {
  // Read now, before the server answers anyone, not on its first answer: parsing the document
  // (1.2 MB of YAML) holds the event loop over a second in a test file on a quiet machine and
  // up to 4 s on CI's busy one, and every app of a test file shares that loop. Done on the
  // first answer, it held HAProxy's first checks of the other replicas past their 2 s timeout
  // (haproxy.e2e-spec.ts: two replicas DOWN, then in slowstart, and every login on the third).
  documented();
  const found = new Set<string>();
  // First: Fastify's own listener may answer at once (a 415), before a later listener runs.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || kept > KEPT_BYTES) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      chunks.push(buffer);
      kept += buffer.length;
    };
    // Fastify hands its headers to writeHead, where getHeader does not see them.
    let contentType: string | undefined;
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = (...args: unknown[]) => {
      const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
      const entries: [string, unknown][] = Array.isArray(headers)
        ? headers.flatMap((value, index) => (index % 2 === 0 ? [[String(value), headers[index + 1]]] : []))
        : Object.entries(headers ?? {});
      const found = entries.find(([name]) => name.toLowerCase() === 'content-type');
      if (found) contentType = String(found[1]);
      return writeHead(...args);
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof response.end;
    response.on('finish', () => {
      const problem = undocumented({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        status: response.statusCode,
        contentType: response.getHeader('content-type')?.toString() ?? contentType,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (problem) found.add(problem);
    });
  });
  return { violations: () => [...found] };
}
