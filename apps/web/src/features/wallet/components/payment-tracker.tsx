import type { TPaymentTrackerResponse, TTrackerStep } from '@amplio/shared/schemas/wallet';
import { Banknote, BriefcaseBusiness } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, generatePath } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useFirstFew } from '../../../components/first-few';
import { QueryStates } from '../../../components/query-states';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { usePaymentTracker } from '../api/get-payment-tracker';
import { walletKey } from '../api/wallet-keys';
import { TrackerSteps } from './tracker-steps';

type TrackedJob = TPaymentTrackerResponse['data']['jobs'][number];
type TrackedWithdrawal = TPaymentTrackerResponse['data']['withdrawals'][number];

/** How many items a tab shows before "Show all". */
const FIRST_FEW = 3;

/** Where an item stands, for its badge: the last step it reached, coloured by what it means for the creator's money. */
export function trackerStatus(steps: readonly TTrackerStep[]): { label: string; tone: BadgeTone } {
  const failed = steps.find((s) => s.state === 'failed');
  if (failed) return { label: failed.label, tone: failed.key === 'refunded' ? 'neutral' : 'danger' };
  const reached = [...steps].reverse().find((s) => s.state === 'done');
  if (!reached) return { label: 'Not started', tone: 'neutral' };
  // Still moving: the step it reached, in the colour of "in progress" (the next step has not happened yet).
  if (steps.some((s) => s.state === 'current')) return { label: reached.label, tone: 'warning' };
  if (reached.key === 'refunded') return { label: reached.label, tone: 'neutral' };
  if (reached.key === 'released' || reached.key === 'paid') return { label: reached.label, tone: 'success' };
  return { label: reached.label, tone: 'warning' };
}

function ItemHeader({
  title,
  subtitle,
  amount,
  steps,
}: {
  title: string;
  subtitle: ReactNode;
  amount: number;
  steps: readonly TTrackerStep[];
}) {
  const status = trackerStatus(steps);
  return (
    <div className="mb-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 @lg:mb-4">
      <div className="flex min-w-0 flex-col">
        <h3 className="text-base break-words text-ink">{title}</h3>
        <p className="text-sm text-ink-muted">{subtitle}</p>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={status.tone}>
          <span>{status.label}</span>
        </Badge>
        <span className="tabular text-lg font-semibold text-ink">{formatRupees(amount)}</span>
      </div>
    </div>
  );
}

/** An item whose journey is over (paid, returned or failed): nothing left to watch. */
const isFinished = (steps: readonly TTrackerStep[]) => !steps.some((s) => s.state === 'current' || s.state === 'upcoming');

/**
 * The steps of one item. A finished item folds them away in a narrow card (a phone), behind "Show the steps", so the
 * ones still moving stand out; a wide card always shows them, across.
 */
function ItemSteps({ steps, label }: { steps: readonly TTrackerStep[]; label: string }) {
  const finished = isFinished(steps);
  const [open, setOpen] = useState(!finished);
  const id = useId();
  return (
    <>
      {finished ? (
        <button
          type="button"
          className="rounded-sm text-sm font-semibold text-brand hover:underline @lg:hidden"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Hide the steps' : `Show the ${steps.length} steps`}
        </button>
      ) : null}
      <div id={id} className={cn(open ? 'mt-3 @lg:mt-0' : 'hidden @lg:block')}>
        <TrackerSteps steps={steps} label={label} />
      </div>
    </>
  );
}

function JobItem({ job }: { job: TrackedJob }) {
  return (
    <li className="@container rounded-card border border-border p-4 sm:p-5" data-testid="tracked-job">
      <ItemHeader
        title={job.product_name}
        amount={job.amount}
        steps={job.steps}
        subtitle={
          <>
            {job.script_status} ·{' '}
            <Link
              to={generatePath(paths.creatorCampaignSubmit.path, { campaignId: job.campaign_id })}
              className="rounded-sm font-medium text-brand hover:underline"
            >
              Open the script
            </Link>
          </>
        }
      />
      <ItemSteps steps={job.steps} label={`Payment steps for ${job.product_name}`} />
    </li>
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: TrackedWithdrawal }) {
  const destination = withdrawal.destination.label;
  return (
    <li className="@container rounded-card border border-border p-4 sm:p-5" data-testid="tracked-withdrawal">
      <ItemHeader
        title={`Withdrawal to ${destination}`}
        amount={withdrawal.amount}
        steps={withdrawal.steps}
        subtitle={`Requested ${formatDay(withdrawal.requested_at)}${withdrawal.utr ? ` · UTR ${withdrawal.utr}` : ''}`}
      />
      <ItemSteps steps={withdrawal.steps} label={`Steps of the withdrawal to ${destination}`} />
    </li>
  );
}

