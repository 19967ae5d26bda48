import { ZCampaignDraft, ZCampaignPublish } from '@amplio/shared/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { emptyCampaignForm, toRequestBody, toSchemaInput } from './campaign-form-values';

describe('campaign form values', () => {
  it('saves a draft with only a product name', () => {
    const parsed = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow serum' }));
    expect(toRequestBody(parsed, 'create')).toEqual({ product_name: 'Glow serum' });
  });

  it('clears emptied fields on update with null, and tags with an empty list', () => {
    const parsed = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow serum' }));
    const body = toRequestBody(parsed, 'update');
    expect(body).toMatchObject({ product_name: 'Glow serum', budget: null, key_features: null, tags: [] });
  });

  it('sends amounts typed as text as numbers', () => {
    const parsed = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), budget: '25000', compensation: '2500.50' }));
    expect(toRequestBody(parsed, 'create')).toEqual({ budget: 25000, compensation: 2500.5 });
  });

  it('refuses to publish a half-filled form', () => {
    const result = ZCampaignPublish.safeParse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow serum' }));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields.has('budget')).toBe(true);
    expect(fields.has('key_features')).toBe(true);
    expect(fields.has('tags')).toBe(false);
    expect(fields.has('price_cap')).toBe(false);
  });
});
