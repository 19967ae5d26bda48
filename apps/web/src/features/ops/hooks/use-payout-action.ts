import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { opsPayoutsKey, replaceCachedPayout } from '../api/get-ops-payouts';
import { postOpsAction, useOpsAction } from './use-ops-action';

/** Every operator action names its attempt: a retry after a lost answer sends the same key and cannot act twice. */
export interface PayoutActionInput {
  payoutId: string;
  idempotencyKey: string;
}

/** POST /api/ops/payouts/{id}/{action} with the attempt's Idempotency-Key. */
export const postPayoutAction = (input: PayoutActionInput, action: 'send' | 'settle' | 'fail', body: Record<string, unknown>) =>
  postOpsAction<TOpsPayoutResponse>(`/api/ops/payouts/${encodeURIComponent(input.payoutId)}/${action}`, input.idempotencyKey, body);

/** A mutation that shows the answer's payout at once, and refreshes the queue and its counts whatever happened. */
export const usePayoutAction = <TInput extends PayoutActionInput>(mutationFn: (input: TInput) => Promise<TOpsPayoutResponse>) =>
  useOpsAction(mutationFn, { listKey: opsPayoutsKey, replace: replaceCachedPayout });
