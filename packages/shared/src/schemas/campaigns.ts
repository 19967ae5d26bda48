import { z } from 'zod';
import { CAMPAIGN_HOLD_REASONS } from '../constants/billing';
import {
  CAMPAIGN_LIMITS as L,
  CAMPAIGN_PLATFORM_VALUES,
  CAMPAIGN_STATUS_REQUESTS,
  CAMPAIGN_STATUSES,
  MARKETING_OBJECTIVE_VALUES,
  USAGE_RIGHTS_VALUES,
} from '../constants/campaigns';
import { emptyToUndefined } from './form-coercion';
import { zRupees } from './money-field';
import { ZOpenFunding } from './payments';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Campaign Management (spec 3 §2.3): the screens are not shown, so these messages are ours. */
export const CAMPAIGN_MESSAGES = {
  brandRequired: 'Please choose the brand this campaign is for',
  brandNotFound: 'Choose one of your brand profiles.',
  productNameRequired: 'Please enter the product name',
  productNameTooLong: `Product name must be ${L.productNameMax} characters or less`,
  descriptionRequired: 'Please describe the campaign',
  descriptionTooLong: `Description must be ${L.descriptionMax} characters or less`,
  keyFeaturesRequired: 'Please add at least one key feature',
  keyFeaturesTooMany: `Add at most ${L.keyFeaturesMax} key features`,
  keyFeatureTooLong: `Each key feature must be ${L.keyFeatureMax} characters or less`,
  platformRequired: 'Please choose at least one platform',
  platformInvalid: 'Choose platforms from Instagram, YouTube, Facebook, TikTok, Twitter and LinkedIn',
  videoStyleRequired: 'Please describe the video style',
  videoStyleTooLong: `Video style must be ${L.videoStyleMax} characters or less`,
  objectiveRequired: 'Please choose a marketing objective',
  targetAudienceRequired: 'Please describe the target audience',
  targetAudienceTooLong: `Target audience must be ${L.targetAudienceMax} characters or less`,
  tagsTooMany: `Add at most ${L.tagsMax} tags`,
  tagTooLong: `Each tag must be ${L.tagMax} characters or less`,
  startDateRequired: 'Please choose a start date',
  endDateRequired: 'Please choose an end date',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  endBeforeStart: 'End date must be on or after the start date',
  tooLong: `A campaign can run for at most ${L.durationMaxDays} days`,
  compensationRequired: 'Please enter the compensation per creator',
  compensationMin: `Compensation must be at least ${rupees(L.compensationMin)}`,
  compensationAboveBudget: 'Compensation cannot be more than the budget',
  budgetRequired: 'Please enter the campaign budget',
  budgetMin: `Budget must be at least ${rupees(L.budgetMin)}`,
  budgetMax: `Budget can be at most ${rupees(L.budgetMax)}`,
  // The cap's own rule (issue 25: it used to borrow compensation's "Compensation must be at least ₹100").
  priceCapMin: `Price cap must be at least ${rupees(L.compensationMin)}, and no less than the compensation`,
  priceCapMax: `Price cap can be at most ${rupees(L.budgetMax)}`,
  priceCapBelowCompensation: 'Price cap must be at least the compensation',
  priceCapAboveBudget: 'Price cap cannot be more than the budget',
  amountNotNumber: 'Enter an amount in rupees',
  amountDecimals: 'Amounts can have at most 2 decimal places (paise)',
  usageRightsRequired: 'Please choose the usage rights creators grant',
  statusInvalid: 'Choose a status: active, paused, completed or archived',
  searchTooLong: `Search must be ${L.searchMax} characters or less`,
  notFound: 'Campaign not found.',
  created: 'Draft saved.',
  updated: 'Campaign saved.',
  incomplete: 'Complete every required field before funding this campaign.',
  endDatePassed: 'The end date has passed. Choose a later end date before funding.',
  endDateInPast: 'The end date cannot be in the past',
  budgetBelowFunded: (funded: string) => `The budget cannot be less than the ${funded} already funded.`,
  fundBeyondBudget: (remaining: string) => `You can fund at most ${remaining} more. Raise the budget to fund more.`,
  fundClosed: 'Only draft, upcoming, active or paused campaigns can be funded.',
  lockedWhenPublished: 'This cannot change once the campaign is published.',
  lockedWhenPublishedHint: 'Locked: creators took this campaign on these terms, so it cannot change once it is published.',
  notEditable: 'Completed and archived campaigns cannot be edited.',
  publishNeedsFunding: 'A campaign is published when it is funded. Use "Fund campaign" to publish it.',
  alreadyStatus: (label: string) => `The campaign is already ${label.toLowerCase()}.`,
  pauseOnlyLive: 'Only upcoming or active campaigns can be paused.',
  resumeOnlyPaused: 'Only paused campaigns can be resumed.',
  resumeAfterEnd: 'The end date has passed. Complete the campaign, or extend its end date first.',
  completeOnlyLive: 'Only upcoming, active or paused campaigns can be completed.',
  archiveOnlyDraftOrCompleted: 'Only drafts and completed campaigns can be archived.',
  archivedFinal: 'Archived campaigns cannot change status.',
  statusChanged: {
    active: 'Campaign resumed.',
    upcoming: 'Campaign resumed. It starts on its start date.',
    paused: 'Campaign paused. Creators cannot start new work on it until you resume it.',
    completed: 'Campaign completed. Any escrow no creator reserved is being refunded.',
    archived: 'Campaign archived.',
  },
  coverTooLarge: 'Cover image must be 5 MB or smaller',
  coverWrongType: 'Please choose a JPEG, PNG or WebP image for the cover',
  coverRequired: 'Please choose a cover image',
  coverSaved: 'Cover image saved.',
  coverRemoved: 'Cover image removed.',
  // Issue 27 §2: where creators' tracked links send people.
  destinationUrlInvalid: 'Enter a web address that starts with https://, like https://yourshop.com/product',
  destinationUrlTooLong: `The web address must be ${L.destinationUrlMax} characters or less`,
  /** Issue 28 §1: the campaign form's "Approve scripts before filming". */
  scriptApprovalInvalid: 'Approve scripts before filming must be on or off.',
  scriptApprovalLabel: 'Approve scripts before filming',
  scriptApprovalHint:
    'Creators send you their script first, and film only after you approve it. A rejected script counts as one of the 3 rejections a creator has, like a rejected video. Applies to scripts saved after you change it.',
} as const;
const M = CAMPAIGN_MESSAGES;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Text inputs: blank means "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : emptyToUndefined(v));
/** A list sent as a list, one value, or a comma-separated string (spec 3 §3 allows both for key features). */
const asTextList = (v: unknown) => {
  if (v === undefined || v === null || v === '') return undefined;
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  return items.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
};
/** Page numbers from the query: '' means not given; numeric text is read as a number. */
const asNumber = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};

