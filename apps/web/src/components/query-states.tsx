import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Skeleton } from './ui/skeleton';

/** Grey blocks (their size classes, e.g. 'h-14') in a region announced as `label` while something loads. */
export function LoadingBlocks({ label, blocks }: { label: string; blocks: readonly string[] }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {blocks.map((className, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What the query loads, e.g. "your alerts": "Loading your alerts" while it loads, "We could not load your alerts." if it fails. */
  what: string;
  /** The loading blocks' size classes, shaped like what comes. */
  loading: readonly string[];
  children: (data: T) => ReactNode;
}

/** A query's three states in a card: loading blocks, the failure with Try again, or what it loaded. */
export function QueryStates<T>({ query, what, loading, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingBlocks label={`Loading ${what}`} blocks={loading} />;
  if (query.isError) return <ErrorState what={what} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return children(query.data);
}
