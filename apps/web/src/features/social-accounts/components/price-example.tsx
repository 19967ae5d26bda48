import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice, type PriceMetrics } from '@amplio/shared/domain/dynamic-price';
import { Calculator } from 'lucide-react';
import { formatRupees } from '../../../lib/format-money';

/** The campaign the example prices against: a standard fee and no price cap. */
export const EXAMPLE_COMPENSATION = 5000;

/**
 * What a brand would pay for one post, from computeDynamicPrice (the same function discovery uses), with its
 * breakdown in plain words. It follows the form as the creator types.
 */
export function PriceExample({ platform, metrics, label }: { platform: CampaignPlatform; metrics: PriceMetrics; label: string }) {
  const price = computeDynamicPrice({ platform, metrics, compensation: EXAMPLE_COMPENSATION });
  const headingId = `price-example-${platform}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-brand-soft/60 p-4 sm:p-5" data-testid={headingId}>
      <div className="flex items-center gap-2">
        <Calculator className="size-5 text-brand" strokeWidth={1.75} aria-hidden="true" />
        <h3 id={headingId} className="text-base text-ink">
          What brands would pay you
        </h3>
      </div>
      <p aria-live="polite" className="flex flex-col">
        <span className="tabular text-3xl font-semibold tracking-tight text-ink" data-testid="example-price">
          {formatRupees(price.price)}
        </span>
        <span className="text-sm text-ink-muted">
          for one {label} post, in a campaign paying a standard {formatRupees(EXAMPLE_COMPENSATION)} with no price cap
        </span>
      </p>
      <details className="group" open>
        <summary className="cursor-pointer rounded-control text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          How we worked it out
        </summary>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-ink-muted" data-testid="price-breakdown">
          {price.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
