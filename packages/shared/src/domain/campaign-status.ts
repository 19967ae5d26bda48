import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_REQUESTS,
  CAMPAIGN_UTC_OFFSET_MINUTES,
  type CampaignStatus,
  type CampaignStatusRequest,
} from '../constants/campaigns';
import { CAMPAIGN_MESSAGES as M } from '../schemas/campaigns';

const DAY_MS = 86_400_000;
const OFFSET_MS = CAMPAIGN_UTC_OFFSET_MINUTES * 60_000;

/** Today's calendar date in campaign time (IST), YYYY-MM-DD. */
export const campaignToday = (now: Date) => new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
/** The instant a campaign starts: 00:00 IST on its start date. */
export const campaignStartsAt = (startDate: string) => new Date(Date.parse(`${startDate}T00:00:00Z`) - OFFSET_MS);
/** The instant a campaign ends: the midnight (IST) after its end date. */
export const campaignEndsAt = (endDate: string) => new Date(Date.parse(`${endDate}T00:00:00Z`) - OFFSET_MS + DAY_MS);

export interface CampaignDates {
  startDate: string;
  endDate: string;
}

/** Where a funded campaign stands on its timeline today. */
export function scheduledStatus(dates: CampaignDates, today: string): 'upcoming' | 'active' | 'completed' {
  if (today > dates.endDate) return 'completed';
  return today < dates.startDate ? 'upcoming' : 'active';
}

export type StatusChange = { ok: true; status: CampaignStatus } | { ok: false; message: string };

const refuse = (message: string): StatusChange => ({ ok: false, message });

/**
 * What a brand's request to change a campaign's status leads to. Publishing is not here: it happens when a
 * funding is captured. Dates are required for every status but draft, which cannot be resumed anyway.
 */
export function requestStatusChange(input: {
  from: CampaignStatus;
  to: CampaignStatusRequest;
  dates: CampaignDates | null;
  today: string;
}): StatusChange {
  const { from, to, dates, today } = input;
  if (from === 'archived') return refuse(M.archivedFinal);
  if (from === to) return refuse(M.alreadyStatus(CAMPAIGN_STATUS_LABELS[from]));
  switch (to) {
    case 'paused':
      return from === 'upcoming' || from === 'active' ? { ok: true, status: 'paused' } : refuse(M.pauseOnlyLive);
    case 'active': {
      if (from === 'draft') return refuse(M.publishNeedsFunding);
      if (from !== 'paused' || !dates) return refuse(M.resumeOnlyPaused);
      const next = scheduledStatus(dates, today);
      return next === 'completed' ? refuse(M.resumeAfterEnd) : { ok: true, status: next };
    }
    case 'completed':
      return from === 'upcoming' || from === 'active' || from === 'paused' ? { ok: true, status: 'completed' } : refuse(M.completeOnlyLive);
    case 'archived':
      return from === 'draft' || from === 'completed' ? { ok: true, status: 'archived' } : refuse(M.archiveOnlyDraftOrCompleted);
  }
}

/** The requests that would succeed now, for the page's buttons. */
export const allowedStatusChanges = (input: { from: CampaignStatus; dates: CampaignDates | null; today: string }) =>
  CAMPAIGN_STATUS_REQUESTS.filter((to) => requestStatusChange({ ...input, to }).ok);

/** The scheduled start: an upcoming campaign whose start date has come becomes active; anything else stays. */
export function startDue(input: { status: CampaignStatus; dates: CampaignDates; today: string }): boolean {
  return input.status === 'upcoming' && scheduledStatus(input.dates, input.today) === 'active';
}

/** The scheduled end: a live campaign (upcoming, active or paused) whose end date has passed completes. */
export function endDue(input: { status: CampaignStatus; dates: CampaignDates; today: string }): boolean {
  const live = input.status === 'upcoming' || input.status === 'active' || input.status === 'paused';
  return live && input.today > input.dates.endDate;
}

/** The status a captured funding gives: a draft is published by its dates; a published campaign keeps its own. */
export function statusAfterFunding(input: { status: CampaignStatus; dates: CampaignDates; today: string }): CampaignStatus {
  if (input.status !== 'draft') return input.status;
  const next = scheduledStatus(input.dates, input.today);
  return next === 'completed' ? 'active' : next;
}
