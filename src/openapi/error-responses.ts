import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorCode } from '../common/errors/error-codes';

const I18N_EN = join(__dirname, '..', '..', 'i18n', 'en');

/** An example request id, as the service makes them (a UUID) when the client sends none. */
const EXAMPLE_REQUEST_ID = '3f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60';
const EXAMPLE_SECONDS = 60;

let messages: { errors: Record<string, string>; validation: Record<string, string> } | undefined;

/** The English messages, read once, with `{seconds}` and the like filled in as an example would. */
function message(kind: 'errors' | 'validation', key: string): string {
  messages ??= {
    errors: JSON.parse(readFileSync(join(I18N_EN, 'errors.json'), 'utf8')) as Record<string, string>,
    validation: JSON.parse(readFileSync(join(I18N_EN, 'validation.json'), 'utf8')) as Record<string, string>,
  };
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
  forbidden: (context) => (context.permission ? { permission: context.permission } : undefined),
  requisites_incomplete: () => ({ missing: ['address', 'bankMfo'] }),
  code_resend_too_soon: () => ({ retryAfter: EXAMPLE_SECONDS }),
};

/** Markdown of the codes a response may carry, each with its English message. */
export function errorDescription(codes: ErrorCode[]): string {
  return ['Error envelope; `error.code` is one of:', ...codes.map((c) => `- \`${c}\`: ${message('errors', c)}`)].join(
    '\n',
  );
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
        message: message('errors', code),
        ...(details ? { details } : {}),
        requestId: EXAMPLE_REQUEST_ID,
      };
      return [code, { summary: code, value: { error } }];
    }),
  );
  return { 'application/json': { schema, examples } };
}
