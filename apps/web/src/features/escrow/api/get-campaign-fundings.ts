import type { TCampaignFundingsResponse } from '@amplio/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from '../../campaigns/api/get-campaigns';

/**
 * GET /api/brands/campaigns/{id}/fundings: every funding of the brand's campaign, newest first, whatever became of it
 * (open, paid, failed, cancelled, expired, refunded in full, held), each with its reason and expiry.
 */
export function getCampaignFundings(campaignId: string, options: { signal?: AbortSignal } = {}): Promise<TCampaignFundingsResponse> {
  return api.get<TCampaignFundingsResponse>(`/api/brands/campaigns/${encodeURIComponent(campaignId)}/fundings`, {
    signal: options.signal,
    cache: 'no-store',
  });
}

/**
 * Under the campaigns' key: whatever reads a campaign again (a cancelled checkout, the return from the checkout, the
 * page back from the browser's cache, a campaign ended, which closes its checkouts) reads its fundings again too.
 */
export const campaignFundingsKey = [...campaignsKey, 'fundings'] as const;

export const getCampaignFundingsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: [...campaignFundingsKey, campaignId],
    queryFn: ({ signal }) => getCampaignFundings(campaignId, { signal }),
  });

export const useCampaignFundings = (campaignId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getCampaignFundingsQueryOptions(campaignId), enabled: options.enabled ?? true });
