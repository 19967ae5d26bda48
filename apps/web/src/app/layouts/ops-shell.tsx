import { LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useOperatorSignOut } from '../../features/ops/hooks/use-operator-sign-out';
import { OPS_AREA_ROUTE_ID } from '../../features/ops/ops-area';
import { cn } from '../../lib/cn';
import { QueryProvider } from '../providers/query-provider';
import type { SignedInAreaData } from '../session-user-context';

/** The operator console's frame: one bar with the console's name, its pages, who is signed in and Sign out. */
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
        <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:gap-6 sm:px-6 lg:px-8">
          <Link
            to={paths.opsPayouts.path}
            // On phones the mark alone (the link keeps its name), so both pages and Sign out fit at 390 px.
            className="flex shrink-0 items-center gap-2 rounded-control max-sm:[&_svg+span]:sr-only"
            aria-label="Amplio operator console"
          >
            <BrandLogo />
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">Ops</span>
          </Link>
          <nav aria-label="Operator console" className="flex items-center gap-1">
            {[paths.opsPayouts, paths.opsRefunds].map((page) => (
              <NavLink
                key={page.path}
                to={page.path}
                className={({ isActive }) =>
                  cn(
                    'rounded-control px-2.5 py-2 text-[15px] font-medium transition-colors sm:px-3',
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
              {/* On phones the icon alone, so the console's two pages fit next to it at 390 px. */}
              <span className="max-sm:sr-only">Sign out</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
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
