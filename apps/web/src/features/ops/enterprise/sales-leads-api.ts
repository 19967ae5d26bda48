import type { TEnterpriseRequest, TEnterpriseResponse, TOpsSalesLeadsResponse } from '@amplio/shared/schemas/sales-leads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const opsSalesLeadsKey = ['ops-sales-leads'] as const;

/** GET /api/ops/sales-leads: Enterprise leads, newest first, each with its brand account's plan now. */
export const getOpsSalesLeads = (options: { signal?: AbortSignal } = {}) =>
  api.get<TOpsSalesLeadsResponse>('/api/ops/sales-leads', { signal: options.signal, cache: 'no-store' });

export const getOpsSalesLeadsQueryOptions = () =>
  queryOptions({ queryKey: opsSalesLeadsKey, queryFn: ({ signal }) => getOpsSalesLeads({ signal }), staleTime: 0 });

export const useOpsSalesLeads = () => useQuery(getOpsSalesLeadsQueryOptions());

export type SetEnterpriseInput = TEnterpriseRequest & { userId: string; idempotencyKey: string };

/** POST /api/ops/brands/{userId}/enterprise {price, campaign_limit}: the account's own price and limit. */
export const setEnterprise = ({ userId, idempotencyKey, ...body }: SetEnterpriseInput) =>
  api.post<TEnterpriseResponse>(`/api/ops/brands/${encodeURIComponent(userId)}/enterprise`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useSetEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setEnterprise,
    onSettled: () => client.invalidateQueries({ queryKey: opsSalesLeadsKey }),
  });
}