/** An absolute https address with a host (tracked links send people only to https pages). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** An amount in rupees (a number, or decimal text from a form) of whole paise within [min, max]: one reading, domain/money. */
const money = (required: string, min: number, max: number, messages: { min: string; max: string }) =>
  zRupees({ min, max, text: true, messages: { required, invalid: M.amountNotNumber, fraction: M.amountDecimals, ...messages } });
const date = (required: string) => z.string({ error: required }).refine(isCalendarDate, M.dateInvalid);

/** Every field's rule when it is present. The draft schema makes each optional; the publish schema requires them. */
const fieldRules = {
  brand_id: z.uuid({ error: M.brandRequired }),
  product_name: text(M.productNameRequired, L.productNameMax, M.productNameTooLong),
  description: text(M.descriptionRequired, L.descriptionMax, M.descriptionTooLong),
  key_features: z
    .array(z.string({ error: M.keyFeaturesRequired }).trim().max(L.keyFeatureMax, M.keyFeatureTooLong), { error: M.keyFeaturesRequired })
    .min(1, M.keyFeaturesRequired)
    .max(L.keyFeaturesMax, M.keyFeaturesTooMany),
  platform: z
    .array(z.enum(CAMPAIGN_PLATFORM_VALUES, { error: M.platformInvalid }), { error: M.platformRequired })
    .min(1, M.platformRequired)
    .transform((list) => [...new Set(list)]),
  video_style: text(M.videoStyleRequired, L.videoStyleMax, M.videoStyleTooLong),
  marketing_objective: z.enum(MARKETING_OBJECTIVE_VALUES, { error: M.objectiveRequired }),
  target_audience: text(M.targetAudienceRequired, L.targetAudienceMax, M.targetAudienceTooLong),
  tags: z
    .array(z.string({ error: M.tagTooLong }).trim().max(L.tagMax, M.tagTooLong))
    .max(L.tagsMax, M.tagsTooMany)
    .transform((list) => [...new Set(list.map((t) => t.toLowerCase()))]),
  start_date: date(M.startDateRequired),
  end_date: date(M.endDateRequired),
  // Compensation has no limit of its own above; no budget exceeds the largest one, so neither can compensation.
  compensation: money(M.compensationRequired, L.compensationMin, L.budgetMax, { min: M.compensationMin, max: M.compensationAboveBudget }),
  budget: money(M.budgetRequired, L.budgetMin, L.budgetMax, { min: M.budgetMin, max: M.budgetMax }),
  price_cap: money(M.amountNotNumber, L.compensationMin, L.budgetMax, { min: M.priceCapMin, max: M.priceCapMax }),
  usage_rights: z.enum(USAGE_RIGHTS_VALUES, { error: M.usageRightsRequired }),
  destination_url: z
    .string({ error: M.destinationUrlInvalid })
    .trim()
    .max(L.destinationUrlMax, M.destinationUrlTooLong)
    .refine(isHttpsUrl, M.destinationUrlInvalid),
  // Issue 28 §1: off by default, which keeps the spec's flow; a form may send it as text.
  script_approval_required: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: M.scriptApprovalInvalid }),
  ),
} as const;
type FieldName = keyof typeof fieldRules;

