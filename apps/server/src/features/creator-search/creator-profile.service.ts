import { CREATOR_LIMITS } from '@amplio/shared/constants/creator-options';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { CREATOR_PROFILE_MESSAGES as M, type TCreatorProfileForBrand, type TCreatorSearchRow } from '@amplio/shared/schemas/creator-search';
import { AppError } from '../../lib/errors';
import { ZUpdateCreatorBrandViewRequest } from '@amplio/shared/schemas/creator-brand-view';
import { parseOrThrow } from '../../lib/validation';
import type { CreatorProfileReader, OpenCreator, RunningCampaign } from './creator-profile.repository';
import type { CreatorSearchIndex, SearchPlatformRow } from './creator-search.repository';
import { isCampaignPlatform, type RatingsOf, searchRowView } from './search-row-view';

const notFound = () => new AppError({ code: 'creator_not_found', status: 404, message: M.notFound });

/** The creator's price on each of the campaign's platforms they have an account on, with the creator's own working. */
function pricesOn(campaign: RunningCampaign, accounts: SearchPlatformRow[]) {
  const terms = {
    compensation: paiseToRupees(BigInt(campaign.compensation_paise)),
    priceCap: campaign.cap_paise === null ? null : paiseToRupees(BigInt(campaign.cap_paise)),
  };
  return campaign.platforms.flatMap((platform) => {
    const account = accounts.find((row) => row.platform === platform);
    if (!account || !isCampaignPlatform(platform)) return [];
    const price = computeDynamicPrice({ platform, metrics: account, ...terms });
    return [
      {
        campaign_id: campaign.id,
        campaign_name: campaign.product_name,
        platform,
        dynamic_price: price.price,
        breakdown: price.explanation,
      },
    ];
  });
}

/** A creator's page as a brand sees it (issue 23 §2): who they are, their numbers, track record and prices. */
export function createCreatorProfileService(deps: {
  index: Pick<CreatorSearchIndex, 'platforms'>;
  reader: CreatorProfileReader;
  /** Brands' ratings of creators; none yet by default (tests that build the service alone). */
  ratingsOf?: RatingsOf;
  /** The work the creator shows, in their order (creator-portfolio.service); none by default. */
  portfolioOf?: (creatorId: string) => Promise<TCreatorProfileForBrand['portfolio']>;
}) {
  const ratingsOf: RatingsOf = deps.ratingsOf ?? (async () => new Map());
  const portfolioOf = deps.portfolioOf ?? (async () => []);
  /** The page as brands see it, without a brand's prices. */
  async function pageOf(creator: OpenCreator) {
    const [accounts, averageRejections, ratings, portfolio] = await Promise.all([
      deps.index.platforms([creator.user_id]),
      deps.reader.averageRejections(creator.user_id),
      ratingsOf([creator.user_id]),
      portfolioOf(creator.user_id),
    ]);
    const row = searchRowView({ hit: creator, platforms: accounts, terms: null, rating: ratings.get(creator.user_id) });
    const page = {
      ...row,
      bio: creator.bio,
      portfolio,
      track_record: {
        completed: row.completed_collaborations,
        on_time_rate: row.on_time_rate,
        avg_rejections: averageRejections,
        rating: row.rating,
        ratings_count: row.ratings_count,
      },
    };
    return { page, accounts };
  }

  /** The creator's own page as brands see it (even while switched off), with their switch and extra languages. */
  async function brandViewOf(input: { userId: string }) {
    const [creator, settings] = await Promise.all([deps.reader.ownRow(input.userId), deps.reader.brandViewSettings(input.userId)]);
    if (!creator || !settings) throw new AppError({ code: 'profile_not_found', status: 404, message: M.ownProfileMissing });
    return { settings, preview: (await pageOf(creator)).page };
  }

  return {
    brandViewOf,

    async saveBrandView(input: { userId: string; body: unknown; now: Date }) {
      const body = parseOrThrow(ZUpdateCreatorBrandViewRequest, input.body);
      await deps.reader.saveBrandViewSettings({
        userId: input.userId,
        open: body.open_to_invitations,
        extraLanguages: body.extra_languages,
        now: input.now,
      });
      return brandViewOf(input);
    },

    /** The creators among `userIds` that brands may see, as search shows them, in the order given. */
    async rowsOf(userIds: string[]): Promise<TCreatorSearchRow[]> {
      const hits = await deps.reader.openCreators(userIds);
      const [accounts, ratings] = await Promise.all([
        deps.index.platforms(hits.map((hit) => hit.user_id)),
        ratingsOf(hits.map((hit) => hit.user_id)),
      ]);
      const byId = new Map(hits.map((hit) => [hit.user_id, hit]));
      return userIds.flatMap((id) => {
        const hit = byId.get(id);
        return hit
          ? [searchRowView({ hit, platforms: accounts.filter((row) => row.user_id === id), terms: null, rating: ratings.get(id) })]
          : [];
      });
    },

    async profileForBrand(input: { brandUserId: string; username: string }): Promise<TCreatorProfileForBrand> {
      // No username is longer than the registration allows: a longer one is nobody, answered without a query.
      if (input.username.length === 0 || input.username.length > CREATOR_LIMITS.usernameMax) throw notFound();
      const creator = await deps.reader.openCreator(input.username);
      if (!creator) throw notFound();
      const [{ page, accounts }, campaigns] = await Promise.all([pageOf(creator), deps.reader.runningCampaigns(input.brandUserId)]);
      return { ...page, prices: campaigns.flatMap((campaign) => pricesOn(campaign, accounts)) };
    },
  };
}

export type CreatorProfileService = ReturnType<typeof createCreatorProfileService>;
