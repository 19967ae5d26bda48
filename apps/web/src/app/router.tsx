import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { paths, type RouteEntry } from '../config/paths';
import { OPS_AREA_ROUTE_ID } from '../features/ops/ops-area';
import PublicShell from './layouts/public-shell';
import RootLayout from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { requireSignedInUser } from './route-guard';
import { RouteLoading } from './route-loading';
import { BRAND_AREA_ROUTE_ID, CREATOR_AREA_ROUTE_ID, type SignedInAreaData, sessionUserContext } from './session-user-context';

type PageModule = { default: ComponentType };

/**
 * Object-form lazy route: the page is its own chunk, fetched when the route is first visited. React Router clears
 * the keys of a lazy object once loaded, so every route (alias or not) needs its own object: never share one.
 */
const lazyPage = (load: () => Promise<PageModule>) => ({ Component: async () => (await load()).default });

/** A route for a table entry, plus one more for each alias (same chunk, same handle). */
function routesFor(entry: RouteEntry, load: () => Promise<PageModule>, extra: Partial<RouteObject> = {}): RouteObject[] {
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({
    path,
    // '/brand-Login' and '/brand-login' are both listed by the spec; matching stays case-sensitive for aliases.
    caseSensitive: path !== entry.path,
    handle: { title: entry.title },
    lazy: lazyPage(load),
    ...extra,
  }));
}

/** Hands the user the guard found to the area's components (useSignedInUser). */
const areaLoader = ({ context }: LoaderFunctionArgs): SignedInAreaData => ({ user: context.get(sessionUserContext) });

