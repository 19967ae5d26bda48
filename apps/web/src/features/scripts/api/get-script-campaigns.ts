import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveCampaigns } from '../../discovery/api/get-active-campaigns';

/** How many pages of open campaigns the brand and campaign pickers read (10 each). */
const MAX_PAGES = 5;

/** The open campaigns a creator can write a script for, for the brand → campaign pickers. */
async function getScriptCampaigns(signal?: AbortSignal): Promise<TDiscoveredCampaign[]> {
  const first = await getActiveCampaigns({ page: 1 }, { signal });
  const last = Math.min(first.last_page, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: last - 1 }, (_, i) => getActiveCampaigns({ page: i + 2 }, { signal })));
  return [first, ...rest].flatMap((page) => page.data);
}

export const useScriptCampaigns = () =>
  useQuery(queryOptions({ queryKey: ['script-campaign-choices'], queryFn: ({ signal }) => getScriptCampaigns(signal) }));
