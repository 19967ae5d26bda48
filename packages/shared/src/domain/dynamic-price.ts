import { ENGAGEMENT_RATE_DEFINITION, ENGAGEMENT_RATE_LABEL, engagementRate } from './engagement';
import { joinList } from './list-join';
import { CAMPAIGN_PLATFORMS, type CampaignPlatform } from '../constants/campaigns';
import {
  ENGAGEMENT_METRICS,
  ENGAGEMENT_WEIGHTS,
  type EngagementMetric,
  PLATFORM_PRICE_RATES,
  PRICE_RULES as R,
} from '../constants/creator-pricing';

/** A social account's metrics, in the spec's field names (spec 3 §3 "Social link"). null or absent: not known. */
export interface PriceMetrics {
  followers?: number | null;
  avg_views?: number | null;
  avg_likes?: number | null;
  avg_comments?: number | null;
  avg_shares?: number | null;
  avg_saves?: number | null;
}

export interface DynamicPriceInput {
  platform: CampaignPlatform;
  metrics: PriceMetrics | null | undefined;
  /** Rupees: the campaign's compensation per creator, the price when there are no metrics (spec 3 §9). */
  compensation: number;
  /** Rupees: the most the campaign pays one creator; null or absent when it has no cap. */
  priceCap?: number | null;
}

export interface EngagementBreakdown {
  known: boolean;
  /** Engagement metrics not given; they count as zero when at least one other is known. */
  missing: EngagementMetric[];
  /** likes + 2·comments + 3·shares + 3·saves. */
  weighted: number;
  /** The weighted engagement counted: at most the views counted. */
  counted: number;
  cappedByViews: boolean;
  /** ER = counted / F; null when unknown. */
  rate: number | null;
  benchmark: number;
  /** (ER / benchmark)^0.3, or 1 when unknown. */
  factor: number;
}

export interface ViewsBreakdown {
  known: boolean;
  avgViews: number | null;
  /** min(avg views, 20·F). */
  counted: number | null;
  cappedAtMultiple: boolean;
  /** VR = counted / F; null when unknown. */
  rate: number | null;
  reference: number;
  /** (VR / VR_ref)^0.3, or 1 when unknown. */
  factor: number;
}

export interface FormulaBreakdown {
  /** R_p in rupees. */
  rate: number;
  followers: number;
  /** F: the followers, at least 1,000. */
  followersUsed: number;
  followersRaised: boolean;
  /** R_p × (F / 1000)^0.77, unrounded. */
  base: number;
  engagement: EngagementBreakdown;
  views: ViewsBreakdown;
  qualityBeforeClamp: number;
  /** q, clamped to 0.5 … 2. */
  quality: number;
  qualityLimit: 'min' | 'max' | null;
  /** base × q, unrounded. */
  amount: number;
  /** amount rounded to the nearest ₹50. */
  rounded: number;
  floorApplied: boolean;
  ceilingApplied: boolean;
  priceCap: number | null;
  capApplied: boolean;
}

interface PriceCommon {
  platform: CampaignPlatform;
  /** Rupees: what the creator is offered and what saving a script reserves. */
  price: number;
  /** Rupees: the price from followers alone (q = 1), before the campaign's cap. The compensation when there are no metrics. */
  basePrice: number;
  /** The breakdown in plain sentences, in order, for the card and the modal. */
  explanation: string[];
}

export type DynamicPrice =
  | (PriceCommon & { source: 'formula'; breakdown: FormulaBreakdown })
  | (PriceCommon & {
      source: 'compensation';
      /** no_metrics: nothing known for the platform; no_followers: other metrics but no follower count. */
      reason: 'no_metrics' | 'no_followers';
      priceCap: number | null;
      capApplied: boolean;
    });

/** Metrics must be finite and not negative; anything else counts as not known. */
const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rounds rupees to the nearest ₹50, halves up. */
export const roundToPriceStep = (amount: number) => Math.round(amount / R.roundingStep) * R.roundingStep;

const clampPrice = (amount: number) => clamp(roundToPriceStep(amount), R.floor, R.ceiling);

