import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { type PayoutActionInput, postPayoutAction, usePayoutAction } from '../hooks/use-payout-action';

/** What the sandbox provider reports a few seconds after a send (a real provider ignores it). */
export type SendOutcome = 'processed' | 'failed';

/** POST /api/ops/payouts/{id}/send {simulate?}: hands a pending payout to the provider. */
export const sendPayout = (input: PayoutActionInput & { simulate?: SendOutcome }): Promise<TOpsPayoutResponse> =>
  postPayoutAction(input, 'send', input.simulate ? { simulate: input.simulate } : {});

export const useSendPayout = () => usePayoutAction(sendPayout);