const LIST_FIELDS: ReadonlySet<FieldName> = new Set(['key_features', 'platform', 'tags']);
const NUMBER_FIELDS: ReadonlySet<FieldName> = new Set(['compensation', 'budget', 'price_cap']);
// Money fields read their own text (zRupees); a blank input or null is "not given".
const coerceFor = (name: FieldName) => (LIST_FIELDS.has(name) ? asTextList : NUMBER_FIELDS.has(name) ? emptyToUndefined : blank);

/** Optional in every mode: tags and the price cap. */
const OPTIONAL_FIELDS: ReadonlySet<FieldName> = new Set(['tags', 'price_cap', 'destination_url', 'script_approval_required']);

type Values = { [K in FieldName]?: unknown };
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const day = (v: unknown) => (typeof v === 'string' && isCalendarDate(v) ? v : undefined);

/** Cross-field rules; each runs when its fields are present and valid, even if other fields fail. */
function withCrossFieldRules<T extends z.ZodType<Values>>(schema: T) {
  const always = { when: () => true };
  return schema
    .refine((v) => !(day(v.start_date) && day(v.end_date)) || v.end_date! >= v.start_date!, {
      ...always,
      path: ['end_date'],
      message: M.endBeforeStart,
    })
    .refine(
      (v) => !(day(v.start_date) && day(v.end_date)) || daysBetween(v.start_date as string, v.end_date as string) < L.durationMaxDays,
      {
        ...always,
        path: ['end_date'],
        message: M.tooLong,
      },
    )
    .refine((v) => !(num(v.compensation) && num(v.budget)) || num(v.compensation)! <= num(v.budget)!, {
      ...always,
      path: ['compensation'],
      message: M.compensationAboveBudget,
    })
    .refine((v) => !(num(v.price_cap) && num(v.compensation)) || num(v.price_cap)! >= num(v.compensation)!, {
      ...always,
      path: ['price_cap'],
      message: M.priceCapBelowCompensation,
    })
    .refine((v) => !(num(v.price_cap) && num(v.budget)) || num(v.price_cap)! <= num(v.budget)!, {
      ...always,
      path: ['price_cap'],
      message: M.priceCapAboveBudget,
    });
}

