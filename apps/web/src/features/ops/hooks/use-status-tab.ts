import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console list's place in the address: ?status= (one of `tabs`; anything else shows `fallback`) and ?page=.
 * Choosing a tab starts at its first page; turning a page keeps the scroll where it is.
 */
export function useStatusTab<TTab extends string>(tabs: readonly TTab[], fallback: TTab) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const tab: TTab = raw !== null && (tabs as readonly string[]).includes(raw) ? (raw as TTab) : fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = useCallback(
    (next: { tab?: TTab; page?: number }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.tab !== undefined) {
            updated.set('status', next.tab);
            updated.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 1) updated.set('page', String(next.page));
            else updated.delete('page');
          }
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { tab, page, go };
}
