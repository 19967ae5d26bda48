import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MarketingApp } from './app/marketing-app';
import { findMarketingRoute } from './app/marketing-routes';
import { openAllLazySections } from './features/marketing/lib/lazy-section';
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
}

async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  leaveMarketingLinksToTheBrowser();
  await findMarketingRoute(window.location.pathname)?.Page.preload();
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <MarketingApp />
      </BrowserRouter>
    </StrictMode>,
  );
  document.documentElement.dataset.hydrated = 'true';
}

void start();
