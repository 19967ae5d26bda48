import { CAMPAIGN_PLATFORM_VALUES, type CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import type { TCreatorSearchRow } from '@amplio/shared/schemas/creator-search';
import { fileUrl } from '../../lib/uploads/file-url';
import type { SearchHit, SearchPlatformRow } from './creator-search.repository';

/** A campaign's terms for computeDynamicPrice, in rupees. */
export interface PriceTerms {
  compensation: number;
  priceCap: number | null;
}

export const isCampaignPlatform = (platform: string): platform is CampaignPlatform =>
  (CAMPAIGN_PLATFORM_VALUES as readonly string[]).includes(platform);

/** One account as a brand sees it, with the creator's price on the chosen campaign when there is one. */
export function platformView(row: SearchPlatformRow, terms: PriceTerms | null) {
  const updated = row.metrics_updated_at;
  const view = {
    platform: row.platform,
    url: row.url,
    followers: row.followers,
    avg_views: row.avg_views,
    engagement_rate: Number(row.engagement_rate),
    metrics_source: row.metrics_source,
    metrics_updated_at: updated === null ? null : new Date(updated).toISOString(),
  };
  if (!terms || !isCampaignPlatform(row.platform)) return view;
  const price = computeDynamicPrice({ platform: row.platform, metrics: row, ...terms });
  return { ...view, price: price.price };
}

/** Brands' average rating of each creator (shown from 3 ratings on) and how many there are (issue 23 §4). */
export type RatingsOf = (creatorIds: string[]) => Promise<Map<string, { rating: number | null; ratings_count: number }>>;

/** A creator as search shows them: never e-mail, phone, address lines, postal code or date of birth. */
export function searchRowView(input: {
  hit: SearchHit;
  platforms: SearchPlatformRow[];
  terms: PriceTerms | null;
  rating?: { rating: number | null; ratings_count: number };
}): TCreatorSearchRow {
  const { hit } = input;
  return {
    id: hit.user_id,
    username: hit.username,
    name: hit.name,
    profile_photo: fileUrl(hit.profile_photo_file_id),
    city: hit.city,
    state: hit.state,
    country: hit.country,
    categories: hit.categories,
    languages: hit.languages,
    content_type: hit.content_type,
    platforms: input.platforms.map((row) => platformView(row, input.terms)),
    completed_collaborations: hit.completed_collaborations,
    on_time_rate: hit.on_time_rate === null ? null : Number(hit.on_time_rate),
    rating: input.rating?.rating ?? null,
    ratings_count: input.rating?.ratings_count ?? 0,
  };
}
