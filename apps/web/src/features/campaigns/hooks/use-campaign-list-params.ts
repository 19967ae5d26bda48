import { CAMPAIGN_STATUSES, type CampaignStatus } from '@amplio/shared/constants/campaigns';
import { CAMPAIGN_SORTS } from '@amplio/shared/schemas/campaigns';
import { useSearchParams } from 'react-router';
import type { CampaignListFilters } from '../api/get-campaigns';

const isStatus = (value: string | null): value is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is (typeof CAMPAIGN_SORTS)[number] =>
  (CAMPAIGN_SORTS as readonly string[]).includes(value ?? '');

/** The list's filters live in the address (?status=&search=&page=&sort=), so links, reloads and Back keep them. */
export function useCampaignListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const filters: CampaignListFilters = {
    status: isStatus(params.get('status')) ? (params.get('status') as CampaignStatus) : undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
    sort: isSort(params.get('sort')) ? (params.get('sort') as CampaignListFilters['sort']) : 'newest',
  };

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<CampaignListFilters>) => {
    const next = { ...filters, ...changes };
    if (!('page' in changes)) next.page = 1;
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.search) search.set('search', next.search);
    if (next.sort && next.sort !== 'newest') search.set('sort', next.sort);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: !('page' in changes) && 'search' in changes });
  };

  return { filters, update };
}
