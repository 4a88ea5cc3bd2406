import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { BesideRead } from '../access/read-beside';
import { SecretsService } from '../config/secrets.service';
import { LOOKUP_MAX_WRONG } from './pin-limits';
import { PIN_LOOKUP_BESIDE_CALLER } from './staff.sql';

/**
 * The PIN lookup's read, beside the guard's caller (its own values: the PIN's keyed hash
 * and the limit of wrong PINs): the member and whether the caller's window is full, for
 * PinsService.lookup.
 */
@Injectable()
export class PinLookupRead implements BesideRead {
  readonly statement = PIN_LOOKUP_BESIDE_CALLER;

  constructor(private readonly secrets: SecretsService) {}

  values(request: FastifyRequest, organizationId: string): unknown[] | null {
    const pin = (request.body as { pin?: unknown } | null | undefined)?.pin;
    return typeof pin === 'string' ? [this.secrets.hashPin(organizationId, pin), LOOKUP_MAX_WRONG] : null;
  }
}
