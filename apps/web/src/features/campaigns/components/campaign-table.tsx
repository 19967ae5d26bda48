import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { campaignDates, campaignName } from '../campaign-labels';
import { CampaignStatusBadge } from './campaign-status-badge';

const detailsPath = (id: string) => pathTo(paths.brandCampaign.path, { id });

const MONEY_COLUMNS = [
  { key: 'budget', label: 'Budget', value: (c: TCampaign) => c.budget },
  { key: 'reserved', label: 'Reserved', value: (c: TCampaign) => c.escrow.reserved },
  { key: 'released', label: 'Released', value: (c: TCampaign) => c.escrow.released },
  { key: 'remaining', label: 'Remaining', value: (c: TCampaign) => c.escrow.available },
] as const;

function CampaignTitle({ campaign, wrap = false }: { campaign: TCampaign; wrap?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <Link
        to={detailsPath(campaign.id)}
        className={`${wrap ? 'line-clamp-2 break-words' : 'truncate'} font-semibold text-ink after:absolute after:inset-0 hover:text-brand focus-visible:outline-none [&:focus-visible]:after:rounded-card [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-brand`}
      >
        {campaignName(campaign)}
      </Link>
      <span className="text-sm text-ink-muted">
        {campaign.brand_name ?? 'No brand chosen'} · {campaignDates(campaign)}
      </span>
    </div>
  );
}

/**
 * The campaign list: a table from the medium breakpoint up, a stack of cards on phones. Each row opens the
 * campaign; "Remaining" is what is still in escrow for new creators.
 */
export function CampaignTable({ campaigns }: { campaigns: readonly TCampaign[] }) {
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 md:table">
        <caption className="sr-only">Campaigns with their status and escrow figures</caption>
        <thead>
          <tr className="text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <th scope="col" className="border-b border-border px-4 py-3">
              Campaign
            </th>
            <th scope="col" className="border-b border-border px-4 py-3">
              Status
            </th>
            {MONEY_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="border-b border-border px-4 py-3 text-right">
                {column.label}
              </th>
            ))}
            <th scope="col" className="border-b border-border px-2 py-3">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className="relative transition-colors hover:bg-surface-muted">
              <td className="max-w-80 border-b border-border px-4 py-3.5">
                <CampaignTitle campaign={campaign} />
              </td>
              <td className="border-b border-border px-4 py-3.5">
                <CampaignStatusBadge status={campaign.status} />
              </td>
              {MONEY_COLUMNS.map((column) => (
                <td key={column.key} className="tabular border-b border-border px-4 py-3.5 text-right text-[15px] text-ink">
                  {formatRupees(column.value(campaign))}
                </td>
              ))}
              <td className="border-b border-border px-2 py-3.5 text-ink-subtle">
                <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-3 md:hidden">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="relative rounded-card border border-border bg-surface p-4 shadow-soft">
            <div className="flex flex-col items-start gap-2">
              <CampaignStatusBadge status={campaign.status} />
              <CampaignTitle campaign={campaign} wrap />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
              {MONEY_COLUMNS.map((column) => (
                <div key={column.key} className="flex flex-col">
                  <dt className="text-xs text-ink-muted">{column.label}</dt>
                  <dd className="tabular text-[15px] font-semibold text-ink">{formatRupees(column.value(campaign))}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

export function CampaignTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading campaigns" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center gap-4 rounded-control border border-border bg-surface p-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}
