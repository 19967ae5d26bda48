import type { FundingStatus, TFundingSummary } from '@amplio/shared/schemas/payments';
import { Ban, CircleCheck, CircleX, Clock, type LucideIcon, ScanSearch, TimerOff, Undo2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { useCampaignFundings } from '../api/get-campaign-fundings';
import { FUNDING_STATUS } from '../funding-status';

const STATUS_ICON: Record<FundingStatus, LucideIcon> = {
  pending: Clock,
  captured: CircleCheck,
  failed: CircleX,
  cancelled: Ban,
  expired: TimerOff,
  refunded: Undo2,
  held: ScanSearch,
};

const ICON_TONE: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted',
  brand: 'bg-brand-soft text-brand',
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning-strong',
  danger: 'bg-danger-soft text-danger-strong',
  info: 'bg-info-soft text-info-strong',
};

/** When the funding happened, as the row says it: a paid one by when it was paid, any other by when its checkout opened. */
const whenLine = (funding: TFundingSummary) =>
  funding.status === 'captured'
    ? `Paid ${formatDateTime(funding.captured_at ?? funding.created_at)}`
    : `Started ${formatDateTime(funding.created_at)}`;

/** Why it ended as it did (the server's words), or, while the checkout is open, until when it can be paid. */
function reasonOf(funding: TFundingSummary): string | null {
  if (funding.status === 'pending') {
    return funding.expires_at
      ? `Not paid yet. This checkout can be paid until ${formatDateTime(funding.expires_at)}; after that it expires and nothing is charged.`
      : 'Not paid yet.';
  }
  return funding.status_reason;
}

function FundingRow({ funding }: { funding: TFundingSummary }) {
  const status = FUNDING_STATUS[funding.status];
  const Icon = STATUS_ICON[funding.status];
  const reason = reasonOf(funding);
  const when = whenLine(funding);
  return (
    <li data-funding-id={funding.id} className="flex gap-3 py-4">
      <span
        aria-hidden="true"
        className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full', ICON_TONE[status.tone])}
      >
        <Icon className="size-4" strokeWidth={1.75} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="tabular text-[15px] font-semibold text-ink">{formatRupees(funding.total)}</span>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <Link
            to={pathTo(paths.brandReceipt.path, { fundingId: funding.id })}
            className="text-sm font-semibold text-brand hover:underline"
          >
            Receipt
            <span className="sr-only">
              {' '}
              for {formatRupees(funding.total)}, {when.toLowerCase()}
            </span>
          </Link>
        </div>
        <p className="flex flex-col text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-1.5">
          <span>
            <span className="tabular">{formatRupees(funding.amount)}</span> {funding.status === 'captured' ? 'into' : 'for'} escrow, plus
            the fee and GST
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span>{when}</span>
        </p>
        {reason ? <p className="text-sm text-ink">{reason}</p> : null}
      </div>
    </li>
  );
}

/**
 * The campaign's funding history: every checkout the brand opened, newest first, whatever became of it (paid, still
 * open, declined, cancelled, expired, refunded in full, being checked), each with why and its receipt.
 */
export function FundingHistory({ campaignId }: { campaignId: string }) {
  const fundings = useCampaignFundings(campaignId);
  if (fundings.isPending)
    return (
      <div role="status" aria-label="Loading the funding history" className="flex flex-col gap-3 py-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (fundings.isError)
    return (
      <ErrorState what="the funding history" error={fundings.error} onRetry={() => fundings.refetch()} retrying={fundings.isFetching} />
    );
  if (fundings.data.data.length === 0)
    return (
      <EmptyState
        icon={Wallet}
        title="No fundings yet"
        description="When you fund this campaign, each payment appears here with its receipt, whatever becomes of it."
        className="py-8"
      />
    );
  return (
    <ul className="flex flex-col divide-y divide-border">
      {fundings.data.data.map((funding) => (
        <FundingRow key={funding.id} funding={funding} />
      ))}
    </ul>
  );
}
