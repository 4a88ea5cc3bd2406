import { Global, Module } from '@nestjs/common';
import { Housekeeping } from './housekeeping';

/** Housekeeping (CONTRACT §12.3): every module registers its tables' purges into `Housekeeping`. */
@Global()
@Module({
  providers: [Housekeeping],
  exports: [Housekeeping],
})
export class HousekeepingModule {}
