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
import { findLinkClicks, findMetricReports, findOwnCampaigns, findReportScripts, type ReportCampaign } from './campaign-reports.repository';
import { findCreatorCounts, findKeptPostTotals, findSeriesDays, type KeptPostTotals } from './report-aggregate-reads';
import { findCreatorPage } from './report-creator-page';
import { creatorRow, latestUsable, seriesOf, totalsOf } from './report-builder';
import { reportCsv } from './report-csv';
import { type ReportPageQuery, parseReportQuery } from './report-query';

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
  ledger: Pick<LedgerService, 'reservationSpend' | 'reservationSpendTotals' | 'campaignCharges'>;
}) {
  const { db, clock, links, ledger } = deps;

  /**
   * Spend (the ledger's, per script and in total), totals and sources of the campaigns, from the kept aggregates
   * (decision 049, "Kept aggregates and a paged table"): a few rows, whatever the number of reports.
   */
  async function overview(campaigns: ReportCampaign[]) {
    const ids = campaigns.map((c) => c.id);
    const [{ releasedPaise, heldPaise }, charges, posts, counts] = await Promise.all([
      ledger.reservationSpendTotals({ campaignIds: ids }),
      ledger.campaignCharges({ campaignIds: ids }),
      findKeptPostTotals(db, ids),
      findCreatorCounts(db, ids),
    ]);
    const clicksKnown = campaigns.some((c) => c.destinationUrl);
    const totals = totalsOf({
      creators: counts.creators,
      postsLive: counts.postsLive,
      posts,
      clicks: clicksKnown ? { clicks: counts.clicks, uniqueClicks: counts.uniqueClicks } : null,
      costPaise: releasedPaise + heldPaise,
    });
    const spend = {
      released: paiseToRupees(releasedPaise),
      held: paiseToRupees(heldPaise),
      fees: paiseToRupees(charges.feesPaise),
      gst: paiseToRupees(charges.gstPaise),
    };
    return { totals, spend, posts };
  }

  /** The per-creator rows of one campaign: a page, or every row (`limit` null) for the CSV. */
  async function creatorRows(input: {
    campaign: ReportCampaign;
    query: Pick<ReportPageQuery, 'sort' | 'order'> & { limit: number | null; offset: number };
  }) {
    const { campaign } = input;
    const rows = await findCreatorPage(db, {
      campaignId: campaign.id,
      clicksKnown: campaign.destinationUrl !== null,
      sort: input.query.sort,
      order: input.query.order,
      limit: input.query.limit,
      offset: input.query.offset,
    });
    return rows.map((row) => {
      const hasLink = row.code !== null && campaign.destinationUrl !== null;
      return creatorRow({
        script: row.script,
        releasedPaise: row.releasedPaise,
        heldPaise: row.heldPaise,
        usable: row.usable,
        questioned: row.questioned,
        link: hasLink ? links.linkUrl(row.code as string) : null,
        clicks: hasLink ? row.clicks : null,
        uniqueClicks: hasLink ? row.uniqueClicks : null,
      });
    });
  }

  function sourcesOf(posts: KeptPostTotals, campaign: ReportCampaign) {
    const kinds = (Object.keys(posts.sources) as (keyof KeptPostTotals['sources'])[]).filter((k) => posts.sources[k] > 0);
    return {
      spend: { source: 'ledger' as const, as_of: clock.now().toISOString() },
      post_metrics: {
        source: kinds.length === 1 ? (kinds[0] ?? null) : kinds.length ? ('self_reported_with_proof' as const) : null,
        reports_used: posts.reportsUsed,
        accepted: posts.accepted,
        pending: posts.pending,
        questioned: posts.openQuestions,
        latest_reported_at: posts.latestReportedAt?.toISOString() ?? null,
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

  /**
   * One campaign's report for its owner (404 for anyone else's), with one page of the per-creator table sorted by the
   * database (`query`: sort, order, page, per_page; a wrong value is a 400).
   */
  async function report(input: { userId: string; campaignId: string; query?: unknown }): Promise<TCampaignReport> {
    const query = parseReportQuery(input.query ?? {});
    const campaign = await ownCampaign(input);
    const [built, days] = await Promise.all([overview([campaign]), findSeriesDays(db, [campaign.id])]);
    const creators = await creatorRows({
      campaign,
      query: { sort: query.sort, order: query.order, limit: query.perPage, offset: (query.page - 1) * query.perPage },
    });
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
      creators,
      creators_page: { page: query.page, per_page: query.perPage, total: built.totals.creators, sort: query.sort, order: query.order },
      series: seriesOf({ days, today: clock.now().toISOString().slice(0, 10) }),
      sources: sourcesOf(built.posts, campaign),
    };
  }

  /** Every row of the per-creator table as CSV, in the page's default order. */
  async function csv(input: { userId: string; campaignId: string }) {
    const campaign = await ownCampaign(input);
    const query = parseReportQuery({});
    const rows = await creatorRows({ campaign, query: { sort: query.sort, order: query.order, limit: null, offset: 0 } });
    const name =
      (campaign.productName ?? 'campaign')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'campaign';
    return { filename: `${name}-report.csv`, body: reportCsv(rows) };
  }

  /** The brand's published campaigns added up: the dashboard's card. */
  async function summary(input: { userId: string }): Promise<TReportSummaryResponse['data']> {
    const campaigns = await findOwnCampaigns(db, { userId: input.userId, ids: null, published: true });
    const built = await overview(campaigns);
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
      const ownReports = reportsByScript.get(script.scriptId) ?? [];
      const row = creatorRow({
        script,
        releasedPaise: money.get(script.scriptId)?.releasedPaise ?? 0n,
        heldPaise: 0n,
        usable: latestUsable(ownReports),
        questioned: ownReports.at(-1)?.openQuestion ?? false,
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
