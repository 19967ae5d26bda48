import { homeAnchors, paths } from '../../config/paths';

export interface SiteLink {
  label: string;
  to: string;
}

/** The public navigation, in the order of spec 1 §2 (Search is a button beside these). */
export const primaryNavLinks: readonly SiteLink[] = [
  { label: 'How it works', to: homeAnchors.howItWorks },
  { label: 'Pricing', to: paths.brandLanding.path },
  { label: 'Customer stories', to: homeAnchors.brandStory },
  { label: 'For influencers', to: paths.creatorLanding.path },
  { label: 'About', to: paths.about.path },
];

export const signInLinks = [
  { label: 'Creator sign in', description: 'Campaigns, scripts and your earnings', to: paths.creatorLogin.path },
  { label: 'Brand sign in', description: 'Campaigns, escrow and content review', to: paths.brandLogin.path },
] as const;

export const footerLinkGroups: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'How it works', to: homeAnchors.howItWorks },
      { label: 'Pricing', to: paths.brandLanding.path },
      { label: 'For influencers', to: paths.creatorLanding.path },
      { label: 'Social media toolkit', to: paths.socialTool.path },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.about.path },
      { label: 'Customer stories', to: homeAnchors.brandStory },
      { label: 'Contact', to: homeAnchors.contact },
      { label: 'FAQ', to: homeAnchors.faq },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy policy', to: paths.privacy.path },
      { label: 'Terms of service', to: paths.terms.path },
      { label: 'Cookie policy', to: paths.cookies.path },
    ],
  },
];

/** A page about the brand side: the brand landing page, its sign-in, registration and password pages. */
export const isBrandPage = (pathname: string) => pathname === '/brand' || pathname.startsWith('/brand/') || pathname.startsWith('/brand-');

/** "Join Amplio" opens the registration of the side the visitor is reading about (issue 25: brand pages opened the creator's). */
export const joinPathFor = (pathname: string) => (isBrandPage(pathname) ? paths.brandRegister.path : paths.creatorRegister.path);
