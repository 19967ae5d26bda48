import type { TPaymentTermsResponse } from '@amplio/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/payments/terms: the fee and GST rates and the funding limits, for the breakdown shown before paying. */
export function getPaymentTerms(options: { signal?: AbortSignal } = {}): Promise<TPaymentTermsResponse> {
  return api.get<TPaymentTermsResponse>('/api/payments/terms', { signal: options.signal });
}

export const getPaymentTermsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-terms'], queryFn: ({ signal }) => getPaymentTerms({ signal }), staleTime: 10 * 60_000 });

export const usePaymentTerms = () => useQuery(getPaymentTermsQueryOptions());
