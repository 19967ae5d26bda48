import { paths } from '../config/paths';

/**
 * Each marketing page's meta description (SEO and link previews). Only the prerender reads these: they are written
 * into the static HTML, and the browser bundle does not carry them.
 */
export const MARKETING_DESCRIPTIONS: Record<string, string> = {
  [paths.home.path]:
    'Amplio connects brands with creators. Brands fund campaigns into escrow, creators make the content, and payment is released as soon as the work is approved.',
  [paths.brandLanding.path]:
    'Find vetted creators, run campaigns and pay only for content you approve. Start a 14-day free trial, no credit card needed, cancel anytime.',
  [paths.creatorLanding.path]:
    'Get paid for the content you love making. Funded campaigns, a fair price worked out from your audience, and payouts to UPI or your bank.',
  [paths.about.path]:
    'Why we built Amplio: brand deals that feel safe for the people making the content, with escrow protecting both sides.',
  [paths.privacy.path]: 'How Amplio collects, uses and protects your personal data, and the rights you have over it.',
  [paths.terms.path]: 'The agreement between you and Amplio: accounts, campaigns, escrow, payouts and content rights.',
  [paths.cookies.path]: 'The few cookies Amplio sets, why each one is needed, and how long it lasts.',
  [paths.signup.path]: 'Join Amplio as a creator or as a brand. Sign-up takes about 2 minutes.',
  [paths.mainPageCopy.path]: 'Everything you need to run creator campaigns in one place, with payments protected by escrow.',
  [paths.socialTool.path]:
    'Plan, write and measure your social posts: a content calendar, analytics, AI captions and a shared content library.',
  [paths.testForm.path]: 'A small test page: type in the box and see your words echoed back.',
};
