type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A promise that React's use() reads synchronously once it has settled, because it carries the status fields React
 * itself sets on the promises it tracks. Components can then call use() on every render, as the rules of hooks
 * require, and still render without suspending once the code has loaded (which hydration needs).
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  const settled: Settled<T> = promise.then(
    (value) => {
      Object.assign(settled, { status: 'fulfilled', value });
      return value;
    },
    (reason: unknown) => {
      Object.assign(settled, { status: 'rejected', reason });
      throw reason;
    },
  );
  return settled;
}
