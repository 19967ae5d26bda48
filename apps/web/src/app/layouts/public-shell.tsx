import { Outlet } from 'react-router';
import { lazySection } from '../../features/marketing/lib/lazy-section';
import { useHashScroll } from '../../features/marketing/lib/use-hash-scroll';
import { SiteNavbar } from './site-navbar';

// The footer is far below the fold: its code (newsletter form included) loads as it comes near.
const SiteFooter = lazySection(() => import('./site-footer'));

/** Navbar, page, footer: the frame of every public page (spec 1 §2). */
export default function PublicShell() {
  useHashScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteNavbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter placeholder="min-h-[640px] bg-ink lg:min-h-[420px]" />
    </div>
  );
}
