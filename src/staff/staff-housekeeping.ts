import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../database/housekeeping';
import { LOOKUP_WINDOW_MS } from './pin-limits';
import { SETTING_WINDOW_MS } from './pins.service';
import { PinsRepository } from './pins.repository';

/** The staff module's purges (CONTRACT §12.3): its windows of PIN guesses and PIN settings past their end. */
@Injectable()
export class StaffHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly pins: PinsRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(
      {
        table: 'pin_lookup_failures',
        purge: (now, limit) =>
          this.pins.deleteGuessWindowsStartedBefore(new Date(now.getTime() - LOOKUP_WINDOW_MS), limit),
      },
      {
        table: 'pin_setting_windows',
        purge: (now, limit) =>
          this.pins.deleteSettingWindowsEndedBefore(new Date(now.getTime() - SETTING_WINDOW_MS), limit),
      },
    );
  }
}
