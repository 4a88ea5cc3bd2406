import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { PersonRead } from '../access/proved-read';
import { SecretsService } from '../config/secrets.service';
import { LOOKUP_MAX_WRONG } from './pin-limits';
import { PIN_LOOKUP_BESIDE_CALLER } from './staff.sql';

/**
 * The PIN lookup's read, beside the guard's caller (its own values: the PIN's keyed hash
 * and the limit of wrong PINs): the member and whether the caller's window is full, for
 * PinsService.lookup.
 */
@Injectable()
export class PinLookupRead implements PersonRead<typeof PIN_LOOKUP_BESIDE_CALLER.columns> {
  readonly token = 'person' as const;
  readonly statement = PIN_LOOKUP_BESIDE_CALLER;

  constructor(private readonly secrets: SecretsService) {}

  values(request: FastifyRequest, organizationId: string): [string, number] | null {
    const pin = (request.body as { pin?: unknown } | null | undefined)?.pin;
    return typeof pin === 'string' ? [this.secrets.hashPin(organizationId, pin), LOOKUP_MAX_WRONG] : null;
  }
}
