import { paiseToRupees } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import { engagementRate, sumKnown } from '@amplio/shared/domain/campaign-report';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import type { TCampaignReport, TCreatorResultsResponse, TReportSummaryResponse } from '@amplio/shared/schemas/campaign-reports';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { CLICK_FLUSH_EVERY_MS } from '../tracked-links/click-counter';
import type { LedgerService } from '../ledger/ledger.service';
import type { TrackedLinksService } from '../tracked-links/tracked-links.service';
import {
  findLinkClicks,
  findLinkClickTotals,
  findMetricReports,
  findReportMetrics,
  findOwnCampaigns,
  findReportScripts,
  type LinkClicks,
  type MetricReport,
  type ReportCampaign,
} from './campaign-reports.repository';
import { creatorRow, latestUsable, seriesOf, totalsOf } from './report-builder';
import { reportCsv } from './report-csv';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: CAMPAIGN_MESSAGES.notFound });
const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/**
 * Campaign results (issue 27 §3): spend from the ledger, post numbers from the creators' reports (decision 048), clicks
 * from Amplio's tracked links; every figure null where nothing is known.
 */
export function createCampaignReportsService(deps: {
  db: Db;
  clock: Clock;
  links: TrackedLinksService;
  ledger: Pick<LedgerService, 'reservationSpend' | 'campaignCharges'>;
}) {
  const { db, clock, links, ledger } = deps;

  async function build(campaigns: ReportCampaign[]) {
    const ids = campaigns.map((c) => c.id);
    const [scripts, clickTotals, money, charges] = await Promise.all([
      findReportScripts(db, { campaignIds: ids }),
      findLinkClickTotals(db, ids),
      ledger.reservationSpend({ campaignIds: ids }),
      ledger.campaignCharges({ campaignIds: ids }),
    ]);
    // The reports that may count and each script's newest, not every report (decision 049, "Speed").
    const { reports, openQuestions } = await findReportMetrics(
      db,
      scripts.map((s) => s.scriptId),
    );
    const clicks = clickTotals.links;
    const reportsByScript = groupBy(reports, (r) => r.scriptId);
    const clicksByLink = groupBy(clicks, (c) => `${c.campaignId}:${c.creatorId}`);
    const withDestination = new Set(campaigns.filter((c) => c.destinationUrl).map((c) => c.id));
    const rows = scripts.map((script) => {
      const own = clicksByLink.get(`${script.campaignId}:${script.creatorId}`);
      const hasLink = own !== undefined && withDestination.has(script.campaignId);
      const m = money.get(script.scriptId);
      return creatorRow({
        script,
        releasedPaise: m?.releasedPaise ?? 0n,
        heldPaise: m?.heldPaise ?? 0n,
        reports: reportsByScript.get(script.scriptId) ?? [],
        link: hasLink ? links.linkUrl((own[0] as LinkClicks).code) : null,
        clicks: hasLink ? own.reduce((a, c) => a + c.clicks, 0) : null,
        uniqueClicks: hasLink ? own.reduce((a, c) => a + c.uniqueClicks, 0) : null,
      });
    });
    let releasedPaise = 0n;
    let heldPaise = 0n;
    for (const m of money.values()) {
      releasedPaise += m.releasedPaise;
      heldPaise += m.heldPaise;
    }
    const totals = totalsOf(rows, releasedPaise + heldPaise, withDestination.size > 0);
    const spend = {
      released: paiseToRupees(releasedPaise),
      held: paiseToRupees(heldPaise),
      fees: paiseToRupees(charges.feesPaise),
      gst: paiseToRupees(charges.gstPaise),
    };
    return { rows, totals, spend, reports, openQuestions, dailyClicks: clickTotals.days };
  }

  function sourcesOf(openQuestions: number, campaign: ReportCampaign, usedScripts: Map<string, MetricReport[]>) {
    const used = [...usedScripts.values()].map(latestUsable).filter((r): r is MetricReport => r !== null);
    const latest =
      used
        .map((r) => r.reportedAt.toISOString())
        .sort()
        .at(-1) ?? null;
    const kinds = [...new Set(used.map((r) => r.source))];
    return {
      spend: { source: 'ledger' as const, as_of: clock.now().toISOString() },
      post_metrics: {
        source: kinds.length === 1 ? (kinds[0] ?? null) : kinds.length ? 'self_reported_with_proof' : null,
        reports_used: used.length,
        accepted: used.filter((r) => r.status === 'accepted').length,
        pending: used.filter((r) => r.status === 'pending').length,
        questioned: openQuestions,
        latest_reported_at: latest,
      },
      clicks: { source: 'tracked' as const, destination_url: campaign.destinationUrl, delay_seconds: CLICK_FLUSH_EVERY_MS / 1000 },
    };
  }

  async function ownCampaign(input: { userId: string; campaignId: string }) {
    if (!isUuid(input.campaignId)) throw notFound();
    const [campaign] = await findOwnCampaigns(db, { userId: input.userId, ids: [input.campaignId] });
    if (!campaign) throw notFound();
    return campaign;
  }

  /** One campaign's report for its owner; 404 for anyone else's. */
  async function report(input: { userId: string; campaignId: string }): Promise<TCampaignReport> {
    const campaign = await ownCampaign(input);
    const built = await build([campaign]);
    return {
      campaign: {
        id: campaign.id,
        product_name: campaign.productName,
        status: campaign.status,
        start_date: campaign.startDate,
        end_date: campaign.endDate,
      },
      spend: built.spend,
      totals: built.totals,
      creators: built.rows,
      series: seriesOf({ reports: built.reports, clicks: built.dailyClicks, today: clock.now().toISOString().slice(0, 10) }),
      sources: sourcesOf(
        built.openQuestions,
        campaign,
        groupBy(built.reports, (r) => r.scriptId),
      ),
    };
  }

  async function csv(input: { userId: string; campaignId: string }) {
    const data = await report(input);
    const name =
      (data.campaign.product_name ?? 'campaign')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'campaign';
    return { filename: `${name}-report.csv`, body: reportCsv(data.creators) };
  }

  /** The brand's published campaigns added up: the dashboard's card. */
  async function summary(input: { userId: string }): Promise<TReportSummaryResponse['data']> {
    const campaigns = await findOwnCampaigns(db, { userId: input.userId, ids: null, published: true });
    const built = await build(campaigns);
    return { campaigns: campaigns.length, spend: built.spend, totals: built.totals };
  }

  /** The creator's own results per collaboration and in total (their links are made here when missing). */
  async function creatorResults(input: { creatorId: string }): Promise<TCreatorResultsResponse['data']> {
    const scripts = await findReportScripts(db, { creatorId: input.creatorId });
    const [reports, clicks, money, linkMap] = await Promise.all([
      findMetricReports(
        db,
        scripts.map((s) => s.scriptId),
      ),
      findLinkClicks(db, { creatorId: input.creatorId }),
      ledger.reservationSpend({ scriptIds: scripts.map((s) => s.scriptId) }),
      links.linksOf({ creatorId: input.creatorId }),
    ]);
    const reportsByScript = groupBy(reports, (r) => r.scriptId);
    const clicksByCampaign = groupBy(clicks, (c) => c.campaignId);
    const items = scripts.map((script) => {
      const link = linkMap.get(script.campaignId) ?? null;
      const own = clicksByCampaign.get(script.campaignId) ?? [];
      const row = creatorRow({
        script,
        releasedPaise: money.get(script.scriptId)?.releasedPaise ?? 0n,
        heldPaise: 0n,
        reports: reportsByScript.get(script.scriptId) ?? [],
        link: link?.url ?? null,
        clicks: link ? own.reduce((a, c) => a + c.clicks, 0) : null,
        uniqueClicks: link ? own.reduce((a, c) => a + c.uniqueClicks, 0) : null,
      });
      return {
        script_id: script.scriptId,
        campaign_id: script.campaignId,
        product_name: script.productName,
        status: script.status,
        earned: row.released,
        views: row.views,
        likes: row.likes,
        comments: row.comments,
        shares: row.shares,
        saves: row.saves,
        clicks: row.clicks,
        unique_clicks: row.unique_clicks,
        engagement_rate: row.engagement_rate,
        metrics: row.metrics,
        questioned: row.questioned,
        link: row.link,
      };
    });
    const views = sumKnown(items.map((i) => i.views));
    const likes = sumKnown(items.map((i) => i.likes));
    const withViews = items.filter((i) => i.views !== null);
    const engagements = sumKnown(withViews.map((i) => (i.likes ?? 0) + (i.comments ?? 0) + (i.shares ?? 0) + (i.saves ?? 0)));
    let earnedPaise = 0n;
    for (const s of scripts) earnedPaise += money.get(s.scriptId)?.releasedPaise ?? 0n;
    const anyLink = items.some((i) => i.link !== null);
    return {
      items,
      total: {
        collaborations: items.length,
        earned: paiseToRupees(earnedPaise),
        views,
        likes,
        clicks: anyLink ? sumKnown(items.map((i) => i.clicks)) : null,
        unique_clicks: anyLink ? sumKnown(items.map((i) => i.unique_clicks)) : null,
        engagement_rate: engagementRate(engagements, views),
      },
    };
  }

  return { report, csv, summary, creatorResults };
}
export type CampaignReportsService = ReturnType<typeof createCampaignReportsService>;
