import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { paiseToRupees } from '@amplio/shared/domain/money';
import {
  DISCOVERY_MESSAGES as M,
  DISCOVERY_PER_PAGE,
  type TDiscoveredCampaign,
  type TPlatformPrice,
  type TSocialLinkWithPricing,
  ZActiveCampaignsQuery,
  ZSocialLinksWithPricingQuery,
} from '@amplio/shared/schemas/discovery';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import type { CreatorFacts } from '@amplio/shared/domain/campaign-requirements';
import type { TBrandReliability } from '@amplio/shared/schemas/ratings';
import { COLLABORATION_MESSAGES } from '@amplio/shared/schemas/collaborations';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/uploads/file-url';
import { parseOrThrow } from '../../lib/validation';
import { briefFields } from '../campaigns/campaign-view';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { FileReadPolicy } from '../files/files.service';
import type { SocialAccountsService } from '../social-accounts/social-accounts.service';
import { isUuid } from '@amplio/shared/domain/uuid';

export type CampaignWithBrand = NonNullable<Awaited<ReturnType<CampaignsService['findDiscoverable']>>>;

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });

/** A discoverable campaign is published, so these fields are set (the campaigns_published_complete CHECK). */
function priceTerms(row: CampaignWithBrand) {
  return {
    compensation: paiseToRupees(row.compensationPaise!),
    priceCap: row.priceCapPaise === null ? null : paiseToRupees(row.priceCapPaise),
  };
}

/**
 * The prices last worked out, by their exact inputs (the account as the API shows it, and the campaign's terms): a
 * discovery page prices ten campaigns for each of the creator's accounts, and writing out each price's working
 * (number formatting included) costs more than the rest of the page's row. The price is a pure function of these
 * inputs, so equal inputs reuse it; bounded, oldest out first. Frozen: every answer that shows it shares it.
 */
const pricesByInputs = new Map<string, TPlatformPrice>();
const PRICE_MEMO_LIMIT = 5_000;