function shape(mode: 'draft' | 'publish') {
  const entries = (Object.keys(fieldRules) as FieldName[]).map((name) => {
    const rule = fieldRules[name] as z.ZodType;
    const optional = mode === 'draft' || OPTIONAL_FIELDS.has(name);
    // null clears a field in a draft (and the optional price cap); an omitted field keeps its value on update.
    return [name, z.preprocess(coerceFor(name), optional ? rule.nullable().optional() : rule)] as const;
  });
  return Object.fromEntries(entries) as {
    [K in FieldName]: z.ZodPipe<z.ZodTransform, z.ZodType<z.output<(typeof fieldRules)[K]> | null | undefined, unknown>>;
  };
}

/**
 * The campaign form's values as a draft: every field optional (a half-filled form saves), each one checked when
 * it is present. POST /api/brands/campaigns creates a draft with it; PUT /api/brands/campaigns/{id} updates with
 * it (omitted fields keep their value, null clears one).
 */
export const ZCampaignDraft = withCrossFieldRules(z.object(shape('draft')));
export type TCampaignDraftInput = z.input<typeof ZCampaignDraft>;
export type TCampaignDraft = z.output<typeof ZCampaignDraft>;

/**
 * Every field a campaign needs before it can be funded and published (tags and price cap stay optional). The
 * server checks the saved campaign against it when the brand funds a draft; the form uses it for "Publish".
 */
export const ZCampaignPublish = withCrossFieldRules(z.object(shape('publish')));
export type TCampaignPublishInput = z.input<typeof ZCampaignPublish>;
export type TCampaignPublish = z.output<typeof ZCampaignPublish>;

export const ZCreateCampaignRequest = ZCampaignDraft;
export type TCreateCampaignRequest = TCampaignDraftInput;
export const ZUpdateCampaignRequest = ZCampaignDraft;
export type TUpdateCampaignRequest = TCampaignDraftInput;

/** Rupees (numbers; paise inside the server). available = funded − reserved − refunded, what creators can still reserve. */
export const ZEscrow = z.object({
  funded: z.number(),
  reserved: z.number(),
  released: z.number(),
  /** Returned to the brand, counted when the refund is sent; `refund_pending` of it is still on its way. */
  refunded: z.number(),
  refund_pending: z.number(),
  available: z.number(),
  /**
   * One campaign's own view only, while it can be completed with escrow unreserved: what completing it now would
   * refund, the platform fee and GST charged on that escrow included (decision 047).
   */
  unused_refund: z.object({ escrow: z.number(), platform_fee: z.number(), gst: z.number(), total: z.number() }).optional(),
});
export type TEscrow = z.infer<typeof ZEscrow>;

/** The brief's descriptive fields as the brand's and the creator's views of a campaign both return them. */
export const briefShape = {
  description: z.string().nullable(),
  key_features: z.array(z.string()),
  platform: z.array(z.enum(CAMPAIGN_PLATFORM_VALUES)),
  video_style: z.string().nullable(),
  marketing_objective: z.enum(MARKETING_OBJECTIVE_VALUES).nullable(),
  target_audience: z.string().nullable(),
  tags: z.array(z.string()),
};

