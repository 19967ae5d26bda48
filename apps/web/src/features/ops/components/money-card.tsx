import type { ReactNode } from 'react';
import { campaignName } from '../refund-labels';
import type { BadgeTone } from '../../../components/ui/badge';
import { StatusBadge } from './status-badge';

export interface MoneyCardProps {
  /** The data attribute that finds the card again after a decision, e.g. `{ 'data-refund-id': id }`. */
  marker: Record<`data-${string}`, string>;
  /** Read out as the card's name: who, and how much. */
  label: string;
  payer: string;
  campaign: { product_name: string | null } | null | undefined;
  status: { label: string; tone: BadgeTone };
  children: ReactNode;
}

/** One card of an operator money queue (refunds, payments in suspense): who, which campaign and the status on top. */
export function MoneyCard({ marker, label, payer, campaign, status, children }: MoneyCardProps) {
  return (
    <article
      {...marker}
      tabIndex={-1}
      aria-label={label}
      className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{payer}</p>
          <p className="text-sm break-words text-ink-muted">{campaign ? campaignName(campaign.product_name) : 'No campaign'}</p>
        </div>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      {children}
    </article>
  );
}
