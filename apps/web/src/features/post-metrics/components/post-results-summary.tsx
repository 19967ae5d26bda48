import type { TCreatorCampaign } from '@amplio/shared/schemas/scripts';
import { formatMetric } from '../post-metrics-copy';
import { postResults } from '../post-results';

/** The creator overview's post results: views, likes and Engagement (spec 3 §9) from the reported numbers. */
export function PostResultsSummary({ campaigns }: { campaigns: readonly TCreatorCampaign[] }) {
  const results = postResults(campaigns);
  if (!results) return null;
  const tiles = [
    { label: 'Views', value: formatMetric(results.views) },
    { label: 'Likes', value: formatMetric(results.likes) },
    { label: 'Engagement', value: `${results.engagement}%` },
  ];
  return (
    // The card's look, as a region named by its heading.
    <section
      aria-labelledby="post-results-heading"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6"
    >
      <div>
        <h2 id="post-results-heading" className="text-base font-semibold text-ink">
          Your posts’ results
        </h2>
        <p className="text-sm text-ink-muted">
          From the numbers you reported with proof on {results.posts} {results.posts === 1 ? 'post' : 'posts'}. Engagement is likes ÷ views.
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{tile.label}</dt>
            <dd className="tabular truncate text-xl font-semibold text-ink" data-testid={`post-results-${tile.label.toLowerCase()}`}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
