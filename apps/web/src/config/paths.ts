import { generatePath } from 'react-router';
import { type QueryValue, withQuery } from '../lib/with-query';

/** Who may open a route. Guarded routes are checked by the route guard (spec 3 §2.1). */
export type RouteAccess = 'public' | 'creator' | 'brand' | 'operator';

export interface RouteEntry {
  /** The canonical path, in React Router syntax. */
  path: string;
  /** Other paths that show the same screen (the spec's aliases). */
  aliases?: readonly string[];
  /** Short name used in titles, search and breadcrumbs. */
  title: string;
  access: RouteAccess;
  /** Which spec document describes the screen. */
  spec: 1 | 2 | 3;
}

/**
 * Every route of the three spec documents, in one table. Nested creator-dashboard paths are written out in full so
 * links never have to be assembled by hand; the router builds its tree from these entries.
 */
export const paths = {
  // Spec 1: public site and brand entry
  home: { path: '/', title: 'Home', access: 'public', spec: 1 },
  brandLanding: { path: '/brand', title: 'Amplio for brands', access: 'public', spec: 1 },
  creatorLanding: { path: '/creator', title: 'Amplio for influencers', access: 'public', spec: 1 },
  about: { path: '/about', title: 'About Amplio', access: 'public', spec: 1 },
  privacy: { path: '/privacy', title: 'Privacy policy', access: 'public', spec: 1 },
  terms: { path: '/term', title: 'Terms of service', access: 'public', spec: 1 },
  cookies: { path: '/cookie', title: 'Cookie policy', access: 'public', spec: 1 },
  signup: { path: '/signup', title: 'Sign up', access: 'public', spec: 1 },
  brandRegister: { path: '/brand-register', title: 'Create a brand account', access: 'public', spec: 1 },
  brandLogin: { path: '/brand/login', aliases: ['/brand-Login', '/brand-login'], title: 'Brand sign in', access: 'public', spec: 1 },
  testing: { path: '/testing', title: 'Creator dashboard mock-up', access: 'public', spec: 3 },
  mainPageCopy: { path: '/mainpagecopy', title: 'Alternate main page', access: 'public', spec: 1 },
  testForm: { path: '/testform', title: 'Test page', access: 'public', spec: 1 },
  socialTool: { path: '/social-tool', title: 'Social media toolkit', access: 'public', spec: 1 },
  /** Spec 3 §2.5 names no route for the creator dashboard demo; this is ours (docs/spec-deviations.md). */
  creatorDashboardDemo: { path: '/creator-dashboard-demo', title: 'Creator dashboard demo', access: 'public', spec: 3 },

  // Spec 2: creator entry and verification
  creatorRegister: { path: '/creator-register', title: 'Create a creator account', access: 'public', spec: 2 },
  creatorLogin: {
    path: '/creator/login',
    aliases: ['/creator-login', '/creator-login-copy'],
    title: 'Creator sign in',
    access: 'public',
    spec: 2,
  },
  creatorVerifyOtp: { path: '/creator/verify-otp', title: 'Verify your email', access: 'public', spec: 2 },
  brandVerifyOtp: { path: '/brand/verify-otp', title: 'Verify your email', access: 'public', spec: 2 },
  creatorForgotPassword: { path: '/creator/forgot-password', title: 'Reset your password', access: 'public', spec: 2 },
  brandForgotPassword: { path: '/brand/forgot-password', title: 'Reset your password', access: 'public', spec: 2 },

  // Spec 3: signed-in areas. The creator shell and its children.
  creatorDashboard: { path: '/creator/dashboard', title: 'Creator dashboard', access: 'creator', spec: 3 },
  creatorOverview: { path: '/creator/dashboard/overview', title: 'Dashboard', access: 'creator', spec: 3 },
  creatorCampaignDiscovery: { path: '/creator/dashboard/campaign-discovery', title: 'Campaigns', access: 'creator', spec: 3 },
  creatorContentSubmission: { path: '/creator/dashboard/content-submission', title: 'Content', access: 'creator', spec: 3 },
  creatorProfile: { path: '/creator/dashboard/profile', title: 'Profile', access: 'creator', spec: 3 },
  /** Issue 23 §3: the brands' invitations to the creator and the creator's applications; the server's e-mails link here. */
  creatorInvitations: { path: '/creator/dashboard/invitations', title: 'Invitations', access: 'creator', spec: 3 },
  /** Issue 24 §1: the creator's conversations with brands (`?q=` searches, `?campaign_id=` opens that campaign's one). */
  creatorMessages: { path: '/creator/dashboard/messages', title: 'Messages', access: 'creator', spec: 3 },
  creatorConversation: { path: '/creator/dashboard/messages/:id', title: 'Conversation', access: 'creator', spec: 3 },
  creatorCampaignSubmit: {
    path: '/creator/dashboard/campaigns/:campaignId/submit',
    title: 'Submit content',
    access: 'creator',
    spec: 3,
  },
  creatorCampaign: { path: '/creator/campaigns/:campaignId', title: 'Campaign', access: 'creator', spec: 3 },
  /** Issue 25 §1: the creator's account settings, from the avatar menu. */
  creatorSettings: { path: '/creator/dashboard/settings', title: 'Settings', access: 'creator', spec: 3 },
  /** Issue 24 §3: which notifications the creator also gets by e-mail. */
  creatorNotificationSettings: {
    path: '/creator/dashboard/settings/notifications',
    title: 'Notification settings',
    access: 'creator',
    spec: 3,
  },

  // Spec 3: the brand area.
  brandDashboard: { path: '/brand/dashboard', title: 'Brand dashboard', access: 'brand', spec: 3 },
  brandProfile: { path: '/brand/profile', title: 'Your profile', access: 'brand', spec: 3 },
  brandManagement: { path: '/brand/management', title: 'Brand management', access: 'brand', spec: 3 },
  brandManagementAdd: { path: '/brand/management/add', title: 'Add new brand', access: 'brand', spec: 3 },
  brandManagementProfiles: { path: '/brand/management/profiles', title: 'Brand profiles', access: 'brand', spec: 3 },
  /** Spec 3 §2.3 names no edit route for a brand profile; this mirrors campaigns' edit/{id} (docs/spec-deviations.md). */
  brandManagementEdit: { path: '/brand/management/edit/:id', title: 'Edit brand', access: 'brand', spec: 3 },
  brandCampaigns: { path: '/brand/campaigns', title: 'All campaigns', access: 'brand', spec: 3 },
  brandCampaignCreate: { path: '/brand/campaigns/create', title: 'Create new campaign', access: 'brand', spec: 3 },
  brandCampaign: { path: '/brand/campaigns/:id', title: 'Campaign details', access: 'brand', spec: 3 },
  brandCampaignEdit: { path: '/brand/campaigns/edit/:id', title: 'Edit campaign', access: 'brand', spec: 3 },
  /** Issue 27 §3: a campaign's results (spend, post numbers, tracked clicks), CSV and print. */
  brandCampaignReport: { path: '/brand/campaigns/:id/report', title: 'Campaign results', access: 'brand', spec: 3 },
  brandContentReview: { path: '/brand/content-review', title: 'Content review and approvals', access: 'brand', spec: 3 },
  /** Issue 11 §2: a funding's printable receipt. */
  brandReceipt: { path: '/brand/receipts/:fundingId', title: 'Receipt', access: 'brand', spec: 3 },
  /** Issue 23 §1: brands' creator search. */
  brandCreators: { path: '/brand/creators', title: 'Find creators', access: 'brand', spec: 3 },
  /** Issue 23 §3: the brand's saved lists of creators (`?list=` picks one). */
  brandCreatorLists: { path: '/brand/creators/lists', title: 'Saved lists', access: 'brand', spec: 3 },
  /** Issue 23 §2: a creator's page as brands see it. */
  brandCreator: { path: '/brand/creators/:username', title: 'Creator', access: 'brand', spec: 3 },
  /** Issue 25 §1: the brand's account settings. */
  brandSettings: { path: '/brand/settings', title: 'Settings', access: 'brand', spec: 3 },
  /** Issue 26: the brand's plan, trial and campaign limit. */
  brandBilling: { path: '/brand/billing', title: 'Billing', access: 'brand', spec: 3 },
  /** Issue 24 §3: which notifications the brand also gets by e-mail. */
  brandNotificationSettings: { path: '/brand/settings/notifications', title: 'Notification settings', access: 'brand', spec: 3 },
  /** Issue 24 §1: the brand's conversations with creators (`?q=` searches). */
  brandMessages: { path: '/brand/messages', title: 'Messages', access: 'brand', spec: 3 },
  brandConversation: { path: '/brand/messages/:id', title: 'Conversation', access: 'brand', spec: 3 },

  // Issue 13 §4: the operator console, for the people who move creators' money (no spec document shows it).
  opsLogin: { path: '/ops/login', title: 'Operator sign in', access: 'public', spec: 3 },
  opsPayouts: { path: '/ops/payouts', title: 'Payouts', access: 'operator', spec: 3 },
  /** Decision 029: escrow refunds to brands the provider could not make. */
  opsRefunds: { path: '/ops/refunds', title: 'Refunds', access: 'operator', spec: 3 },
  /** Issue 21 §2: the books by account kind, reconciliation and its mismatches, the transfers CSV. */
  opsBooks: { path: '/ops/books', title: 'Books', access: 'operator', spec: 3 },
  /** Issue 21 §2: payments that matched no open checkout, to refund or apply. */
  opsSuspense: { path: '/ops/suspense', title: 'Suspense', access: 'operator', spec: 3 },
  /** Issue 24 §3: messages brands and creators reported, and the conversation each came from. */
  opsReports: { path: '/ops/reports', title: 'Reports', access: 'operator', spec: 3 },
  opsReport: { path: '/ops/reports/:id', title: 'Reported conversation', access: 'operator', spec: 3 },
  /** Issue 26 §2: brands that asked about Enterprise, and the action that puts an account on it. */
  opsSalesLeads: { path: '/ops/sales-leads', title: 'Sales leads', access: 'operator', spec: 3 },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof paths;

/** In-page sections of the home page; from any other page these links go to `/` plus the anchor. */
export const homeAnchors = {
  howItWorks: '/#how-it-works',
  brandStory: '/#brand-story',
  contact: '/#contact',
  faq: '/#faq',
} as const;

/** A path with its `:params` filled in and an optional query string. */
export function pathTo<P extends string>(
  path: P,
  params?: Parameters<typeof generatePath<P>>[1],
  query?: Record<string, QueryValue>,
): string {
  return withQuery(params ? generatePath(path, params) : path, query);
}

/** The sign-in page and dashboard for each kind of account. */
export const loginPathFor = { brand: paths.brandLogin.path, creator: paths.creatorLogin.path } as const;
export const dashboardPathFor = { brand: paths.brandDashboard.path, creator: paths.creatorDashboard.path } as const;
