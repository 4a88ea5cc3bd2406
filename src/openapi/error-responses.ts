import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentObject, SchemaObject } from '@nestjs/swagger';
import { ErrorCode } from '../common/errors/error-codes';
import { UNAUTHORIZED_REASONS } from '../common/errors/unauthorized';

const I18N_EN = join(__dirname, '..', '..', 'i18n', 'en');

/** An example request id, as the service makes them (a UUID) when the client sends none. */
const EXAMPLE_REQUEST_ID = '3f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60';
const EXAMPLE_SECONDS = 60;

type Namespace = 'errors' | 'validation' | 'unauthorized';
let messages: Record<Namespace, Record<string, string>> | undefined;

/** The English messages, read once, with `{seconds}` and the like filled in as an example would. */
function message(kind: Namespace, key: string): string {
  const read = (name: Namespace) =>
    JSON.parse(readFileSync(join(I18N_EN, `${name}.json`), 'utf8')) as Record<string, string>;
  messages ??= { errors: read('errors'), validation: read('validation'), unauthorized: read('unauthorized') };
  return (messages[kind][key] ?? key).replace(/\{seconds\}/g, String(EXAMPLE_SECONDS));
}

/** What an example of an operation's error may name: its permission and a field it validates. */
export interface ErrorExampleContext {
  permission?: string;
  field?: string;
  /** The validation code of that field's example item. */
  fieldCode?: string;
}

/** `details` of an example for the codes that carry some (CONTRACT §5, §8, §9). */
const EXAMPLE_DETAILS: Partial<
  Record<ErrorCode, (context: ErrorExampleContext) => Record<string, unknown> | undefined>
> = {
  validation_failed: (context) => {
    const field = context.field ?? 'body';
    const fieldCode = context.field ? (context.fieldCode ?? 'invalid_format') : 'invalid_json';
    return { errors: [{ field, code: fieldCode, message: message('validation', fieldCode) }] };
  },
  unauthorized: () => ({ reason: 'expired' }),
  forbidden: (context) => (context.permission ? { permission: context.permission } : undefined),
  requisites_incomplete: () => ({ missing: ['address', 'bankMfo'] }),
  code_resend_too_soon: () => ({ retryAfter: EXAMPLE_SECONDS }),
};

/** What the list of a response's codes says of `unauthorized`: its reasons (CONTRACT §9). */
const UNAUTHORIZED_NOTE =
  ' `details.reason` says why, with a message of its own: ' +
  UNAUTHORIZED_REASONS.map((r) => `\`${r}\``).join(', ') +
  ' (no token; not `Bearer <token>` or not a token; past `exp`; session ended or user blocked; bad signature, ' +
  'unknown `kid`, another `alg`, or `nbf`/`iat` in the future). The `WWW-Authenticate` header carries the ' +
  'RFC 6750 challenge.';

/** The example message of a code: `unauthorized` speaks by its example's reason. */
function exampleMessage(code: ErrorCode): string {
  return code === 'unauthorized' ? message('unauthorized', 'expired') : message('errors', code);
}

/** Markdown of the codes a response may carry, each with its English message. */
export function errorDescription(codes: ErrorCode[]): string {
  const line = (c: ErrorCode) => `- \`${c}\`: ${message('errors', c)}${c === 'unauthorized' ? UNAUTHORIZED_NOTE : ''}`;
  return ['Error envelope; `error.code` is one of:', ...codes.map(line)].join('\n');
}

/**
 * The content of an error response: the envelope with `error.code` narrowed to the codes
 * this operation answers with this status, and one example per code.
 */
export function errorContent(codes: ErrorCode[], context: ErrorExampleContext): ContentObject {
  // The envelope, and its `error` again as ErrorDto with the code narrowed: Redocly checks
  // examples against closed objects, where only a whole ErrorDto lets message and requestId in.
  const schema: SchemaObject = {
    allOf: [
      { $ref: '#/components/schemas/ErrorEnvelopeDto' },
      {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            allOf: [
              { $ref: '#/components/schemas/ErrorDto' },
              { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: codes } } },
            ],
          },
        },
      },
    ],
  };
  const examples = Object.fromEntries(
    codes.map((code) => {
      const details = EXAMPLE_DETAILS[code]?.(context);
      const error = {
        code,
        message: exampleMessage(code),
        ...(details ? { details } : {}),
        requestId: EXAMPLE_REQUEST_ID,
      };
      return [code, { summary: code, value: { error } }];
    }),
  );
  return { 'application/json': { schema, examples } };
}
