import { CAMPAIGN_LIMITS } from '@amplio/shared/constants/campaigns';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveCampaigns } from '../../discovery/api/get-active-campaigns';

/** How many pages (10 each) of campaigns matching the product name the lookup reads before it gives up. */
const MAX_PAGES = 5;

export interface ScriptCampaignLookup {
  campaignId: string;
  /** The campaign's product name: discovery's text search finds the campaign by it, then the id picks it out. */
  productName: string;
}

/**
 * One open campaign the pickers do not list (further down discovery than they read), for Start Creating and a
 * campaign's submission page. The server has no "one open campaign by id" call for a creator, so this searches
 * GET /api/campaigns/active by the product name and matches the id. null when it is not open (or not found).
 */
export async function getScriptCampaign(lookup: ScriptCampaignLookup, signal?: AbortSignal): Promise<TDiscoveredCampaign | null> {
  const search = lookup.productName.trim().slice(0, CAMPAIGN_LIMITS.searchMax);
  if (!search) return null;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await getActiveCampaigns({ search, page }, { signal });
    const found = answer.data.find((campaign) => campaign.id === lookup.campaignId);
    if (found) return found;
    if (page >= answer.last_page) break;
  }
  return null;
}

export const getScriptCampaignQueryOptions = (lookup: ScriptCampaignLookup) =>
  queryOptions({
    queryKey: ['script-campaign-choice', lookup.campaignId, lookup.productName],
    queryFn: ({ signal }) => getScriptCampaign(lookup, signal),
  });

/** Looks the campaign up only when there is one to look up (`null`: the pickers already list it, or nothing names it). */
export function useScriptCampaign(lookup: ScriptCampaignLookup | null) {
  return useQuery({
    ...getScriptCampaignQueryOptions(lookup ?? { campaignId: '', productName: '' }),
    enabled: lookup !== null,
  });
}
