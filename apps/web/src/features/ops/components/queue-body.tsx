import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { ListLoadError, ListLoading } from './list-states';

interface PageOf<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

/** What a queue tab needs of its TanStack query: one page of rows under `data.data`. */
export interface QueueQuery<Row> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  data?: { data: PageOf<Row> };
  refetch: () => unknown;
}

export interface QueueBodyProps<Row> {
  query: QueueQuery<Row>;
  /** "payouts": the loading label ("Loading payouts") and the pagination's noun. */
  noun: string;
  loadFailed: string;
  empty: string;
  emptyHint: string;
  /** Where "Sign in again" comes back to when the session ended. */
  returnTo: string;
  /** The way back to the tab that needs work, offered on every other tab when it is empty ("Show pending payouts"). */
  showFirstTab?: { label: string; onClick: () => void };
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}

/**
 * One tab of an operator queue: loading rows, the error with a retry, the empty state, or the rows with their pages
 * (dimmed while the next page loads, with a warning when a refresh failed over rows already shown).
 */
export function QueueBody<Row>({
  query,
  noun,
  loadFailed,
  empty,
  emptyHint,
  returnTo,
  showFirstTab,
  onPage,
  children,
}: QueueBodyProps<Row>) {
  const loading = <ListLoading label={`Loading ${noun}`} />;
  if (query.isPending) return loading;
  if (query.isError && !query.data) {
    return (
      <ListLoadError
        title={loadFailed}
        error={query.error ?? new Error(loadFailed)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        returnTo={returnTo}
      />
    );
  }
  const page = query.data?.data;
  if (!page) return loading;
  if (page.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={empty}
        description={emptyHint}
        action={
          showFirstTab ? (
            <Button variant="secondary" size="sm" onClick={showFirstTab.onClick}>
              {showFirstTab.label}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className={cn('flex flex-col gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}>
      {query.isError ? (
        <Alert tone="warning" title={loadFailed}>
          <p>{query.error?.message} The list below may be out of date.</p>
        </Alert>
      ) : null}
      {children(page.data)}
      <Pagination {...paginationOf(page)} onPageChange={onPage} noun={noun} />
    </div>
  );
}
