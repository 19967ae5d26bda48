import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { type PayoutActionInput, postPayoutAction, usePayoutAction } from '../hooks/use-payout-action';

/** POST /api/ops/payouts/{id}/settle {utr}: the payout reached the bank; the operator records its reference. */
export const settlePayout = (input: PayoutActionInput & { utr: string }): Promise<TOpsPayoutResponse> =>
  postPayoutAction(input, 'settle', { utr: input.utr });

export const useSettlePayout = () => usePayoutAction(settlePayout);
