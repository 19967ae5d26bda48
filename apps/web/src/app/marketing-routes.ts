import { paths } from '../config/paths';
import { type PreloadablePage, preloadablePage } from '../features/marketing/lib/preloadable-page';

export interface MarketingRoute {
  path: string;
  /** The document title, in full. */
  title: string;
  /** The page module, as the build manifest names it: the prerendered HTML preloads its chunk. */
  source: string;
  Page: PreloadablePage;
}

export const HOME_TITLE = 'Amplio — creator content for brands, paid safely through escrow';
const titled = (title: string) => `${title} · Amplio`;

/**
 * The marketing pages: prerendered to static HTML at build time and hydrated by the small marketing entry
 * (entry-marketing.tsx). Every other path belongs to the full app; a link to one loads it as a new document.
 */
export const marketingRoutes: readonly MarketingRoute[] = [
  {
    path: paths.home.path,
    title: HOME_TITLE,
    source: 'src/app/routes/home.tsx',
    Page: preloadablePage(() => import('./routes/home')),
  },
  {
    path: paths.brandLanding.path,
    title: titled(paths.brandLanding.title),
    source: 'src/app/routes/brand-landing.tsx',
    Page: preloadablePage(() => import('./routes/brand-landing')),
  },
  {
    path: paths.creatorLanding.path,
    title: titled(paths.creatorLanding.title),
    source: 'src/app/routes/creator-landing.tsx',
    Page: preloadablePage(() => import('./routes/creator-landing')),
  },
  {
    path: paths.about.path,
    title: titled(paths.about.title),
    source: 'src/app/routes/about.tsx',
    Page: preloadablePage(() => import('./routes/about')),
  },
  {
    path: paths.privacy.path,
    title: titled(paths.privacy.title),
    source: 'src/app/routes/privacy.tsx',
    Page: preloadablePage(() => import('./routes/privacy')),
  },
  {
    path: paths.terms.path,
    title: titled(paths.terms.title),
    source: 'src/app/routes/terms.tsx',
    Page: preloadablePage(() => import('./routes/terms')),
  },
  {
    path: paths.cookies.path,
    title: titled(paths.cookies.title),
    source: 'src/app/routes/cookie-policy.tsx',
    Page: preloadablePage(() => import('./routes/cookie-policy')),
  },
  {
    path: paths.signup.path,
    title: titled(paths.signup.title),
    source: 'src/app/routes/signup.tsx',
    Page: preloadablePage(() => import('./routes/signup')),
  },
  {
    path: paths.mainPageCopy.path,
    title: titled(paths.mainPageCopy.title),
    source: 'src/app/routes/main-page-copy.tsx',
    Page: preloadablePage(() => import('./routes/main-page-copy')),
  },
  {
    path: paths.socialTool.path,
    title: titled(paths.socialTool.title),
    source: 'src/app/routes/social-tool.tsx',
    Page: preloadablePage(() => import('./routes/social-tool')),
  },
  {
    path: paths.testForm.path,
    title: titled(paths.testForm.title),
    source: 'src/app/routes/test-form.tsx',
    Page: preloadablePage(() => import('./routes/test-form')),
  },
];

/** The marketing route for a pathname ('/brand/' counts as '/brand'), if any. */
export function findMarketingRoute(pathname: string): MarketingRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return marketingRoutes.find((route) => route.path === path);
}
