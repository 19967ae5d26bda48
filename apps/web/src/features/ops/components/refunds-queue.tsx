import type { RefundState } from '@amplio/shared/constants/refunds';
import { DEFAULT_REFUND_STATUS, OPS_REFUND_MESSAGES, type TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import { useCallback, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useOpsRefunds } from '../api/get-ops-refunds';
import { useBusyIds } from '../hooks/use-busy-ids';
import { itemByAttribute, useDialogFocus } from '../hooks/use-dialog-focus';
import { useStatusTab } from '../hooks/use-status-tab';
import { REFUND_STATUS, REFUND_TABS } from '../refund-labels';
import { QueueBody } from './queue-body';
import { TabCount } from './tab-count';
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

const findItem = itemByAttribute('data-refund-id');

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
  const { rememberOpener, returnFocus } = useDialogFocus({ findItem, headingId: 'refunds-heading' });
  const counts = query.data?.counts;

  const openAction = useCallback(
    (kind: RefundActionKind, refund: TOpsRefund) => {
      rememberOpener();
      setAction({ kind, refund });
    },
    [rememberOpener],
  );

  const closeAction = useCallback(() => {
    const itemId = action?.refund.id;
    setAction(null);
    returnFocus(itemId);
  }, [action, returnFocus]);

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
                  <TabCount count={count} urgentClassName={value === 'failed' ? 'bg-danger text-white' : undefined} />
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>

        {REFUND_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {value === tab ? (
              <QueueBody
                query={query}
                noun="refunds"
                loadFailed={OPS_REFUND_MESSAGES.loadFailed}
                empty={OPS_REFUND_MESSAGES.empty}
                emptyHint={EMPTY_HINT[tab]}
                returnTo={`${paths.opsRefunds.path}?status=${tab}`}
                showFirstTab={tab === 'failed' ? undefined : { label: 'Show failed refunds', onClick: () => go({ tab: 'failed' }) }}
                onPage={(next) => go({ page: next })}
              >
                {(rows) => <RefundsList refunds={rows} busyIds={busyIds} onAction={openAction} caption={CAPTION[tab]} />}
              </QueueBody>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      {action?.kind === 'retry' ? <RetryRefundDialog refund={action.refund} onClose={closeAction} /> : null}
      {action?.kind === 'settle' ? <SettleRefundDialog refund={action.refund} onClose={closeAction} /> : null}
    </div>
  );
}
