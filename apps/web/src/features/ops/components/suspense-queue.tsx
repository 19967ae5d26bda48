import type { SuspenseState } from '@amplio/shared/constants/refunds';
import type { TSuspenseItem } from '@amplio/shared/schemas/ops-books';
import { Inbox } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useOpsSuspense } from '../api/get-ops-suspense';
import { useBusyIds } from '../hooks/use-busy-ids';
import { useStatusTab } from '../hooks/use-status-tab';
import { SUSPENSE_STATUS, SUSPENSE_TABS } from '../suspense-labels';
import { ListLoadError, ListLoading } from './list-states';
import { SuspenseDecisionDialog } from './suspense-decision-dialog';
import { type SuspenseDecision, SuspenseList } from './suspense-list';

const EMPTY: Record<SuspenseState, { title: string; hint: string }> = {
  open: {
    title: 'Nothing in suspense',
    hint: 'A payment whose amount differs from its checkout, or that names no checkout, waits here for you to refund or apply it.',
  },
  refunded: { title: 'No payments refunded from suspense', hint: 'Payments you refund from suspense appear here, latest first.' },
  applied: { title: 'No payments applied from suspense', hint: 'Payments you apply to their funding appear here, latest first.' },
};

const CAPTION: Record<SuspenseState, string> = {
  open: 'Payments waiting for a decision, oldest first',
  refunded: 'Payments refunded, latest first',
  applied: 'Payments applied, latest first',
};

type OpenDecision = { decision: SuspenseDecision; item: TSuspenseItem };

/**
 * Money in suspense (issue 21 §2): payments the provider captured that match no open checkout (another amount, or no
 * checkout of ours). They are on the books, in no campaign's escrow, until an operator refunds them or applies them to
 * the funding they were meant for.
 */
export function SuspenseQueue() {
  const { tab, page, go } = useStatusTab(SUSPENSE_TABS, 'open');
  const query = useOpsSuspense({ status: tab, page });
  const busyIds = useBusyIds('itemId');
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const counts = query.data?.counts;

  const decide = useCallback((decision: SuspenseDecision, item: TSuspenseItem) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ decision, item });
  }, []);

  const close = useCallback(() => {
    const itemId = open?.item.id;
    setOpen(null);
    // The button that opened the dialog is gone once the payment is decided: then its card, else the heading.
    requestAnimationFrame(() => {
      const back = returnFocus.current;
      if (back?.isConnected && back.offsetParent !== null) return back.focus();
      const card = document.querySelector<HTMLElement>(`[data-suspense-id="${CSS.escape(itemId ?? '')}"]`);
      (card ?? document.getElementById('suspense-heading'))?.focus();
    });
  }, [open]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 id="suspense-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
          Suspense
        </h1>
        <p className="max-w-2xl text-[15px] text-ink-muted">
          Payments that arrived for another amount than their checkout, or for no checkout of ours. They are on the books but in no
          campaign’s escrow until you refund them or apply them to the funding they were meant for.
        </p>
      </div>

      <Tabs value={tab} onValueChange={(value) => go({ tab: value as SuspenseState })}>
        <div className="overflow-x-auto pb-1">
          <TabsList label="Payments in suspense by status" className="flex w-full sm:inline-flex sm:w-max">
            {SUSPENSE_TABS.map((value) => {
              const count = counts?.[value];
              return (
                <TabsTrigger key={value} value={value} className="max-sm:flex-1 max-sm:px-2!">
                  {SUSPENSE_STATUS[value].tab}
                  {count !== undefined ? (
                    <span
                      className={cn(
                        'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                        value === 'open' && count > 0 ? 'bg-warning-strong text-white' : 'bg-border/70 text-ink-muted',
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

        {SUSPENSE_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value !== tab ? null : query.isPending ? (
              <ListLoading label="Loading payments in suspense" />
            ) : query.isError && !query.data ? (
              <ListLoadError
                title="Failed to load the payments in suspense"
                error={query.error}
                retrying={query.isFetching}
                onRetry={() => void query.refetch()}
                returnTo={`${paths.opsSuspense.path}?status=${tab}`}
              />
            ) : !query.data || query.data.data.data.length === 0 ? (
              <EmptyState
                icon={Inbox}
                title={EMPTY[tab].title}
                description={EMPTY[tab].hint}
                action={
                  tab === 'open' ? undefined : (
                    <Button variant="secondary" size="sm" onClick={() => go({ tab: 'open' })}>
                      Show open payments
                    </Button>
                  )
                }
              />
            ) : (
              <div className={cn('flex flex-col gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}>
                {query.isError ? (
                  <Alert tone="warning" title="Failed to load the payments in suspense">
                    <p>{query.error.message} The list below may be out of date.</p>
                  </Alert>
                ) : null}
                <SuspenseList items={query.data.data.data} busyIds={busyIds} onDecide={decide} caption={CAPTION[tab]} />
                <Pagination {...paginationOf(query.data.data)} onPageChange={(next) => go({ page: next })} noun="payments" />
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {open ? <SuspenseDecisionDialog decision={open.decision} item={open.item} onClose={close} /> : null}
    </div>
  );
}
