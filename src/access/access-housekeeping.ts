import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../database/housekeeping';
import { ORGANIZATION_PIN_GUESSES, PinGuessCeiling } from './pin-guess-ceiling';

/** The access module's purge (CONTRACT §12.3): the organizations' windows of wrong PINs past their end. */
@Injectable()
export class AccessHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly ceiling: PinGuessCeiling,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      table: 'organization_pin_guesses',
      purge: (now, limit) =>
        this.ceiling.deleteEndedBefore(new Date(now.getTime() - ORGANIZATION_PIN_GUESSES.windowMs), limit),
    });
  }
}
