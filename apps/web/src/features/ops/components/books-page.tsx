import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useOpsBooks } from '../api/get-ops-books';
import { BooksBalances } from './books-balances';
import { ListLoadError } from './list-states';
import { ReconciliationAlerts } from './reconciliation-alerts';
import { ReconciliationStatus } from './reconciliation-status';
import { TransfersExportForm } from './transfers-export-form';

function BooksLoading() {
  return (
    <div role="status" aria-label="Loading the books" className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} className="h-32 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-card" />
    </div>
  );
}

/** Money waiting for an operator elsewhere in the console, with the way there. */
function WorkLink({ count, to, one, many, none }: { count: number; to: string; one: string; many: string; none: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-3 rounded-control border border-border px-4 py-3 hover:border-brand/40 hover:bg-brand-soft/40"
      >
        <span className="flex items-center gap-3">
          <span
            className={cn(
              'tabular inline-flex min-w-7 items-center justify-center rounded-full px-2 py-0.5 text-sm font-semibold',
              count > 0 ? 'bg-warning-soft text-warning-strong' : 'bg-surface-muted text-ink-muted',
            )}
          >
            {count}
          </span>
          <span className="text-[15px] text-ink">{count === 0 ? none : count === 1 ? one : many}</span>
        </span>
        <ArrowRight className="size-4 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * The books (issue 21 §2): every rupee Amplio holds, by kind of account, and whether the books balance; the ledger's
 * invariants and the last reconciliation, which an operator can run now; its mismatches to resolve; and the
 * accountant's CSV of a period's transfers.
 */
export function BooksPage() {
  const books = useOpsBooks();
  const location = useLocation();
  const ready = Boolean(books.data);

  // The banner's link (#alerts) lands on the mismatches once they are on the page, every time it is followed.
  const landing = location.hash === '#alerts' ? location.key : null;
  useEffect(() => {
    if (!ready || !landing) return;
    const heading = document.getElementById('alerts-heading');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [ready, landing]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 id="books-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
          Books
        </h1>
        <p className="max-w-2xl text-[15px] text-ink-muted">
          Every rupee Amplio holds, by kind of account, and whether the ledger agrees with the payment provider.
        </p>
      </div>

      {books.isPending ? (
        <BooksLoading />
      ) : !books.data ? (
        <ListLoadError
          title="Failed to load the books"
          error={books.error ?? new Error('The books could not be read.')}
          retrying={books.isFetching}
          onRetry={() => void books.refetch()}
          returnTo={paths.opsBooks.path}
        />
      ) : (
        <>
          <ReconciliationStatus books={books.data} />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card>
              <div className="mb-2 flex flex-col gap-1">
                <h2 className="text-lg text-ink">Balances</h2>
                <p className="text-sm text-ink-muted">Credits minus debits, in rupees, for each kind of account.</p>
              </div>
              <BooksBalances books={books.data} />
            </Card>
            <div className="flex flex-col gap-6">
              <Card>
                <h2 className="mb-3 text-lg text-ink">Waiting for you</h2>
                <ul className="flex flex-col gap-2">
                  <WorkLink
                    count={books.data.open_suspense}
                    to={paths.opsSuspense.path}
                    one="payment in suspense to refund or apply"
                    many="payments in suspense to refund or apply"
                    none="payments in suspense"
                  />
                  <WorkLink
                    count={books.data.failed_refunds}
                    to={pathTo(paths.opsRefunds.path, undefined, { status: 'failed' })}
                    one="refund the provider could not make"
                    many="refunds the provider could not make"
                    none="failed refunds"
                  />
                </ul>
              </Card>
              <Card>
                <TransfersExportForm />
              </Card>
            </div>
          </div>
          <ReconciliationAlerts />
        </>
      )}
    </div>
  );
}
