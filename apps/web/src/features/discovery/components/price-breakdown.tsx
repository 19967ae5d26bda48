import type { TPlatformPrice } from '@amplio/shared/schemas/discovery';
import { platformLabel } from '../../campaigns/campaign-labels';

/** The price's working in plain words (issue 12 §3: show the formula): base, quality and what drove it, caps. */
export function PriceBreakdown({ price, open = false }: { price: TPlatformPrice; open?: boolean }) {
  return (
    <details className="group rounded-control" open={open}>
      <summary className="cursor-pointer rounded-control text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        How we worked out your {platformLabel(price.platform)} price
      </summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-ink-muted" data-testid="price-breakdown">
        {price.explanation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </details>
  );
}
