import type { TEarningsResponse } from '@amplio/shared/schemas/wallet';
import { ArrowUpRight, BriefcaseBusiness, Clock3, Landmark, type LucideIcon, ShieldCheck, TrendingUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { abbreviateRupees } from '../../../lib/format-count';
import { formatRupees } from '../../../lib/format-money';
import { WithdrawDialog } from './withdraw-dialog';

/** Amounts from a lakh up are abbreviated on phones (spec 3 §9's K/M/B) so a tile never overflows; screen readers get the full amount. */
const ABBREVIATE_FROM = 100_000;

export function MoneyFigure({ value, className }: { value: number; className?: string }) {
  const full = formatRupees(value);
  if (Math.abs(value) < ABBREVIATE_FROM) return <span className={cn('tabular', className)}>{full}</span>;
  return (
    <span className={cn('tabular', className)}>
      <span aria-hidden="true" className="sm:hidden" title={full}>
        {abbreviateRupees(value)}
      </span>
      <span className="sr-only sm:not-sr-only">{full}</span>
    </span>
  );
}

function StatTile({
  icon: Icon,
  label,
  children,
  caption,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  caption: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface p-4 shadow-soft sm:p-5" data-testid={testId}>
      <div className="flex items-start gap-2 text-sm font-medium text-ink-muted">
        <Icon className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
        {/* Wraps on a phone's half-width tile rather than cutting "Pending withdrawal" short. */}
        <span className="min-w-0">{label}</span>
      </div>
      <p className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{children}</p>
      <p className="text-xs text-ink-muted sm:text-sm">{caption}</p>
    </div>
  );
}

/**
 * The overview's money row (spec 3 §2.2, §9): the available balance with the Withdraw button, then total earned, in
 * escrow, pending withdrawal and the Active Campaigns count. All of it is read from the ledger by the server.
 */
export function EarningsSummary({
  earnings,
  activeCampaigns,
  pendingTasks,
}: {
  earnings: TEarningsResponse;
  activeCampaigns: number;
  pendingTasks: number;
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <section aria-labelledby="wallet-heading" className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="relative flex flex-col justify-between gap-5 overflow-hidden rounded-card border border-brand/20 bg-gradient-to-br from-brand-soft via-surface to-accent-soft/60 p-5 shadow-soft sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="wallet-heading" className="flex items-center gap-2 text-sm font-semibold tracking-normal text-brand">
            <Landmark className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Available balance
          </h2>
          <p className="tabular text-4xl font-semibold tracking-tight text-ink sm:text-5xl" data-testid="available-balance">
            {formatRupees(earnings.available_balance)}
          </p>
          <p className="text-sm text-ink-muted">
            Yours to withdraw to UPI or a bank account. Paid out so far:{' '}
            <span className="tabular font-medium text-ink">{formatRupees(earnings.paid_out)}</span>
          </p>
        </div>
        <Button
          size="lg"
          className="self-start"
          onClick={() => setWithdrawing(true)}
          leadingIcon={<ArrowUpRight className="size-5" strokeWidth={1.75} aria-hidden="true" />}
        >
          Withdraw
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatTile icon={TrendingUp} label="Total earned" caption="Released to your wallet from completed work" testId="total-earned">
          <MoneyFigure value={earnings.lifetime_earnings} />
        </StatTile>
        <StatTile icon={ShieldCheck} label="In escrow" caption="Reserved for your open scripts" testId="in-escrow">
          <MoneyFigure value={earnings.in_escrow} />
        </StatTile>
        <StatTile icon={Clock3} label="Pending withdrawal" caption="On its way to your bank" testId="pending-withdrawal">
          <MoneyFigure value={earnings.pending_withdrawals} />
        </StatTile>
        <StatTile
          icon={BriefcaseBusiness}
          label="Active campaigns"
          caption={pendingTasks === 0 ? 'No uploads waiting on you' : `${pendingTasks} waiting for your upload`}
          testId="active-campaigns"
        >
          <span className="tabular">{activeCampaigns}</span>
        </StatTile>
      </div>
      <WithdrawDialog open={withdrawing} onOpenChange={setWithdrawing} availableBalance={earnings.available_balance} />
    </section>
  );
}
