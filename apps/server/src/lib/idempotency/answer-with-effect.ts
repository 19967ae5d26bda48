import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../../db/client';

/** What a request running under an Idempotency-Key stores inside the transaction of its effect. */
export interface AnswerScope {
  /** Writes `body` as the key's answer in `tx`; throws (so the effect rolls back) when the claim is no longer this request's. */
  store(tx: Tx, body: unknown): Promise<void>;
  /** Set once the transaction that stored the answer has committed. */
  stored: boolean;
}

const scopes = new AsyncLocalStorage<AnswerScope>();

/** Runs a route's handler so that the transaction of its effect can store its answer (answerWithEffect). */
export const runWithAnswerScope = <T>(scope: AnswerScope, work: () => Promise<T>): Promise<T> => scopes.run(scope, work);

/**
 * Runs the effect of a request in one transaction and returns `work`'s result, which must be the request's answer.
 * When the request runs under an Idempotency-Key, that answer is stored in the same transaction: the effect and its
 * stored answer commit together, so a retry after a crash replays the answer instead of doing the work again (and
 * finding, say, the payout already paid). Outside such a request it is a plain transaction.
 */
export async function answerWithEffect<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  let storedHere = false;
  const result = await db.transaction(async (tx) => {
    const answer = await work(tx);
    if (scope && !scope.stored) {
      await scope.store(tx, answer);
      storedHere = true;
    }
    return answer;
  });
  if (scope && storedHere) scope.stored = true;
  return result;
}
