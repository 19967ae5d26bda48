import { BRAND_WIZARD_STEPS } from '@amplio/shared/constants/brand-options';
import { BRAND_SERVER_TO_CLIENT_FIELD } from '@amplio/shared/schemas/brand-registration';
import { createBrowserDraft } from '../../lib/browser-draft';

/** Spec 1 §3 "Brand registration form (client names)", split by the step that asks for them. */
export interface ContactValues {
  contactName: string;
  businessEmail: string;
  businessPhone: string;
  password: string;
  confirmPassword: string;
}
export interface CompanyValues {
  companyName: string;
  website: string;
  industry: string;
  jobTitle: string;
  companySize: string;
}
export interface CampaignValues {
  objectives: string[];
  objectiveOtherText: string;
  budget: string;
  additionalInfo: string;
  termsAccepted: boolean;
}
export type BrandWizardValues = ContactValues & CompanyValues & CampaignValues;
export type BrandStepNumber = 1 | 2 | 3;

export const BRAND_STEP_COUNT = BRAND_WIZARD_STEPS.length;

export const EMPTY_CONTACT: ContactValues = { contactName: '', businessEmail: '', businessPhone: '', password: '', confirmPassword: '' };
export const EMPTY_COMPANY: CompanyValues = { companyName: '', website: '', industry: '', jobTitle: '', companySize: '' };
export const EMPTY_CAMPAIGN: CampaignValues = {
  objectives: [],
  objectiveOtherText: '',
  budget: '',
  additionalInfo: '',
  termsAccepted: false,
};

export const STEP_FIELDS: Record<BrandStepNumber, readonly string[]> = {
  1: Object.keys(EMPTY_CONTACT),
  2: Object.keys(EMPTY_COMPANY),
  3: Object.keys(EMPTY_CAMPAIGN),
};

/** Which step asks for a client field (for a 422 that names a field of an earlier step). */
export function stepOfField(field: string): BrandStepNumber | undefined {
  for (const step of [1, 2, 3] as const) if (STEP_FIELDS[step].includes(field)) return step;
  return undefined;
}

/** Spec 1 §3 browser keys. The stored draft never holds the passwords (see docs/spec-deviations.md). */
export const brandDraft = createBrowserDraft<BrandWizardValues>({
  dataKey: 'brandRegistrationForm',
  stepKey: 'brandRegistrationStep',
  maxStep: BRAND_STEP_COUNT,
});

const pickStrings = <T extends object>(empty: T, source: Record<string, unknown>): T => {
  const out = { ...empty } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(empty)) {
    const value = source[key];
    if (Array.isArray(fallback)) out[key] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;
    else if (typeof fallback === 'boolean') out[key] = value === true;
    else out[key] = typeof value === 'string' ? value : fallback;
  }
  return out as T;
};

/** The three steps' starting values from a stored draft (local, then the server's), passwords always empty. */
export function splitDraft(source: Record<string, unknown>) {
  return {
    contact: { ...pickStrings(EMPTY_CONTACT, source), password: '', confirmPassword: '' },
    company: pickStrings(EMPTY_COMPANY, source),
    campaign: pickStrings(EMPTY_CAMPAIGN, source),
  };
}

/** The server's saved draft (snake_case) in the form's names; only fields the form knows. */
export function fromServerDraft(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = BRAND_SERVER_TO_CLIENT_FIELD[key];
    if (field && !/pass/i.test(field)) out[field] = value;
  }
  return out;
}

/** Local values win; the server fills what the browser lost (another tab, cleared storage). */
export function mergeDrafts(local: Record<string, unknown> | null, server: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...server };
  for (const [key, value] of Object.entries(local ?? {})) {
    const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (!empty || !(key in merged)) merged[key] = value;
  }
  return merged;
}

/** Spec 1 §7: the multipart body of one forward move, in the server's names. */
export function stepFormData(step: 1 | 2, values: BrandWizardValues): FormData {
  const form = new FormData();
  form.append('step', String(step));
  if (step === 1) {
    form.append('contact_name', values.contactName);
    form.append('email', values.businessEmail.trim());
    form.append('phone', values.businessPhone);
    form.append('password', values.password);
    form.append('password_confirmation', values.confirmPassword);
  } else {
    form.append('company_name', values.companyName);
    form.append('website', values.website.trim());
    form.append('industry', values.industry);
    form.append('job_title', values.jobTitle);
    form.append('company_size', values.companySize);
  }
  return form;
}

/**
 * Spec 1 §7 "final submit": step 3 and the fields above as JSON, objectives as snake-case keys, terms as 1 or 0.
 * The passwords are left out: the server took them at step 1 and ignores copies (docs/spec-deviations.md).
 */
export function finalSubmitBody(values: BrandWizardValues): Record<string, unknown> {
  const other = values.objectives.includes('other') ? values.objectiveOtherText.trim() : '';
  return {
    step: 3,
    contact_name: values.contactName,
    email: values.businessEmail.trim(),
    phone: values.businessPhone,
    company_name: values.companyName,
    company_size: values.companySize,
    job_title: values.jobTitle,
    website: values.website.trim(),
    industry: values.industry,
    budget: values.budget,
    additional_info: values.additionalInfo.trim(),
    terms_accepted: values.termsAccepted ? 1 : 0,
    objectives: values.objectives,
    objective_other_text: other,
  };
}
