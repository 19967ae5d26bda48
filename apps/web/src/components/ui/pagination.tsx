import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  lastPage: number;
  /** Without a total (an answer that gives only the page numbers) the line says which page of how many. */
  total?: number;
  perPage?: number;
  onPageChange: (page: number) => void;
  /** What is being counted, plural, e.g. "campaigns". */
  noun: string;
}

/** The numbers of a page the API answers (current_page, last_page, total, per_page) as Pagination's props. */
export const paginationOf = (page: { current_page: number; last_page: number; total: number; per_page: number }) => ({
  page: page.current_page,
  lastPage: page.last_page,
  total: page.total,
  perPage: page.per_page,
});

/** Previous / next with "Showing 11–20 of 42 campaigns" (when the total is known); hidden when everything fits on one page. */
export function Pagination({ page, lastPage, total, perPage, onPageChange, noun }: PaginationProps) {
  if (lastPage <= 1) return null;
  const counted = total !== undefined && perPage !== undefined;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      {counted ? (
        <p className="tabular text-sm text-ink-muted" aria-live="polite">
          Showing {(page - 1) * perPage + 1}–{Math.min(total, page * perPage)} of {total} {noun}
        </p>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          leadingIcon={<ChevronLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Previous
        </Button>
        <span className="tabular text-sm text-ink-muted" aria-live={counted ? undefined : 'polite'}>
          Page {page} of {lastPage}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
