import { paths } from '../config/paths';
import { type PreloadablePage, preloadablePage } from '../features/marketing/lib/preloadable-page';

export interface MarketingRoute {
  path: string;
  /** The document title, in full. */
  title: string;
  /** The page's meta description (SEO and link previews). */
  description: string;
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
    description:
      'Amplio connects brands with creators. Brands fund campaigns into escrow, creators make the content, and payment is released as soon as the work is approved.',
    source: 'src/app/routes/home.tsx',
    Page: preloadablePage(() => import('./routes/home')),
  },
  {
    path: paths.brandLanding.path,
    title: titled(paths.brandLanding.title),
    description:
      'Find vetted creators, run campaigns and pay only for content you approve. Start a 14-day free trial, no credit card needed, cancel anytime.',
    source: 'src/app/routes/brand-landing.tsx',
    Page: preloadablePage(() => import('./routes/brand-landing')),
  },
  {
    path: paths.creatorLanding.path,
    title: titled(paths.creatorLanding.title),
    description:
      'Get paid for the content you love making. Funded campaigns, a fair price worked out from your audience, and payouts to UPI or your bank.',
    source: 'src/app/routes/creator-landing.tsx',
    Page: preloadablePage(() => import('./routes/creator-landing')),
  },
  {
    path: paths.about.path,
    title: titled(paths.about.title),
    description: 'Why we built Amplio: brand deals that feel safe for the people making the content, with escrow protecting both sides.',
    source: 'src/app/routes/about.tsx',
    Page: preloadablePage(() => import('./routes/about')),
  },
  {
    path: paths.privacy.path,
    title: titled(paths.privacy.title),
    description: 'How Amplio collects, uses and protects your personal data, and the rights you have over it.',
    source: 'src/app/routes/privacy.tsx',
    Page: preloadablePage(() => import('./routes/privacy')),
  },
  {
    path: paths.terms.path,
    title: titled(paths.terms.title),
    description: 'The agreement between you and Amplio: accounts, campaigns, escrow, payouts and content rights.',
    source: 'src/app/routes/terms.tsx',
    Page: preloadablePage(() => import('./routes/terms')),
  },
  {
    path: paths.cookies.path,
    title: titled(paths.cookies.title),
    description: 'The few cookies Amplio sets, why each one is needed, and how long it lasts.',
    source: 'src/app/routes/cookie-policy.tsx',
    Page: preloadablePage(() => import('./routes/cookie-policy')),
  },
  {
    path: paths.signup.path,
    title: titled(paths.signup.title),
    description: 'Join Amplio as a creator or as a brand. Sign-up takes about 2 minutes.',
    source: 'src/app/routes/signup.tsx',
    Page: preloadablePage(() => import('./routes/signup')),
  },
  {
    path: paths.mainPageCopy.path,
    title: titled(paths.mainPageCopy.title),
    description: 'Everything you need to run creator campaigns in one place, with payments protected by escrow.',
    source: 'src/app/routes/main-page-copy.tsx',
    Page: preloadablePage(() => import('./routes/main-page-copy')),
  },
  {
    path: paths.socialTool.path,
    title: titled(paths.socialTool.title),
    description: 'Plan, write and measure your social posts: a content calendar, analytics, AI captions and a shared content library.',
    source: 'src/app/routes/social-tool.tsx',
    Page: preloadablePage(() => import('./routes/social-tool')),
  },
  {
    path: paths.testForm.path,
    title: titled(paths.testForm.title),
    description: 'A small test page: type in the box and see your words echoed back.',
    source: 'src/app/routes/test-form.tsx',
    Page: preloadablePage(() => import('./routes/test-form')),
  },
];

/** The marketing route for a pathname ('/brand/' counts as '/brand'), if any. */
export function findMarketingRoute(pathname: string): MarketingRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return marketingRoutes.find((route) => route.path === path);
}
