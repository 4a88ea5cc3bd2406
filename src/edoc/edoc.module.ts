import { Module } from '@nestjs/common';

/** Edoc: see docs/architecture.md for what this module owns. */
@Module({})
export class EdocModule {}
