import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice, type DynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';

/** What a campaign's price depends on. */
export interface CampaignPriceTerms {
  compensationPaise: bigint | null;
  priceCapPaise: bigint | null;
  /** The campaign's platforms. */
  platform: string[];
}

/**
 * A creator's price on a campaign: on `platform` when given (which must be one of the campaign's), or else the highest
 * of their prices on the campaign's platforms they have an account on (what discovery shows first); with no such
 * account, the campaign's compensation (spec 3 §9, decision 020). Scripts, applications and invitations all price here.
 */
export function creatorPriceOn(input: { campaign: CampaignPriceTerms; links: TSocialLink[]; platform?: CampaignPlatform }): {
  platform: CampaignPlatform | null;
  price: DynamicPrice;
} {
  const { campaign, links, platform } = input;
  const terms = {
    compensation: paiseToRupees(campaign.compensationPaise!),
    priceCap: campaign.priceCapPaise === null ? null : paiseToRupees(campaign.priceCapPaise),
  };
  const platforms = campaign.platform as CampaignPlatform[];
  const candidates = (platform ? [platform] : platforms).map((p) => {
    const link = links.find((l) => l.platform === p);
    return { platform: link ? p : null, price: computeDynamicPrice({ platform: p, metrics: link ?? null, ...terms }) };
  });
  const withAccount = candidates.filter((c) => c.platform !== null);
  const pool = withAccount.length ? withAccount : candidates;
  return pool.reduce<{ platform: CampaignPlatform | null; price: DynamicPrice } | undefined>(
    (best, c) => (!best || c.price.price > best.price.price ? c : best),
    undefined,
  )!;
}
