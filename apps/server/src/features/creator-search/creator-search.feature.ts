import type { FastifyInstance } from 'fastify';
import type { RatingsOf } from './search-row-view';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { creatorPortfolioRoutes } from './creator-portfolio.routes';
import { type CreatorPortfolioService, createCreatorPortfolioService } from './creator-portfolio.service';
import { createCreatorProfileReader } from './creator-profile.repository';
import { type CreatorProfileService, createCreatorProfileService } from './creator-profile.service';
import { createCreatorSearchIndex } from './creator-search.repository';
import { creatorSearchRoutes } from './creator-search.routes';
import { createCreatorSearchService, type CreatorSearchService } from './creator-search.service';
import { withFacetCache } from './facet-cache';

/** Builds brands' creator search on the SQL index and a creator's page for brands, and registers their routes. */
export async function registerCreatorSearch(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; facetsTtlMs: number; ratingsOf: RatingsOf },
): Promise<{ search: CreatorSearchService; profiles: CreatorProfileService; portfolio: CreatorPortfolioService }> {
  const index = withFacetCache(createCreatorSearchIndex(deps.db), { ttlMs: deps.facetsTtlMs, clock: deps.clock });
  const search = createCreatorSearchService({ db: deps.db, clock: deps.clock, index, ratingsOf: deps.ratingsOf });
  const portfolio = createCreatorPortfolioService({ db: deps.db });
  const profiles = createCreatorProfileService({
    index,
    reader: createCreatorProfileReader(deps.db),
    ratingsOf: deps.ratingsOf,
    portfolioOf: portfolio.portfolioOf,
  });
  await app.register(creatorSearchRoutes, { search, profiles, clock: deps.clock });
  await app.register(creatorPortfolioRoutes, { portfolio, clock: deps.clock });
  return { search, profiles, portfolio };
}
