import { type Charges, computeCharges } from '@amplio/shared/domain/charges';
import { paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import { formatRupees } from '../../../lib/format-money';

interface Rates {
  platform_fee_percent: number;
  gst_percent: number;
}

/** Rupees to paise, or null when it is not a payable amount (zero, negative, a fraction of a paisa). */
function toPaise(value: number): bigint | null {
  try {
    const paise = rupeesToPaise(value);
    return paise > 0n ? paise : null;
  } catch {
    return null;
  }
}

/** The charges for an amount in rupees, in paise, with the same arithmetic as the server; null when not payable. */
export function chargesFor(amount: number | null, rates: Rates): Charges | null {
  const paise = amount === null ? null : toPaise(amount);
  return paise === null ? null : computeCharges(paise, { platformFeePercent: rates.platform_fee_percent, gstPercent: rates.gst_percent });
}

/** What the brand will pay, line by line (shared domain/charges). */
export function ChargesBreakdown({ amount, rates }: { amount: number | null; rates: Rates }) {
  const charges = chargesFor(amount, rates);
  const rupees = (value: bigint | undefined) => (value === undefined ? '—' : formatRupees(paiseToRupees(value)));
  const rows = [
    { label: 'Into escrow', hint: 'What creators can be paid from', value: rupees(charges?.amount) },
    {
      label: `Platform fee (${rates.platform_fee_percent}%)`,
      hint: 'Amplio’s fee, on the amount funded',
      value: rupees(charges?.platformFee),
    },
    { label: `GST (${rates.gst_percent}% of the fee)`, hint: null, value: rupees(charges?.gst) },
  ];
  return (
    <dl aria-live="polite" className="flex flex-col gap-2 rounded-control border border-border bg-surface-muted p-4">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-sm text-ink-muted">
            {row.label}
            {row.hint ? <span className="block text-xs">{row.hint}</span> : null}
          </dt>
          <dd className="tabular text-[15px] text-ink">{row.value}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <dt className="font-semibold text-ink">Total to pay</dt>
        <dd className="tabular text-xl font-semibold text-ink">{rupees(charges?.total)}</dd>
      </div>
    </dl>
  );
}
