import { z } from 'zod';
import { BILLING_PLANS, BILLING_STATUSES } from '../constants/billing';
import { EMAIL_PATTERN } from '../constants/patterns';
import { emptyToUndefined } from './form-coercion';
import { zRupees } from './money-field';

/** Issue 26 §2: Enterprise is arranged with sales. The form's limits; the spec shows no form, so these are ours. */
export const SALES_LEAD_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  campaignsMin: 1,
  campaignsMax: 10_000,
  messageMax: 2_000,
  /** Leads one brand account may send per hour. */
  perHour: 5,
} as const;
const L = SALES_LEAD_LIMITS;

export const SALES_LEAD_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name can be at most ${L.nameMax} characters.`,
  emailRequired: 'Enter your work e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@company.com.',
  companyRequired: 'Enter your company’s name.',
  companyTooLong: `The company name can be at most ${L.companyMax} characters.`,
  campaignsRequired: 'Enter how many campaigns you expect to run a month.',
  campaignsWhole: 'Enter a whole number of campaigns.',
  campaignsMin: `Enter at least ${L.campaignsMin} campaign a month.`,
  campaignsMax: `For more than ${L.campaignsMax.toLocaleString('en-IN')} campaigns a month, say so in the message.`,
  messageTooLong: `The message can be at most ${L.messageMax.toLocaleString('en-IN')} characters.`,
  sent: 'Thank you. Our sales team will write to you within one working day.',
  tooMany: 'You have sent several requests in the last hour. Our team has them; please wait before sending another.',
} as const;
const M = SALES_LEAD_MESSAGES;

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A whole number from a JSON number or a form's text ("12"). */
const wholeNumber = (messages: { required: string; whole: string; min: string; max: string }, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.whole) })
      .int(messages.whole)
      .min(min, messages.min)
      .max(max, messages.max),
  );

/** POST /api/sales/leads: a brand asks about Enterprise. */
export const ZSalesLeadRequest = z.object({
  name: text(M.nameRequired, L.nameMax, M.nameTooLong),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .max(L.emailMax, { error: M.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, M.emailInvalid),
  company: text(M.companyRequired, L.companyMax, M.companyTooLong),
  monthly_campaigns: wholeNumber(
    { required: M.campaignsRequired, whole: M.campaignsWhole, min: M.campaignsMin, max: M.campaignsMax },
    L.campaignsMin,
    L.campaignsMax,
  ),
  message: z
    .preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(v.trim()) : v),
      z.string({ error: M.messageTooLong }).max(L.messageMax, M.messageTooLong).optional(),
    )
    .transform((v) => v ?? null),
});
export type TSalesLeadRequest = z.input<typeof ZSalesLeadRequest>;
export type TSalesLeadValues = z.output<typeof ZSalesLeadRequest>;

export const ZSalesLeadCreatedResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string() }) });
export type TSalesLeadCreatedResponse = z.infer<typeof ZSalesLeadCreatedResponse>;

/** One lead as the operator console lists it, with the account it came from and that account's plan now. */
export const ZOpsSalesLead = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  monthly_campaigns: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  brand: z
    .object({
      user_id: z.string(),
      name: z.string(),
      email: z.string(),
      plan: z.enum(BILLING_PLANS),
      status: z.enum(BILLING_STATUSES),
      /** Rupees before GST a month; null: the plan's configured price. */
      price: z.number().nullable(),
      /** null: unlimited (or the plan's own when not Enterprise). */
      campaign_limit: z.number().int().nullable(),
    })
    .nullable(),
});
export type TOpsSalesLead = z.infer<typeof ZOpsSalesLead>;

export const ZOpsSalesLeadsResponse = z.object({ success: z.literal(true), data: z.array(ZOpsSalesLead) });
export type TOpsSalesLeadsResponse = z.infer<typeof ZOpsSalesLeadsResponse>;

export const ENTERPRISE_LIMITS = { priceMin: 1, priceMax: 10_000_000, campaignsMin: 1, campaignsMax: 100_000 } as const;
const E = ENTERPRISE_LIMITS;

export const ENTERPRISE_MESSAGES = {
  priceRequired: 'Enter the monthly price in rupees, before GST.',
  priceInvalid: 'Enter the price as a number of rupees, like 150000.',
  priceFraction: 'Enter the price in whole paise (at most two decimals).',
  priceMin: `The price must be at least ₹${E.priceMin}.`,
  priceMax: `The price can be at most ₹${E.priceMax.toLocaleString('en-IN')} a month.`,
  limitRequired: 'Enter the active-campaign limit, or choose unlimited.',
  limitWhole: 'Enter a whole number of campaigns.',
  limitMin: `The limit must be at least ${E.campaignsMin} campaign.`,
  limitMax: `The limit can be at most ${E.campaignsMax.toLocaleString('en-IN')} campaigns; choose unlimited for more.`,
  notABrand: 'No brand account has this id.',
  done: 'The account is on Enterprise now.',
} as const;
const EM = ENTERPRISE_MESSAGES;

/**
 * POST /api/ops/brands/{userId}/enterprise: the account's own monthly price in rupees (stored in paise) and its limit
 * on active campaigns; `campaign_limit: null` is unlimited (it must be sent: leaving it out is a mistake, not a choice).
 */
export const ZEnterpriseRequest = z.object({
  price: zRupees({
    min: E.priceMin,
    max: E.priceMax,
    text: true,
    messages: { required: EM.priceRequired, invalid: EM.priceInvalid, fraction: EM.priceFraction, min: EM.priceMin, max: EM.priceMax },
  }),
  campaign_limit: wholeNumber(
    { required: EM.limitRequired, whole: EM.limitWhole, min: EM.limitMin, max: EM.limitMax },
    E.campaignsMin,
    E.campaignsMax,
  ).nullable(),
});
export type TEnterpriseRequest = z.input<typeof ZEnterpriseRequest>;

export const ZEnterpriseResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    user_id: z.string(),
    plan: z.enum(BILLING_PLANS),
    status: z.enum(BILLING_STATUSES),
    price: z.number(),
    campaign_limit: z.number().int().nullable(),
  }),
});
export type TEnterpriseResponse = z.infer<typeof ZEnterpriseResponse>;
