import { costPer, costPerThousand, engagementRate, engagementsOf, sumKnown } from '@amplio/shared/domain/campaign-report';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TReportCreator, TReportTotals } from '@amplio/shared/schemas/campaign-reports';
import type { LinkClicks, MetricReport, ReportScript } from './campaign-reports.repository';

const rupeesOrNull = (paise: bigint | null) => (paise === null ? null : paiseToRupees(paise));

/** Post statuses whose link the brand has accepted: the post is live. */
const LIVE_STATUSES = new Set(['Completed', 'Published']);

/** A script's usable numbers: its latest report that is accepted or still pending (a questioned one is not used). */
export function latestUsable(reports: MetricReport[]): MetricReport | null {
  let latest: MetricReport | null = null;
  for (const r of reports) if (r.status !== 'questioned' && (!latest || r.reportedAt >= latest.reportedAt)) latest = r;
  return latest;
}

export interface CreatorFigures {
  script: ReportScript;
  releasedPaise: bigint;
  heldPaise: bigint;
  reports: MetricReport[];
  link: string | null;
  clicks: number | null;
  uniqueClicks: number | null;
}

export function creatorRow(f: CreatorFigures): TReportCreator {
  const usable = latestUsable(f.reports);
  const newest = f.reports.at(-1);
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
    questioned: newest?.openQuestion ?? false,
    link: f.link,
  };
}

/** The totals over creator rows, with the costs from the spend that buys results (released + held). */
export function totalsOf(rows: TReportCreator[], costPaise: bigint, clicksKnown: boolean): TReportTotals {
  const sum = (key: 'views' | 'likes' | 'comments' | 'shares' | 'saves' | 'clicks' | 'unique_clicks') => sumKnown(rows.map((r) => r[key]));
  const views = sum('views');
  // Engagements only from creators whose views are known too, so the rate compares like with like.
  const withViews = rows.filter((r) => r.views !== null);
  const engagements = sumKnown(withViews.map((r) => engagementsOf(r)));
  const clicks = clicksKnown ? (sum('clicks') ?? 0) : null;
  const uniqueClicks = clicksKnown ? (sum('unique_clicks') ?? 0) : null;
  const allEngagements = sumKnown(rows.map((r) => engagementsOf(r)));
  return {
    creators: rows.length,
    posts_live: rows.filter((r) => r.post_live).length,
    views,
    likes: sum('likes'),
    comments: sum('comments'),
    shares: sum('shares'),
    saves: sum('saves'),
    clicks,
    unique_clicks: uniqueClicks,
    engagement_rate: engagementRate(engagements, views),
    cost_per_view: rupeesOrNull(costPer(costPaise, views)),
    cost_per_engagement: rupeesOrNull(costPer(costPaise, allEngagements)),
    cpm: rupeesOrNull(costPerThousand(costPaise, views)),
    cost_per_click: rupeesOrNull(costPer(costPaise, clicks)),
  };
}

const DAY_MS = 86_400_000;
/** The chart shows at most this many days, the latest. */
export const SERIES_MAX_DAYS = 180;

/**
 * Views and clicks by UTC day, from the first day anything is known to `today`: clicks that day, and views as the sum
 * of each creator's latest usable report up to that day (null before the first report).
 */
export function seriesOf(input: { reports: MetricReport[]; clicks: Pick<LinkClicks, 'day' | 'clicks'>[]; today: string }) {
  const clicksByDay = new Map<string, number>();
  for (const c of input.clicks) if (c.day) clicksByDay.set(c.day, (clicksByDay.get(c.day) ?? 0) + c.clicks);
  const usable = input.reports.filter((r) => r.status !== 'questioned').sort((a, b) => +a.reportedAt - +b.reportedAt);
  const firstDays = [...clicksByDay.keys(), ...usable.map((r) => r.reportedAt.toISOString().slice(0, 10))].sort();
  if (firstDays.length === 0) return [];
  let start = firstDays[0] as string;
  const earliest = new Date(Date.parse(`${input.today}T00:00:00Z`) - (SERIES_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  if (start < earliest) start = earliest;
  const latestByScript = new Map<string, number>();
  let next = 0;
  const points: { date: string; views: number | null; clicks: number }[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${input.today}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    while (next < usable.length && (usable[next] as MetricReport).reportedAt.toISOString().slice(0, 10) <= date) {
      const r = usable[next] as MetricReport;
      latestByScript.set(r.scriptId, r.views);
      next += 1;
    }
    const views = latestByScript.size ? [...latestByScript.values()].reduce((a, b) => a + b, 0) : null;
    points.push({ date, views, clicks: clicksByDay.get(date) ?? 0 });
  }
  return points;
}
