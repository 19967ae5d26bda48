import type { TSocialLinksWithPricingResponse } from '@amplio/shared/schemas/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/creator/social-links-with-pricing?campaign_id=: this creator's price per platform of the campaign. */
export function getSocialLinksWithPricing(campaignId: string, options: { signal?: AbortSignal } = {}) {
  return api.get<TSocialLinksWithPricingResponse>('/api/creator/social-links-with-pricing', {
    query: { campaign_id: campaignId },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const getSocialLinksWithPricingQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['creator-social-links-with-pricing', campaignId],
    queryFn: ({ signal }) => getSocialLinksWithPricing(campaignId, { signal }),
  });

export const useSocialLinksWithPricing = (campaignId: string | null) =>
  useQuery({ ...getSocialLinksWithPricingQueryOptions(campaignId ?? ''), enabled: campaignId !== null });
