import { z } from 'zod';
import { GST_STATE_NAMES, gstStateCodeOf } from '../constants/gst-states';
import { isValidGstin } from '../domain/gstin';
import { emptyToUndefined } from './form-coercion';

export const BRAND_COMPANY_LIMITS = { legalNameMax: 200, addressMax: 500, cityMax: 100 } as const;
const L = BRAND_COMPANY_LIMITS;

/** The company details billing uses (issue 25 §1); the spec does not show them, so these messages are ours. */
export const BRAND_COMPANY_MESSAGES = {
  legalNameRequired: 'Enter the company’s legal name, as registered.',
  legalNameTooLong: `The legal name can be at most ${L.legalNameMax} characters.`,
  addressRequired: 'Enter the registered address.',
  addressTooLong: `The address can be at most ${L.addressMax} characters.`,
  cityRequired: 'Enter the city.',
  cityTooLong: `The city can be at most ${L.cityMax} characters.`,
  postalCodeInvalid: 'Enter the 6-digit PIN code (it does not start with 0).',
  stateRequired: 'Choose the state or union territory.',
  gstinInvalid: 'This GSTIN is not valid: check each character (15 characters, like 27AAPFU0939F1ZV).',
  gstinStateMismatch: 'This GSTIN belongs to another state: its first two digits are the state’s GST code.',
  saved: 'Company details saved.',
} as const;
const M = BRAND_COMPANY_MESSAGES;

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * PUT /api/brands/company: legal name, registered address, state and an optional GSTIN, checked by its check
 * character and against the state's GST code.
 */
export const ZBrandCompanyRequest = z
  .object({
    legal_name: text(M.legalNameRequired, L.legalNameMax, M.legalNameTooLong),
    address: text(M.addressRequired, L.addressMax, M.addressTooLong),
    city: text(M.cityRequired, L.cityMax, M.cityTooLong),
    postal_code: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: M.postalCodeInvalid })
        .trim()
        .regex(/^[1-9]\d{5}$/, M.postalCodeInvalid),
    ),
    state: z.string({ error: M.stateRequired }).refine((v) => GST_STATE_NAMES.includes(v), M.stateRequired),
    gstin: z
      .preprocess(
        (v) => (typeof v === 'string' ? emptyToUndefined(v.replace(/\s+/g, '').toUpperCase()) : emptyToUndefined(v)),
        z.string({ error: M.gstinInvalid }).max(15, M.gstinInvalid).refine(isValidGstin, M.gstinInvalid).optional(),
      )
      .transform((v) => v ?? null),
  })
  .refine((v) => !v.gstin || !GST_STATE_NAMES.includes(v.state) || v.gstin.slice(0, 2) === gstStateCodeOf(v.state), {
    message: M.gstinStateMismatch,
    path: ['gstin'],
  });
export type TBrandCompanyRequest = z.input<typeof ZBrandCompanyRequest>;
export type TBrandCompanyValues = z.output<typeof ZBrandCompanyRequest>;

export const ZBrandCompany = z.object({
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TBrandCompany = z.infer<typeof ZBrandCompany>;

/** GET /api/brands/company (nulls until saved) and PUT's answer. */
export const ZBrandCompanyResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZBrandCompany });
export type TBrandCompanyResponse = z.infer<typeof ZBrandCompanyResponse>;
