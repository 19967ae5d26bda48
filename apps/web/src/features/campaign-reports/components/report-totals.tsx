import type { TCampaignReport } from '@amplio/shared/schemas/campaign-reports';
import { formatRupees } from '../../../lib/format-money';
import { formatCost, formatCount, formatPercent } from '../report-format';

function Figure({ label, value, source }: { label: string; value: string; source: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-control border border-border bg-surface px-4 py-3 print:px-2 print:py-1.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="tabular text-xl font-semibold text-ink print:text-base">{value}</dd>
      <dd className="text-xs text-ink-muted">{source}</dd>
    </div>
  );
}

/** The report's headline numbers, each with where it came from. */
export function ReportTotals({ report }: { report: TCampaignReport }) {
  const { spend, totals } = report;
  const reported = 'Creators’ reports';
  const tracked = 'Amplio tracked links';
  const ledger = 'Amplio ledger';
  const derived = 'Worked out from the above';
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="spend-heading" className="flex flex-col gap-2">
        <h2 id="spend-heading" className="text-base font-semibold text-ink">
          Spend
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 print:grid-cols-4">
          <Figure label="Released to creators" value={formatRupees(spend.released)} source={ledger} />
          <Figure label="Still held for creators" value={formatRupees(spend.held)} source={ledger} />
          <Figure label="Platform fee" value={formatRupees(spend.fees)} source={ledger} />
          <Figure label="GST on the fee" value={formatRupees(spend.gst)} source={ledger} />
        </dl>
      </section>
      <section aria-labelledby="results-heading" className="flex flex-col gap-2">
        <h2 id="results-heading" className="text-base font-semibold text-ink">
          Results
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-5">
          <Figure label="Creators" value={formatCount(totals.creators)} source="Scripts on this campaign" />
          <Figure label="Posts live" value={formatCount(totals.posts_live)} source="Post links you accepted" />
          <Figure label="Views" value={formatCount(totals.views)} source={reported} />
          <Figure label="Likes" value={formatCount(totals.likes)} source={reported} />
          <Figure label="Comments" value={formatCount(totals.comments)} source={reported} />
          <Figure label="Shares" value={formatCount(totals.shares)} source={reported} />
          <Figure label="Saves" value={formatCount(totals.saves)} source={reported} />
          <Figure label="Clicks" value={formatCount(totals.clicks)} source={tracked} />
          <Figure label="Unique clicks" value={formatCount(totals.unique_clicks)} source={tracked} />
          <Figure label="Engagement rate" value={formatPercent(totals.engagement_rate)} source={derived} />
          <Figure label="Cost per view" value={formatCost(totals.cost_per_view)} source={derived} />
          <Figure label="Cost per engagement" value={formatCost(totals.cost_per_engagement)} source={derived} />
          <Figure label="Cost per 1,000 views" value={formatCost(totals.cpm)} source={derived} />
          <Figure label="Cost per click" value={formatCost(totals.cost_per_click)} source={derived} />
        </dl>
        <p className="text-xs text-ink-muted">
          Costs divide what was released and is still held for creators (fee and GST apart) by the results known so far. “–” means nothing
          is known yet; nothing here is estimated.
        </p>
      </section>
    </div>
  );
}
