/** Spec 3 §3 "Demo entities", hard-coded: no server calls. */
export type ContentType = 'Video' | 'Live Stream' | 'Post';
export type ContentStatus = 'Live' | 'Processing';

export interface ContentItem {
  id: string;
  title: string;
  type: ContentType;
  date: string;
  timeAgo: string;
  views: number;
  duration: string;
  status: ContentStatus;
}

export interface UploadForm {
  title: string;
  type: ContentType;
  description: string;
  file: File | null;
}

export const CONTENT_TYPES: readonly ContentType[] = ['Video', 'Live Stream', 'Post'];

/** The Content tab's filter: all, videos, live, posts. */
export const CONTENT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'Video', label: 'Videos' },
  { value: 'Live Stream', label: 'Live' },
  { value: 'Post', label: 'Posts' },
] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number]['value'];

export const INITIAL_CONTENT: readonly ContentItem[] = [
  {
    id: 'c1',
    title: 'Summer serum: 30-day results',
    type: 'Video',
    date: '2026-11-18',
    timeAgo: '4 days ago',
    views: 48210,
    duration: '08:42',
    status: 'Live',
  },
  {
    id: 'c2',
    title: 'Q&A: how I price brand deals',
    type: 'Live Stream',
    date: '2026-11-15',
    timeAgo: '1 week ago',
    views: 12890,
    duration: '52:10',
    status: 'Live',
  },
  {
    id: 'c3',
    title: 'My morning routine in 60 seconds',
    type: 'Video',
    date: '2026-11-12',
    timeAgo: '10 days ago',
    views: 96400,
    duration: '01:00',
    status: 'Live',
  },
  {
    id: 'c4',
    title: 'Five products I actually repurchase',
    type: 'Post',
    date: '2026-11-09',
    timeAgo: '2 weeks ago',
    views: 23150,
    duration: '00:00',
    status: 'Live',
  },
  {
    id: 'c5',
    title: 'Behind the scenes: Glow Labs shoot',
    type: 'Video',
    date: '2026-11-02',
    timeAgo: '3 weeks ago',
    views: 31870,
    duration: '05:16',
    status: 'Live',
  },
];

/** Spec 3 §4 "Demo": an upload adds an item at the top with these values. */
export function newUploadItem(form: Pick<UploadForm, 'title' | 'type'>, now = new Date()): ContentItem {
  return {
    id: `u${now.getTime()}${Math.random().toString(36).slice(2, 6)}`,
    title: form.title.trim() || 'Untitled Content',
    type: form.type,
    date: now.toISOString().slice(0, 10),
    timeAgo: 'Just now',
    views: 0,
    duration: '00:00',
    status: 'Processing',
  };
}

export const deleteConfirmation = (title: string) => `Are you sure you want to delete "${title}"?`;

export const DASHBOARD_STATS = { subscribers: 128400, views30d: 1_240_000, engagementRate: 6.8, revenue30d: 184500 } as const;

export const ANALYTICS_RANGES = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]['value'];

export interface AnalyticsData {
  views: number;
  viewsGrowth: number;
  watchTime: number;
  watchTimeGrowth: number;
  newSubscribers: number;
  subscribersGrowth: number;
  engagementRate: number;
  engagementGrowth: number;
  /** Seven percentages of the period's peak, oldest first. */
  viewsChart: readonly number[];
  chartLabels: readonly string[];
}

export const ANALYTICS: Record<AnalyticsRange, AnalyticsData> = {
  '7d': {
    views: 284000,
    viewsGrowth: 12.4,
    watchTime: 9120,
    watchTimeGrowth: 8.1,
    newSubscribers: 3180,
    subscribersGrowth: 5.6,
    engagementRate: 7.2,
    engagementGrowth: 0.4,
    viewsChart: [42, 55, 48, 70, 64, 88, 100],
    chartLabels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  '30d': {
    views: 1240000,
    viewsGrowth: 18.9,
    watchTime: 38400,
    watchTimeGrowth: 11.2,
    newSubscribers: 12650,
    subscribersGrowth: 9.3,
    engagementRate: 6.8,
    engagementGrowth: -0.3,
    viewsChart: [58, 64, 61, 75, 82, 90, 100],
    chartLabels: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6', 'Now'],
  },
  '90d': {
    views: 3310000,
    viewsGrowth: 27.5,
    watchTime: 104200,
    watchTimeGrowth: 19.8,
    newSubscribers: 31900,
    subscribersGrowth: 14.1,
    engagementRate: 6.5,
    engagementGrowth: 1.2,
    viewsChart: [35, 41, 52, 60, 71, 86, 100],
    chartLabels: ['Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'],
  },
};

export const REVENUE_TIMEFRAMES = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
] as const;
export type RevenueTimeframe = (typeof REVENUE_TIMEFRAMES)[number]['value'];

export interface RevenueData {
  total: number;
  totalGrowth: number;
  ads: number;
  adsGrowth: number;
  sponsorships: number;
  sponsorshipsGrowth: number;
  nextPayout: number;
  payoutDate: string;
}

export const REVENUE: Record<RevenueTimeframe, RevenueData> = {
  'this-month': {
    total: 184500,
    totalGrowth: 14.2,
    ads: 42300,
    adsGrowth: 6.1,
    sponsorships: 142200,
    sponsorshipsGrowth: 17.0,
    nextPayout: 96750,
    payoutDate: '2026-12-01',
  },
  'last-month': {
    total: 161600,
    totalGrowth: 9.4,
    ads: 39900,
    adsGrowth: 3.8,
    sponsorships: 121700,
    sponsorshipsGrowth: 11.5,
    nextPayout: 96750,
    payoutDate: '2026-12-01',
  },
  'last-3-months': {
    total: 452800,
    totalGrowth: 22.6,
    ads: 118400,
    adsGrowth: 8.9,
    sponsorships: 334400,
    sponsorshipsGrowth: 28.3,
    nextPayout: 96750,
    payoutDate: '2026-12-01',
  },
};

export const PAYMENT_HISTORY = [
  { id: 'p1', date: '2026-11-01', label: 'Monthly payout · UPI', amount: 88400, status: 'Completed' },
  { id: 'p2', date: '2026-10-01', label: 'Monthly payout · bank', amount: 73200, status: 'Completed' },
  { id: 'p3', date: '2026-09-01', label: 'Monthly payout · UPI', amount: 69850, status: 'Completed' },
] as const;

/** Spec 3 §9: the sidebar closes on tab change below 1024 px. */
export const DEMO_SIDEBAR_BREAKPOINT_PX = 1024;
