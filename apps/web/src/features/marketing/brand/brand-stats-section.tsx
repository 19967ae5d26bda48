import { StatCounters } from '../components/stat-counter';
import { useMounted } from '../lib/use-mounted';

/** Marketing figures of spec 1 §1 (counters up to 5,000 brands, 50,000 creators, 10,000 campaigns; $2M+ earned). */
const STATS = [
  { value: 5000, suffix: '+', label: 'brands running campaigns' },
  { value: 50000, suffix: '+', label: 'vetted creators' },
  { value: 10000, suffix: '+', label: 'campaigns completed' },
  { value: 2, prefix: '$', suffix: 'M+', label: 'paid out to creators (USD)' },
] as const;

export default function BrandStatsSection() {
  const mounted = useMounted();
  return (
    <section
      aria-label="Amplio in numbers"
      className="border-y border-border bg-surface-muted py-10 sm:py-12"
      data-ready={mounted ? 'stats' : undefined}
    >
      <div className="container-content">
        <StatCounters stats={STATS} className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4" />
      </div>
    </section>
  );
}
