import { Menu, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSignedInAccount } from '../../features/auth/hooks/use-signed-in-account';
import { cn } from '../../lib/cn';
import { AccountNav } from './account-nav';
import { SignInMenu } from './sign-in-menu';
import { joinPathFor, primaryNavLinks } from './site-links';

const loadSearchDialog = () => import('../../features/site-search/components/site-search-dialog');
// The phone menu is its own small chunk, fetched when the toggle is touched, hovered or focused.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const SiteSearchDialog = lazy(loadSearchDialog);

const navLinkStyles =
  'rounded-control px-3 py-2 text-[15px] font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink';

export function SiteNavbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, hash } = useLocation();
  const account = useSignedInAccount();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus({ preventScroll: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (including to an anchor) closes the menu
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  const openSearch = () => {
    setSearchLoaded(true);
    setSearchOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75">
      <div className="container-content flex h-16 items-center gap-4">
        <Link to={paths.home.path} aria-label="Amplio home" className="shrink-0 rounded-control">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNavLinks.map((link) => (
              <li key={link.to}>
                {link.to.includes('#') ? (
                  <Link to={link.to} className={navLinkStyles}>
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} end className={({ isActive }) => cn(navLinkStyles, isActive && 'text-ink bg-surface-muted')}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={openSearch}
            onPointerEnter={() => void loadSearchDialog()}
            onFocus={() => void loadSearchDialog()}
            className="inline-flex h-10 items-center gap-2 rounded-control px-2.5 text-[15px] font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <Search className="size-5" strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only lg:not-sr-only">Search</span>
          </button>
          {account ? (
            <AccountNav account={account} />
          ) : (
            <>
              <div className="hidden lg:block">
                <SignInMenu />
              </div>
              {/* The wrapper hides it on phones: the button's own inline-flex would win over a hidden beside it. */}
              <span className="hidden sm:inline-flex">
                <Link to={joinPathFor(pathname)} className={cn(buttonStyles({ size: 'sm' }), 'h-10 px-4')}>
                  Join Amplio
                </Link>
              </span>
            </>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setMenuOpen(true)}
            onPointerDown={() => void loadMobileMenu()}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Open menu"
            className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-muted lg:hidden"
          >
            <Menu className="size-6" strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
      </div>

      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={closeMenu} account={account} />
        </Suspense>
      ) : null}
      {searchLoaded ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
