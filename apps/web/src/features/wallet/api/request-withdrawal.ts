import type { TEarningsResponse, TPaymentHistoryResponse, TWithdrawalRequest, TWithdrawalResponse } from '@amplio/shared/schemas/wallet';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addPendingWithdrawal, reduceEarnings } from '../optimistic-withdrawal';
import { getEarningsQueryOptions } from './get-earnings';
import { paymentHistoryKey } from './get-payment-history';
import { walletKey } from './wallet-keys';

export interface WithdrawalInput {
  body: TWithdrawalRequest & { amount: number; payment_method: 'upi' | 'bank' };
  /** One per withdrawal attempt: the same key on a retry, so a lost answer never withdraws twice. */
  idempotencyKey: string;
}

/** POST /api/creator/payment-history/withdrawal with an Idempotency-Key; 201 {success, message, data, available_balance}. */
export function requestWithdrawal(input: WithdrawalInput): Promise<TWithdrawalResponse> {
  return api.post<TWithdrawalResponse>('/api/creator/payment-history/withdrawal', input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export const withdrawalMutationKey = [...walletKey, 'withdraw'] as const;

interface Snapshot {
  earnings: TEarningsResponse | undefined;
  history: [QueryKey, TPaymentHistoryResponse | undefined][];
}

/**
 * Spec 3 §4: the Pending row and the lower balance show at once; a failure puts back what was there (and reloads);
 * either way the wallet, the tracker and the alerts are read again from the server afterwards.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const earningsKey = getEarningsQueryOptions().queryKey;
  return useMutation({
    mutationKey: withdrawalMutationKey,
    mutationFn: requestWithdrawal,
    onMutate: async (input): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: walletKey });
      const snapshot: Snapshot = {
        earnings: queryClient.getQueryData(earningsKey),
        history: queryClient.getQueriesData<TPaymentHistoryResponse>({ queryKey: paymentHistoryKey }),
      };
      const amount = input.body.amount;
      if (snapshot.earnings) queryClient.setQueryData(earningsKey, reduceEarnings(snapshot.earnings, amount));
      for (const [key, page] of snapshot.history) {
        if (!page) continue;
        queryClient.setQueryData(
          key,
          addPendingWithdrawal(page, { key: input.idempotencyKey, amount, payment_method: input.body.payment_method, at: new Date() }),
        );
      }
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(earningsKey, snapshot.earnings);
      for (const [key, page] of snapshot.history) queryClient.setQueryData(key, page);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: walletKey });
      void queryClient.invalidateQueries({ queryKey: ['creator-alerts'] });
    },
  });
}
