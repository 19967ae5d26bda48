import { paths } from '../../config/paths';
import type { AccountKind } from './api/check-auth';

export interface SignInCopy {
  heading: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  rememberLabel: string;
  forgotPasswordPath: string;
  registerPrompt: string;
  registerLabel: string;
  registerPath: string;
  switchPrompt: string;
  switchLabel: string;
  switchPath: string;
}

/** The words of each sign-in page (spec 1 §2 "Brand login screen", spec 2 §2.8). */
export const signInCopy: Record<AccountKind, SignInCopy> = {
  brand: {
    heading: 'Sign in to your brand account',
    intro: 'Manage campaigns, fund escrow and review creator content.',
    emailLabel: 'Business email',
    emailPlaceholder: 'you@company.com',
    rememberLabel: 'Keep me signed in',
    forgotPasswordPath: paths.brandForgotPassword.path,
    registerPrompt: 'New to Amplio?',
    registerLabel: 'Create a brand account',
    registerPath: paths.brandRegister.path,
    switchPrompt: 'Are you a creator?',
    switchLabel: 'Sign in as a creator',
    switchPath: paths.creatorLogin.path,
  },
  creator: {
    heading: 'Sign in to your creator account',
    intro: 'Find funded campaigns, submit your content and track your earnings.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    rememberLabel: 'Remember me',
    forgotPasswordPath: paths.creatorForgotPassword.path,
    registerPrompt: 'New to Amplio?',
    registerLabel: 'Sign up',
    registerPath: paths.creatorRegister.path,
    switchPrompt: 'Are you a brand?',
    switchLabel: 'Sign in as a brand',
    switchPath: paths.brandLogin.path,
  },
};
