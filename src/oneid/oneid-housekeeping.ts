import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../database/housekeeping';
import { OneIdStatesRepository } from './oneid-states.repository';

/** OneID's purge (CONTRACT §12.3): states used or expired. */
@Injectable()
export class OneIdHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly states: OneIdStatesRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      table: 'oneid_states',
      purge: (now, limit) => this.states.deleteUsedOrExpired(limit, now),
    });
  }
}