export const ZCampaign = z.object({
  id: z.uuid(),
  brand_id: z.string().nullable(),
  brand_name: z.string().nullable(),
  product_name: z.string().nullable(),
  ...briefShape,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  compensation: z.number().nullable(),
  budget: z.number().nullable(),
  price_cap: z.number().nullable(),
  usage_rights: z.enum(USAGE_RIGHTS_VALUES).nullable(),
  /** Where creators' tracked links send people (issue 27 §2); null: no tracked links. */
  destination_url: z.string().nullable(),
  /** Issue 28 §1: creators' scripts wait for the brand's approval before filming. */
  script_approval_required: z.boolean(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** The status changes the brand may ask for now (POST …/status), so the page shows only valid buttons. */
  /** 'plan_limit': paid, but paused until the brand's plan has a free slot (issue 26 §1); it then starts by itself. */
  hold_reason: z.enum(CAMPAIGN_HOLD_REASONS).nullable().optional(),
  allowed_status_changes: z.array(z.enum(CAMPAIGN_STATUS_REQUESTS)),
  /** Fields still missing or invalid before the campaign can be funded ({} when ready). */
  missing_fields: z.record(z.string(), z.array(z.string())),
  cover_url: z.string().nullable(),
  escrow: ZEscrow,
  /** The campaign's open checkout (at most one), so Fund shows it instead of opening a second. */
  open_funding: ZOpenFunding.nullable(),
  published_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignIdParams = z.object({ id: z.string().max(64) });

export const CAMPAIGN_SORTS = ['newest', 'oldest'] as const;

/** A list page's number from the query; each list reads the raw text its own way before this. */
export const ZPageNumber = z
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(1_000_000)
  .default(1);
export const ZCampaignSort = z.preprocess(blank, z.enum(CAMPAIGN_SORTS, { error: 'Sort must be newest or oldest' }).default('newest'));

/** A paged list response's counters (spec 3 §9). */
export const paginationShape = {
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
};

/**
 * GET /api/brands/campaigns. Without `status` the list shows every campaign except archived ones;
 * `status=archived` shows only those. Search matches the product name (case-insensitive).
 */
export const ZListCampaignsQuery = z.object({
  status: z.preprocess(blank, z.enum(CAMPAIGN_STATUSES, { error: 'Unknown status filter' }).optional()),
  search: z.preprocess(blank, z.string().trim().max(L.searchMax, M.searchTooLong).optional()),
  brand_id: z.preprocess(blank, z.uuid({ error: M.brandNotFound }).optional()),
  page: z.preprocess(asNumber, ZPageNumber),
  sort: ZCampaignSort,
});
export type TListCampaignsQuery = z.input<typeof ZListCampaignsQuery>;

export const ZListCampaignsResponse = z.object({
  data: z.array(ZCampaign),
  ...paginationShape,
});
export type TListCampaignsResponse = z.infer<typeof ZListCampaignsResponse>;

export const ZGetCampaignResponse = z.object({ data: ZCampaign });
export type TGetCampaignResponse = z.infer<typeof ZGetCampaignResponse>;

export const ZSaveCampaignResponse = z.object({ message: z.string(), data: ZCampaign });
export type TSaveCampaignResponse = z.infer<typeof ZSaveCampaignResponse>;

/** POST /api/brands/campaigns/{id}/status. */
export const ZCampaignStatusRequest = z.object({
  status: z.enum(CAMPAIGN_STATUS_REQUESTS, { error: M.statusInvalid }),
});
export type TCampaignStatusRequest = z.infer<typeof ZCampaignStatusRequest>;
export const ZCampaignStatusResponse = ZSaveCampaignResponse;
export type TCampaignStatusResponse = TSaveCampaignResponse;

/** GET /api/brands/escrow: the account's money across all its campaigns, in rupees. */
export const ZEscrowSummaryResponse = ZEscrow.extend({ campaigns_count: z.number().int() });
export type TEscrowSummaryResponse = z.infer<typeof ZEscrowSummaryResponse>;

/** One transfer touching the campaign's escrow or reservations, as the brand reads it. */
export const ZCampaignLedgerEntry = z.object({
  id: z.string(),
  kind: z.string(),
  /** Rupees, always positive. */
  amount: z.number(),
  /** +1 money into the campaign's escrow, −1 money out of it, 0 a move inside the campaign (a reservation). */
  direction: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  from_account: z.string(),
  to_account: z.string(),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  created_at: z.string(),
});
export type TCampaignLedgerEntry = z.infer<typeof ZCampaignLedgerEntry>;

/** GET /api/brands/campaigns/{id}/ledger?page=: newest first, with the campaign's escrow figures. */
export const ZCampaignLedgerResponse = z.object({
  escrow: ZEscrow,
  data: z.array(ZCampaignLedgerEntry),
  ...paginationShape,
});
export type TCampaignLedgerResponse = z.infer<typeof ZCampaignLedgerResponse>;

export const ZCampaignLedgerQuery = z.object({
  page: z.preprocess(asNumber, z.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(1_000_000).default(1)),
});
