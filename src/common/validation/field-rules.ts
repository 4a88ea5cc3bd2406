import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { parseUzPhone } from '../phone/phone';

/**
 * Field decorators that carry the stable validation code and its message arguments
 * (`details.errors[].code`), so the error filter never parses class-validator's texts.
 */
export const MinLen = (min: number): PropertyDecorator =>
  MinLength(min, { context: { code: 'too_short', args: { min } } });

export const MaxLen = (max: number): PropertyDecorator =>
  MaxLength(max, { context: { code: 'too_long', args: { max } } });

export const OneOf = (values: readonly string[]): PropertyDecorator =>
  IsIn(values as string[], { context: { code: 'invalid_value', args: { allowed: values.join(', ') } } });

export const Digits = (count: number): PropertyDecorator =>
  Matches(new RegExp(`^\\d{${count}}$`), { context: { code: 'digits', args: { count } } });

/** Trims surrounding white space of a string input; other values pass untouched. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A person's first or last name: a string, trimmed, 1–100 characters (specification "Limits"). */
export const PersonName = (): PropertyDecorator => applyDecorators(IsString(), Trim(), MinLen(1), MaxLen(100));

/** A new password: a string of 8–128 characters (specification "Limits"). */
export const NewPassword = (): PropertyDecorator => applyDecorators(IsString(), MinLen(8), MaxLen(128));

/**
 * An Uzbek phone number in any common form, turned into E.164. With `mobile`, only
 * numbers an SMS can reach (CONTRACT §9: account phones).
 */
export function IsUzPhone(options: { mobile?: boolean } = {}, validation?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    Transform(({ value }: { value: unknown }) => parseUzPhone(value)?.e164 ?? value)(target, propertyName);
    registerDecorator({
      name: 'isUzPhone',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        ...validation,
        context: { code: options.mobile ? 'invalid_mobile_phone' : 'invalid_phone' },
      },
      validator: {
        validate(value: unknown): boolean {
          const parsed = parseUzPhone(value);
          return parsed !== null && parsed.e164 === value && (!options.mobile || parsed.mobile);
        },
        // class-validator keeps the context only for a non-empty message; ours is by code.
        defaultMessage: () => 'invalid phone',
      },
    });
  };
}

/** The property must equal another property of the same object (password confirmation). */
export function SameAs(property: string, code = 'password_mismatch'): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [property],
      options: { context: { code } },
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          return value === (args.object as Record<string, unknown>)[property];
        },
        defaultMessage: () => `must equal ${property}`,
      },
    });
  };
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** Whether a string is an ISO 8601 date (midnight UTC) or a date-time with a zone, on the calendar. */
function isIsoDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [, y, m, d, hh = '00', mm = '00', ss = '00'] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const onCalendar =
    day.getUTCFullYear() === Number(y) && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
  return onCalendar && Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60 && !Number.isNaN(Date.parse(value));
}

/** An instant in ISO 8601: `2026-05-01` (midnight UTC) or `2026-05-01T10:00:00+05:00`; a zone is required. */
export function IsIsoDateTime(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isIsoDateTime',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { context: { code: 'invalid_datetime' } },
      validator: { validate: isIsoDateTime, defaultMessage: () => 'invalid date-time' },
    });
  };
}
