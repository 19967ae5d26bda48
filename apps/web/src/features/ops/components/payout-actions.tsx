import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { Ban, CircleCheck, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { isOpen } from '../payout-labels';

export type PayoutActionKind = 'send' | 'settle' | 'fail';

interface PayoutActionsProps {
  payout: TOpsPayout;
  /** An action on this payout is on its way: every button waits. */
  busy: boolean;
  onAction: (kind: PayoutActionKind, payout: TOpsPayout) => void;
  /** Stack the buttons full width (phone cards). */
  stacked?: boolean;
}

/**
 * What an operator can do with a payout: send a pending one through the provider, or settle or fail an open one by
 * hand. Each button opens its confirmation; a closed payout has none. Screen readers hear whose payout it is.
 */
export function PayoutActions({ payout, busy, onAction, stacked = false }: PayoutActionsProps) {
  if (!isOpen(payout)) return null;
  const whose = (
    <span className="sr-only">
      {' '}
      for {payout.creator.name}, {formatRupees(payout.amount)}
    </span>
  );
  const icon = 'size-4';
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'flex-wrap')}>
      {payout.status === 'pending' ? (
        <Button
          size="sm"
          fullWidth={stacked}
          disabled={busy}
          onClick={() => onAction('send', payout)}
          leadingIcon={<Send className={icon} strokeWidth={1.75} aria-hidden="true" />}
        >
          Send via provider{whose}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        fullWidth={stacked}
        disabled={busy}
        onClick={() => onAction('settle', payout)}
        leadingIcon={<CircleCheck className={icon} strokeWidth={1.75} aria-hidden="true" />}
      >
        Mark paid{whose}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        fullWidth={stacked}
        disabled={busy}
        className="text-danger hover:bg-danger-soft"
        onClick={() => onAction('fail', payout)}
        leadingIcon={<Ban className={icon} strokeWidth={1.75} aria-hidden="true" />}
      >
        Mark failed{whose}
      </Button>
    </div>
  );
}
