/** Contact details shown on the public pages. Change them here when the production mailbox exists. */
export const SUPPORT_EMAIL = 'hello@amplio.example';

/** Spec 1 §9: the response promise. */
export const RESPONSE_PROMISE = 'We answer within 24 hours on business days.';

/** Spec 1 §9: the newsletter's promise. */
export const NEWSLETTER_PROMISE_SHORT = 'A letter once a week';

/** Amplio's social profiles, shown on the home page. Replace with the production accounts before launch. */
export const SOCIAL_LINKS = [
  { network: 'Instagram', handle: '@amplio.creators', href: 'https://www.instagram.com/amplio.creators' },
  { network: 'YouTube', handle: '@AmplioCreators', href: 'https://www.youtube.com/@AmplioCreators' },
  { network: 'LinkedIn', handle: 'Amplio', href: 'https://www.linkedin.com/company/amplio-creators' },
  { network: 'X', handle: '@amplio_hq', href: 'https://x.com/amplio_hq' },
] as const;
