import { ChevronDown, LogOut, type LucideIcon, Menu, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useMatches } from 'react-router';
import { cn } from '../../lib/cn';
import type { StoredUser } from '../../lib/stored-user';
import { BrandLogo } from '../brand-logo';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { Spinner } from '../ui/spinner';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: number;
}

interface DashboardFrameProps {
  /** "Creator" or "Brand": names the area for screen readers and under the logo. */
  areaLabel: string;
  homePath: string;
  navItems: readonly DashboardNavItem[];
  user: StoredUser | null;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
  /** Replaces the flat list of navItems (the brand area's expandable features); called once per sidebar. */
  renderNav?: (onNavigate: () => void) => ReactNode;
  /** The header title; defaults to the deepest route's title. */
  title?: string;
  /** Extra account-menu entries above Sign out. */
  menuItems?: ReactNode;
  /** The header's avatar (e.g. the profile photo); defaults to the first letter of the name. */
  avatar?: ReactNode;
  /** Controls in the header before the account menu (the notifications bell). */
  headerActions?: ReactNode;
  /**
   * Whether a badge waits in the navigation, for a dot on the phone's "Open navigation" button. Defaults to whether a
   * navItem has one; give it with renderNav, whose badges the frame cannot see.
   */
  navActivity?: boolean;
}

function usePageTitle(): string {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  return handle?.title ?? 'Dashboard';
}

function SideNav({ items, onNavigate }: { items: readonly DashboardNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-control px-3 py-2.5 text-[15px] font-medium transition-colors',
                isActive ? 'bg-brand-soft text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )
            }
          >
            <item.icon className="size-5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
            <span className="flex-1">{item.label}</span>
            {item.badge ? (
              <span className="tabular inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-ink">
                {item.badge}
                <span className="sr-only"> new</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function initialOf(user: StoredUser | null): string {
  return (user?.name.trim()[0] ?? '?').toUpperCase();
}

/** The frame of both signed-in areas: sidebar (a slide-over on phones), a header with the page title and the user menu. */
export function DashboardFrame({
  areaLabel,
  homePath,
  navItems,
  user,
  onSignOut,
  signingOut,
  children,
  renderNav,
  title: titleOverride,
  menuItems,
  avatar,
  headerActions,
  navActivity = navItems.some((item) => Boolean(item.badge)),
}: DashboardFrameProps) {
  const [navOpen, setNavOpen] = useState(false);
  const routeTitle = usePageTitle();
  const title = titleOverride ?? routeTitle;
  const closeNav = () => setNavOpen(false);

  return (
    <div className="min-h-dvh bg-surface-muted lg:grid lg:grid-cols-[264px_1fr] lg:bg-[linear-gradient(to_right,var(--color-surface)_263px,var(--color-border)_263px_264px,var(--color-surface-muted)_264px)] print:block print:bg-surface print:bg-none lg:print:block lg:print:bg-none">
      <aside className="hidden border-r border-border bg-surface lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-8 lg:overflow-y-auto lg:p-5 print:hidden lg:print:hidden">
        <Link to={homePath} className="flex items-center gap-2 self-start">
          <BrandLogo />
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">{areaLabel}</span>
        </Link>
        <nav aria-label={`${areaLabel} navigation`}>{renderNav ? renderNav(() => undefined) : <SideNav items={navItems} />}</nav>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-surface/90 px-4 backdrop-blur sm:px-6 print:hidden">
          <RadixDialog.Root open={navOpen} onOpenChange={setNavOpen}>
            <RadixDialog.Trigger
              className="relative inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-muted lg:hidden"
              aria-label={navActivity ? 'Open navigation, new activity' : 'Open navigation'}
            >
              <Menu className="size-6" strokeWidth={1.75} aria-hidden="true" />
              {/* The badges live in the closed drawer on phones: a dot says something waits there. */}
              {navActivity ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1 right-1 size-2.5 rounded-full border border-accent-strong bg-accent ring-2 ring-surface"
                />
              ) : null}
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
              <RadixDialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-[min(300px,85vw)] flex-col gap-6 bg-surface p-5 shadow-lift"
              >
                <div className="flex items-center justify-between">
                  <RadixDialog.Title className="sr-only">{areaLabel} navigation</RadixDialog.Title>
                  <BrandLogo />
                  <RadixDialog.Close
                    className="inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-muted"
                    aria-label="Close navigation"
                  >
                    <X className="size-5" strokeWidth={1.75} aria-hidden="true" />
                  </RadixDialog.Close>
                </div>
                <nav aria-label={`${areaLabel} navigation`}>
                  {renderNav ? renderNav(closeNav) : <SideNav items={navItems} onNavigate={closeNav} />}
                </nav>
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>

          <h1 className="min-w-0 flex-1 truncate text-lg text-ink sm:text-xl">{title}</h1>

          {headerActions}

          <DropdownMenu>
            <DropdownMenuTrigger className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-surface-muted">
              <span className="sr-only">Account menu: </span>
              {avatar ?? (
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
                >
                  {initialOf(user)}
                </span>
              )}
              <span className="hidden max-w-40 truncate text-sm font-medium text-ink sm:block">{user?.name ?? `${areaLabel} account`}</span>
              <ChevronDown className="size-4 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <div className="px-3 py-2">
                <p className="truncate text-sm font-semibold text-ink">{user?.name ?? `${areaLabel} account`}</p>
                <p className="truncate text-sm text-ink-muted">{user?.email ?? `${areaLabel} Account`}</p>
              </div>
              <DropdownMenuSeparator />
              {menuItems}
              <DropdownMenuItem
                tone="danger"
                disabled={signingOut}
                onSelect={(event) => {
                  event.preventDefault();
                  onSignOut();
                }}
              >
                {signingOut ? <Spinner className="size-4" /> : <LogOut className="size-4" strokeWidth={1.75} aria-hidden="true" />}
                Sign out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </header>

        <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8 print:p-0 lg:print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
