import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { HttpOneIdClient } from './http-oneid.client';
import { OneIdClient } from './oneid.client';
import { OneIdConfiguredGuard } from './oneid-configured.guard';
import { OneIdFlows } from './oneid-flows.service';
import { OneIdHousekeeping } from './oneid-housekeeping';
import { OneIdStatesRepository } from './oneid-states.repository';

/** OneID: its protocol and the flows' states; auth, users and organizations give them meaning. */
@Module({
  imports: [HttpModule],
  providers: [
    { provide: OneIdClient, useClass: HttpOneIdClient },
    OneIdStatesRepository,
    OneIdFlows,
    OneIdConfiguredGuard,
    OneIdHousekeeping,
  ],
  exports: [OneIdFlows, OneIdConfiguredGuard, OneIdStatesRepository],
})
export class OneIdModule {}
