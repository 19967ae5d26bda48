import { OPS_CONSOLE_MESSAGES } from '@amplio/shared/constants/ops-console';
import { PAYOUT_STATES, type PayoutState } from '@amplio/shared/constants/payouts';
import { OPS_MESSAGES, type TOpsPayout } from '@amplio/shared/schemas/ops';
import { useMutationState } from '@tanstack/react-query';
import { Inbox, RotateCw } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TestModeLabel } from '../../../components/test-mode-label';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useOpsPayouts } from '../api/get-ops-payouts';
import { PAYOUT_STATUS } from '../payout-labels';
import { FailPayoutDialog } from './fail-payout-dialog';
import type { PayoutActionKind } from './payout-actions';
import { PayoutsList } from './payouts-list';
import { SendPayoutDialog } from './send-payout-dialog';
import { SettlePayoutDialog } from './settle-payout-dialog';

/** The queue's tabs: one per status, then everything. Pending is the work, so it comes first and is the default. */
export type QueueTab = PayoutState | 'all';
const TABS: readonly QueueTab[] = [...PAYOUT_STATES, 'all'];
const DEFAULT_TAB: QueueTab = 'pending';

const isQueueTab = (value: string | null): value is QueueTab => value !== null && (TABS as readonly string[]).includes(value);

const EMPTY_HINT: Record<QueueTab, string> = {
  pending: 'Nothing is waiting. New withdrawal requests appear here, oldest first.',
  processing: 'Nothing is with the provider right now.',
  paid: 'Payouts that reach the creator’s bank appear here, with their UTR.',
  failed: 'Payouts that could not be made appear here; their money is back in the creator’s wallet.',
  all: 'No creator has asked to withdraw yet.',
};

const CAPTION: Record<QueueTab, string> = {
  pending: 'Pending payouts, oldest first',
  processing: 'Payouts with the provider, oldest first',
  paid: 'Paid payouts, latest first',
  failed: 'Failed payouts, latest first',
  all: 'All payouts',
};

const tabLabel = (tab: QueueTab) => (tab === 'all' ? 'All' : PAYOUT_STATUS[tab].tab);

/** Reads ?status= and ?page= (an unknown status shows the pending queue). */
function useQueueAddress() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: QueueTab = isQueueTab(raw) ? raw : DEFAULT_TAB;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = useCallback(
    (next: { tab?: QueueTab; page?: number }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.tab !== undefined) {
            updated.set('status', next.tab);
            updated.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 1) updated.set('page', String(next.page));
            else updated.delete('page');
          }
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { tab, page, go };
}

/** Which payouts have an action on its way (from any dialog), so their buttons wait. */
function useBusyPayoutIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => (mutation.state.variables as { payoutId?: unknown } | undefined)?.payoutId,
  });
  return useMemo(() => new Set(ids.filter((id): id is string => typeof id === 'string')), [ids]);
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading payouts" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4 rounded-card border border-border bg-surface p-5">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-7 w-24" />
          <Skeleton className="hidden h-9 w-36 sm:block" />
        </div>
      ))}
    </div>
  );
}

type OpenAction = { kind: PayoutActionKind; payout: TOpsPayout };

/**
 * The operator's work queue (issue 13 §4): tabs per status with their counts, the payouts of the tab (oldest first),
 * and the three actions, each behind a confirmation. While any payout is with the provider the list refreshes every
 * few seconds, so a payout the provider settles moves to Paid without a reload.
 */
