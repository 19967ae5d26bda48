import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MarketingApp } from './app/marketing-app';
import { findMarketingRoute } from './app/marketing-routes';
import { openAllLazySections } from './features/marketing/lib/lazy-section';
import './fonts-latin.css';
import './styles.css';

/**
 * The entry of the prerendered marketing pages: it hydrates the HTML the build wrote, with React Router's small
 * declarative router instead of the app's data router. A link to a path outside the marketing pages is left to
 * the browser, which loads the full app as a new document.
 */
function leaveMarketingLinksToTheBrowser() {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (findMarketingRoute(url.pathname)) {
        // A navigation re-renders every link, including those in sections still waiting to hydrate; React holds the
        // navigation until they can, so let them all load now.
        void openAllLazySections();
        return;
      }
      // Keep React Router from handling it: the browser follows the link the ordinary way.
      event.stopPropagation();
    },
    { capture: true },
  );
  window.addEventListener('popstate', () => void openAllLazySections(), { capture: true });
  // Programmatic navigations too (the site search): every history change first lets the sections load.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      // Only a real change of address: the router also calls replaceState('') once at start-up.
      const [, , url] = args;
      if (url && new URL(String(url), window.location.href).href !== window.location.href) void openAllLazySections();
      return original(...args);
    };
  }
}

async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  leaveMarketingLinksToTheBrowser();
  await findMarketingRoute(window.location.pathname)?.Page.preload();
  // In a transition, hydration yields to the browser every few milliseconds instead of running as one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <MarketingApp />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
