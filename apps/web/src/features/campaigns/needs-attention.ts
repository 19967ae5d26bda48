import type { TCampaign } from '@amplio/shared/schemas/campaigns';

export interface AttentionItem {
  campaign: TCampaign;
  tone: 'warning' | 'info' | 'danger';
  reason: string;
  action: 'edit' | 'fund' | 'open';
}

const DAY_MS = 86_400_000;
const SOON_DAYS = 7;

/** Whole days from today to an end date (0 on the day itself), in the browser's calendar. */
export function daysLeft(endDate: string, now: Date): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - today) / DAY_MS);
}

/**
 * The dashboard's "needs attention" list: what a brand should act on next, most urgent first. A draft to finish or
 * fund, a live campaign whose escrow is empty, a paused one, and one ending within 7 days (spec 3 §9's "due soon"); a
 * payment left in progress comes before any of them on its campaign.
 */
export function needsAttention(campaigns: readonly TCampaign[], now: Date): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const campaign of campaigns) {
    const live = campaign.status === 'active' || campaign.status === 'upcoming' || campaign.status === 'paused';
    if (campaign.open_funding) {
      // Issue 21: a checkout left open; "fund" opens the Fund dialog, which shows it to continue or cancel.
      items.push({ campaign, tone: 'warning', action: 'fund', reason: campaign.open_funding.message });
    } else if (campaign.status === 'draft') {
      const missing = Object.keys(campaign.missing_fields).length;
      items.push(
        missing > 0
          ? {
              campaign,
              tone: 'info',
              action: 'edit',
              reason: `Draft: ${missing} ${missing === 1 ? 'field' : 'fields'} left to fill before you can fund it`,
            }
          : { campaign, tone: 'info', action: 'fund', reason: 'Draft ready: fund it to publish it to creators' },
      );
    } else if (live && campaign.escrow.available <= 0 && campaign.escrow.reserved <= 0) {
      items.push({
        campaign,
        tone: 'danger',
        action: 'fund',
        reason: 'Nothing in escrow: creators cannot take this campaign until you fund it',
      });
    } else if (campaign.status === 'paused') {
      items.push({ campaign, tone: 'warning', action: 'open', reason: 'Paused: creators cannot start new work until you resume it' });
    } else if (campaign.status === 'active' && campaign.end_date) {
      const days = daysLeft(campaign.end_date, now);
      if (days >= 0 && days <= SOON_DAYS)
        items.push({
          campaign,
          tone: 'warning',
          action: 'open',
          reason: days === 0 ? 'Ends today' : `Ends in ${days} ${days === 1 ? 'day' : 'days'}`,
        });
    }
  }
  const rank = { danger: 0, warning: 1, info: 2 } as const;
  return items.sort((a, b) => rank[a.tone] - rank[b.tone]);
}
