import type { TCampaign, TCampaignDraft } from '@amplio/shared/schemas/campaigns';

/** The form's own shape: text for numbers and dates (what inputs hold), lists for lists. */
export interface CampaignFormValues {
  brand_id: string;
  product_name: string;
  description: string;
  key_features: string[];
  platform: string[];
  video_style: string;
  marketing_objective: string;
  target_audience: string;
  tags: string[];
  /** Issue 28 §1: "Approve scripts before filming" (off by default, the spec's flow). */
  script_approval_required: boolean;
  start_date: string;
  end_date: string;
  compensation: string;
  budget: string;
  price_cap: string;
  usage_rights: string;
  /** Issue 27 §2: where creators' tracked links send people (optional). */
  destination_url: string;
}

export const CAMPAIGN_FIELDS = [
  'brand_id',
  'product_name',
  'description',
  'key_features',
  'platform',
  'video_style',
  'marketing_objective',
  'target_audience',
  'tags',
  'script_approval_required',
  'start_date',
  'end_date',
  'compensation',
  'budget',
  'price_cap',
  'usage_rights',
  'destination_url',
] as const satisfies readonly (keyof CampaignFormValues)[];

const text = (value: string | null | undefined) => value ?? '';
const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyCampaignForm(brandId = ''): CampaignFormValues {
  return {
    brand_id: brandId,
    product_name: '',
    description: '',
    key_features: [],
    platform: [],
    video_style: '',
    marketing_objective: '',
    target_audience: '',
    tags: [],
    script_approval_required: false,
    start_date: '',
    end_date: '',
    compensation: '',
    budget: '',
    price_cap: '',
    usage_rights: '',
    destination_url: '',
  };
}

export function campaignToForm(campaign: TCampaign): CampaignFormValues {
  return {
    brand_id: text(campaign.brand_id),
    product_name: text(campaign.product_name),
    description: text(campaign.description),
    key_features: [...campaign.key_features],
    platform: [...campaign.platform],
    video_style: text(campaign.video_style),
    marketing_objective: text(campaign.marketing_objective),
    target_audience: text(campaign.target_audience),
    tags: [...campaign.tags],
    script_approval_required: campaign.script_approval_required ?? false,
    start_date: text(campaign.start_date),
    end_date: text(campaign.end_date),
    compensation: amount(campaign.compensation),
    budget: amount(campaign.budget),
    price_cap: amount(campaign.price_cap),
    usage_rights: text(campaign.usage_rights),
    destination_url: text(campaign.destination_url),
  };
}

/** What the shared schema reads: an empty list is "not given" (a draft may leave it out), like an empty input. */
export function toSchemaInput(values: CampaignFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const key of ['key_features', 'platform', 'tags'] as const) if (values[key].length === 0) input[key] = undefined;
  return input;
}

/**
 * The request body. A new draft leaves out what is blank; an update sends null for a field the brand emptied,
 * because an omitted field keeps its old value on the server.
 */
export function toRequestBody(parsed: TCampaignDraft, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of CAMPAIGN_FIELDS) {
    const value = parsed[key];
    // The script-approval option off is the default: a new draft need not say so (issue 28 §1).
    if (key === 'script_approval_required' && value === false && mode === 'create') continue;
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      if (mode === 'update') body[key] = key === 'tags' ? [] : null;
    } else body[key] = value;
  }
  return body;
}
