import { useSearchParams } from 'react-router';
import type { ConversationFilters } from '../api/get-conversations';

/** The list's search, page and campaign live in the address (?q=&page=&campaign_id=), so links, reloads and Back keep them. */
export function useConversationParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const filters: ConversationFilters = {
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
    campaign_id: params.get('campaign_id') || undefined,
  };

  /** Changes some filters; a new search goes back to page 1. */
  const update = (changes: Partial<ConversationFilters>) => {
    const next = { ...filters, ...changes };
    if (!('page' in changes)) next.page = 1;
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.campaign_id) search.set('campaign_id', next.campaign_id);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: 'q' in changes });
  };

  return { filters, update };
}
