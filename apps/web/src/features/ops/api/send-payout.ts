import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { api } from '../../../lib/api-client';
import { type PayoutActionInput, payoutActionPath, usePayoutAction } from '../hooks/use-payout-action';

/** What the sandbox provider reports a few seconds after a send (a real provider ignores it). */
export type SendOutcome = 'processed' | 'failed';

/** POST /api/ops/payouts/{id}/send {simulate?}: hands a pending payout to the provider. */
export function sendPayout(input: PayoutActionInput & { simulate?: SendOutcome }): Promise<TOpsPayoutResponse> {
  const body = input.simulate ? { simulate: input.simulate } : {};
  return api.post<TOpsPayoutResponse>(payoutActionPath(input.payoutId, 'send'), body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export const useSendPayout = () => usePayoutAction(sendPayout);