function checkAmount(name: string, value: number) {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite amount in rupees, not ${value}`);
}

/**
 * A creator's price for a campaign on one platform (issue 12 §3):
 * base = R_p × (F / 1000)^0.77 with F = max(followers, 1000), used everywhere below;
 * q = clamp((ER / 3.5 %)^0.3 × (VR / VR_ref)^0.3, 0.5, 2), ER = min(likes + 2·comments + 3·shares + 3·saves, views counted) / F,
 * VR = min(avg views, 20·F) / F, a missing factor counting 1;
 * price = min(clamp(round to ₹50 (base × q), ₹500, ₹25,00,000), price cap).
 * Without a follower count it is the campaign's compensation (capped too). The price never falls when any single
 * metric rises (see dynamic-price.property.test.ts and decision 016).
 */
export function computeDynamicPrice({ platform, metrics, compensation, priceCap = null }: DynamicPriceInput): DynamicPrice {
  checkAmount('compensation', compensation);
  if (priceCap !== null) checkAmount('priceCap', priceCap);
  const m = metrics ?? {};
  if (!known(m.followers)) return compensationPrice({ platform, m, compensation, priceCap });

  const { rate, viewsReference } = PLATFORM_PRICE_RATES[platform];
  const followers = m.followers;
  const F = Math.max(followers, R.minFollowers);
  const base = rate * (F / 1000) ** R.followerExponent;

  const views = viewsBreakdown(m.avg_views, F, viewsReference);
  const engagement = engagementBreakdown(m, F, views.counted);

  const qualityBeforeClamp = engagement.factor * views.factor;
  const quality = clamp(qualityBeforeClamp, R.qualityMin, R.qualityMax);
  const qualityLimit = qualityBeforeClamp < R.qualityMin ? 'min' : qualityBeforeClamp > R.qualityMax ? 'max' : null;
  const amount = base * quality;
  const rounded = roundToPriceStep(amount);
  const clamped = clamp(rounded, R.floor, R.ceiling);
  const price = priceCap === null ? clamped : Math.min(clamped, priceCap);
  const capApplied = price < clamped;

  const breakdown: FormulaBreakdown = {
    rate,
    followers,
    followersUsed: F,
    followersRaised: followers < R.minFollowers,
    base,
    engagement,
    views,
    qualityBeforeClamp,
    quality,
    qualityLimit,
    amount,
    rounded,
    floorApplied: rounded < R.floor,
    ceilingApplied: rounded > R.ceiling,
    priceCap,
    capApplied,
  };
  return {
    source: 'formula',
    platform,
    price,
    basePrice: clampPrice(base),
    breakdown,
    explanation: explain(platform, breakdown, price, m),
  };
}

function compensationPrice({
  platform,
  m,
  compensation,
  priceCap,
}: {
  platform: CampaignPlatform;
  m: PriceMetrics;
  compensation: number;
  priceCap: number | null;
}): DynamicPrice {
  const anyKnown = known(m.avg_views) || ENGAGEMENT_METRICS.some((k) => known(m[k]));
  const price = priceCap === null ? compensation : Math.min(compensation, priceCap);
  const capApplied = price < compensation;
  const what = anyKnown
    ? `${platformLabel(platform)} ${AUDIENCE[platform].one} count`
    : `${platformLabel(platform)} numbers to your profile`;
  const explanation = [`Add your ${what} to get a price of your own. Until then this campaign pays its standard ${rupees(compensation)}.`];
  if (capApplied) explanation.push(`Limited to this campaign's price cap of ${rupees(price)}.`);
  explanation.push(`Your price: ${rupees(price)}.`);
  return {
    source: 'compensation',
    reason: anyKnown ? 'no_followers' : 'no_metrics',
    platform,
    price,
    basePrice: compensation,
    priceCap,
    capApplied,
    explanation,
  };
}

function viewsBreakdown(avgViews: number | null | undefined, F: number, reference: number): ViewsBreakdown {
  if (!known(avgViews)) {
    return { known: false, avgViews: null, counted: null, cappedAtMultiple: false, rate: null, reference, factor: 1 };
  }
  const counted = Math.min(avgViews, R.viewsCapMultiple * F);
  const rate = counted / F;
  return {
    known: true,
    avgViews,
    counted,
    cappedAtMultiple: avgViews > counted,
    rate,
    reference,
    factor: (rate / reference) ** R.qualityExponent,
  };
}

function engagementBreakdown(m: PriceMetrics, F: number, viewsCounted: number | null): EngagementBreakdown {
  const missing = ENGAGEMENT_METRICS.filter((k) => !known(m[k]));
  const benchmark = R.engagementBenchmark;
  if (missing.length === ENGAGEMENT_METRICS.length) {
    return { known: false, missing, weighted: 0, counted: 0, cappedByViews: false, rate: null, benchmark, factor: 1 };
  }
  const weighted = ENGAGEMENT_METRICS.reduce((sum, k) => {
    const value = m[k];
    return known(value) ? sum + ENGAGEMENT_WEIGHTS[k] * value : sum;
  }, 0);
  const counted = viewsCounted === null ? weighted : Math.min(weighted, viewsCounted);
  const rate = counted / F;
  return {
    known: true,
    missing,
    weighted,
    counted,
    cappedByViews: counted < weighted,
    rate,
    benchmark,
    factor: (rate / benchmark) ** R.qualityExponent,
  };
}

const AUDIENCE: Record<CampaignPlatform, { one: string; many: string }> = {
  instagram: { one: 'follower', many: 'followers' },
  youtube: { one: 'subscriber', many: 'subscribers' },
  facebook: { one: 'follower', many: 'followers' },
  tiktok: { one: 'follower', many: 'followers' },
  twitter: { one: 'follower', many: 'followers' },
  linkedin: { one: 'follower', many: 'followers' },
};
const platformLabel = (platform: CampaignPlatform) => CAMPAIGN_PLATFORMS.find((p) => p.value === platform)?.label ?? platform;

