import type { TEscrow } from '@amplio/shared/schemas/campaigns';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';

const FIGURES = [
  { key: 'funded', label: 'Funded', hint: 'Paid into escrow', swatch: 'bg-ink' },
  { key: 'reserved', label: 'Reserved', hint: 'Held for creators at work', swatch: 'bg-warning' },
  { key: 'released', label: 'Released', hint: 'Paid to creators', swatch: 'bg-success' },
  { key: 'refunded', label: 'Refunded', hint: 'Returned to you', swatch: 'bg-info' },
  { key: 'available', label: 'Available', hint: 'Free for new creators', swatch: 'bg-brand' },
] as const satisfies readonly { key: keyof TEscrow; label: string; hint: string; swatch: string }[];

/** Where the funded money is now: released, reserved, refunded and still available, as a share of what was funded. */
function EscrowBar({ escrow }: { escrow: TEscrow }) {
  if (escrow.funded <= 0) return null;
  const parts = [
    { value: escrow.released, className: 'bg-success', label: 'released' },
    { value: escrow.reserved, className: 'bg-warning', label: 'reserved' },
    { value: escrow.refunded, className: 'bg-info', label: 'refunded' },
    { value: escrow.available, className: 'bg-brand', label: 'available' },
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

/** The five escrow figures of issue 11 (funded, reserved, released, refunded, available) with what each one means. */
export function EscrowFigures({ escrow, className }: { escrow: TEscrow; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {FIGURES.map((figure) => (
          <div
            key={figure.key}
            className={cn(
              'flex flex-col gap-1 rounded-control border border-border bg-surface p-4',
              figure.key === 'available' && 'col-span-2 sm:col-span-1 border-brand/30 bg-brand-soft/40',
            )}
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
              <span aria-hidden="true" className={cn('size-2 rounded-full', figure.swatch)} />
              {figure.label}
            </dt>
            <dd className="tabular text-xl font-semibold tracking-tight text-ink sm:text-2xl">{formatRupees(escrow[figure.key])}</dd>
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
      {FIGURES.map((figure) => (
        <div key={figure.key} className="flex flex-col gap-2 rounded-control border border-border bg-surface p-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-7 w-28" />
        </div>
      ))}
    </div>
  );
}
