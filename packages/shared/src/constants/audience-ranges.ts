/**
 * Audience range options of step 3 (spec 2 §3.2). The spec gives no lists for snapchat, tiktok and website
 * visitors: snapchat and tiktok use the follower list of the other networks, and website visitors (per month)
 * stop at 1m+, where a personal site's traffic realistically tops out.
 */
export interface RangeOption {
  value: string;
  label: string;
}

export const FOLLOWER_RANGES = [
  { value: '0-1k', label: '0 - 1K' },
  { value: '1k-10k', label: '1K - 10K' },
  { value: '10k-50k', label: '10K - 50K' },
  { value: '50k-100k', label: '50K - 100K' },
  { value: '100k-500k', label: '100K - 500K' },
  { value: '500k-1m', label: '500K - 1M' },
  { value: '1m-5m', label: '1M - 5M' },
  { value: '5m-10m', label: '5M - 10M' },
  { value: '10m+', label: '10M+' },
] as const satisfies readonly RangeOption[];

export const LINKEDIN_CONNECTION_RANGES = [
  { value: '0-500', label: '0 - 500' },
  { value: '500-5000', label: '500 - 5,000' },
  { value: '5000-10000', label: '5,000 - 10,000' },
  { value: '10000-50000', label: '10,000 - 50,000' },
  { value: '50000-100000', label: '50,000 - 100,000' },
  { value: '100000-500000', label: '100,000 - 500,000' },
  { value: '500000+', label: '500,000+' },
] as const satisfies readonly RangeOption[];

export const WEBSITE_VISITOR_RANGES = [
  { value: '0-1k', label: '0 - 1K a month' },
  { value: '1k-10k', label: '1K - 10K a month' },
  { value: '10k-50k', label: '10K - 50K a month' },
  { value: '50k-100k', label: '50K - 100K a month' },
  { value: '100k-500k', label: '100K - 500K a month' },
  { value: '500k-1m', label: '500K - 1M a month' },
  { value: '1m+', label: '1M+ a month' },
] as const satisfies readonly RangeOption[];
