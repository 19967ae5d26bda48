import type { TSubmissionVersion } from '@amplio/shared/schemas/submission-comments';
import { cn } from '../../../lib/cn';

/** v1, v2, v3: which upload plays and whose comments show. Radio semantics: one is chosen, arrows are not needed. */
export function VersionSwitcher({
  versions,
  selected,
  onSelect,
}: {
  versions: readonly TSubmissionVersion[];
  selected: number;
  onSelect: (version: number) => void;
}) {
  if (versions.length < 2) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Version of the video</legend>
      {versions.map((v) => {
        const chosen = v.version === selected;
        return (
          <button
            key={v.version}
            type="button"
            aria-pressed={chosen}
            onClick={() => onSelect(v.version)}
            data-testid="version-button"
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-control border px-3 text-sm font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              chosen
                ? 'border-brand bg-brand text-white'
                : 'border-border bg-surface text-ink hover:border-brand/40 hover:bg-brand-soft/50',
            )}
          >
            v{v.version}
            {v.current ? <span className={cn('text-xs font-medium', chosen ? 'text-white/85' : 'text-ink-muted')}>latest</span> : null}
            {v.open_comments > 0 ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular',
                  chosen ? 'bg-white/20 text-white' : 'bg-warning-soft text-warning-strong',
                )}
              >
                {v.open_comments}
                <span className="sr-only"> open</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
