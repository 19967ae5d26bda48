import { describe, expect, it } from 'vitest';
import { BRAND_FEATURES, featureOf, isCurrentLink } from './brand-nav';

const campaigns = BRAND_FEATURES[0]!;
const link = (label: string) => campaigns.links.find((l) => l.label === label)!;

describe('brand sidebar', () => {
  it('lists the three features of spec 3 §2.3 with their links, then issue 23’s Creators', () => {
    expect(BRAND_FEATURES.map((f) => f.title)).toEqual([
      'Campaign Management',
      'Brand Management',
      'Content Review and Approvals',
      'Creators',
    ]);
    expect(BRAND_FEATURES[3]!.links.map((l) => l.to)).toEqual(['/brand/creators', '/brand/creators/lists']);
    expect(campaigns.links.map((l) => l.to)).toEqual([
      '/brand/campaigns',
      '/brand/campaigns/create',
      '/brand/campaigns?status=draft',
      '/brand/campaigns?status=archived',
    ]);
    expect(BRAND_FEATURES[2]!.links.map((l) => l.to)).toEqual([
      '/brand/content-review',
      '/brand/content-review?status=pending',
      '/brand/content-review?status=approved',
      '/brand/content-review?status=rejected',
    ]);
  });

  it('opens the feature a page belongs to, including campaign details and receipts', () => {
    expect(featureOf('/brand/campaigns/abc')?.title).toBe('Campaign Management');
    expect(featureOf('/brand/receipts/abc')?.title).toBe('Campaign Management');
    expect(featureOf('/brand/management/add')?.title).toBe('Brand Management');
    expect(featureOf('/brand/dashboard')).toBeUndefined();
    expect(featureOf('/brand/campaignsX')).toBeUndefined();
  });

  it('marks Drafts, not All Campaigns, as current on ?status=draft', () => {
    expect(isCurrentLink(link('Drafts'), campaigns.links, '/brand/campaigns', '?status=draft')).toBe(true);
    expect(isCurrentLink(link('All Campaigns'), campaigns.links, '/brand/campaigns', '?status=draft')).toBe(false);
  });

  it('marks All Campaigns as current without a filter or with one no sibling owns', () => {
    expect(isCurrentLink(link('All Campaigns'), campaigns.links, '/brand/campaigns', '')).toBe(true);
    expect(isCurrentLink(link('All Campaigns'), campaigns.links, '/brand/campaigns', '?status=active')).toBe(true);
    expect(isCurrentLink(link('All Campaigns'), campaigns.links, '/brand/campaigns/create', '')).toBe(false);
  });

  it('marks Pending Review, not All Submissions, as current on ?status=pending, and counts each review filter', () => {
    const review = BRAND_FEATURES[2]!;
    const pending = review.links.find((l) => l.label === 'Pending Review')!;
    const all = review.links.find((l) => l.label === 'All Submissions')!;
    expect(isCurrentLink(pending, review.links, '/brand/content-review', '?status=pending')).toBe(true);
    expect(isCurrentLink(all, review.links, '/brand/content-review', '?status=pending')).toBe(false);
    expect(isCurrentLink(all, review.links, '/brand/content-review', '?campaign_id=x')).toBe(true);
    expect(review.links.map((l) => l.count)).toEqual(['all', 'pending', 'approved', 'rejected']);
  });
});
