import type { TOpsPayoutResponse } from '@amplio/shared/schemas/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsPayoutsKey, replaceCachedPayout } from '../api/get-ops-payouts';

/** Every operator action names its attempt: a retry after a lost answer sends the same key and cannot act twice. */
export interface PayoutActionInput {
  payoutId: string;
  idempotencyKey: string;
}

/** POST /api/ops/payouts/{id}/{action} with the attempt's Idempotency-Key. */
export const postPayoutAction = (input: PayoutActionInput, action: 'send' | 'settle' | 'fail', body: Record<string, unknown>) =>
  api.post<TOpsPayoutResponse>(`/api/ops/payouts/${encodeURIComponent(input.payoutId)}/${action}`, body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });

/** A mutation that shows the answer's payout at once, and refreshes the queue and its counts whatever happened. */
export function usePayoutAction<TInput extends PayoutActionInput>(mutationFn: (input: TInput) => Promise<TOpsPayoutResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => replaceCachedPayout(client, answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: opsPayoutsKey }),
  });
}
