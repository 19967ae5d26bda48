import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { api } from '../../../lib/api-client';
import { type PayoutActionInput, payoutActionPath, usePayoutAction } from '../hooks/use-payout-action';

/** POST /api/ops/payouts/{id}/fail {reason}: the payout could not be made; the money goes back to the creator's wallet. */
export function failPayout(input: PayoutActionInput & { reason: string }): Promise<TOpsPayoutResponse> {
  return api.post<TOpsPayoutResponse>(
    payoutActionPath(input.payoutId, 'fail'),
    { reason: input.reason },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export const useFailPayout = () => usePayoutAction(failPayout);
