/** Spec 3 §2.5: the static mock-up's sidebar sections, in the spec's order. */
export const TESTING_MENU = [
  {
    group: 'Main',
    items: [
      'Dashboard Overview',
      'Campaign Invitations',
      'Active Campaigns',
      'Campaign Brief Viewer',
      'Content Submission',
      'Resubmission System',
      'Campaign Status',
      'Content Calendar',
      'Messaging/Chat',
      'Deliverables Tracking',
    ],
  },
  { group: 'Analytics', items: ['Smart Links', 'Post Tracking by URL', 'Payments', 'Payment Methods', 'Campaign Analytics'] },
  { group: 'Profile', items: ['Audience Health', 'AI Profile Score', 'Creator Trust Score'] },
  { group: 'Opportunities', items: ['Discover Campaigns', 'Save/Wishlist Campaigns'] },
  { group: 'Account', items: ['Connected Socials', 'Social Insights', 'Profile Editing', 'Performance Reports'] },
  { group: 'Logistics', items: ['Product Shipments', 'Shipping Address'] },
  { group: 'Monetization', items: ['Referral Program', 'Shopify Integration', 'Affiliate Links', 'Notifications System'] },
] as const;

/** Spec 3 §4 "Demo": the mock-up's lifecycle labels. */
export type CampaignStage = 'Invited' | 'Accepted' | 'Submitted' | 'Approved' | 'Rejected' | 'Paid';
export type PaymentState = 'Pending' | 'processing' | 'sent';

export interface TestingCampaign {
  id: number;
  brand: string;
  campaign: string;
  due: string;
  status: CampaignStage;
  payment: number;
  paymentState: PaymentState;
  shipping: 'Pending' | 'Shipped' | 'Delivered';
}

export const TESTING_CAMPAIGNS: readonly TestingCampaign[] = [
  {
    id: 1,
    brand: 'Glow Labs',
    campaign: 'Summer serum reel',
    due: '2026-12-04',
    status: 'Accepted',
    payment: 18500,
    paymentState: 'Pending',
    shipping: 'Delivered',
  },
  {
    id: 2,
    brand: 'Volt Audio',
    campaign: 'Earbuds unboxing short',
    due: '2026-12-09',
    status: 'Invited',
    payment: 12000,
    paymentState: 'Pending',
    shipping: 'Shipped',
  },
  {
    id: 3,
    brand: 'Spice Route',
    campaign: 'Festive recipe post',
    due: '2026-11-28',
    status: 'Rejected',
    payment: 14800,
    paymentState: 'Pending',
    shipping: 'Delivered',
  },
  {
    id: 4,
    brand: 'StrideFit',
    campaign: 'Morning run vlog',
    due: '2026-11-20',
    status: 'Approved',
    payment: 22000,
    paymentState: 'processing',
    shipping: 'Delivered',
  },
  {
    id: 5,
    brand: 'Nomad Bags',
    campaign: 'Weekend trip carousel',
    due: '2026-11-12',
    status: 'Paid',
    payment: 9500,
    paymentState: 'sent',
    shipping: 'Delivered',
  },
];

export const TESTING_NOTIFICATIONS = [
  { id: 1, text: 'Volt Audio invited you to “Earbuds unboxing short”.', time: '10 min ago', tone: 'brand' },
  {
    id: 2,
    text: 'Spice Route asked for changes: “Show the spice tin in the first 3 seconds.” Resubmit by Nov 28.',
    time: '2 h ago',
    tone: 'danger',
  },
  { id: 3, text: 'StrideFit approved your video. Payment is processing.', time: 'Yesterday', tone: 'success' },
  { id: 4, text: 'Your Glow Labs sample was delivered.', time: '2 days ago', tone: 'info' },
] as const;

export const TESTING_STATS = { earnings: 64250, activeCampaigns: 3, engagementRate: 7.4, trustScore: 92 } as const;
