import { dashboardPathFor, paths } from '../../config/paths';
import type { SignInKind } from './api/sign-in';

export interface SignInLink {
  prompt: string;
  label: string;
  path: string;
}

export interface SignInCopy {
  /** The small line above the heading: who the page is for. */
  audience: string;
  heading: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  rememberLabel: string;
  /** Null where there is no self-service reset (operators ask an admin). */
  forgotPasswordPath: string | null;
  /** Where a signed-in user of this kind goes when no `redirect` says otherwise. */
  homePath: string;
  /** Null where accounts are not made by sign-up (operators are created by a command). */
  register: SignInLink | null;
  switchTo: readonly SignInLink[];
  /** A line under the links, e.g. how an operator gets an account. */
  footnote?: string;
}

/** The words of each sign-in page (spec 1 §2 "Brand login screen", spec 2 §2.8, issue 13 §4 for operators). */
export const signInCopy: Record<SignInKind, SignInCopy> = {
  brand: {
    audience: 'Brands',
    heading: 'Sign in to your brand account',
    intro: 'Manage campaigns, fund escrow and review creator content.',
    emailLabel: 'Business email',
    emailPlaceholder: 'you@company.com',
    rememberLabel: 'Keep me signed in',
    forgotPasswordPath: paths.brandForgotPassword.path,
    homePath: dashboardPathFor.brand,
    register: { prompt: 'New to Amplio?', label: 'Create a brand account', path: paths.brandRegister.path },
    switchTo: [{ prompt: 'Are you a creator?', label: 'Sign in as a creator', path: paths.creatorLogin.path }],
  },
  creator: {
    audience: 'Creators',
    heading: 'Sign in to your creator account',
    intro: 'Find funded campaigns, submit your content and track your earnings.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    rememberLabel: 'Remember me',
    forgotPasswordPath: paths.creatorForgotPassword.path,
    homePath: dashboardPathFor.creator,
    register: { prompt: 'New to Amplio?', label: 'Sign up', path: paths.creatorRegister.path },
    switchTo: [{ prompt: 'Are you a brand?', label: 'Sign in as a brand', path: paths.brandLogin.path }],
  },
  operator: {
    audience: 'Amplio operators',
    heading: 'Sign in to the operator console',
    intro: 'For the Amplio team who send and settle creators’ payouts.',
    emailLabel: 'Work email',
    emailPlaceholder: 'you@amplio.in',
    rememberLabel: 'Keep me signed in',
    forgotPasswordPath: null,
    homePath: paths.opsPayouts.path,
    register: null,
    switchTo: [
      { prompt: 'Are you a brand?', label: 'Brand sign in', path: paths.brandLogin.path },
      { prompt: 'Are you a creator?', label: 'Creator sign in', path: paths.creatorLogin.path },
    ],
    footnote: 'Operator accounts are created by an Amplio administrator. Ask them to reset a forgotten password.',
  },
};