function FirstFew<T>({ items, render, noun }: { items: readonly T[]; render: (item: T) => ReactNode; noun: string }) {
  const { shown, toggle } = useFirstFew(items, FIRST_FEW, `Show all ${items.length} ${noun}`);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">{shown.map(render)}</ul>
      {toggle}
    </div>
  );
}

/** Open the tab that has something moving: a withdrawal on its way, else the campaign payments. */
function defaultTab(data: TPaymentTrackerResponse['data']): 'jobs' | 'withdrawals' {
  const moving = data.withdrawals.some((w) => w.status === 'pending' || w.status === 'processing');
  return moving || (data.jobs.length === 0 && data.withdrawals.length > 0) ? 'withdrawals' : 'jobs';
}

export function PaymentTrackerPanel({ data }: { data: TPaymentTrackerResponse['data'] }) {
  const [tab, setTab] = useState(() => defaultTab(data));
  // A withdrawal just requested is what the creator wants to follow: show it.
  const [seenWithdrawals, setSeenWithdrawals] = useState(data.withdrawals.length);
  if (data.withdrawals.length !== seenWithdrawals) {
    setSeenWithdrawals(data.withdrawals.length);
    if (data.withdrawals.length > seenWithdrawals) setTab('withdrawals');
  }
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)} className="flex flex-col gap-4">
      <TabsList label="Payment tracker" className="flex w-full sm:inline-flex sm:w-auto sm:self-start">
        <TabsTrigger value="jobs" className="flex-1 px-3 sm:flex-none sm:px-4">
          Campaigns <span className="tabular text-ink-muted">{data.jobs.length}</span>
        </TabsTrigger>
        <TabsTrigger value="withdrawals" className="flex-1 px-3 sm:flex-none sm:px-4">
          Withdrawals <span className="tabular text-ink-muted">{data.withdrawals.length}</span>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="jobs">
        {data.jobs.length === 0 ? (
          <EmptyState
            icon={BriefcaseBusiness}
            title="No campaign payments yet"
            description="When you save a script, its price is reserved for you in the brand's escrow. Each step to your wallet shows here."
          />
        ) : (
          <FirstFew items={data.jobs} noun="campaign payments" render={(job) => <JobItem key={job.script_id} job={job} />} />
        )}
      </TabsContent>
      <TabsContent value="withdrawals">
        {data.withdrawals.length === 0 ? (
          <EmptyState
            icon={Banknote}
            title="No withdrawals yet"
            description="Withdraw from your wallet to UPI or a bank account and follow it here until it reaches you."
          />
        ) : (
          <FirstFew items={data.withdrawals} noun="withdrawals" render={(w) => <WithdrawalItem key={w.id} withdrawal={w} />} />
        )}
      </TabsContent>
    </Tabs>
  );
}

/**
 * Issue 13 §3 "payment tracker": every campaign payment (reserved → submitted → approved → paid to the wallet, or
 * returned to the brand) and every withdrawal (requested → sent to the bank → paid, or failed), with dates.
 */
export function PaymentTrackerCard({ className }: { className?: string }) {
  const tracker = usePaymentTracker();
  // A withdrawal that moved (paid, failed) changes the history and the figures too: read them again.
  const queryClient = useQueryClient();
  const statuses = tracker.data?.data.withdrawals.map((w) => `${w.id}:${w.status}`).join(',');
  const seen = useRef(statuses);
  useEffect(() => {
    if (statuses === undefined) return;
    if (seen.current !== undefined && seen.current !== statuses) {
      void queryClient.invalidateQueries({ queryKey: walletKey, predicate: (query) => query.queryKey[1] !== 'tracker' });
    }
    seen.current = statuses;
  }, [statuses, queryClient]);
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader title="Payment tracker" description="Where every rupee is, from the brand's escrow to your UPI ID or bank account." />
      <QueryStates query={tracker} what="the payment tracker" loading={['h-10 w-72', 'h-32']}>
        {(data) => <PaymentTrackerPanel data={data.data} />}
      </QueryStates>
    </Card>
  );
}
