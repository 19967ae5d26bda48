import type { TOpsRefundResponse } from '@amplio/shared/schemas/ops-refunds';
import { postOpsAction, useOpsAction } from '../hooks/use-ops-action';
import { opsRefundsKey, replaceCachedRefund } from './get-ops-refunds';
import type { RefundActionInput } from './retry-refund';

/** POST /api/ops/refunds/{id}/settle {reference}: the operator returned the money by bank transfer. */
export const settleRefund = (input: RefundActionInput & { reference: string }): Promise<TOpsRefundResponse> =>
  postOpsAction(`/api/ops/refunds/${encodeURIComponent(input.refundId)}/settle`, input.idempotencyKey, { reference: input.reference });

export const useSettleRefund = () => useOpsAction(settleRefund, { listKey: opsRefundsKey, replace: replaceCachedRefund });
