import { Param, PipeTransform } from '@nestjs/common';
import { DomainException } from '../errors/domain.exception';
import { ErrorCode } from '../errors/error-codes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a uuid (any version), as resource ids are. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A malformed id cannot name anything: it is the resource's 404, never 400 or 500. */
class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: ErrorCode) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new DomainException(this.notFound);
    return value.toLowerCase();
  }
}

/** A uuid path parameter whose malformed value answers `notFound` (CONTRACT §9). */
export const IdParam = (name: string, notFound: ErrorCode): ParameterDecorator => Param(name, new IdPipe(notFound));
