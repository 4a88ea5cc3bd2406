import { Injectable } from '@nestjs/common';

/**
 * In-process, per-contract mutual exclusion: two requests of this instance that talk to
 * Didox about one contract (send, delete, refresh) run one after the other, so a double
 * click never creates two drafts. Between instances the conditional updates decide.
 */
@Injectable()
export class ContractLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(contractId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(contractId) ?? Promise.resolve();
    let release!: () => void;
    const tail = new Promise<void>((resolve) => (release = resolve));
    const chained = previous.then(() => tail);
    this.tails.set(contractId, chained);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(contractId) === chained) this.tails.delete(contractId);
    }
  }
}
