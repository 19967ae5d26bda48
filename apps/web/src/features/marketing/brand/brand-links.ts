import { paths } from '../../../config/paths';

const here = paths.brandLanding.path;

/** Spec 1 §2: the brand landing's navigation: /brand, #features, #how-it-works, /creator, #pricing, Get Started. */
export const BRAND_SUBNAV = [
  { label: 'Overview', to: here },
  { label: 'Features', to: `${here}#features` },
  { label: 'How it works', to: `${here}#how-it-works` },
  { label: 'For creators', to: paths.creatorLanding.path },
  { label: 'Pricing', to: `${here}#pricing` },
] as const;

export const BRAND_GET_STARTED = { label: 'Get Started', to: paths.brandRegister.path } as const;