/** The whole route tree. A function, because a router mutates its lazy route objects: each router gets fresh ones. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: RouteLoading,
      children: [
        {
          Component: PublicShell,
          children: [
            { index: true, handle: { title: paths.home.title }, lazy: lazyPage(() => import('./routes/home')) },
            ...routesFor(paths.brandLanding, () => import('./routes/brand-landing')),
            ...routesFor(paths.creatorLanding, () => import('./routes/creator-landing')),
            ...routesFor(paths.about, () => import('./routes/about')),
            ...routesFor(paths.privacy, () => import('./routes/privacy')),
            ...routesFor(paths.terms, () => import('./routes/terms')),
            ...routesFor(paths.cookies, () => import('./routes/cookie-policy')),
            ...routesFor(paths.signup, () => import('./routes/signup')),
            ...routesFor(paths.brandRegister, () => import('./routes/brand-register')),
            ...routesFor(paths.creatorRegister, () => import('./routes/creator-register')),
            ...routesFor(paths.brandLogin, () => import('./routes/brand-login')),
            ...routesFor(paths.creatorLogin, () => import('./routes/creator-login')),
            ...routesFor(paths.brandVerifyOtp, () => import('./routes/brand-verify-otp')),
            ...routesFor(paths.creatorVerifyOtp, () => import('./routes/creator-verify-otp')),
            ...routesFor(paths.brandForgotPassword, () => import('./routes/brand-forgot-password')),
            ...routesFor(paths.creatorForgotPassword, () => import('./routes/creator-forgot-password')),
            ...routesFor(paths.testing, () => import('./routes/testing')),
            ...routesFor(paths.creatorDashboardDemo, () => import('./routes/creator-dashboard-demo')),
            ...routesFor(paths.mainPageCopy, () => import('./routes/main-page-copy')),
            ...routesFor(paths.testForm, () => import('./routes/test-form')),
            ...routesFor(paths.socialTool, () => import('./routes/social-tool')),
            ...routesFor(paths.opsLogin, () => import('./routes/ops/login')),
            { path: '*', handle: { title: 'Page not found' }, lazy: lazyPage(() => import('./routes/not-found')) },
          ],
        },
        {
          // Spec 3 §2.2: the creator shell. The guard runs on every navigation into or within it.
          id: CREATOR_AREA_ROUTE_ID,
          middleware: [requireSignedInUser],
          loader: areaLoader,
          lazy: lazyPage(() => import('./layouts/creator-shell')),
          children: [
            {
              path: paths.creatorDashboard.path,
              handle: { title: paths.creatorDashboard.title },
              children: [
                { index: true, loader: () => replace(paths.creatorOverview.path) },
                ...routesFor(paths.creatorOverview, () => import('./routes/creator/overview')),
                ...routesFor(paths.creatorCampaignDiscovery, () => import('./routes/creator/campaign-discovery')),
                ...routesFor(paths.creatorContentSubmission, () => import('./routes/creator/content-submission')),
                ...routesFor(paths.creatorProfile, () => import('./routes/creator/profile')),
                ...routesFor(paths.creatorInvitations, () => import('./routes/creator/invitations')),
                ...routesFor(paths.creatorMessages, () => import('./routes/creator/messages')),
                ...routesFor(paths.creatorConversation, () => import('./routes/creator/messages')),
                ...routesFor(paths.creatorCampaignSubmit, () => import('./routes/creator/content-submission')),
                ...routesFor(paths.creatorSettings, () => import('./routes/creator/settings')),
                ...routesFor(paths.creatorNotificationSettings, () => import('./routes/creator/notification-settings')),
              ],
            },
          ],
        },
        {
          // Outside the shell: forwards to the campaign's submission screen with the same query (spec 3 §2.2).
          path: paths.creatorCampaign.path,
          middleware: [requireSignedInUser],
          loader: ({ params, request }) => {
            const search = new URL(request.url).search;
            const target = paths.creatorCampaignSubmit.path.replace(':campaignId', encodeURIComponent(params.campaignId ?? ''));
            return replace(`${target}${search}`);
          },
        },
        {
          // Spec 3 §2.3: everything under /brand/ except the public landing, sign-in, verification and reset pages.
          id: BRAND_AREA_ROUTE_ID,
          middleware: [requireSignedInUser],
          loader: areaLoader,
          lazy: lazyPage(() => import('./layouts/brand-shell')),
          children: [
            ...routesFor(paths.brandDashboard, () => import('./routes/brand/dashboard')),
            ...routesFor(paths.brandProfile, () => import('./routes/brand/profile')),
            {
              path: paths.brandManagement.path,
              handle: { title: paths.brandManagement.title },
              children: [
                // Spec 3 §2.3: Brand Management redirects to its index, the list of brand profiles.
                { index: true, loader: () => replace(paths.brandManagementProfiles.path) },
                ...routesFor(paths.brandManagementAdd, () => import('./routes/brand/management-add')),
                ...routesFor(paths.brandManagementProfiles, () => import('./routes/brand/management-profiles')),
                ...routesFor(paths.brandManagementEdit, () => import('./routes/brand/management-edit')),
              ],
            },
            {
              path: paths.brandCampaigns.path,
              handle: { title: paths.brandCampaigns.title },
              children: [
                {
                  index: true,
                  handle: { title: paths.brandCampaigns.title },
                  lazy: lazyPage(() => import('./routes/brand/campaigns-index')),
                },
                ...routesFor(paths.brandCampaignCreate, () => import('./routes/brand/campaign-create')),
                ...routesFor(paths.brandCampaignEdit, () => import('./routes/brand/campaign-edit')),
                ...routesFor(paths.brandCampaign, () => import('./routes/brand/campaign-details')),
                ...routesFor(paths.brandCampaignReport, () => import('./routes/brand/campaign-report')),
              ],
            },
            ...routesFor(paths.brandContentReview, () => import('./routes/brand/content-review')),
            ...routesFor(paths.brandReceipt, () => import('./routes/brand/receipt')),
            ...routesFor(paths.brandCreators, () => import('./routes/brand/creators')),
            ...routesFor(paths.brandCreatorLists, () => import('./routes/brand/creator-lists')),
            ...routesFor(paths.brandCreator, () => import('./routes/brand/creator-profile')),
            ...routesFor(paths.brandMessages, () => import('./routes/brand/messages')),
            ...routesFor(paths.brandConversation, () => import('./routes/brand/messages')),
            ...routesFor(paths.brandSettings, () => import('./routes/brand/settings')),
            ...routesFor(paths.brandBilling, () => import('./routes/brand/billing')),
            ...routesFor(paths.brandNotificationSettings, () => import('./routes/brand/notification-settings')),
          ],
        },
        {
          // Issue 13 §4: the operator console. Everything under /ops except its sign-in page; the guard asks /ops/check-auth.
          id: OPS_AREA_ROUTE_ID,
          middleware: [requireSignedInUser],
          loader: areaLoader,
          lazy: lazyPage(() => import('./layouts/ops-shell')),
          children: [
            { path: '/ops', loader: () => replace(paths.opsPayouts.path) },
            ...routesFor(paths.opsPayouts, () => import('./routes/ops/payouts')),
            ...routesFor(paths.opsRefunds, () => import('./routes/ops/refunds')),
            ...routesFor(paths.opsBooks, () => import('./routes/ops/books')),
            ...routesFor(paths.opsSuspense, () => import('./routes/ops/suspense')),
            ...routesFor(paths.opsReports, () => import('./routes/ops/reports')),
            ...routesFor(paths.opsReport, () => import('./routes/ops/report')),
            ...routesFor(paths.opsSalesLeads, () => import('./routes/ops/sales-leads')),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
