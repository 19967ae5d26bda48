import type { TSuspenseItemResponse } from '@amplio/shared/schemas/ops-books';
import { postOpsAction, useOpsAction } from '../hooks/use-ops-action';
import { opsSuspenseKey, replaceCachedSuspenseItem } from './get-ops-suspense';

export interface SuspenseActionInput {
  itemId: string;
  /** For the audit trail; left out when empty. */
  note?: string;
  idempotencyKey: string;
}

/** POST /api/ops/suspense/{id}/{decision} {note?} under the attempt's Idempotency-Key. */
export const postSuspenseDecision = (decision: 'refund' | 'apply', input: SuspenseActionInput): Promise<TSuspenseItemResponse> =>
  postOpsAction(
    `/api/ops/suspense/${encodeURIComponent(input.itemId)}/${decision}`,
    input.idempotencyKey,
    input.note ? { note: input.note } : {},
  );

/** POST /api/ops/suspense/{id}/refund: all of the payment goes back to its payer (open → refunded). */
export const refundSuspense = (input: SuspenseActionInput) => postSuspenseDecision('refund', input);

export const useRefundSuspense = () => useOpsAction(refundSuspense, { listKey: opsSuspenseKey, replace: replaceCachedSuspenseItem });
