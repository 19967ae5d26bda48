import type { SuspenseState } from '@amplio/shared/constants/refunds';
import type { TSuspenseItem } from '@amplio/shared/schemas/ops-books';
import { useCallback, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useOpsSuspense } from '../api/get-ops-suspense';
import { useBusyIds } from '../hooks/use-busy-ids';
import { itemByAttribute, useDialogFocus } from '../hooks/use-dialog-focus';
import { useStatusTab } from '../hooks/use-status-tab';
import { SUSPENSE_STATUS, SUSPENSE_TABS } from '../suspense-labels';
import { QueueBody } from './queue-body';
import { TabCount } from './tab-count';
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

const findItem = itemByAttribute('data-suspense-id');

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
  const { rememberOpener, returnFocus } = useDialogFocus({ findItem, headingId: 'suspense-heading' });
  const counts = query.data?.counts;

  const decide = useCallback(
    (decision: SuspenseDecision, item: TSuspenseItem) => {
      rememberOpener();
      setOpen({ decision, item });
    },
    [rememberOpener],
  );

  const close = useCallback(() => {
    const itemId = open?.item.id;
    setOpen(null);
    returnFocus(itemId);
  }, [open, returnFocus]);

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
                  <TabCount count={count} urgentClassName={value === 'open' ? 'bg-warning-strong text-white' : undefined} />
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>

        {SUSPENSE_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value === tab ? (
              <QueueBody
                query={query}
                noun="payments in suspense"
                loadFailed="Failed to load the payments in suspense"
                empty={EMPTY[tab].title}
                emptyHint={EMPTY[tab].hint}
                returnTo={`${paths.opsSuspense.path}?status=${tab}`}
                showFirstTab={tab === 'open' ? undefined : { label: 'Show open payments', onClick: () => go({ tab: 'open' }) }}
                onPage={(next) => go({ page: next })}
              >
                {(items) => <SuspenseList items={items} busyIds={busyIds} onDecide={decide} caption={CAPTION[tab]} />}
              </QueueBody>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      {open ? <SuspenseDecisionDialog decision={open.decision} item={open.item} onClose={close} /> : null}
    </div>
  );
}
