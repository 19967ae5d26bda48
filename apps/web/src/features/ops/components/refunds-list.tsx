import type { TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import { RotateCw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { payerName, REFUND_KIND, REFUND_STATUS, refundEventLabel } from '../refund-labels';
import { CopyValue } from './copy-value';
import { MoneyCard } from './money-card';

export type RefundActionKind = 'retry' | 'settle';

export interface RefundsListProps {
  refunds: readonly TOpsRefund[];
  /** Refunds with an action on its way. */
  busyIds: ReadonlySet<string>;
  onAction: (kind: RefundActionKind, refund: TOpsRefund) => void;
  /** Read out as the list's name, e.g. "Failed refunds, oldest first". */
  caption: string;
}

function RefundTrail({ refund }: { refund: TOpsRefund }) {
  if (refund.events.length === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-control py-1 font-medium text-brand hover:text-brand-hover">
        History ({refund.events.length})
      </summary>
      <ol className="mt-2 flex flex-col gap-2 border-l border-border pl-4">
        {refund.events.map((event) => (
          <li key={`${event.action}-${event.at}`}>
            <p className="text-ink">
              {refundEventLabel(event.action)} <span className="text-ink-muted">by {event.actor.replace('_', ' ')}</span>
            </p>
            <p className="text-xs text-ink-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.note ? ` · ${event.note}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One card per refund, on every screen: who gets the money, what to type into the bank, why it failed, and the actions. */
export function RefundsList({ refunds, busyIds, onAction, caption }: RefundsListProps) {
  return (
    <ul aria-label={caption} className="grid gap-4 md:grid-cols-2">
      {refunds.map((refund) => {
        const busy = busyIds.has(refund.id);
        const amount = formatRupees(refund.amount);
        const who = `${payerName(refund)}, ${amount}`;
        const status = REFUND_STATUS[refund.status];
        return (
          <li key={refund.id}>
            <MoneyCard
              marker={{ 'data-refund-id': refund.id }}
              label={who}
              payer={payerName(refund)}
              campaign={refund.campaign}
              status={status}
            >
              {refund.kind === 'escrow' ? null : (
                <Badge tone={refund.kind === 'suspense' ? 'info' : 'brand'} className="-mt-1 self-start">
                  {REFUND_KIND[refund.kind].label}
                </Badge>
              )}
              <div>
                <p className="tabular text-3xl font-semibold tracking-tight text-ink">{amount}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  Owed since <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time>
                  {refund.processed_at ? (
                    <>
                      {' '}
                      · refunded <time dateTime={refund.processed_at}>{formatDateTime(refund.processed_at)}</time>
                    </>
                  ) : null}
                </p>
              </div>
              {refund.reason ? <p className="text-sm text-ink">{refund.reason}</p> : null}
              {refund.status === 'failed' && refund.failure_reason ? (
                <p className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger-strong">{refund.failure_reason}</p>
              ) : null}
              <dl className="grid gap-2 border-t border-border pt-4 sm:grid-cols-2">
                <CopyValue label="Brand e-mail" value={refund.brand?.email ?? null} />
                <CopyValue label="Funding ID" value={refund.funding_id} />
                <CopyValue label="Provider payment ID" value={refund.provider_payment_id} />
                {refund.provider_refund_id ? <CopyValue label="Provider refund ID" value={refund.provider_refund_id} /> : null}
                {refund.settled_reference ? <CopyValue label="Bank reference" value={refund.settled_reference} /> : null}
              </dl>
              <RefundTrail refund={refund} />
              {refund.status !== 'processed' ? (
                <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap">
                  {refund.status === 'failed' ? (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Retry refund for ${who}`}
                      leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
                      onClick={() => onAction('retry', refund)}
                    >
                      Retry refund
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Mark refunded by hand for ${who}`}
                    onClick={() => onAction('settle', refund)}
                  >
                    Mark refunded by hand
                  </Button>
                  {busy ? (
                    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
                      <Spinner className="size-3.5" />
                      Updating this refund...
                    </span>
                  ) : null}
                </div>
              ) : null}
            </MoneyCard>
          </li>
        );
      })}
    </ul>
  );
}
