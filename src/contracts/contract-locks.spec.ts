import { ContractLocks } from './contract-locks';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ContractLocks', () => {
  it('runs work on one contract one after the other, in arrival order', async () => {
    const locks = new ContractLocks();
    const events: string[] = [];
    let finishFirst!: () => void;
    const first = locks.run('a', async () => {
      events.push('first start');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('first end');
    });
    const second = locks.run('a', () => {
      events.push('second');
      return Promise.resolve(2);
    });
    await tick();
    expect(events).toEqual(['first start']);
    finishFirst();
    await expect(second).resolves.toBe(2);
    await first;
    expect(events).toEqual(['first start', 'first end', 'second']);
  });

  it('lets work on other contracts run at the same time', async () => {
    const locks = new ContractLocks();
    let finish!: () => void;
    const blocked = locks.run('a', () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(locks.run('b', () => Promise.resolve('b'))).resolves.toBe('b');
    finish();
    await blocked;
  });

  it('releases the lock when the work fails', async () => {
    const locks = new ContractLocks();
    await expect(locks.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(locks.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
