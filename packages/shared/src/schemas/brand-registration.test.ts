import { describe, expect, it } from 'vitest';
import {
  BRAND_REGISTRATION_MESSAGES as M,
  ZBrandCompanyForm,
  ZBrandStep1Request,
  ZBrandStep2Request,
  ZBrandStep3Request,
} from './brand-registration';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

const step1 = {
  contact_name: 'Asha Rao',
  email: 'asha@acme.in',
  phone: '+91 (22) 555-0100',
  password: 'Abcdefg1',
  password_confirmation: 'Abcdefg1',
};
const step2 = { company_name: 'Acme', website: 'acme.in', industry: 'retail', job_title: 'Head of Growth', company_size: '11-50' };
const step3 = { objectives: ['sales'], budget: '5k-10k', terms_accepted: 1 };

describe('brand registration step 1 rules', () => {
  it.each([
    ['contact_name', '', M.contactNameRequired],
    ['contact_name', '   ', M.contactNameRequired],
    ['email', '', M.emailRequired],
    ['email', 'asha@acme', M.emailInvalid],
    ['email', 'asha acme.in', M.emailInvalid],
    ['phone', '', M.phoneRequired],
    ['phone', '555-0100 ext. 4', M.phoneInvalid],
    ['password', '', M.passwordRequired],
    ['password_confirmation', '', M.confirmRequired],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(firstError(ZBrandStep1Request.safeParse({ ...step1, [field]: value }), field)).toBe(message);
  });

  it('accepts a password of 8 characters and refuses 7', () => {
    expect(ZBrandStep1Request.safeParse({ ...step1, password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }).success).toBe(true);
    const short = ZBrandStep1Request.safeParse({ ...step1, password: 'Abcde1!', password_confirmation: 'Abcde1!' });
    expect(firstError(short, 'password')).toBe(M.passwordTooShort);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const res = ZBrandStep1Request.safeParse({ ...step1, password_confirmation: 'Abcdefg2' });
    expect(firstError(res, 'password_confirmation')).toBe(M.passwordsDiffer);
  });

  it('reports missing fields with the spec messages, not type errors', () => {
    const res = ZBrandStep1Request.safeParse({});
    expect(firstError(res, 'contact_name')).toBe(M.contactNameRequired);
    expect(firstError(res, 'email')).toBe(M.emailRequired);
    expect(firstError(res, 'password')).toBe(M.passwordRequired);
  });
});

describe('brand registration step 2 rules', () => {
  it.each([
    ['company_name', '', M.companyNameRequired],
    ['website', '', M.websiteRequired],
    ['website', 'not a site', M.websiteInvalid],
    ['website', 'http://', M.websiteInvalid],
    ['industry', '', M.industryRequired],
    ['industry', 'weapons', M.industryRequired],
    ['company_size', '2-3', M.companySizeRequired],
    ['job_title', '', M.jobTitleRequired],
    ['job_title', 'CEO <script>', M.jobTitleInvalid],
    ['job_title', 'Lead #1', M.jobTitleInvalid],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(firstError(ZBrandStep2Request.safeParse({ ...step2, [field]: value }), field)).toBe(message);
  });

  it.each(['acme.in', 'www.acme.co.uk', 'https://acme.com/about?x=1', 'http://shop.acme.io'])('accepts the website %s', (website) => {
    expect(ZBrandStep2Request.safeParse({ ...step2, website }).success).toBe(true);
  });

  it('job title: 1 character refused, 2 accepted (after trimming)', () => {
    expect(firstError(ZBrandStep2Request.safeParse({ ...step2, job_title: ' A ' }), 'job_title')).toBe(M.jobTitleTooShort);
    expect(ZBrandStep2Request.safeParse({ ...step2, job_title: 'PR' }).success).toBe(true);
  });

  it('job title: 100 characters accepted, 101 refused', () => {
    expect(ZBrandStep2Request.safeParse({ ...step2, job_title: 'a'.repeat(100) }).success).toBe(true);
    expect(firstError(ZBrandStep2Request.safeParse({ ...step2, job_title: 'a'.repeat(101) }), 'job_title')).toBe(M.jobTitleTooLong);
  });

  it("job title accepts letters, spaces, - ' , . & ( ) /", () => {
    expect(ZBrandStep2Request.safeParse({ ...step2, job_title: "VP, Sales & Partnerships (EMEA) / Director's Office - Jr." }).success).toBe(
      true,
    );
    expect(
      ZBrandCompanyForm.safeParse({ companyName: 'A', website: 'a.co', industry: 'food', jobTitle: 'Chef', companySize: '1-10' }).success,
    ).toBe(true);
  });
});

describe('brand registration step 3 rules', () => {
  it('needs at least one objective', () => {
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, objectives: [] }), 'objectives')).toBe(M.objectivesRequired);
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, objectives: undefined }), 'objectives')).toBe(M.objectivesRequired);
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, objectives: ['world_peace'] }), 'objectives')).toBe(M.objectivesRequired);
  });

  it('accepts a single objective sent as a multipart string', () => {
    expect(ZBrandStep3Request.parse({ ...step3, objectives: 'lead_generation' }).objectives).toEqual(['lead_generation']);
  });

  it('needs a budget from the list', () => {
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, budget: '' }), 'budget')).toBe(M.budgetRequired);
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, budget: '1m' }), 'budget')).toBe(M.budgetRequired);
  });

  it.each([0, '0', false, undefined, 'no'])('refuses terms_accepted = %j', (terms_accepted) => {
    expect(firstError(ZBrandStep3Request.safeParse({ ...step3, terms_accepted }), 'terms_accepted')).toBe(M.termsRequired);
  });

  it.each([1, '1', true, 'true'])('accepts terms_accepted = %j', (terms_accepted) => {
    expect(ZBrandStep3Request.safeParse({ ...step3, terms_accepted }).success).toBe(true);
  });
});
