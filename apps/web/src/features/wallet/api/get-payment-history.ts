import { type TPaymentHistoryResponse, WALLET_LIMITS } from '@amplio/shared/schemas/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletKey } from './wallet-keys';

export interface PaymentHistoryPage {
  page: number;
  perPage?: number;
}

/** GET /api/creator/payment-history?page=&per_page=: the wallet's lines, newest first, each with the balance after it. */
export function getPaymentHistory(input: PaymentHistoryPage, options: { signal?: AbortSignal } = {}): Promise<TPaymentHistoryResponse> {
  return api.get<TPaymentHistoryResponse>('/api/creator/payment-history', {
    query: { page: input.page, per_page: input.perPage ?? WALLET_LIMITS.historyPerPage },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const paymentHistoryKey = [...walletKey, 'history'] as const;

export const getPaymentHistoryQueryOptions = (input: PaymentHistoryPage) =>
  queryOptions({
    queryKey: [...paymentHistoryKey, { page: input.page, perPage: input.perPage ?? WALLET_LIMITS.historyPerPage }],
    queryFn: ({ signal }) => getPaymentHistory(input, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePaymentHistory = (input: PaymentHistoryPage) => useQuery(getPaymentHistoryQueryOptions(input));
