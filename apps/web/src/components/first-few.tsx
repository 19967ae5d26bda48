import { type ReactNode, useState } from 'react';

/**
 * The first `count` of a list, and when there are more a "Show all" (`showAllLabel`) / "Show fewer" button to place
 * under it; the button says whether the rest is shown.
 */
export function useFirstFew<T>(items: readonly T[], count: number, showAllLabel: string): { shown: readonly T[]; toggle: ReactNode } {
  const [all, setAll] = useState(false);
  const toggle =
    items.length > count ? (
      <button
        type="button"
        className="self-start rounded-sm text-sm font-semibold text-brand hover:underline"
        aria-expanded={all}
        onClick={() => setAll((v) => !v)}
      >
        {all ? 'Show fewer' : showAllLabel}
      </button>
    ) : null;
  return { shown: all ? items : items.slice(0, count), toggle };
}
