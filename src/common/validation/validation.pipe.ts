import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ValidationError } from 'class-validator';
import { MessageArgs, UntranslatedFieldError, ValidationFailedException } from '../errors/domain.exception';
import { forbiddenNulls, hostileStrings, isPlainObject } from './body-checks';
import { flatInstance, isFlat, isPlainDto } from './flat-body';
import { cacheValidatorMetadata } from '../../platform/class-validator-storage';

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

/** Options of class-validator for bodies (unknown fields refused) and queries (ignored). */
export const SHARED_OPTIONS = {
  whitelist: true,
  transform: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: true },
  exceptionFactory: (errors: ValidationError[]) => new ValidationFailedException(flattenValidationErrors(errors)),
};

/**
 * The global pipe. Before class-validator, for every body and query alike: a body must be an
 * object; no string may hold NUL or a lone surrogate; `null` only where the document says
 * nullable. A body field the DTO does not define is `unknown_field` (a typo never passes
 * silently); an unknown query parameter is ignored. Items of both stages are answered
 * together, one per field.
 */
class AppValidationPipe extends ValidationPipe {
  private readonly queries = new ValidationPipe(SHARED_OPTIONS);

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path parameters are left to their pipes: a malformed id is its resource's 404.
    if (metadata.type !== 'body' && metadata.type !== 'query') return super.transform(value, metadata);
    const dto = metadata.metatype;
    const validated = typeof dto === 'function' && this.toValidate(metadata);
    if (metadata.type === 'body' && validated && value !== undefined && !isPlainObject(value)) {
      throw new ValidationFailedException([{ field: 'body', code: 'must_be_object' }]);
    }
    const early = hostileStrings(value);
    if (metadata.type === 'body' && validated && isPlainObject(value)) {
      const seen = new Set(early.map((e) => e.field));
      early.push(...forbiddenNulls(value, dto as new () => unknown).filter((e) => !seen.has(e.field)));
    }
    const flat =
      metadata.type === 'body' &&
      validated &&
      isPlainObject(value) &&
      isPlainDto(dto as new () => unknown) &&
      isFlat(value);
    try {
      const result = flat
        ? await this.validateFlat(dto as new () => unknown, value)
        : metadata.type === 'body'
          ? ((await super.transform(value, metadata)) as unknown)
          : ((await this.queries.transform(value, metadata)) as unknown);
      if (early.length > 0) throw new ValidationFailedException(early);
      return result;
    } catch (error) {
      if (early.length === 0 || !(error instanceof ValidationFailedException)) throw error;
      const fields = new Set(early.map((e) => e.field));
      throw new ValidationFailedException([...early, ...error.errors.filter((e) => !fields.has(e.field))]);
    }
  }

  /** What `super.transform` does for a flat body and a plain DTO (flat-body.ts), minus its walks. */
  private async validateFlat(dto: new () => unknown, value: Record<string, unknown>): Promise<unknown> {
    const entity = flatInstance(dto, value);
    // The options super.transform passes (its own `validationError` default is ours already).
    const errors = await this.validate(entity, {
      ...this.validatorOptions,
      validationError: { target: false, ...this.validatorOptions.validationError },
    });
    if (errors.length > 0) throw (await this.exceptionFactory(errors)) as Error;
    return entity;
  }
}

export function createValidationPipe(): ValidationPipe {
  cacheValidatorMetadata();
  return new AppValidationPipe({ ...SHARED_OPTIONS, forbidNonWhitelisted: true });
}
