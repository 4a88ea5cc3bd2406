import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ValidationError } from 'class-validator';
import { MessageArgs, UntranslatedFieldError, ValidationFailedException } from '../errors/domain.exception';

/** Default codes of class-validator constraints used without a `context.code`. */
const CONSTRAINT_CODES: Record<string, string> = {
  isDefined: 'required',
  isNotEmpty: 'not_empty',
  isString: 'must_be_string',
  isBoolean: 'must_be_boolean',
  isInt: 'must_be_integer',
  isObject: 'must_be_object',
  isArray: 'must_be_array',
  nestedValidation: 'must_be_object',
  isUuid: 'invalid_uuid',
  isIn: 'invalid_value',
  isEnum: 'invalid_value',
  isDateString: 'invalid_date',
  isIso8601: 'invalid_date',
  min: 'out_of_range',
  max: 'out_of_range',
  whitelistValidation: 'unknown_field',
};

/** Type checks speak first: "must be a string" says more than "too short" of a number. */
const FIRST = ['isDefined', 'isString', 'isBoolean', 'isInt', 'isObject', 'isArray', 'nestedValidation'];

interface ConstraintContext {
  code?: string;
  args?: MessageArgs;
}

function fieldError(error: ValidationError, field: string): UntranslatedFieldError {
  const names = Object.keys(error.constraints ?? {});
  if (error.value === undefined || error.value === null) {
    if (names.length > 0 && !names.includes('whitelistValidation')) return { field, code: 'required' };
  }
  const name = FIRST.find((n) => names.includes(n)) ?? names[0];
  const context = (error.contexts?.[name] ?? {}) as ConstraintContext;
  return { field, code: context.code ?? CONSTRAINT_CODES[name] ?? 'invalid_format', args: context.args };
}

/** One item per invalid field, the path written as the client sent it (`seller.tin`). */
function flattenValidationErrors(errors: ValidationError[], prefix = ''): UntranslatedFieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints && Object.keys(error.constraints).length > 0 ? [fieldError(error, field)] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** The global pipe: strips unknown properties, transforms, and answers validation_failed. */
/**
 * The path of the first string holding U+0000, which PostgreSQL cannot store or compare
 * (the query would fail): such input is refused as invalid_format on its field. The body
 * is at most 64 levels deep (checked before parsing), so the walk cannot overflow.
 */
function nulCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulCharacterPath(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const found = nulCharacterPath((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The global pipe: NUL characters refused first, then class-validator on the DTO. */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path parameters are left to their pipes: a malformed id is its resource's 404.
    const field = metadata.type === 'body' || metadata.type === 'query' ? nulCharacterPath(value) : undefined;
    if (field !== undefined) throw new ValidationFailedException([{ field, code: 'invalid_format' }]);
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
