import { CAMPAIGN_MESSAGES, type TCampaign, ZCampaignDraft, ZCampaignPublish } from '@amplio/shared/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { campaignToForm, emptyCampaignForm, toRequestBody, toSchemaInput } from './campaign-form-values';
import { attentionSections } from './needs-attention';

/** Issue 28 §1: the campaign form's "Approve scripts before filming", off by default. */
describe('the "Approve scripts before filming" option in the campaign form', () => {
  it('starts off and is left out of a new draft while off, so the spec’s flow is the default', () => {
    expect(emptyCampaignForm().script_approval_required).toBe(false);
    const parsed = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow serum' }));
    expect(toRequestBody(parsed, 'create')).toEqual({ product_name: 'Glow serum' });
  });

  it('is sent when on, and sent as off on an update so turning it off sticks', () => {
    const on = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow', script_approval_required: true }));
    expect(toRequestBody(on, 'create')).toEqual({ product_name: 'Glow', script_approval_required: true });
    const off = ZCampaignDraft.parse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow' }));
    expect(toRequestBody(off, 'update')).toMatchObject({ script_approval_required: false });
  });

  it('reads the saved campaign’s choice back into the form, and never blocks publishing', () => {
    expect(
      campaignToForm({ script_approval_required: true, key_features: [], platform: [], tags: [] } as unknown as TCampaign)
        .script_approval_required,
    ).toBe(true);
    const result = ZCampaignPublish.safeParse(toSchemaInput({ ...emptyCampaignForm(), product_name: 'Glow' }));
    expect(result.error?.issues.some((issue) => issue.path[0] === 'script_approval_required')).toBe(false);
    expect(ZCampaignDraft.safeParse({ script_approval_required: 'maybe' }).error?.issues[0]?.message).toBe(
      CAMPAIGN_MESSAGES.scriptApprovalInvalid,
    );
  });
});

describe('the brand’s attention list', () => {
  it('names a script waiting for approval as a script', () => {
    const [section] = attentionSections({
      items: [],
      attention: {
        submissions: [
          {
            script_id: 's1',
            campaign: { id: 'c1', product_name: 'Sun Shield' },
            creator_name: 'Asha Rao',
            kind: 'script',
            submitted_at: null,
            decides_at: null,
          },
        ],
        applications: [],
        campaigns_ending: [],
      } as never,
      now: Date.parse('2026-11-24T06:00:00.000Z'),
    });
    expect(section?.rows[0]?.title).toBe('Script from Asha Rao');
  });
});
