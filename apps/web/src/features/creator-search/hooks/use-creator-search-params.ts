import { useSearchParams } from 'react-router';

/** The filters the page offers, in the API's parameter names; every one lives in the address. */
export const CREATOR_FILTER_KEYS = [
  'q',
  'platform',
  'min_followers',
  'max_followers',
  'min_avg_views',
  'min_engagement',
  'max_engagement',
  'category',
  'content_type',
  'language',
  'country',
  'state',
  'city',
  'audience_size',
  'gender',
  'min_age',
  'max_age',
  'metrics_source',
  'campaign_id',
  'min_price',
  'max_price',
  'min_completed',
  'min_on_time_rate',
  'sort',
] as const;
export type CreatorFilterKey = (typeof CREATOR_FILTER_KEYS)[number];
export type CreatorSearchFilters = Partial<Record<CreatorFilterKey, string>>;

/** The filters and the sort that read a creator's price, which exists only on a chosen campaign. */
export const PRICE_FILTER_KEYS = ['min_price', 'max_price'] as const satisfies readonly CreatorFilterKey[];

/** Without a campaign there is no price: its range and its sort go with it, instead of a search the API refuses. */
export function withoutPriceIfNoCampaign(filters: CreatorSearchFilters): CreatorSearchFilters {
  if (filters.campaign_id) return filters;
  const next = { ...filters };
  for (const key of PRICE_FILTER_KEYS) delete next[key];
  if (next.sort === 'price') delete next.sort;
  return next;
}

/**
 * Creator search's filters live in the address (?q=&platform=&city=…), so a search can be shared, reloaded and left
 * with Back. Typing in the search box replaces the entry instead of adding one per pause.
 */
export function useCreatorSearchParams() {
  const [params, setParams] = useSearchParams();
  const filters: CreatorSearchFilters = {};
  for (const key of CREATOR_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }

  const update = (changes: CreatorSearchFilters, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams();
    const merged = withoutPriceIfNoCampaign({ ...filters, ...changes });
    for (const key of CREATOR_FILTER_KEYS) {
      const value = merged[key]?.trim();
      if (value) next.set(key, value);
    }
    setParams(next, { replace: options.replace ?? false });
  };

  const clear = () => setParams(new URLSearchParams());
  return { filters, update, clear };
}
