import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { EdocClient } from './edoc.client';

/** Edoc: the Didox client; contracts and company lookup call it (see docs/architecture.md). */
@Module({
  imports: [HttpModule],
  providers: [EdocClient],
  exports: [EdocClient],
})
export class EdocModule {}
