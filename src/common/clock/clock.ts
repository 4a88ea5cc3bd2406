import { DynamicModule, Global, Injectable, Module } from '@nestjs/common';

/**
 * The service's time. Every time rule (codes, limits, sessions) reads it, never Date.now()
 * or the database's now(), so tests move time forward instead of sleeping: they give the app
 * a clock of their own (test/support/test-clock.ts).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return Date.now();
  }
}

@Global()
@Module({})
export class ClockModule {
  /** The app's one clock: the real one, or the one a test gives. */
  static forRoot(clock: Clock = new Clock()): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
