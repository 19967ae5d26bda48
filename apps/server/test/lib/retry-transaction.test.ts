import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, retryingTransaction } from '../../src/lib/retry-transaction';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryingTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure, also when the driver wraps it', async () => {
    const failures = [pgError('40P01'), new Error('query failed', { cause: pgError('40001') })];
    let runs = 0;
    const answer = await retryingTransaction(async () => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after the third lost race', async () => {
    let runs = 0;
    await expect(
      retryingTransaction(async () => {
        runs++;
        throw pgError('40P01');
      }),
    ).rejects.toThrow('pg 40P01');
    expect(runs).toBe(3);
  });

  it('does not run again after any other error', async () => {
    let runs = 0;
    await expect(
      retryingTransaction(async () => {
        runs++;
        throw pgError('23505');
      }),
    ).rejects.toThrow('pg 23505');
    expect(runs).toBe(1);
    expect(isRetryableTransactionError(undefined)).toBe(false);
  });
});
