import { CAMPAIGN_PLATFORMS, MARKETING_OBJECTIVES, USAGE_RIGHTS } from '@amplio/shared/constants/campaigns';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { formatDay } from '../../lib/format-date';

const label = <T extends { value: string; label: string }>(list: readonly T[], value: string | null | undefined) =>
  list.find((item) => item.value === value)?.label ?? value ?? 'N/A';

export const platformLabel = (value: string) => label(CAMPAIGN_PLATFORMS, value);
export const objectiveLabel = (value: string | null) => label(MARKETING_OBJECTIVES, value);
export const usageRights = (value: string | null) => USAGE_RIGHTS.find((item) => item.value === value) ?? null;

/** A campaign's name, or what to call it while the draft has none. */
export const campaignName = (campaign: Pick<TCampaign, 'product_name'>) => campaign.product_name?.trim() || 'Untitled draft';

/** "1 Dec 2026 – 31 Dec 2026", or what is missing. */
export function campaignDates(campaign: Pick<TCampaign, 'start_date' | 'end_date'>): string {
  if (!campaign.start_date && !campaign.end_date) return 'No dates yet';
  return `${formatDay(campaign.start_date)} – ${formatDay(campaign.end_date)}`;
}

/** What the budget still needs: the part not yet funded into escrow (never below zero). */
export const unfundedBudget = (campaign: Pick<TCampaign, 'budget' | 'escrow'>) =>
  Math.max(0, Math.round(((campaign.budget ?? 0) - campaign.escrow.funded) * 100) / 100);

/** The form's label of each field, for "still missing" lists. */
export const FIELD_LABELS: Record<string, string> = {
  brand_id: 'Brand',
  product_name: 'Product name',
  description: 'Description',
  key_features: 'Key features',
  platform: 'Platforms',
  video_style: 'Video style',
  marketing_objective: 'Marketing objective',
  target_audience: 'Target audience',
  tags: 'Tags',
  start_date: 'Start date',
  end_date: 'End date',
  compensation: 'Compensation per creator',
  budget: 'Budget',
  price_cap: 'Price cap per creator',
  usage_rights: 'Usage rights',
  destination_url: 'Destination link',
};

/** Whether the brand can add money now: the server also refuses completed and archived campaigns. */
export const canFund = (campaign: Pick<TCampaign, 'status'>) => campaign.status !== 'completed' && campaign.status !== 'archived';
export const canEdit = canFund;
