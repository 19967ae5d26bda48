import type { TCampaignLedgerResponse } from '@amplio/shared/schemas/campaigns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from './get-campaigns';

/** GET /api/brands/campaigns/{id}/ledger?page=: the money that moved for the campaign, newest first. */
export function getCampaignLedger(
  input: { id: string; page: number },
  options: { signal?: AbortSignal } = {},
): Promise<TCampaignLedgerResponse> {
  return api.get<TCampaignLedgerResponse>(`/api/brands/campaigns/${encodeURIComponent(input.id)}/ledger`, {
    query: { page: input.page },
    signal: options.signal,
  });
}

export const getCampaignLedgerQueryOptions = (input: { id: string; page: number }) =>
  queryOptions({
    queryKey: [...campaignsKey, 'ledger', input.id, input.page],
    queryFn: ({ signal }) => getCampaignLedger(input, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCampaignLedger = (input: { id: string; page: number }) => useQuery(getCampaignLedgerQueryOptions(input));
