import type { TActiveCampaignResponse, TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/**
 * GET /api/campaigns/active/{id}: one open campaign the pickers do not list (further down discovery than they read),
 * for Start Creating and a campaign's submission page. null when it is no longer open (404).
 */
export async function getScriptCampaign(campaignId: string, signal?: AbortSignal): Promise<TDiscoveredCampaign | null> {
  try {
    const answer = await api.get<TActiveCampaignResponse>(`/api/campaigns/active/${encodeURIComponent(campaignId)}`, {
      signal,
      cache: 'no-store',
    });
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getScriptCampaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['script-campaign-choice', campaignId],
    queryFn: ({ signal }) => getScriptCampaign(campaignId, signal),
  });

/** Looks the campaign up only when there is one to look up (`null`: the pickers already list it, or nothing names it). */
export function useScriptCampaign(campaignId: string | null) {
  return useQuery({ ...getScriptCampaignQueryOptions(campaignId ?? ''), enabled: campaignId !== null });
}
