import { Module } from '@nestjs/common';

/** Organizations: see docs/architecture.md for what this module owns. */
@Module({})
export class OrganizationsModule {}
