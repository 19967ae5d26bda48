import { PAYOUT_STATES, type PayoutState } from '@amplio/shared/constants/payouts';
import { OPS_MESSAGES, type TOpsPayout } from '@amplio/shared/schemas/ops';
import { useCallback, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TestModeLabel } from '../../../components/test-mode-label';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useOpsPayouts } from '../api/get-ops-payouts';
import { useBusyIds } from '../hooks/use-busy-ids';
import { itemByAttribute, useDialogFocus } from '../hooks/use-dialog-focus';
import { useStatusTab } from '../hooks/use-status-tab';
import { PAYOUT_STATUS } from '../payout-labels';
import { FailPayoutDialog } from './fail-payout-dialog';
import { QueueBody } from './queue-body';
import { TabCount } from './tab-count';
import type { PayoutActionKind } from './payout-actions';
import { PayoutsList } from './payouts-list';
import { SendPayoutDialog } from './send-payout-dialog';
import { SettlePayoutDialog } from './settle-payout-dialog';

/** The queue's tabs: one per status, then everything. Pending is the work, so it comes first and is the default. */
export type QueueTab = PayoutState | 'all';
const TABS: readonly QueueTab[] = [...PAYOUT_STATES, 'all'];
const DEFAULT_TAB: QueueTab = 'pending';

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

type OpenAction = { kind: PayoutActionKind; payout: TOpsPayout };

const findItem = itemByAttribute('data-payout-id', { visibleOnly: true });

/**
 * The operator's work queue (issue 13 §4): tabs per status with their counts, the payouts of the tab (oldest first),
 * and the three actions, each behind a confirmation. While any payout is with the provider the list refreshes every
 * few seconds, so a payout the provider settles moves to Paid without a reload.
 */
export function PayoutsQueue() {
  const { tab, page, go } = useStatusTab(TABS, DEFAULT_TAB);
  const query = useOpsPayouts({ status: tab === 'all' ? undefined : tab, page });
  const busyIds = useBusyIds('payoutId');
  // A minute at a time, for "3 h ago".
  const now = useNow(60_000);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<OpenAction | null>(null);

  const { rememberOpener, returnFocus } = useDialogFocus({ findItem, headingId: 'payouts-heading' });
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

  const openAction = useCallback(
    (kind: PayoutActionKind, payout: TOpsPayout) => {
      rememberOpener();
      setAction({ kind, payout });
    },
    [rememberOpener],
  );

  const closeAction = useCallback(() => {
    const itemId = action?.payout.id;
    setAction(null);
    returnFocus(itemId);
  }, [action, returnFocus]);

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
                  <TabCount count={count} urgentClassName={value === 'pending' ? 'bg-brand text-white' : undefined} />
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
                query={query}
                noun="payouts"
                loadFailed={OPS_MESSAGES.loadFailed}
                empty={OPS_MESSAGES.empty}
                emptyHint={EMPTY_HINT[tab]}
                returnTo={`${paths.opsPayouts.path}?status=${tab}`}
                showFirstTab={tab === 'pending' ? undefined : { label: 'Show pending payouts', onClick: () => go({ tab: 'pending' }) }}
                onPage={(next) => go({ page: next })}
              >
                {(rows) => (
                  <PayoutsList
                    payouts={rows}
                    busyIds={busyIds}
                    expandedIds={expanded}
                    onToggleTimeline={toggleTimeline}
                    onAction={openAction}
                    caption={CAPTION[tab]}
                    now={now}
                  />
                )}
              </QueueBody>
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
