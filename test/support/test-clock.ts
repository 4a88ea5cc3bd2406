import { Clock } from '../../src/common/clock/clock';

/** The app's clock in tests: real time plus however far the test has moved it. */
export class TestClock extends Clock {
  private offsetMs = 0;

  override nowMs(): number {
    return super.nowMs() + this.offsetMs;
  }

  /** Moves time forward, e.g. past the resend interval. */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
