import { LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ReconciliationBanner } from '../../features/ops/components/reconciliation-banner';
import { useOperatorSignOut } from '../../features/ops/hooks/use-operator-sign-out';
import { OPS_AREA_ROUTE_ID } from '../../features/ops/ops-area';
import { cn } from '../../lib/cn';
import { QueryProvider } from '../providers/query-provider';
import type { SignedInAreaData } from '../session-user-context';

const PAGES = [paths.opsPayouts, paths.opsRefunds, paths.opsBooks, paths.opsSuspense, paths.opsReports, paths.opsSalesLeads];

/**
 * The operator console's frame: one bar with the console's name, its pages, who is signed in and Sign out (on phones
 * the pages take a second row), and the reconciliation banner above every page while the books have mismatches.
 */
function OpsFrame() {
  const user = (useRouteLoaderData(OPS_AREA_ROUTE_ID) as SignedInAreaData | undefined)?.user ?? null;
  const { signOut, signingOut } = useOperatorSignOut();
  return (
    <div className="min-h-dvh bg-surface-muted">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:h-16 sm:flex-nowrap sm:gap-6 sm:px-6 sm:py-0 lg:px-8">
          <Link
            to={paths.opsPayouts.path}
            className="flex h-12 shrink-0 items-center gap-2 rounded-control"
            aria-label="Amplio operator console"
          >
            <BrandLogo />
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">Ops</span>
          </Link>
          <nav
            aria-label="Operator console"
            // On phones the pages get a row of their own under the name and Sign out, scrolling sideways if they must.
            className="order-last -mx-1 flex basis-full items-center gap-1 overflow-x-auto px-1 pb-1 sm:order-none sm:mx-0 sm:basis-auto sm:overflow-visible sm:p-0"
          >
            {PAGES.map((page) => (
              <NavLink
                key={page.path}
                to={page.path}
                className={({ isActive }) =>
                  cn(
                    'shrink-0 rounded-control px-2.5 py-2 text-[15px] font-medium transition-colors sm:px-3',
                    isActive ? 'bg-brand-soft text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )
                }
              >
                {page.title}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {user ? (
              <p className="hidden min-w-0 flex-col text-right leading-tight md:flex">
                <span className="truncate text-sm font-semibold text-ink">{user.name}</span>
                <span className="truncate text-xs text-ink-muted">{user.email}</span>
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              loading={signingOut}
              onClick={() => void signOut()}
              leadingIcon={<LogOut className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <ReconciliationBanner />
        <Outlet />
      </main>
    </div>
  );
}

export default function OpsShell() {
  return (
    <QueryProvider>
      <OpsFrame />
    </QueryProvider>
  );
}
