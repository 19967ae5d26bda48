import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { describe, expect, it } from 'vitest';
import { contentSubmissionLink } from './content-submission-link';

const campaign = {
  id: '6a3f9a52-0f5e-4d0b-9a51-2d8a1f1f6c11',
  brand_id: 'b1c2d3e4-0000-4000-8000-000000000001',
  product_name: 'Glow & Go serum',
  marketing_objective: 'sales',
  key_features: ['Vitamin C', 'Fragrance free, "gentle"'],
} as TDiscoveredCampaign;

describe('contentSubmissionLink', () => {
  it('leads to content submission with the spec’s query: brandId, productName, objective and keyFeatures as JSON', () => {
    const link = contentSubmissionLink(campaign);
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toBe('/creator/dashboard/content-submission');
    expect(url.searchParams.get('brandId')).toBe(campaign.brand_id);
    expect(url.searchParams.get('campaignId')).toBe(campaign.id);
    expect(url.searchParams.get('productName')).toBe('Glow & Go serum');
    expect(url.searchParams.get('objective')).toBe('sales');
    expect(JSON.parse(url.searchParams.get('keyFeatures') ?? '')).toEqual(campaign.key_features);
  });

  it('sends an empty objective rather than "null" when the campaign has none', () => {
    const url = new URL(contentSubmissionLink({ ...campaign, marketing_objective: null }), 'http://localhost');
    expect(url.searchParams.get('objective')).toBe('');
  });
});
