/** PostgreSQL's deadlock (40P01) and serialization (40001) failures, also when wrapped: the transaction did nothing and may simply run again. */
export function isRetryableTransactionError(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '40P01' || e.code === '40001') return true;
  }
  return false;
}

/** Runs `work` (one whole transaction) up to three times while it fails only because it lost a deadlock or a serialization race. */
export async function retryingTransaction<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 3 || !isRetryableTransactionError(err)) throw err;
    }
  }
}
