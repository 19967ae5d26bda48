import type { AlertKind } from '@amplio/shared/constants/alerts';
import type { TAlert, TAlertsResponse } from '@amplio/shared/schemas/alerts';
import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { Bell, CalendarClock, CheckCheck, type LucideIcon, Megaphone, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useFirstFew } from '../../../components/first-few';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { isAppPath } from '../../../lib/app-path';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useMarkAlertsRead } from '../api/mark-alerts-read';

/** Spec 3 §2.2's three groups, in the order a creator acts on them. */
export const ALERT_GROUPS: readonly { kind: AlertKind; title: string; icon: LucideIcon; empty: string }[] = [
  { kind: 'contentDue', title: 'Content due', icon: CalendarClock, empty: 'Nothing to upload right now.' },
  { kind: 'paymentStatus', title: 'Payments', icon: Wallet, empty: 'No payment updates.' },
  { kind: 'campaignUpdates', title: 'Campaign updates', icon: Megaphone, empty: 'No campaign updates.' },
];

/** How many alerts a group shows before "Show all". */
const FIRST_FEW = 2;

function AlertItem({ alert, icon: Icon, onOpen }: { alert: TAlert; icon: LucideIcon; onOpen: (alert: TAlert) => void }) {
  const unread = !alert.read;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="alert-item">
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          alert.due_soon ? 'bg-warning-soft text-warning-strong' : 'bg-brand-soft text-brand',
        )}
      >
        <Icon className="size-5" strokeWidth={1.75} />
        {unread ? <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-accent ring-2 ring-surface" /> : null}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className={cn('text-[15px] break-words text-ink', unread ? 'font-semibold' : 'font-medium')}>
            {unread ? <span className="sr-only">New: </span> : null}
            {alert.title}
          </p>
          {alert.due_soon ? <Badge tone="warning">Due soon</Badge> : null}
        </div>
        <p className="text-sm break-words text-ink-muted">{alert.message}</p>
        <div className="flex flex-wrap items-center gap-x-3 text-sm">
          {alert.kind === 'contentDue' ? null : <span className="text-ink-muted">{formatDateTime(alert.created_at)}</span>}
          {isAppPath(alert.link) ? (
            <Link to={alert.link} onClick={() => onOpen(alert)} className="rounded-sm font-semibold text-brand hover:underline">
              {alert.kind === 'contentDue' ? 'Upload now' : 'Open'}
              <span className="sr-only">: {alert.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function AlertGroup({
  group,
  alerts,
  onOpen,
}: {
  group: (typeof ALERT_GROUPS)[number];
  alerts: readonly TAlert[];
  onOpen: (alert: TAlert) => void;
}) {
  const { shown, toggle } = useFirstFew(alerts, FIRST_FEW, `Show all ${alerts.length}`);
  const headingId = `alerts-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold tracking-normal text-ink-muted uppercase">
        {group.title}
        <span className="tabular rounded-full bg-surface-muted px-2 text-xs text-ink-muted ring-1 ring-border">{alerts.length}</span>
      </h3>
      {alerts.length === 0 ? (
        <p className="text-sm text-ink-muted">{group.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {shown.map((alert) => (
            <AlertItem key={alert.id} alert={alert} icon={group.icon} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {toggle}
    </section>
  );
}

/**
 * Spec 3 §2.2 "Alerts": content due (with the 7-day 'due soon' rule), payment status and campaign updates, or
 * 'No new alerts'. Marking them read clears the sidebar's badge.
 */
export function AlertsPanel({ alerts }: { alerts: TAlertsResponse }) {
  const markRead = useMarkAlertsRead();
  const total = alerts.data.contentDue.length + alerts.data.paymentStatus.length + alerts.data.campaignUpdates.length;
  const open = (alert: TAlert) => {
    if (!alert.read && alert.kind !== 'contentDue') markRead.mutate({ ids: [alert.id] });
  };
  if (total === 0) {
    return (
      <EmptyState
        icon={Bell}
        title={WALLET_MESSAGES.noAlerts}
        description="Content due dates, payments and campaign updates will show up here."
        className="py-8"
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {alerts.unread_count > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-control bg-accent-soft/60 px-3 py-2">
          <p className="text-sm font-medium text-accent-strong" aria-live="polite">
            {alerts.unread_count === 1 ? '1 new alert' : `${alerts.unread_count} new alerts`}
          </p>
          <Button
            variant="ghost"
            size="sm"
            loading={markRead.isPending}
            leadingIcon={<CheckCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            onClick={() =>
              markRead.mutate({}, { onError: () => notify.error('Your alerts could not be marked as read. Try again in a moment.') })
            }
          >
            Mark all as read
          </Button>
        </div>
      ) : null}
      {ALERT_GROUPS.map((group) => (
        <AlertGroup key={group.kind} group={group} alerts={alerts.data[group.kind]} onOpen={open} />
      ))}
    </div>
  );
}
