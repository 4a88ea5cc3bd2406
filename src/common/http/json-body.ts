import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../errors/domain.exception';

/** Deepest nesting of arrays and objects a JSON body may have (CONTRACT §9). */
const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, by one pass over its bytes
 * without recursion or allocation: brackets inside strings do not count. UTF-8 never puts
 * these ASCII bytes inside a multi-byte character, so bytes are as good as characters.
 * Malformed text is left to the parser.
 */
function exceedsJsonDepth(bytes: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  // Deeper than max needs more than max opening brackets.
  if (bytes.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: Buffer, done: Done) => void;

/**
 * The application/json parser: too deep a body is validation_failed before JSON.parse
 * (and every recursive walk after it, prototype-poisoning checks included) can overflow
 * the stack; the rest is Fastify's own parser with its poisoning protection.
 */
export function jsonBodyParser(fastify: FastifyInstance): JsonParser {
  const parse = fastify.getDefaultJsonParser('error', 'error') as unknown as JsonParser;
  return (request, body, done) => {
    if (exceedsJsonDepth(body)) {
      done(new ValidationFailedException([{ field: 'body', code: 'nesting_too_deep', args: { max: MAX_JSON_DEPTH } }]));
      return;
    }
    parse(request, body, done);
  };
}
