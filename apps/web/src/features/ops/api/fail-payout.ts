import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { type PayoutActionInput, postPayoutAction, usePayoutAction } from '../hooks/use-payout-action';

/** POST /api/ops/payouts/{id}/fail {reason}: the payout could not be made; the money goes back to the creator's wallet. */
export const failPayout = (input: PayoutActionInput & { reason: string }): Promise<TOpsPayoutResponse> =>
  postPayoutAction(input, 'fail', { reason: input.reason });

export const useFailPayout = () => usePayoutAction(failPayout);
