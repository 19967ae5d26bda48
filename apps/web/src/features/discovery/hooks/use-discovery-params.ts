import { CAMPAIGN_PLATFORM_VALUES, type CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { useSearchParams } from 'react-router';
import type { DiscoveryFilters } from '../api/get-active-campaigns';

const isPlatform = (value: string | null): value is CampaignPlatform =>
  (CAMPAIGN_PLATFORM_VALUES as readonly string[]).includes(value ?? '');

/** Discovery's filters live in the address (?platform=&search=&page=), so links, reloads and Back keep them. */
export function useDiscoveryParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const platform = params.get('platform');
  const filters: DiscoveryFilters = {
    platform: isPlatform(platform) ? platform : undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
  };

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<DiscoveryFilters>) => {
    const next = { ...filters, ...changes };
    if (!('page' in changes)) next.page = 1;
    const search = new URLSearchParams();
    if (next.platform) search.set('platform', next.platform);
    if (next.search) search.set('search', next.search);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: 'search' in changes });
  };

  return { filters, update };
}