function priceFor(row: CampaignWithBrand, link: TSocialLink): TPlatformPrice {
  const platform = link.platform as CampaignPlatform;
  const terms = priceTerms(row);
  const key = JSON.stringify([link, terms.compensation, terms.priceCap]);
  const known = pricesByInputs.get(key);
  if (known) return known;
  const price = computeDynamicPrice({ platform, metrics: link, ...terms });
  const view = deepFreeze({
    platform,
    dynamic_price: price.price,
    base_price: price.basePrice,
    source: price.source,
    explanation: price.explanation,
  });
  if (pricesByInputs.size >= PRICE_MEMO_LIMIT) pricesByInputs.delete(pricesByInputs.keys().next().value as string);
  pricesByInputs.set(key, view);
  return view;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The creator's accounts on the campaign's platforms, in the campaign's platform order. */
function linksFor(row: CampaignWithBrand, links: TSocialLink[]): TSocialLink[] {
  return row.platform.flatMap((platform) => links.filter((link) => link.platform === platform));
}

const NO_RECORD: TBrandReliability = {
  median_decision_hours: null,
  rejected_share: null,
  creators_paid: 0,
  rating: null,
  ratings_count: 0,
};

function discoveredView(
  row: CampaignWithBrand,
  links: TSocialLink[],
  invited: boolean,
  reliability?: TBrandReliability,
): TDiscoveredCampaign {
  const { compensation, priceCap } = priceTerms(row);
  return {
    id: row.id,
    brand_id: row.brandId!,
    brand_name: row.brandName,
    product_name: row.productName!,
    ...briefFields(row),
    start_date: row.startDate!,
    end_date: row.endDate!,
    compensation,
    price_cap: priceCap,
    usage_rights: row.usageRights!,
    cover_url: fileUrl(row.coverFileId),
    created_at: row.createdAt.toISOString(),
    my_prices: linksFor(row, links)
      .map((link) => priceFor(row, link))
      .sort((a, b) => b.dynamic_price - a.dynamic_price),
    access_mode: row.accessMode,
    invited,
    brand: {
      logo_url: fileUrl(row.brandLogoFileId),
      website: row.brandWebsite,
      description: row.brandDescription,
      reliability: reliability ?? NO_RECORD,
    },
  };
}

/** Who the creator is, for the campaigns' requirements, and which requirement of a campaign they do not meet. */
export interface DiscoveryRequirements {
  creatorFacts: (input: { creatorId: string; links: TSocialLink[] }) => Promise<CreatorFacts>;
  unmetRequirementOf: (input: { campaign: CampaignWithBrand; facts: CreatorFacts }) => string | null;
}

export function createDiscoveryService(deps: {
  campaigns: Pick<CampaignsService, 'listDiscoverable' | 'findDiscoverable' | 'isDiscoverableCover'>;
  socialAccounts: Pick<SocialAccountsService, 'list'>;
  /** Of these campaigns, the ones the creator holds an invitation on (waiting or accepted). */
  invitedTo: (input: { creatorId: string; campaignIds: string[] }) => Promise<Set<string>>;
  /** Who the creator is, for the campaigns' requirements, and which requirement of a campaign they do not meet. */
  requirements: DiscoveryRequirements;
  /** Each brand's record by its owner's user id. */
  brandReliability: (brandUserIds: string[]) => Promise<Map<string, TBrandReliability>>;
}) {
  const { campaigns, socialAccounts, invitedTo, requirements, brandReliability } = deps;

  /** One campaign for a creator: an invite-only one only when invited, otherwise a 403 that says why. */
  async function reachable(input: { userId: string; id: string }) {
    if (!isUuid(input.id)) throw notFound();
    const [row, links] = await Promise.all([campaigns.findDiscoverable({ id: input.id }), socialAccounts.list({ userId: input.userId })]);
    if (!row) throw notFound();
    const invited = (await invitedTo({ creatorId: input.userId, campaignIds: [row.id] })).has(row.id);
    if (row.accessMode === 'invite_only' && !invited) {
      throw new AppError({ code: 'invite_only', status: 403, message: COLLABORATION_MESSAGES.inviteOnly });
    }
    // An invitation stands in for the requirements: the brand chose this creator.
    if (!invited) {
      const facts = await requirements.creatorFacts({ creatorId: input.userId, links: links.data });
      const unmet = requirements.unmetRequirementOf({ campaign: row, facts });
      if (unmet) throw new AppError({ code: 'requirement_not_met', status: 403, message: unmet });
    }
    return { row, links: links.data, invited };
  }

  return {
    /** Throws the 404 or 403 a creator gets for a campaign they cannot see (questions to the brand use it). */
    assertVisible: async (input: { userId: string; id: string }) => void (await reachable(input)),

    /**
     * GET /api/campaigns/active: funded, active campaigns with escrow left, each with this creator's prices; the ones
     * the creator holds a waiting or accepted invitation on first, then the rest, each in the order asked for.
     */
    async listActive(input: { userId: string; query: unknown }) {
      const q = parseOrThrow(ZActiveCampaignsQuery, input.query);
      const links = await socialAccounts.list({ userId: input.userId });
      const { rows, total } = await campaigns.listDiscoverable({
        creator: await requirements.creatorFacts({ creatorId: input.userId, links: links.data }),
        creatorId: input.userId,
        platform: q.platform,
        search: q.search,
        sort: q.sort,
        limit: DISCOVERY_PER_PAGE,
        offset: (q.page - 1) * DISCOVERY_PER_PAGE,
      });
      const records = await brandReliability(rows.map((row) => row.userId));
      return {
        // Invited campaigns come first (issue 23 §3): the page's statement orders and marks them in one read.
        data: rows.map((row) => discoveredView(row, links.data, row.invited, records.get(row.userId))),
        current_page: q.page,
        per_page: DISCOVERY_PER_PAGE,
        total,
        last_page: Math.max(1, Math.ceil(total / DISCOVERY_PER_PAGE)),
      };
    },

    /**
     * GET /api/campaigns/active/{id}: one discoverable campaign with this creator's prices, as its card shows it, for
     * a link to a campaign that is not on the pages a list has read (404 once it is paused, ended or out of escrow).
     */
    async findActive(input: { userId: string; id: string }): Promise<{ success: true; data: TDiscoveredCampaign }> {
      const { row, links, invited } = await reachable(input);
      const records = await brandReliability([row.userId]);
      return { success: true, data: discoveredView(row, links, invited, records.get(row.userId)) };
    },

    /** GET /api/creator/social-links-with-pricing: per account on the campaign's platforms, the price and its metrics. */
    async pricing(input: { userId: string; query: unknown }): Promise<{ success: true; data: TSocialLinkWithPricing[] }> {
      const { campaign_id: campaignId } = parseOrThrow(ZSocialLinksWithPricingQuery, input.query);
      const { row, links } = await reachable({ userId: input.userId, id: campaignId });
      return {
        success: true,
        data: linksFor(row, links).map((link) => ({
          ...priceFor(row, link),
          url: link.url,
          metrics: {
            followers: link.followers,
            following: link.following,
            posts: link.posts,
            avg_views: link.avg_views,
            avg_likes: link.avg_likes,
            avg_comments: link.avg_comments,
            avg_shares: link.avg_shares,
            avg_saves: link.avg_saves,
            updated_at: link.metrics_updated_at,
          },
        })),
      };
    },

    /** The files route's rule: a signed-in creator reads a brand's logo, which discovery shows beside its campaigns. */
    brandLogoReadPolicy: (({ file, viewer }) => viewer.user?.userType === 'creator' && file.purpose === 'brand_logo') as FileReadPolicy,

    /** The files route's rule: a signed-in creator reads the cover of a campaign they can discover. */
    coverReadPolicy: (async ({ file, viewer }) =>
      viewer.user?.userType === 'creator' &&
      file.purpose === 'campaign_cover' &&
      (await campaigns.isDiscoverableCover({ fileId: file.id }))) as FileReadPolicy,
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
