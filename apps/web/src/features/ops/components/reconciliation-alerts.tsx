import type { TReconciliationAlert } from '@amplio/shared/schemas/ops-books';
import { CheckCheck, ShieldCheck } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { type AlertStatus, useReconciliationAlerts } from '../api/get-reconciliation-alerts';
import { checkLabel } from '../books-labels';
import { CopyValue } from './copy-value';
import { ListLoadError, ListLoading } from './list-states';
import { ResolveAlertDialog } from './resolve-alert-dialog';

const TABS = ['open', 'resolved'] as const satisfies readonly AlertStatus[];
const TAB_LABEL: Record<AlertStatus, string> = { open: 'Open', resolved: 'Resolved' };

function AlertCard({ alert, onResolve }: { alert: TReconciliationAlert; onResolve: (alert: TReconciliationAlert) => void }) {
  return (
    <li>
      <article
        data-alert-id={alert.id}
        tabIndex={-1}
        aria-label={`${checkLabel(alert.check)}: ${alert.message}`}
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={alert.resolved_at ? 'success' : 'danger'}>{checkLabel(alert.check)}</Badge>
          <p className="text-xs text-ink-muted">
            First seen <time dateTime={alert.first_seen_at}>{formatDateTime(alert.first_seen_at)}</time>
            {alert.last_seen_at !== alert.first_seen_at ? (
              <>
                {' '}
                · last seen <time dateTime={alert.last_seen_at}>{formatDateTime(alert.last_seen_at)}</time>
              </>
            ) : null}
          </p>
        </div>
        <p className="text-[15px] break-words text-ink">{alert.message}</p>
        {alert.entity_type && alert.entity_id ? (
          <dl>
            <CopyValue
              label={`${alert.entity_type.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase())} ID`}
              value={alert.entity_id}
            />
          </dl>
        ) : null}
        {alert.resolved_at ? (
          <p className="rounded-control bg-success-soft px-3 py-2 text-sm text-ink">
            <span className="font-semibold">Resolved {formatDateTime(alert.resolved_at)}.</span> {alert.resolution}
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            aria-label={`Mark resolved: ${alert.message}`}
            leadingIcon={<CheckCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            onClick={() => onResolve(alert)}
          >
            Mark resolved
          </Button>
        )}
      </article>
    </li>
  );
}

/**
 * What reconciliation found that does not match, open ones first (the work) with "Mark resolved", and the resolved
 * ones with what the operator wrote. The heading is where the console's banner leads (#alerts).
 */
export function ReconciliationAlerts() {
  const [tab, setTab] = useState<AlertStatus>('open');
  const [page, setPage] = useState(1);
  const query = useReconciliationAlerts({ status: tab, page });
  const [resolving, setResolving] = useState<TReconciliationAlert | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const counts = query.data?.counts;

  const open = useCallback((alert: TReconciliationAlert) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setResolving(alert);
  }, []);
  const close = useCallback(() => {
    setResolving(null);
    // The button is gone once the alert is resolved: then the section's heading.
    requestAnimationFrame(() => {
      const back = returnFocus.current;
      if (back?.isConnected && back.offsetParent !== null) return back.focus();
      document.getElementById('alerts-heading')?.focus();
    });
  }, []);

  const rows = query.data?.data.data ?? [];
  return (
    <section id="alerts" aria-labelledby="alerts-heading" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="alerts-heading" tabIndex={-1} className="text-xl text-ink">
          Mismatches
        </h2>
        <p className="text-sm text-ink-muted">
          What reconciliation found that the ledger and the provider disagree on. Check each one, fix it, then mark it resolved.
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AlertStatus);
          setPage(1);
        }}
      >
        <TabsList label="Mismatches by status" className="flex w-full sm:inline-flex sm:w-max">
          {TABS.map((value) => {
            const count = counts?.[value];
            return (
              <TabsTrigger key={value} value={value} className="max-sm:flex-1">
                {TAB_LABEL[value]}
                {count !== undefined ? (
                  <span
                    className={cn(
                      'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                      value === 'open' && count > 0 ? 'bg-danger text-white' : 'bg-border/70 text-ink-muted',
                    )}
                  >
                    {count}
                  </span>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value !== tab ? null : query.isPending ? (
              <ListLoading label="Loading mismatches" />
            ) : query.isError && !query.data ? (
              <ListLoadError
                title="Failed to load the mismatches"
                error={query.error}
                retrying={query.isFetching}
                onRetry={() => void query.refetch()}
                returnTo={paths.opsBooks.path}
              />
            ) : rows.length === 0 ? (
              <EmptyState
                icon={ShieldCheck}
                title={tab === 'open' ? 'No open mismatches' : 'Nothing resolved yet'}
                description={
                  tab === 'open'
                    ? 'Every hour, reconciliation compares the ledger with every payment, refund and payout the provider knows about. What disagrees shows up here.'
                    : 'Mismatches you mark resolved stay here with what you wrote, latest first.'
                }
              />
            ) : (
              <div className={cn('flex flex-col gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}>
                {query.isError ? (
                  <Alert tone="warning" title="Failed to load the mismatches">
                    <p>{query.error.message} The list below may be out of date.</p>
                  </Alert>
                ) : null}
                <ul
                  aria-label={tab === 'open' ? 'Open mismatches, oldest first' : 'Resolved mismatches, latest first'}
                  className="flex flex-col gap-3"
                >
                  {rows.map((alert) => (
                    <AlertCard key={alert.id} alert={alert} onResolve={open} />
                  ))}
                </ul>
                {query.data ? <Pagination {...paginationOf(query.data.data)} onPageChange={setPage} noun="mismatches" /> : null}
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
      {resolving ? <ResolveAlertDialog alert={resolving} onClose={close} /> : null}
    </section>
  );
}
