import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The service's time. Every time rule (codes, limits, sessions) reads it, never Date.now()
 * or the database's now(), so tests move time forward instead of sleeping.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves time forward (tests). */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
