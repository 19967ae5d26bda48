import { z } from 'zod';
import { BUDGET_VALUES, COMPANY_SIZES, INDUSTRY_VALUES, JOB_TITLE_MAX, JOB_TITLE_MIN, OBJECTIVE_VALUES } from '../constants/brand-options';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN } from '../constants/patterns';
import { asBoolean, asList, emptyToUndefined, matchPasswords as matchPasswordsWith } from './form-coercion';

/** Spec 1 §5 and §8, word for word. */
export const BRAND_REGISTRATION_MESSAGES = {
  contactNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your business email',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your business phone number',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Please create a password',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  companyNameRequired: 'Please enter your company name',
  jobTitleRequired: 'Please enter your job title',
  jobTitleTooLong: 'Job title must be 100 characters or less',
  jobTitleInvalid: 'Job title can only contain letters, spaces, hyphens, apostrophes, commas, periods, ampersands, and parentheses',
  jobTitleTooShort: 'Job title must be at least 2 characters long',
  websiteRequired: 'Please enter your company website',
  websiteInvalid: 'Please enter a valid website URL',
  industryRequired: 'Please select your industry',
  companySizeRequired: 'Please select your company size',
  objectivesRequired: 'Please select at least one campaign objective.',
  budgetRequired: 'Please select your estimated budget.',
  termsRequired: 'You must agree to the terms to continue.',
  saveFailed: 'An error occurred while saving your progress. Please try again.',
  registrationFailed: 'Registration failed',
  registrationError: 'An error occurred during registration. Please try again.',
  navigationError: 'An error occurred while navigating. Please try again.',
  resendFailed: 'Failed to resend verification email. Please try again.',
  resendSuccess: 'Verification email resent successfully!',
  // Not in the spec: the server's answers for cases it does not describe.
  emailTaken: 'An account with this email already exists. Sign in instead, or use a different email.',
  stepOrder: 'Please complete the previous steps first.',
  tooLong: 'This value is too long.',
  registered: 'Registration complete. We sent a 6-digit code to your email to verify it.',
  saved: 'Progress saved.',
} as const;
const M = BRAND_REGISTRATION_MESSAGES;

export { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN };
/** Letters of any script plus the punctuation spec 1 §5 allows (the message omits slashes; the rule has them). */
export const JOB_TITLE_PATTERN = /^[\p{L}\s\-'’,.&()/]+$/u;

const text = (required: string, max = 255) => z.string({ error: required }).trim().min(1, required).max(max, M.tooLong);
const choice = (values: readonly [string, ...string[]], message: string) =>
  z.string({ error: message }).refine((v) => values.includes(v), message);

export const brandFieldRules = {
  contactName: text(M.contactNameRequired, 120),
  email: text(M.emailRequired, 254).regex(EMAIL_PATTERN, M.emailInvalid),
  phone: text(M.phoneRequired, 30).regex(PHONE_PATTERN, M.phoneInvalid),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(1024, M.tooLong),
  passwordConfirmation: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired).max(1024, M.tooLong),
  companyName: text(M.companyNameRequired, 200),
  website: text(M.websiteRequired, 2048).regex(WEBSITE_PATTERN, M.websiteInvalid),
  industry: choice(INDUSTRY_VALUES, M.industryRequired),
  companySize: choice(COMPANY_SIZES as unknown as [string, ...string[]], M.companySizeRequired),
  jobTitle: z
    .string({ error: M.jobTitleRequired })
    .trim()
    .min(1, M.jobTitleRequired)
    .max(JOB_TITLE_MAX, M.jobTitleTooLong)
    .regex(JOB_TITLE_PATTERN, M.jobTitleInvalid)
    .min(JOB_TITLE_MIN, M.jobTitleTooShort),
  objectives: z
    .array(
      z.string().refine((v) => OBJECTIVE_VALUES.includes(v), M.objectivesRequired),
      { error: M.objectivesRequired },
    )
    .min(1, M.objectivesRequired)
    .max(OBJECTIVE_VALUES.length, M.objectivesRequired),
  objectiveOtherText: z.string().trim().max(200, M.tooLong).optional(),
  budget: choice(BUDGET_VALUES, M.budgetRequired),
  additionalInfo: z.string().trim().max(2000, M.tooLong).optional(),
  termsAccepted: z.literal(true, { error: M.termsRequired }),
};
const R = brandFieldRules;

