import { costPer, costPerThousand, engagementRate, engagementsOf } from '@amplio/shared/domain/campaign-report';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TReportCreator, TReportTotals } from '@amplio/shared/schemas/campaign-reports';
import type { MetricReport, ReportScript } from './campaign-reports.repository';
import type { KeptPostTotals, SeriesDay } from './report-aggregate-reads';

const rupeesOrNull = (paise: bigint | null) => (paise === null ? null : paiseToRupees(paise));

/** Post statuses whose link the brand has accepted: the post is live. */
const LIVE_STATUSES = new Set(['Completed', 'Published']);

/** A script's usable numbers: its latest report that is accepted or still pending (a questioned one is not used). */
export function latestUsable(reports: MetricReport[]): MetricReport | null {
  let latest: MetricReport | null = null;
  for (const r of reports) if (r.status !== 'questioned' && (!latest || r.reportedAt >= latest.reportedAt)) latest = r;
  return latest;
}

/** The numbers a row shows of a script's usable report. */
export type UsableNumbers = Pick<
  MetricReport,
  'source' | 'status' | 'checkpointDay' | 'views' | 'likes' | 'comments' | 'shares' | 'saves' | 'reach' | 'reportedAt'
>;

export interface CreatorFigures {
  script: ReportScript;
  releasedPaise: bigint;
  heldPaise: bigint;
  /** The script's latest usable report (null: nothing usable yet). */
  usable: UsableNumbers | null;
  /** The script's newest report is questioned and not answered yet. */
  questioned: boolean;
  link: string | null;
  clicks: number | null;
  uniqueClicks: number | null;
}

export function creatorRow(f: CreatorFigures): TReportCreator {
  const { usable } = f;
  const costPaise = f.releasedPaise + f.heldPaise;
  const views = usable?.views ?? null;
  const engagements = usable ? engagementsOf(usable) : null;
  return {
    script_id: f.script.scriptId,
    creator_id: f.script.creatorId,
    name: f.script.name,
    username: f.script.username,
    platform: f.script.platform,
    status: f.script.status,
    post_link: f.script.postLink,
    post_live: LIVE_STATUSES.has(f.script.status) && f.script.postLink !== null,
    released: paiseToRupees(f.releasedPaise),
    held: paiseToRupees(f.heldPaise),
    views,
    likes: usable?.likes ?? null,
    comments: usable?.comments ?? null,
    shares: usable?.shares ?? null,
    saves: usable?.saves ?? null,
    reach: usable?.reach ?? null,
    clicks: f.clicks,
    unique_clicks: f.uniqueClicks,
    engagement_rate: engagementRate(engagements, views),
    cost_per_view: rupeesOrNull(costPer(costPaise, views)),
    cost_per_click: rupeesOrNull(costPer(costPaise, f.clicks)),
    metrics: usable
      ? { source: usable.source, status: usable.status, checkpoint_day: usable.checkpointDay, reported_at: usable.reportedAt.toISOString() }
      : null,
    questioned: f.questioned,
    link: f.link,
  };
}

/** What the totals add up, from the kept aggregates: creators and posts live, post numbers, clicks (null: no destination). */
export interface TotalsInput {
  creators: number;
  postsLive: number;
  posts: KeptPostTotals;
  clicks: { clicks: number; uniqueClicks: number } | null;
  costPaise: bigint;
}

/** The totals, with the costs from the spend that buys results (released + held); a count is null when no creator reported. */
export function totalsOf(input: TotalsInput): TReportTotals {
  const { posts, costPaise } = input;
  const known = posts.reportsUsed > 0;
  const views = known ? posts.views : null;
  // Every usable report has every count, so engagements and views come from the same creators.
  const engagements = known ? posts.likes + posts.comments + posts.shares + posts.saves : null;
  const clicks = input.clicks ? input.clicks.clicks : null;
  return {
    creators: input.creators,
    posts_live: input.postsLive,
    views,
    likes: known ? posts.likes : null,
    comments: known ? posts.comments : null,
    shares: known ? posts.shares : null,
    saves: known ? posts.saves : null,
    clicks,
    unique_clicks: input.clicks ? input.clicks.uniqueClicks : null,
    engagement_rate: engagementRate(engagements, views),
    cost_per_view: rupeesOrNull(costPer(costPaise, views)),
    cost_per_engagement: rupeesOrNull(costPer(costPaise, engagements)),
    cpm: rupeesOrNull(costPerThousand(costPaise, views)),
    cost_per_click: rupeesOrNull(costPer(costPaise, clicks)),
  };
}

const DAY_MS = 86_400_000;
/** The chart shows at most this many days, the latest. */
export const SERIES_MAX_DAYS = 180;

/**
 * Views and clicks by UTC day, from the first day anything is known to `today` (at most SERIES_MAX_DAYS): clicks that
 * day, and views as the sum of each creator's latest usable report up to that day (null before the first report),
 * added up from the kept change points.
 */
export function seriesOf(input: { days: SeriesDay[]; today: string }) {
  const { days } = input;
  if (days.length === 0) return [];
  let start = (days[0] as SeriesDay).day;
  const earliest = new Date(Date.parse(`${input.today}T00:00:00Z`) - (SERIES_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  if (start < earliest) start = earliest;
  let views = 0;
  let started = 0;
  let next = 0;
  const points: { date: string; views: number | null; clicks: number }[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${input.today}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    let clicks = 0;
    while (next < days.length && (days[next] as SeriesDay).day <= date) {
      const d = days[next] as SeriesDay;
      views += d.viewsDelta;
      started += d.starts;
      if (d.day === date) clicks = d.clicks;
      next += 1;
    }
    points.push({ date, views: started > 0 ? views : null, clicks });
  }
  return points;
}
