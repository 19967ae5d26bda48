import { OPS_BOOKS_MESSAGES } from '@amplio/shared/schemas/ops-books';
import { TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useOpsBooks } from '../api/get-ops-books';

/**
 * On every console page while reconciliation has open alerts: how many mismatches it found, and the way to them on
 * the Books page. Nothing while the books are in order, loading or unreadable (each page says its own errors).
 */
export function ReconciliationBanner() {
  const books = useOpsBooks();
  const onBooks = useLocation().pathname === paths.opsBooks.path;
  const count = books.data?.open_alerts ?? 0;
  if (count <= 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control border border-danger/25 bg-danger-soft px-4 py-3 text-sm"
    >
      <TriangleAlert className="size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden="true" />
      <p className="font-semibold text-ink">{OPS_BOOKS_MESSAGES.mismatchesBanner(count)}</p>
      <Link to={`${paths.opsBooks.path}#alerts`} className="font-semibold text-brand underline hover:text-brand-hover">
        {onBooks ? 'Go to the mismatches' : 'Review them in the books'}
      </Link>
    </div>
  );
}
