import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { Landmark, Smartphone } from 'lucide-react';
import { PAYOUT_METHOD } from '../payout-labels';
import { CopyValue } from './copy-value';

/** Where the money goes, in full: the UPI id, or the account number, IFSC and holder, each with a copy button. */
export function PayoutDestination({ payout }: { payout: TOpsPayout }) {
  const Icon = payout.payment_method === 'upi' ? Smartphone : Landmark;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Icon className="size-4 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
        {PAYOUT_METHOD[payout.payment_method]}
      </p>
      <dl className="flex min-w-0 flex-col gap-1">
        {payout.payment_method === 'upi' ? (
          <CopyValue label="UPI ID" value={payout.upi_id} />
        ) : (
          <>
            <CopyValue label="Account number" value={payout.account_number} />
            <CopyValue label="IFSC" value={payout.ifsc} />
            <CopyValue label="Account holder" value={payout.account_holder_name} />
          </>
        )}
      </dl>
    </div>
  );
}
