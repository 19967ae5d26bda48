import type { TCampaignLedgerEntry } from '@amplio/shared/schemas/campaigns';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths, pathTo } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { useCampaignLedger } from '../../campaigns/api/get-campaign-ledger';
import { isFundingEntry, ledgerLabel } from '../ledger-labels';
import { FundingHistory } from './funding-history';

const receiptLink = (fundingId: string) => pathTo(paths.brandReceipt.path, { fundingId });

function Amount({ entry }: { entry: TCampaignLedgerEntry }) {
  const sign = entry.direction === 1 ? '+' : entry.direction === -1 ? '−' : '';
  const colour = entry.direction === 1 ? 'text-success-strong' : entry.direction === -1 ? 'text-ink' : 'text-ink-muted';
  return (
    <span className={cn('tabular font-semibold', colour)}>
      {sign}
      {formatRupees(entry.amount)}
    </span>
  );
}

function EntryIcon({ entry }: { entry: TCampaignLedgerEntry }) {
  const Icon = entry.direction === 1 ? ArrowDownLeft : entry.direction === -1 ? ArrowUpRight : ArrowLeftRight;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
    >
      <Icon className="size-4" strokeWidth={1.75} />
    </span>
  );
}

function EntryRows({ entries }: { entries: readonly TCampaignLedgerEntry[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-3 py-3">
          <EntryIcon entry={entry} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-[15px] font-medium text-ink">{ledgerLabel(entry.kind)}</span>
            <span className="text-sm text-ink-muted">{formatDateTime(entry.created_at)}</span>
          </div>
          <div className="flex flex-col items-end gap-0.5">
            <Amount entry={entry} />
            {isFundingEntry(entry) && entry.reference_id ? (
              <Link to={receiptLink(entry.reference_id)} className="text-sm font-semibold text-brand hover:underline">
                Receipt
                <span className="sr-only">
                  {' '}
                  for {formatRupees(entry.amount)} on {formatDateTime(entry.created_at)}
                </span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3 py-2">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** The campaign's ledger, a page at a time; read only once the Activity tab is open. */
function Activity({ campaignId, page, onPageChange }: { campaignId: string; page: number; onPageChange: (page: number) => void }) {
  const ledger = useCampaignLedger({ id: campaignId, page });
  if (ledger.isPending) return <LoadingRows />;
  if (ledger.isError)
    return <ErrorState what="the activity" error={ledger.error} onRetry={() => ledger.refetch()} retrying={ledger.isFetching} />;
  if (ledger.data.data.length === 0)
    return (
      <EmptyState
        icon={ReceiptText}
        title="No money has moved yet"
        description="Fundings, creators’ reservations, payments to creators and refunds to you all show up here."
        className="py-8"
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <EntryRows entries={ledger.data.data} />
      <Pagination {...paginationOf(ledger.data)} noun="entries" onPageChange={onPageChange} />
    </div>
  );
}

/**
 * The funding history (every checkout the brand opened, whatever became of it, each with its receipt) and the full
 * activity of the campaign's escrow, from its ledger.
 */
export function CampaignMoneyTabs({ campaignId }: { campaignId: string }) {
  const [page, setPage] = useState(1);
  return (
    <Tabs defaultValue="fundings" className="flex flex-col gap-4">
      <TabsList label="Campaign money" className="self-start">
        <TabsTrigger value="fundings">Funding history</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
      </TabsList>
      <TabsContent value="fundings">
        <FundingHistory campaignId={campaignId} />
      </TabsContent>
      <TabsContent value="activity">
        <Activity campaignId={campaignId} page={page} onPageChange={setPage} />
      </TabsContent>
    </Tabs>
  );
}
