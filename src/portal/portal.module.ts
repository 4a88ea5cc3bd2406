import { Module } from '@nestjs/common';

/** Portal: see docs/architecture.md for what this module owns. */
@Module({})
export class PortalModule {}
