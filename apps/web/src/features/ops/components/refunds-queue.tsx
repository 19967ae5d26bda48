import type { RefundState } from '@amplio/shared/constants/refunds';
import { DEFAULT_REFUND_STATUS, OPS_REFUND_MESSAGES, type TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import { Inbox } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useOpsRefunds } from '../api/get-ops-refunds';
import { useBusyIds } from '../hooks/use-busy-ids';
import { useStatusTab } from '../hooks/use-status-tab';
import { REFUND_STATUS, REFUND_TABS } from '../refund-labels';
import { ListLoadError, ListLoading } from './list-states';
import { type RefundActionKind, RefundsList } from './refunds-list';
import { RetryRefundDialog } from './retry-refund-dialog';
import { SettleRefundDialog } from './settle-refund-dialog';

const EMPTY_HINT: Record<RefundState, string> = {
  failed: 'Refunds the provider could not make appear here, for you to retry or settle by hand.',
  pending: 'Nothing is with the provider right now.',
  processed: 'Refunds that reached the brand appear here, latest first.',
};

const CAPTION: Record<RefundState, string> = {
  failed: 'Failed refunds, oldest first',
  pending: 'Refunds with the provider, oldest first',
  processed: 'Refunds made, latest first',
};

type OpenAction = { kind: RefundActionKind; refund: TOpsRefund };

/**
 * Escrow refunds to brands (decision 029). When a campaign completes, its unreserved escrow is booked back to the
 * brand at once and the provider is asked to refund it; a refund the provider could not make lands in Failed, where
 * the operator retries it or records the bank transfer they made by hand.
 */
export function RefundsQueue() {
  const { tab, page, go } = useStatusTab(REFUND_TABS, DEFAULT_REFUND_STATUS);
  const query = useOpsRefunds({ status: tab, page });
  const busyIds = useBusyIds('refundId');
  const [action, setAction] = useState<OpenAction | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const counts = query.data?.counts;

  const openAction = useCallback((kind: RefundActionKind, refund: TOpsRefund) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAction({ kind, refund });
  }, []);

  const closeAction = useCallback(() => {
    const refundId = action?.refund.id;
    setAction(null);
    // The button that opened the dialog may be gone (a refund moved to another tab): then its card, else the heading.
    requestAnimationFrame(() => {
      const back = returnFocus.current;
      if (back?.isConnected && back.offsetParent !== null) return back.focus();
      const card = document.querySelector<HTMLElement>(`[data-refund-id="${CSS.escape(refundId ?? '')}"]`);
      (card ?? document.getElementById('refunds-heading'))?.focus();
    });
  }, [action]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 id="refunds-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
          Refunds
        </h1>
        <p className="max-w-2xl text-[15px] text-ink-muted">
          Money going back to payers: a campaign’s unused escrow when it ends, a payment that reached a closed checkout, and one refunded
          from suspense. Each waits in refunds pending until the provider, or you by hand, confirms it reached the payer.
        </p>
      </div>

      <Tabs value={tab} onValueChange={(value) => go({ tab: value as RefundState })}>
        <div className="overflow-x-auto pb-1">
          <TabsList label="Refunds by status" className="flex w-full sm:inline-flex sm:w-max">
            {REFUND_TABS.map((value) => {
              const count = counts?.[value];
              return (
                <TabsTrigger key={value} value={value} className="max-sm:flex-1 max-sm:px-2!">
                  {REFUND_STATUS[value].tab}
                  {count !== undefined ? (
                    <span
                      className={cn(
                        'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                        value === 'failed' && count > 0 ? 'bg-danger text-white' : 'bg-border/70 text-ink-muted',
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

        {REFUND_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value === tab ? (
              <QueueBody
                tab={tab}
                query={query}
                busyIds={busyIds}
                onAction={openAction}
                onPage={(next) => go({ page: next })}
                onShowFailed={() => go({ tab: 'failed' })}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      {action?.kind === 'retry' ? <RetryRefundDialog refund={action.refund} onClose={closeAction} /> : null}
      {action?.kind === 'settle' ? <SettleRefundDialog refund={action.refund} onClose={closeAction} /> : null}
    </div>
  );
}

interface QueueBodyProps {
  tab: RefundState;
  query: ReturnType<typeof useOpsRefunds>;
  busyIds: ReadonlySet<string>;
  onAction: (kind: RefundActionKind, refund: TOpsRefund) => void;
  onPage: (page: number) => void;
  onShowFailed: () => void;
}

/** One tab's content: loading cards, the error with a retry, the empty state, or the cards with their pages. */
function QueueBody({ tab, query, busyIds, onAction, onPage, onShowFailed }: QueueBodyProps) {
  if (query.isPending) return <ListLoading label="Loading refunds" />;
  if (query.isError && !query.data) {
    return (
      <ListLoadError
        title={OPS_REFUND_MESSAGES.loadFailed}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        returnTo={`${paths.opsRefunds.path}?status=${tab}`}
      />
    );
  }
  const page = query.data;
  if (!page) return <ListLoading label="Loading refunds" />;
  const rows = page.data.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={OPS_REFUND_MESSAGES.empty}
        description={EMPTY_HINT[tab]}
        action={
          tab === 'failed' ? undefined : (
            <Button variant="secondary" size="sm" onClick={onShowFailed}>
              Show failed refunds
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className={cn('flex flex-col gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}>
      {query.isError ? (
        <Alert tone="warning" title={OPS_REFUND_MESSAGES.loadFailed}>
          <p>{query.error.message} The list below may be out of date.</p>
        </Alert>
      ) : null}
      <RefundsList refunds={rows} busyIds={busyIds} onAction={onAction} caption={CAPTION[tab]} />
      <Pagination {...paginationOf(page.data)} onPageChange={onPage} noun="refunds" />
    </div>
  );
}
