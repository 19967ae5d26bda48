import { CAMPAIGN_TIME_ZONE } from '@amplio/shared/constants/campaigns';
import { paiseToRupees } from '@amplio/shared/domain/money';
import {
  CREATOR_SEARCH_MESSAGES as M,
  CREATOR_SEARCH_PER_PAGE,
  type TCreatorSearchResponse,
  type TCreatorSearchRow,
  ZCreatorSearchQuery,
} from '@amplio/shared/schemas/creator-search';
import { and, eq } from 'drizzle-orm';
import type { FileReadPolicy } from '../files/files.service';
import type { Db } from '../../db/client';
import { campaigns, creatorSearch } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import type { CampaignPriceTerms, CreatorSearchIndex, FacetCount, SearchPlatformRow } from './creator-search.repository';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { type PriceTerms, type RatingsOf, searchRowView } from './search-row-view';

export type CreatorSearchService = ReturnType<typeof createCreatorSearchService>;

/** Made once: building a time-zone formatter costs more than the rest of a search's own work (a CPU profile). */
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: CAMPAIGN_TIME_ZONE });
/** The day in India as YYYY-MM-DD: ages count in the marketplace's own time zone. */
export const dayInIndia = (now: Date) => INDIA_DAY.format(now);

/** The campaign's terms, in rupees for computeDynamicPrice and in paise for the search's price filter and sort. */
interface CampaignTerms {
  rupees: PriceTerms;
  paise: CampaignPriceTerms;
}

function facetsView(rows: FacetCount[]): TCreatorSearchResponse['facets'] {
  const facets: TCreatorSearchResponse['facets'] = { platform: [], category: [], language: [], country: [] };
  for (const row of rows) facets[row.facet].push({ value: row.value, count: Number(row.count) });
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facets;
}

/** Brands' creator search (issue 23 §1): filters, sorts, facet counts and keyset pages over the search index. */
export function createCreatorSearchService(deps: { db: Db; clock: Clock; index: CreatorSearchIndex; ratingsOf?: RatingsOf }) {
  const ratingsOf: RatingsOf = deps.ratingsOf ?? (async () => new Map());
  /** The chosen campaign's price terms; only the brand's own published campaigns (else a 422 on campaign_id). */
  async function priceTermsOf(input: { userId: string; campaignId: string | undefined }): Promise<CampaignTerms | null> {
    if (!input.campaignId) return null;
    const [row] = await deps.db
      .select({ compensation: campaigns.compensationPaise, cap: campaigns.priceCapPaise, platforms: campaigns.platform })
      .from(campaigns)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.userId, input.userId)));
    if (!row || row.compensation === null) throw fieldError('campaign_id', M.campaignId);
    return {
      rupees: { compensation: paiseToRupees(row.compensation), priceCap: row.cap === null ? null : paiseToRupees(row.cap) },
      paise: { compensationPaise: row.compensation, capPaise: row.cap, platforms: row.platforms },
    };
  }

  return {
    /** A brand may see the profile photo of a creator its search can show. */
    profilePhotoReadPolicy: (async ({ file, viewer }) => {
      if (viewer.user?.userType !== 'brand' || file.purpose !== 'profile_photo') return false;
      const [row] = await deps.db
        .select({ id: creatorSearch.userId })
        .from(creatorSearch)
        .where(and(eq(creatorSearch.profilePhotoFileId, file.id), eq(creatorSearch.openToInvitations, true)))
        .limit(1);
      return Boolean(row);
    }) as FileReadPolicy,

    async search(input: { userId: string; query: unknown }): Promise<TCreatorSearchResponse> {
      const query = parseOrThrow(ZCreatorSearchQuery, input.query);
      const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
      const cursor = query.cursor ? decodeSearchCursor(query.cursor, sort, deps.index.sortKeyType(query)) : null;
      if (query.cursor && !cursor) throw fieldError('cursor', M.cursor);
      const terms = await priceTermsOf({ userId: input.userId, campaignId: query.campaign_id });
      const perPage = query.per_page ?? CREATOR_SEARCH_PER_PAGE;
      const today = dayInIndia(deps.clock.now());

      const [hits, facetRows] = await Promise.all([
        deps.index.page({ query, price: terms?.paise ?? null, cursor, perPage, today }),
        deps.index.facets({ query, price: terms?.paise ?? null, today }),
      ]);
      const page = hits.slice(0, perPage);
      const ids = page.map((hit) => hit.user_id);
      const [platformRows, ratings] = await Promise.all([deps.index.platforms(ids), ratingsOf(ids)]);
      const byUser = new Map<string, SearchPlatformRow[]>();
      for (const row of platformRows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      const data: TCreatorSearchRow[] = page.map((hit) =>
        searchRowView({ hit, platforms: byUser.get(hit.user_id) ?? [], terms: terms?.rupees ?? null, rating: ratings.get(hit.user_id) }),
      );
      const last = page.at(-1);
      const next_cursor = hits.length > perPage && last ? encodeSearchCursor({ sort, key: last.sort_key, id: last.user_id }) : null;
      return { success: true, data, facets: facetsView(facetRows), next_cursor };
    },
  };
}
