import { Module } from '@nestjs/common';

/** Contracts: see docs/architecture.md for what this module owns. */
@Module({})
export class ContractsModule {}
