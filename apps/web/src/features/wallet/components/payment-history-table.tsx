import { shortReference } from '@amplio/shared/domain/short-reference';
import type { TPaymentHistoryRow } from '@amplio/shared/schemas/wallet';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { HISTORY_STATUS_TONE, HISTORY_TYPE_LABEL, historyTitle, isDebit, signedAmount } from '../history-lines';
import { isOptimisticRow } from '../optimistic-withdrawal';

/** The status in its colour, with its word. */
function StatusBadge({ status }: { status: TPaymentHistoryRow['status'] }) {
  return <Badge tone={HISTORY_STATUS_TONE[status]}>{status}</Badge>;
}

function AmountText({ row, className }: { row: TPaymentHistoryRow; className?: string }) {
  const debit = isDebit(row);
  return (
    <span className={cn('tabular font-semibold whitespace-nowrap', debit ? 'text-ink' : 'text-success-strong', className)}>
      <span className="sr-only">{debit ? 'Debit ' : 'Credit '}</span>
      {signedAmount(row)}
    </span>
  );
}

function Direction({ row }: { row: TPaymentHistoryRow }) {
  const debit = isDebit(row);
  const Icon = debit ? ArrowUpRight : ArrowDownLeft;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
        debit ? 'bg-surface-muted text-ink-muted' : 'bg-success-soft text-success-strong',
      )}
    >
      <Icon className="size-5" strokeWidth={1.75} />
    </span>
  );
}

function Description({ row }: { row: TPaymentHistoryRow }) {
  const optimistic = isOptimisticRow(row);
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium break-words text-ink">{historyTitle(row)}</span>
      <span className="text-sm text-ink-muted">
        {optimistic ? (
          'Sending your request…'
        ) : row.transaction_id ? (
          <span title={row.transaction_id}>Ref {shortReference(row.transaction_id)}</span>
        ) : null}
      </span>
    </div>
  );
}

/**
 * Spec 3 §2.2 "Payment History": newest first, money in (+) and out (−), and the wallet's balance after each line
 * (the top line's is the available balance). A table when its container is wide (42rem), a list on phones and in narrow columns; the caller marks the container.
 */
export function PaymentHistoryTable({ rows }: { rows: readonly TPaymentHistoryRow[] }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-[15px] @2xl:table">
        <caption className="sr-only">Payment history, newest first, with your balance after each line</caption>
        <thead>
          <tr className="border-b border-border text-sm text-ink-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn('border-b border-border last:border-0', isOptimisticRow(row) && 'bg-warning-soft/40')}
              data-testid="history-row"
            >
              <td className="py-3 pr-4 align-top text-sm whitespace-nowrap text-ink-muted">{formatDateTime(row.date)}</td>
              <td className="py-3 pr-4 align-top">
                <div className="flex items-start gap-3">
                  <Direction row={row} />
                  <Description row={row} />
                </div>
              </td>
              <td className="py-3 pr-4 align-top">
                <StatusBadge status={row.status} />
              </td>
              <td className="py-3 pr-4 text-right align-top">
                <AmountText row={row} />
              </td>
              <td className="tabular py-3 text-right align-top whitespace-nowrap text-ink">{formatRupees(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col divide-y divide-border @2xl:hidden" aria-label="Payment history, newest first">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn('flex gap-3 py-3.5 first:pt-0 last:pb-0', isOptimisticRow(row) && 'rounded-control bg-warning-soft/40')}
          >
            <Direction row={row} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-3">
                <Description row={row} />
                <AmountText row={row} className="text-base" />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-2">
                  <StatusBadge status={row.status} />
                  <span>
                    {HISTORY_TYPE_LABEL[row.type]} · {formatDay(row.date)}
                  </span>
                </span>
                <span className="tabular">Balance {formatRupees(row.balance)}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
