/** Spec 1 §9 "Pricing plans (brand landing page)", exactly. */
export const PRICING_PLANS = [
  {
    name: 'Starter',
    price: '$499',
    period: '/month',
    popular: false,
    summary: 'For brands running their first creator campaigns.',
    features: ['Up to 5 active campaigns', 'Access to 1,000+ creators', 'Basic analytics', 'Email support'],
    cta: 'Start Your Free Trial',
  },
  {
    name: 'Growth',
    price: '$999',
    period: '/month',
    popular: true,
    summary: 'For teams that run creator marketing every month.',
    features: [
      'Up to 15 campaigns',
      'Access to 5,000+ creators',
      'Advanced analytics and reporting',
      'Dedicated account manager',
      'Content rights management',
    ],
    cta: 'Start Your Free Trial',
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    popular: false,
    summary: 'For large brands and agencies with many teams.',
    features: ['Unlimited campaigns', 'Access to all creators', 'Custom analytics and API access', 'Strategic planning', 'White-label'],
    cta: 'Contact Sales',
  },
] as const;
