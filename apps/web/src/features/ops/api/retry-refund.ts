import type { TOpsRefundResponse } from '@amplio/shared/schemas/ops-refunds';
import { postOpsAction, useOpsAction } from '../hooks/use-ops-action';
import { opsRefundsKey, replaceCachedRefund } from './get-ops-refunds';

export interface RefundActionInput {
  refundId: string;
  idempotencyKey: string;
}

/** POST /api/ops/refunds/{id}/retry: a failed refund goes to the provider again, under its own idempotency key. */
export const retryRefund = (input: RefundActionInput): Promise<TOpsRefundResponse> =>
  postOpsAction(`/api/ops/refunds/${encodeURIComponent(input.refundId)}/retry`, input.idempotencyKey, {});

export const useRetryRefund = () => useOpsAction(retryRefund, { listKey: opsRefundsKey, replace: replaceCachedRefund });
