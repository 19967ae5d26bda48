import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { Fragment } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { timeAgo } from '../../../lib/time-ago';
import { isOpen } from '../payout-labels';
import { type PayoutActionKind, PayoutActions } from './payout-actions';
import { PayoutDestination } from './payout-destination';
import { PayoutOutcome } from './payout-outcome';
import { PayoutStatusBadge } from './payout-status-badge';
import { PayoutTimeline } from './payout-timeline';
import { TimelineToggle } from './timeline-toggle';

export interface PayoutsListProps {
  payouts: readonly TOpsPayout[];
  /** Payouts with an action on its way. */
  busyIds: ReadonlySet<string>;
  /** Payouts whose timeline is open. */
  expandedIds: ReadonlySet<string>;
  onToggleTimeline: (id: string) => void;
  onAction: (kind: PayoutActionKind, payout: TOpsPayout) => void;
  /** Read out as the table's caption, e.g. "Pending payouts, oldest first". */
  caption: string;
  now: number;
}

/** When the creator asked, and for an open payout how long it has waited. `inline` puts both on one line (cards). */
function Requested({ payout, now, inline = false }: { payout: TOpsPayout; now: number; inline?: boolean }) {
  const waited = isOpen(payout) ? timeAgo(payout.requested_at, now) : '';
  return (
    <span className={inline ? 'inline' : 'flex flex-col'}>
      <time dateTime={payout.requested_at} className="tabular text-ink">
        {formatDateTime(payout.requested_at)}
      </time>
      {waited ? <span className={inline ? 'text-ink-muted' : 'text-xs text-ink-muted'}>{inline ? ` · ${waited}` : waited}</span> : null}
    </span>
  );
}

function Busy({ busy }: { busy: boolean }) {
  return busy ? (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
      <Spinner className="size-3.5" />
      Updating this payout...
    </span>
  ) : null;
}

/** Wide screens: one row per payout, the timeline opening in a row underneath. */
function PayoutsTable({ payouts, busyIds, expandedIds, onToggleTimeline, onAction, caption, now }: PayoutsListProps) {
  return (
    <div className="hidden overflow-hidden rounded-card border border-border bg-surface lg:block">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[20%]" />
          <col className="w-[10%]" />
          <col className="w-[23%]" />
          <col className="w-[13%]" />
          <col className="w-[16%]" />
          <col className="w-[18%]" />
        </colgroup>
        <thead className="border-b border-border bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Creator
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3">
              Destination
            </th>
            <th scope="col" className="px-4 py-3">
              Requested
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => {
            const expanded = expandedIds.has(payout.id);
            const timelineId = `payout-row-timeline-${payout.id}`;
            const busy = busyIds.has(payout.id);
            return (
              <Fragment key={payout.id}>
                <tr
                  data-payout-id={payout.id}
                  tabIndex={-1}
                  className="border-t border-border align-top first:border-t-0 focus-visible:-outline-offset-2"
                >
                  <td className="px-4 py-4">
                    <p className="font-semibold break-words text-ink">{payout.creator.name}</p>
                    <p className="break-all text-ink-muted">{payout.creator.email}</p>
                  </td>
                  <td className="tabular px-4 py-4 text-right text-base font-semibold text-ink">{formatRupees(payout.amount)}</td>
                  <td className="px-4 py-4">
                    <PayoutDestination payout={payout} />
                  </td>
                  <td className="px-4 py-4">
                    <Requested payout={payout} now={now} />
                  </td>
                  <td className="px-4 py-4">
                    <div className="flex flex-col items-start gap-2">
                      <PayoutStatusBadge status={payout.status} />
                      <PayoutOutcome payout={payout} />
                      <TimelineToggle
                        expanded={expanded}
                        controls={timelineId}
                        count={payout.events.length}
                        onToggle={() => onToggleTimeline(payout.id)}
                      />
                    </div>
                  </td>
                  <td className="py-4 pr-4 pl-2">
                    <div className="flex flex-col gap-2">
                      <PayoutActions payout={payout} busy={busy} onAction={onAction} stacked />
                      <Busy busy={busy} />
                    </div>
                  </td>
                </tr>
                {expanded ? (
                  <tr className="bg-surface-muted/70">
                    <td colSpan={6} className="px-4 py-4">
                      <PayoutTimeline payout={payout} id={timelineId} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per payout, everything stacked, the buttons full width. */
function PayoutCards({ payouts, busyIds, expandedIds, onToggleTimeline, onAction, caption, now }: PayoutsListProps) {
  return (
    <ul aria-label={caption} className="grid gap-4 md:grid-cols-2 lg:hidden">
      {payouts.map((payout) => {
        const expanded = expandedIds.has(payout.id);
        const timelineId = `payout-card-timeline-${payout.id}`;
        const busy = busyIds.has(payout.id);
        return (
          <li key={payout.id}>
            <article
              data-payout-id={payout.id}
              tabIndex={-1}
              aria-label={`${payout.creator.name}, ${formatRupees(payout.amount)}`}
              className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-5"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{payout.creator.name}</p>
                  <p className="text-sm break-all text-ink-muted">{payout.creator.email}</p>
                </div>
                <PayoutStatusBadge status={payout.status} />
              </div>
              <div>
                <p className="tabular text-3xl font-semibold tracking-tight text-ink">{formatRupees(payout.amount)}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  Requested <Requested payout={payout} now={now} inline />
                </p>
              </div>
              <div className="border-t border-border pt-4">
                <PayoutDestination payout={payout} />
              </div>
              <PayoutOutcome payout={payout} />
              <div className="flex flex-col gap-3">
                <TimelineToggle
                  expanded={expanded}
                  controls={timelineId}
                  count={payout.events.length}
                  onToggle={() => onToggleTimeline(payout.id)}
                />
                {expanded ? (
                  <div className="rounded-control bg-surface-muted p-4">
                    <PayoutTimeline payout={payout} id={timelineId} />
                  </div>
                ) : null}
              </div>
              {isOpen(payout) ? (
                <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
                  <PayoutActions payout={payout} busy={busy} onAction={onAction} stacked />
                  <Busy busy={busy} />
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** The queue: a table on wide screens, cards on phones (both from the same rows; CSS shows one). */
export function PayoutsList(props: PayoutsListProps) {
  return (
    <>
      <PayoutsTable {...props} />
      <PayoutCards {...props} />
    </>
  );
}
