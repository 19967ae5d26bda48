import type { TEscrow } from '@amplio/shared/schemas/campaigns';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';

type FigureKey = 'funded' | 'reserved' | 'released' | 'refunded' | 'refund_pending' | 'available';

const FIGURES = [
  { key: 'funded', label: 'Funded', hint: 'Paid into escrow', swatch: 'bg-ink' },
  { key: 'reserved', label: 'Reserved', hint: 'Held for creators at work', swatch: 'bg-warning' },
  { key: 'released', label: 'Released', hint: 'Paid to creators', swatch: 'bg-success' },
  { key: 'refunded', label: 'Refunded', hint: 'Returned to you', swatch: 'bg-info' },
  { key: 'refund_pending', label: 'Refund on its way', hint: 'Sent to your bank, not confirmed yet', swatch: 'bg-info/45' },
  { key: 'available', label: 'Available', hint: 'Free for new creators', swatch: 'bg-brand' },
] as const satisfies readonly { key: FigureKey; label: string; hint: string; swatch: string }[];

/**
 * The figures as the brand reads them. `refunded` counts a refund from the moment it is sent; while part of it is still
 * on its way (`refund_pending`), that part shows on its own and Refunded shows only what has arrived.
 */
function figuresOf(escrow: TEscrow): Record<FigureKey, number> {
  const pending = Math.max(0, escrow.refund_pending ?? 0);
  return { ...escrow, refunded: Math.max(0, Math.round((escrow.refunded - pending) * 100) / 100), refund_pending: pending };
}

/** Which figures show: "Refund on its way" only while some is. */
const shownFigures = (values: Record<FigureKey, number>) =>
  FIGURES.filter((figure) => figure.key !== 'refund_pending' || values.refund_pending > 0);

/** Where the funded money is now: released, reserved, refunded (arrived, on its way) and still available, as a share of what was funded. */
function EscrowBar({ escrow }: { escrow: TEscrow }) {
  if (escrow.funded <= 0) return null;
  const values = figuresOf(escrow);
  const parts = [
    { value: values.released, className: 'bg-success', label: 'released' },
    { value: values.reserved, className: 'bg-warning', label: 'reserved' },
    { value: values.refunded, className: 'bg-info', label: 'refunded' },
    { value: values.refund_pending, className: 'bg-info/45', label: 'refund on its way' },
    { value: values.available, className: 'bg-brand', label: 'available' },
  ].filter((part) => part.value > 0);
  const summary = parts.map((part) => `${formatRupees(part.value)} ${part.label}`).join(', ');
  return (
    <div
      role="img"
      aria-label={`Of ${formatRupees(escrow.funded)} funded: ${summary}`}
      className="flex h-2.5 overflow-hidden rounded-full bg-border"
    >
      {parts.map((part) => (
        <div key={part.label} className={part.className} style={{ width: `${(part.value / escrow.funded) * 100}%` }} />
      ))}
    </div>
  );
}

/**
 * The escrow figures of issue 11 (funded, reserved, released, refunded, available) with what each one means, and
 * issue 21's "Refund on its way" beside Refunded while a refund has not reached the brand yet.
 */
export function EscrowFigures({ escrow, className }: { escrow: TEscrow; className?: string }) {
  const values = figuresOf(escrow);
  const shown = shownFigures(values);
  const six = shown.length === 6;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', six ? 'xl:grid-cols-6' : 'xl:grid-cols-5')}>
        {shown.map((figure) => (
          <div
            key={figure.key}
            className={cn(
              'flex flex-col gap-1 rounded-control border border-border bg-surface p-4',
              figure.key === 'available' && 'border-brand/30 bg-brand-soft/40',
              figure.key === 'available' && !six && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
              <span aria-hidden="true" className={cn('size-2 rounded-full', figure.swatch)} />
              {figure.label}
            </dt>
            <dd className="tabular text-xl font-semibold tracking-tight text-ink sm:text-2xl">{formatRupees(values[figure.key])}</dd>
            <dd className="text-xs text-ink-muted">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      <EscrowBar escrow={escrow} />
    </div>
  );
}

export function EscrowFiguresSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-hidden="true">
      {FIGURES.filter((figure) => figure.key !== 'refund_pending').map((figure) => (
        <div key={figure.key} className="flex flex-col gap-2 rounded-control border border-border bg-surface p-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-7 w-28" />
        </div>
      ))}
    </div>
  );
}