const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const TWO_DECIMALS = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = (n: number) => WHOLE.format(Math.round(n));
const rupees = (n: number) => `₹${PAISE.format(n)}`;
const roundRupees = (n: number) => rupees(Math.round(n));
const times = (factor: number) => `×${factor.toFixed(2)}`;
const percent = (ratio: number) => `${TWO_DECIMALS.format(ratio * 100)}%`;
const METRIC_NAMES: Record<EngagementMetric, string> = {
  avg_likes: 'likes',
  avg_comments: 'comments',
  avg_shares: 'shares',
  avg_saves: 'saves',
};

function explain(platform: CampaignPlatform, b: FormulaBreakdown, price: number, m: PriceMetrics): string[] {
  const lines: string[] = [];
  const label = platformLabel(platform);
  const { one, many: audience } = AUDIENCE[platform];
  lines.push(
    `Base from ${audience}: ${roundRupees(b.base)} for ${wholeNumber(b.followersUsed)} ${label} ${audience} (${rupees(b.rate)} at 1,000; the base grows a little slower than the audience).`,
  );
  if (b.followersRaised)
    lines.push(`Accounts with fewer than ${wholeNumber(R.minFollowers)} ${audience} are priced as ${wholeNumber(R.minFollowers)}.`);

  const e = b.engagement;
  if (e.known && e.rate !== null) {
    const missing = e.missing.length ? `; ${listWords(e.missing.map((k) => METRIC_NAMES[k]))} not added, so counted as none` : '';
    const capped = e.cappedByViews
      ? '; counted only up to your average views, since a post cannot be engaged with more than it is seen'
      : '';
    // Spec 3 §9's engagement rate is named as such; the price weighs interactions differently and says so.
    const rate =
      known(m.avg_likes) || known(m.avg_comments)
        ? ` Your ${ENGAGEMENT_RATE_LABEL.toLowerCase()}, ${ENGAGEMENT_RATE_DEFINITION}, is ${TWO_DECIMALS.format(engagementRate(m))}%.`
        : '';
    lines.push(
      `Weighted interactions: your posts get ${percent(e.rate)} weighted interactions per ${one} (likes, comments ×2, shares ×3, saves ×3${missing}${capped}), against a typical ${percent(e.benchmark)}: ${times(e.factor)}.${rate}`,
    );
  } else {
    lines.push('Weighted interactions: not added yet, so they leave the price as it is (×1.00).');
  }

  const v = b.views;
  if (v.known && v.rate !== null) {
    const capped = v.cappedAtMultiple ? ` (views count up to ${R.viewsCapMultiple} times your ${audience})` : '';
    lines.push(
      `Views: a post reaches ${wholeNumber(v.rate * 100)} views per 100 ${audience}${capped}, against a typical ${wholeNumber(v.reference * 100)} on ${label}: ${times(v.factor)}.`,
    );
  } else {
    lines.push('Views: not added yet, so they leave the price as they are (×1.00).');
  }

  lines.push(qualitySentence(b));
  lines.push(`Base × quality: ${roundRupees(b.amount)}, rounded to the nearest ₹${R.roundingStep}: ${rupees(b.rounded)}.`);
  if (b.floorApplied) lines.push(`Raised to the ${rupees(R.floor)} minimum.`);
  if (b.ceilingApplied) lines.push(`Limited to the ${rupees(R.ceiling)} maximum.`);
  if (b.capApplied && b.priceCap !== null) lines.push(`Limited to this campaign's price cap of ${rupees(b.priceCap)}.`);
  lines.push(`Your price: ${rupees(price)}.`);
  return lines;
}

function qualitySentence(b: FormulaBreakdown): string {
  const { engagement: e, views: v } = b;
  if (!e.known && !v.known) return 'Quality factor: ×1.00, from followers alone. Add your likes, comments and views to move it.';
  const engagementPull = Math.abs(Math.log(e.factor));
  const viewsPull = Math.abs(Math.log(v.factor));
  const driver =
    engagementPull === viewsPull ? 'interactions and views alike' : engagementPull > viewsPull ? 'your interactions' : 'your views';
  const direction = b.qualityBeforeClamp >= 1 ? 'raised' : 'lowered';
  const limit =
    b.qualityLimit === 'max'
      ? ` (the most it can be; your numbers gave ${times(b.qualityBeforeClamp)})`
      : b.qualityLimit === 'min'
        ? ` (the least it can be; your numbers gave ${times(b.qualityBeforeClamp)})`
        : '';
  if (b.qualityBeforeClamp === 1) return `Quality factor: ×1.00${limit}.`;
  return `Quality factor: ${times(b.quality)}${limit}, ${direction} mostly by ${driver}.`;
}

const listWords = (words: string[]): string => joinList(words, 'and');