export function PayoutsQueue() {
  const { tab, page, go } = useQueueAddress();
  const query = useOpsPayouts({ status: tab === 'all' ? undefined : tab, page });
  const busyIds = useBusyPayoutIds();
  // A minute at a time, for "3 h ago".
  const now = useNow(60_000);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<OpenAction | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const counts = query.data?.counts;
  const testMode = query.data?.test_mode ?? false;

  const toggleTimeline = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const openAction = useCallback((kind: PayoutActionKind, payout: TOpsPayout) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAction({ kind, payout });
  }, []);

  const closeAction = useCallback(() => {
    const payoutId = action?.payout.id;
    setAction(null);
    // The button that opened the dialog may be gone (a sent payout has no Send button): then the payout itself, else the list.
    requestAnimationFrame(() => {
      const back = returnFocus.current;
      if (back?.isConnected && back.offsetParent !== null) return back.focus();
      const row = [...document.querySelectorAll<HTMLElement>(`[data-payout-id="${CSS.escape(payoutId ?? '')}"]`)].find(
        (element) => element.offsetParent !== null,
      );
      (row ?? document.getElementById('payouts-heading'))?.focus();
    });
  }, [action]);

  const processing = counts?.processing ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <h1 id="payouts-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
            Payouts
          </h1>
          <p className="max-w-2xl text-[15px] text-ink-muted">
            Creators’ withdrawal requests. Work the pending ones oldest first: send each through the provider, or record how it was settled.
          </p>
        </div>
        {testMode ? <TestModeLabel /> : null}
      </div>

      <Tabs value={tab} onValueChange={(value) => go({ tab: value as QueueTab })}>
        <div className="overflow-x-auto pb-1">
          {/* On phones the count sits under each label, so all five tabs fit a 390 px screen. */}
          <TabsList label="Payouts by status" className="flex w-full sm:inline-flex sm:w-max">
            {TABS.map((value) => {
              const count = value === 'all' ? undefined : counts?.[value];
              return (
                <TabsTrigger
                  key={value}
                  value={value}
                  className="max-sm:h-auto! max-sm:min-h-12 max-sm:flex-1 max-sm:flex-col max-sm:gap-0.5! max-sm:px-1.5! max-sm:py-1.5 max-sm:text-sm!"
                >
                  {tabLabel(value)}
                  {count !== undefined ? (
                    <span
                      className={cn(
                        'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                        value === 'pending' && count > 0 ? 'bg-brand text-white' : 'bg-border/70 text-ink-muted',
                      )}
                    >
                      {count}
                    </span>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>

        {processing > 0 ? (
          <p role="status" className="mt-3 inline-flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />
            {processing === 1 ? '1 payout is' : `${processing} payouts are`} with the provider; this list updates every few seconds.
          </p>
        ) : null}

        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value === tab ? (
              <QueueBody
                tab={tab}
                query={query}
                busyIds={busyIds}
                expanded={expanded}
                onToggleTimeline={toggleTimeline}
                onAction={openAction}
                now={now}
                onPage={(next) => go({ page: next })}
                onShowPending={() => go({ tab: 'pending' })}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      {action?.kind === 'send' ? <SendPayoutDialog payout={action.payout} testMode={testMode} onClose={closeAction} /> : null}
      {action?.kind === 'settle' ? <SettlePayoutDialog payout={action.payout} onClose={closeAction} /> : null}
      {action?.kind === 'fail' ? <FailPayoutDialog payout={action.payout} onClose={closeAction} /> : null}
    </div>
  );
}

interface QueueBodyProps {
  tab: QueueTab;
  query: ReturnType<typeof useOpsPayouts>;
  busyIds: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  onToggleTimeline: (id: string) => void;
  onAction: (kind: PayoutActionKind, payout: TOpsPayout) => void;
  now: number;
  onPage: (page: number) => void;
  onShowPending: () => void;
}

/** One tab's content: loading rows, the error with a retry, the empty state, or the list with its pages. */
function QueueBody({ tab, query, busyIds, expanded, onToggleTimeline, onAction, now, onPage, onShowPending }: QueueBodyProps) {
  if (query.isPending) return <LoadingRows />;
  if (query.isError && !query.data) {
    const sessionEnded = isApiError(query.error) && (query.error.status === 401 || query.error.status === 419);
    return (
      <Alert tone="danger" title={OPS_MESSAGES.loadFailed}>
        <p>{sessionEnded ? OPS_CONSOLE_MESSAGES.sessionEnded : query.error.message}</p>
        {sessionEnded ? (
          <Link to={pathTo(paths.opsLogin.path, undefined, { redirect: `${paths.opsPayouts.path}?status=${tab}` })}>Sign in again</Link>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  const page = query.data;
  if (!page) return <LoadingRows />;
  const rows = page.data.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={OPS_MESSAGES.empty}
        description={EMPTY_HINT[tab]}
        action={
          tab === 'pending' ? undefined : (
            <Button variant="secondary" size="sm" onClick={onShowPending}>
              Show pending payouts
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className={cn('flex flex-col gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}>
      {query.isError ? (
        <Alert tone="warning" title={OPS_MESSAGES.loadFailed}>
          <p>{query.error.message} The list below may be out of date.</p>
        </Alert>
      ) : null}
      <PayoutsList
        payouts={rows}
        busyIds={busyIds}
        expandedIds={expanded}
        onToggleTimeline={onToggleTimeline}
        onAction={onAction}
        caption={CAPTION[tab]}
        now={now}
      />
      <Pagination {...paginationOf(page.data)} onPageChange={onPage} noun="payouts" />
    </div>
  );
}
