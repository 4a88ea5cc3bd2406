import { DECORATORS } from '@nestjs/swagger';
import type { UntranslatedFieldError } from '../errors/domain.exception';

/**
 * Checks the validation pipe makes before class-validator, on every body and query alike
 * (CONTRACT §9 "Requests"), so no DTO has to remember them.
 */

/** A UTF-16 surrogate without its partner: UTF-8 cannot carry it, PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isHostile(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The paths of strings (values and keys) holding U+0000 or a lone surrogate: such input is
 * invalid_format on its field. The body is at most 64 levels deep (checked before parsing),
 * so the walk cannot overflow.
 */
export function hostileStrings(
  value: unknown,
  path = '',
  found: UntranslatedFieldError[] = [],
): UntranslatedFieldError[] {
  if (typeof value === 'string') {
    if (isHostile(value)) found.push({ field: path || 'body', code: 'invalid_format' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => hostileStrings(item, `${path}[${i}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (isHostile(key)) found.push({ field, code: 'invalid_format' });
      else hostileStrings(item, field, found);
    }
  }
  return found;
}

interface PropertyDoc {
  nullable?: boolean;
  required?: boolean;
  type?: unknown;
}

function propertyDoc(type: object, key: string): PropertyDoc | undefined {
  return Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, type, key) as PropertyDoc | undefined;
}

/** The DTO class a documented property holds, if it holds one (`type: X` or `type: () => X`). */
function nestedClass(doc: PropertyDoc | undefined): (new () => unknown) | undefined {
  const isModel = (t: unknown): t is new () => unknown =>
    typeof t === 'function' &&
    t.prototype !== undefined &&
    Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, t.prototype as object) !== undefined;
  const type = doc?.type;
  if (isModel(type)) return type;
  if (typeof type === 'function' && type.prototype === undefined) {
    const lazy = (type as () => unknown)();
    if (isModel(lazy)) return lazy;
  }
  return undefined;
}

/**
 * The fields sent as `null` that the OpenAPI document does not call nullable: the document
 * is the one statement of which fields may be cleared, and the pipe holds the service to it.
 * A required field is `required`, an optional one `not_nullable`. Nested DTOs too.
 */
export function forbiddenNulls(
  value: Record<string, unknown>,
  dto: new () => unknown,
  prefix = '',
  found: UntranslatedFieldError[] = [],
): UntranslatedFieldError[] {
  for (const [key, item] of Object.entries(value)) {
    const doc = propertyDoc(dto.prototype as object, key);
    const field = prefix ? `${prefix}.${key}` : key;
    if (item === null) {
      // An unknown field is the whitelist's to report.
      if (doc && !doc.nullable) found.push({ field, code: doc.required === false ? 'not_nullable' : 'required' });
      continue;
    }
    const nested = nestedClass(doc);
    if (nested && isPlainObject(item)) forbiddenNulls(item, nested, field, found);
  }
  return found;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
