import { Module } from '@nestjs/common';

/** Staff: see docs/architecture.md for what this module owns. */
@Module({})
export class StaffModule {}
