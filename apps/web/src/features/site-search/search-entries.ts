import { homeAnchors, paths } from '../../config/paths';

export interface SearchEntry {
  title: string;
  description: string;
  to: string;
  keywords: string;
}

/** What the site search can find: the public pages and the home page's sections. */
export const searchEntries: readonly SearchEntry[] = [
  {
    title: 'How it works',
    description: 'From brief to payout in four steps',
    to: homeAnchors.howItWorks,
    keywords: 'steps process escrow',
  },
  { title: 'Pricing', description: 'Plans for brands of every size', to: paths.brandLanding.path, keywords: 'plans cost brand price' },
  {
    title: 'Customer stories',
    description: 'Brands and creators who use Amplio',
    to: homeAnchors.brandStory,
    keywords: 'testimonials reviews',
  },
  {
    title: 'For influencers',
    description: 'Earn from campaigns that fit your audience',
    to: paths.creatorLanding.path,
    keywords: 'creator earn money',
  },
  { title: 'FAQ', description: 'Answers to common questions', to: homeAnchors.faq, keywords: 'questions help support' },
  { title: 'Contact', description: 'Talk to the Amplio team', to: homeAnchors.contact, keywords: 'email support sales' },
  { title: 'About Amplio', description: 'Who we are and why we built this', to: paths.about.path, keywords: 'company team mission' },
  {
    title: 'Create a creator account',
    description: 'Join as a creator',
    to: paths.creatorRegister.path,
    keywords: 'sign up register join',
  },
  {
    title: 'Create a brand account',
    description: 'Start your first campaign',
    to: paths.brandRegister.path,
    keywords: 'sign up register join business',
  },
  { title: 'Creator sign in', description: 'Your campaigns and earnings', to: paths.creatorLogin.path, keywords: 'login log in' },
  {
    title: 'Brand sign in',
    description: 'Your campaigns and content review',
    to: paths.brandLogin.path,
    keywords: 'login log in business',
  },
  { title: 'Social media toolkit', description: 'Free tools for creators', to: paths.socialTool.path, keywords: 'tools instagram youtube' },
  { title: 'Privacy policy', description: 'How we handle your data', to: paths.privacy.path, keywords: 'data gdpr legal' },
  { title: 'Terms of service', description: 'The rules of using Amplio', to: paths.terms.path, keywords: 'legal terms conditions' },
  { title: 'Cookie policy', description: 'The cookies we use and why', to: paths.cookies.path, keywords: 'cookies legal' },
];

export function searchSite(query: string): readonly SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return searchEntries;
  return searchEntries.filter((entry) => {
    const text = `${entry.title} ${entry.description} ${entry.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
