import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { api } from '../../../lib/api-client';
import { type PayoutActionInput, payoutActionPath, usePayoutAction } from '../hooks/use-payout-action';

/** POST /api/ops/payouts/{id}/settle {utr}: the payout reached the bank; the operator records its reference. */
export function settlePayout(input: PayoutActionInput & { utr: string }): Promise<TOpsPayoutResponse> {
  return api.post<TOpsPayoutResponse>(
    payoutActionPath(input.payoutId, 'settle'),
    { utr: input.utr },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export const useSettlePayout = () => usePayoutAction(settlePayout);
