import type { CampaignStatus } from '@amplio/shared/constants/campaigns';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { paths, pathTo } from '../../config/paths';
import { formatTimeLeft } from '../../lib/format-time-left';
import { timeAgo } from '../../lib/time-ago';
import type { TAttentionResponse } from '@amplio/shared/schemas/attention';
import type { AttentionApplication, AttentionEnding, AttentionSubmission } from './api/get-brand-attention';
import { campaignName } from './campaign-labels';

export type AttentionTone = 'warning' | 'info' | 'danger';

export interface AttentionItem {
  campaign: TCampaign;
  tone: AttentionTone;
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

/** One line of the dashboard's list: what waits, why, and the one thing to do. */
export interface AttentionRow {
  key: string;
  tone: AttentionTone;
  title: string;
  /** A campaign row's status, shown as its badge. */
  status?: CampaignStatus;
  /** Which campaign and when, under the title. */
  detail?: string;
  reason: string;
  action: { label: string; to: string };
}

export interface AttentionSection {
  id: 'submissions' | 'applications' | 'campaigns';
  title: string;
  rows: AttentionRow[];
}

const ACTION_LABEL = { edit: 'Finish draft', fund: 'Fund', open: 'Open' } as const;

function campaignActionPath(item: AttentionItem): string {
  const id = item.campaign.id;
  if (item.action === 'edit') return pathTo(paths.brandCampaignEdit.path, { id });
  if (item.action === 'fund') return pathTo(paths.brandCampaign.path, { id }, { fund: 1 });
  return pathTo(paths.brandCampaign.path, { id });
}

const campaignRow = (item: AttentionItem): AttentionRow => ({
  key: `campaign-${item.campaign.id}`,
  tone: item.tone,
  title: campaignName(item.campaign),
  status: item.campaign.status,
  reason: item.reason,
  action: { label: ACTION_LABEL[item.action], to: campaignActionPath(item) },
});

/** "Decides itself in 2 days 4 h": how long the brand has before Amplio decides on a submission for it. */
export function decidesText(decidesAt: string | null, now: number): string {
  if (!decidesAt) return 'Waiting for your decision';
  const left = Date.parse(decidesAt) - now;
  return left > 0 ? `Decides itself in ${formatTimeLeft(left)}` : 'Amplio is deciding now';
}

/** Content Review filtered to the submission's campaign and waiting status, with its card brought into view (?script=). */
export const submissionReviewPath = (submission: Pick<AttentionSubmission, 'script_id' | 'campaign'>) =>
  pathTo(paths.brandContentReview.path, undefined, {
    status: 'pending',
    campaign_id: submission.campaign.id,
    script: submission.script_id,
  });

const submissionRow = (s: AttentionSubmission, now: number): AttentionRow => ({
  key: `submission-${s.script_id}`,
  tone: s.decides_at && Date.parse(s.decides_at) - now <= DAY_MS ? 'danger' : 'warning',
  title: `${s.kind === 'video' ? 'Video' : s.kind === 'script' ? 'Script' : 'Post link'} from ${s.creator_name}`,
  detail: s.submitted_at ? `${campaignName(s.campaign)} · submitted ${timeAgo(s.submitted_at, now)}` : campaignName(s.campaign),
  reason: decidesText(s.decides_at, now),
  action: { label: 'Review', to: submissionReviewPath(s) },
});

const applicationRow = (a: AttentionApplication, now: number): AttentionRow => {
  const left = Date.parse(a.expires_at) - now;
  return {
    key: `application-${a.id}`,
    tone: left <= DAY_MS ? 'warning' : 'info',
    title: `${a.creator.name} applied`,
    detail: `${campaignName(a.campaign)} · ${timeAgo(a.created_at, now)}`,
    reason: left > 0 ? `Answer within ${formatTimeLeft(left)}, or the application expires` : 'Expiring now',
    action: { label: 'Answer', to: pathTo(paths.brandCampaign.path, { id: a.campaign.id }, { tab: 'creators' }) },
  };
};

const endingRow = (c: AttentionEnding, now: number): AttentionRow => {
  const days = daysLeft(c.end_date, new Date(now));
  return {
    key: `campaign-${c.id}`,
    tone: 'warning',
    title: campaignName(c),
    reason: days <= 0 ? 'Ends today' : `Ends in ${days} ${days === 1 ? 'day' : 'days'}`,
    action: { label: 'Open', to: pathTo(paths.brandCampaign.path, { id: c.id }) },
  };
};

/** A time to sort by; none (or one that cannot be read) sorts last. */
const sortTime = (value: string | null) => {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? Number.MAX_SAFE_INTEGER : time;
};

/** Soonest first. */
const byTime =
  <T>(time: (item: T) => string | null) =>
  (a: T, b: T) =>
    sortTime(time(a)) - sortTime(time(b));

/**
 * Everything that waits for the brand, in sections: submissions to decide on (the soonest automatic decision first),
 * applications to answer (the soonest to expire first), then campaigns (the recent ones' items from needsAttention,
 * and every campaign ending within 7 days that is not listed already). Empty sections are left out.
 */
export function attentionSections(input: {
  items: readonly AttentionItem[];
  attention: TAttentionResponse['data'] | undefined;
  now: number;
}): AttentionSection[] {
  const { items, attention, now } = input;
  const listed = new Set(items.map((item) => item.campaign.id));
  const ending = (attention?.campaigns_ending ?? []).filter((c) => !listed.has(c.id)).sort(byTime((c) => c.end_date));
  const sections: AttentionSection[] = [
    {
      id: 'submissions',
      title: 'Waiting for your decision',
      rows: [...(attention?.submissions ?? [])].sort(byTime((s) => s.decides_at)).map((s) => submissionRow(s, now)),
    },
    {
      id: 'applications',
      title: 'Applications to answer',
      rows: [...(attention?.applications ?? [])].sort(byTime((a) => a.expires_at)).map((a) => applicationRow(a, now)),
    },
    { id: 'campaigns', title: 'Campaigns', rows: [...items.map(campaignRow), ...ending.map((c) => endingRow(c, now))] },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
