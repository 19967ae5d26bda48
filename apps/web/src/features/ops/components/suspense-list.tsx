import type { TSuspenseItem } from '@amplio/shared/schemas/ops-books';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { whyNotApplicable } from '../books-labels';
import { SUSPENSE_STATUS } from '../suspense-labels';
import { CopyValue } from './copy-value';
import { MoneyCard } from './money-card';

export type SuspenseDecision = 'refund' | 'apply';

export interface SuspenseListProps {
  items: readonly TSuspenseItem[];
  /** Items with a decision on its way. */
  busyIds: ReadonlySet<string>;
  onDecide: (decision: SuspenseDecision, item: TSuspenseItem) => void;
  /** Read out as the list's name, e.g. "Open payments, oldest first". */
  caption: string;
}

/** Who paid, as far as Amplio knows. */
export const suspensePayer = (item: Pick<TSuspenseItem, 'brand'>) => item.brand?.name ?? 'Unknown payer';

/**
 * One card per payment in suspense: what arrived against what was expected and why it is held, whose it is, the
 * provider's ids, and (while open) Refund and Apply; Apply is disabled, with the reason beside it, when it cannot work.
 */
export function SuspenseList({ items, busyIds, onDecide, caption }: SuspenseListProps) {
  return (
    <ul aria-label={caption} className="grid gap-4 md:grid-cols-2">
      {items.map((item) => {
        const busy = busyIds.has(item.id);
        const amount = formatRupees(item.amount);
        const who = `${suspensePayer(item)}, ${amount}`;
        const status = SUSPENSE_STATUS[item.status];
        const blocked = whyNotApplicable(item);
        const blockedId = `suspense-${item.id}-why`;
        return (
          <li key={item.id}>
            <MoneyCard
              marker={{ 'data-suspense-id': item.id }}
              label={who}
              payer={suspensePayer(item)}
              campaign={item.campaign}
              status={status}
            >
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs font-medium text-ink-muted">Received</dt>
                  <dd className="tabular text-3xl font-semibold tracking-tight text-ink">{amount}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-ink-muted">Expected</dt>
                  <dd className="tabular pt-2 text-xl font-semibold text-ink-muted">
                    {item.expected === null ? 'No checkout' : formatRupees(item.expected)}
                  </dd>
                </div>
              </dl>
              <p className="rounded-control bg-warning-soft px-3 py-2 text-sm text-ink">{item.reason}</p>
              <p className="text-sm text-ink-muted">
                Received <time dateTime={item.received_at}>{formatDateTime(item.received_at)}</time>
                {item.resolved_at ? (
                  <>
                    {' '}
                    · {item.status} <time dateTime={item.resolved_at}>{formatDateTime(item.resolved_at)}</time>
                  </>
                ) : null}
              </p>
              {item.note ? (
                <p className="text-sm text-ink">
                  <span className="font-medium">Note:</span> {item.note}
                </p>
              ) : null}
              <dl className="grid gap-2 border-t border-border pt-4 sm:grid-cols-2">
                {item.brand ? <CopyValue label="Brand e-mail" value={item.brand.email} /> : null}
                <CopyValue label="Provider payment ID" value={item.provider_payment_id} />
                <CopyValue label="Funding ID" value={item.funding_id} />
              </dl>
              {item.status === 'open' ? (
                <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Refund ${amount} to ${suspensePayer(item)}`}
                      onClick={() => onDecide('refund', item)}
                    >
                      Refund {amount}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy || Boolean(blocked)}
                      aria-describedby={blocked ? blockedId : undefined}
                      aria-label={`Apply ${amount} to its funding for ${suspensePayer(item)}`}
                      onClick={() => onDecide('apply', item)}
                    >
                      Apply to its funding
                    </Button>
                  </div>
                  {blocked ? (
                    <p id={blockedId} className="text-sm text-ink-muted">
                      {blocked}
                    </p>
                  ) : null}
                  {busy ? (
                    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
                      <Spinner className="size-3.5" />
                      Updating this payment...
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
