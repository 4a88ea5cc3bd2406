import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerWith } from '../access/read-beside.repository';
import { memberByPinSql } from '../access/assignments.repository';
import type { PersonRead } from '../access/proved-read';
import { SecretsService } from '../config/secrets.service';
import { LOOKUP_MAX_WRONG } from './pin-limits';

/** The PIN lookup's own columns: the PIN's keyed hash, the limit of wrong PINs. */
const PIN_LOOKUP_COLUMNS = [
  ['pin_hash', 'varchar'],
  ['max_wrong', 'int'],
] as const;

/**
 * The PIN lookup's read, beside the guard's caller (its own values: the PIN's keyed hash
 * and the limit of wrong PINs): the member and whether the caller's window is full, for
 * PinsService.lookup.
 */
@Injectable()
export class PinLookupRead implements PersonRead<typeof PIN_LOOKUP_COLUMNS> {
  readonly token = 'person' as const;
  readonly statement = callerWith('access_callers_member_by_pin', PIN_LOOKUP_COLUMNS, (item) =>
    memberByPinSql({
      organizationId: item('organization_id'),
      userId: item('user_id'),
      pinHash: item('pin_hash'),
      maxWrong: item('max_wrong'),
    }),
  );

  constructor(private readonly secrets: SecretsService) {}

  values(request: FastifyRequest, organizationId: string): [string, number] | null {
    const pin = (request.body as { pin?: unknown } | null | undefined)?.pin;
    return typeof pin === 'string' ? [this.secrets.hashPin(organizationId, pin), LOOKUP_MAX_WRONG] : null;
  }
}
