import { homeAnchors, paths } from '../../../config/paths';
import type { JourneyStep } from './journey-state';

const step = (s: Omit<JourneyStep, 'status' | 'progress' | 'showDetails'>): JourneyStep => ({
  ...s,
  status: 'pending',
  progress: 0,
  showDetails: false,
});

/** The seven steps from sign-up to the first payout (sample content, hard-coded as the spec says). */
export const JOURNEY_STEPS: readonly JourneyStep[] = [
  step({
    id: 1,
    title: 'Create your creator account',
    description: 'Sign up with your email in about 2 minutes. It is free for creators.',
    details: ['Your name, email and a password', 'Your phone number, for payout checks later', 'No fees, no subscription'],
    resources: [
      { title: 'Create your account', url: paths.creatorRegister.path },
      { title: 'Compare creator and brand accounts', url: paths.signup.path },
    ],
  }),
  step({
    id: 2,
    title: 'Verify your email',
    description: 'Enter the 6-digit code we send you. It proves the inbox is yours and keeps your payouts safe.',
    details: ['The code lasts 10 minutes', 'You can ask for a new one after 30 seconds', 'Check your spam folder if it does not arrive'],
    resources: [{ title: 'Questions about sign-up', url: homeAnchors.faq }],
  }),
  step({
    id: 3,
    title: 'Connect your social accounts',
    description: 'Add the profiles you post on and roughly how many followers each has.',
    details: [
      'Instagram, YouTube, TikTok, X, LinkedIn and more',
      'Brands see real audience sizes, not guesses',
      'You can add accounts later',
    ],
    resources: [{ title: 'Free social media toolkit', url: paths.socialTool.path }],
  }),
  step({
    id: 4,
    title: 'Complete your profile',
    description: 'Tell brands what you make: your niche, languages and the audience you reach.',
    details: ['Pick up to five content categories', 'Add a short bio and a profile photo', 'Profiles with a photo get more invitations'],
    resources: [{ title: 'What brands look for', url: paths.creatorLanding.path }],
  }),
  step({
    id: 5,
    title: 'Discover funded campaigns',
    description: 'Browse campaigns that are already funded, each with a price worked out for your audience.',
    details: [
      'Every campaign shows its budget up front',
      'Filter by platform, category and timeline',
      'The money is in escrow before you start',
    ],
    resources: [{ title: 'How pricing works', url: paths.creatorLanding.path }],
  }),
  step({
    id: 6,
    title: 'Write the script and make the video',
    description: 'Saving your script reserves your price. Upload the video and the brand reviews it.',
    details: [
      'A script template gets you started',
      'Brands approve or explain what to change',
      'At most three review rounds, so it never drags on',
    ],
    resources: [{ title: 'See the creator dashboard demo', url: paths.creatorDashboardDemo.path }],
  }),
  step({
    id: 7,
    title: 'Publish and get paid',
    description: 'Post the content, share the link, and the escrow is released to your wallet when the brand signs off.',
    details: ['Withdraw from ₹100 to UPI or your bank account', 'Every payment shows up in your history', 'No chasing invoices'],
    resources: [{ title: 'How payouts work', url: paths.creatorLanding.path }],
  }),
];