/** Runs even when other fields fail, so a mismatch shows together with the rest. */
const matchPasswords = (confirmKey: string) => matchPasswordsWith(confirmKey, M.passwordsDiffer);

// ---- Server payloads (spec 1 §3 "Server payload names"); error keys are these snake-case names. ----

export const ZBrandStep1Request = z
  .object({
    contact_name: R.contactName,
    email: R.email,
    phone: R.phone,
    password: R.password,
    password_confirmation: R.passwordConfirmation,
  })
  .refine(...matchPasswords('password_confirmation'));

export const ZBrandStep2Request = z.object({
  company_name: R.companyName,
  website: R.website,
  industry: R.industry,
  job_title: R.jobTitle,
  company_size: R.companySize,
});

export const ZBrandStep3Request = z.object({
  objectives: z.preprocess(asList, R.objectives),
  objective_other_text: z.preprocess(emptyToUndefined, R.objectiveOtherText),
  budget: R.budget,
  additional_info: z.preprocess(emptyToUndefined, R.additionalInfo),
  terms_accepted: z.preprocess(asBoolean, R.termsAccepted),
});

export const BRAND_STEP_SCHEMAS = { 1: ZBrandStep1Request, 2: ZBrandStep2Request, 3: ZBrandStep3Request } as const;
export type BrandStep = keyof typeof BRAND_STEP_SCHEMAS;
export type TBrandStep1Request = z.infer<typeof ZBrandStep1Request>;
export type TBrandStep2Request = z.infer<typeof ZBrandStep2Request>;
export type TBrandStep3Request = z.infer<typeof ZBrandStep3Request>;

/** The documented body of POST /api/brands/save-step: `step` plus the fields of that step (and earlier ones, ignored). */
export const ZBrandSaveStepRequest = z
  .object({ step: z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])]) })
  .catchall(z.unknown());

export const ZBrandSaveStepResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  step: z.number(),
  next_step: z.number().nullable(),
  email: z.string().optional(),
  user_id: z.string().optional(),
  requires_otp_verification: z.boolean().optional(),
});
export type TBrandSaveStepResponse = z.infer<typeof ZBrandSaveStepResponse>;

export const ZBrandRegistrationDraftResponse = z.object({
  step: z.number(),
  data: z.record(z.string(), z.unknown()),
});

// ---- The browser form (spec 1 §3 "client names"), built from the same rules and messages. ----

export const ZBrandContactForm = z
  .object({
    contactName: R.contactName,
    businessEmail: R.email,
    businessPhone: R.phone,
    password: R.password,
    confirmPassword: R.passwordConfirmation,
  })
  .refine(...matchPasswords('confirmPassword'));

export const ZBrandCompanyForm = z.object({
  companyName: R.companyName,
  website: R.website,
  industry: R.industry,
  jobTitle: R.jobTitle,
  companySize: R.companySize,
});

export const ZBrandCampaignForm = z.object({
  objectives: R.objectives,
  objectiveOtherText: z.string().max(200, M.tooLong).optional(),
  budget: R.budget,
  additionalInfo: z.string().max(2000, M.tooLong).optional(),
  termsAccepted: R.termsAccepted,
});

/** Server error keys → client field names, for mapping a 422 onto the form. */
export const BRAND_SERVER_TO_CLIENT_FIELD: Record<string, string> = {
  contact_name: 'contactName',
  email: 'businessEmail',
  phone: 'businessPhone',
  password: 'password',
  password_confirmation: 'confirmPassword',
  company_name: 'companyName',
  website: 'website',
  industry: 'industry',
  job_title: 'jobTitle',
  company_size: 'companySize',
  objectives: 'objectives',
  objective_other_text: 'objectiveOtherText',
  budget: 'budget',
  additional_info: 'additionalInfo',
  terms_accepted: 'termsAccepted',
};
