import { describe, expect, it } from 'vitest';
import {
  type BrandWizardValues,
  EMPTY_CAMPAIGN,
  EMPTY_COMPANY,
  EMPTY_CONTACT,
  finalSubmitBody,
  fromServerDraft,
  mergeDrafts,
  splitDraft,
  stepFormData,
  stepOfField,
} from './brand-wizard-values';

const values: BrandWizardValues = {
  ...EMPTY_CONTACT,
  ...EMPTY_COMPANY,
  ...EMPTY_CAMPAIGN,
  contactName: 'Asha Rao',
  businessEmail: ' asha@acme.example ',
  businessPhone: '+91 98765 43210',
  password: 'Secret-123',
  confirmPassword: 'Secret-123',
  companyName: 'Acme',
  website: 'acme.example',
  industry: 'food',
  jobTitle: 'CMO',
  companySize: '11-50',
  objectives: ['brand_awareness', 'other'],
  objectiveOtherText: ' New cities ',
  budget: '5k-10k',
  termsAccepted: true,
};

describe('brand wizard payloads (spec 1 §7)', () => {
  it('sends one step per multipart save, in the server names', () => {
    expect(Object.fromEntries(stepFormData(1, values))).toEqual({
      step: '1',
      contact_name: 'Asha Rao',
      email: 'asha@acme.example',
      phone: '+91 98765 43210',
      password: 'Secret-123',
      password_confirmation: 'Secret-123',
    });
    const step2 = Object.fromEntries(stepFormData(2, values));
    expect(step2).toEqual({
      step: '2',
      company_name: 'Acme',
      website: 'acme.example',
      industry: 'food',
      job_title: 'CMO',
      company_size: '11-50',
    });
  });

  it('sends the final step as JSON with snake-case objectives, terms as 1/0 and no password', () => {
    const body = finalSubmitBody(values);
    expect(body).toMatchObject({
      step: 3,
      objectives: ['brand_awareness', 'other'],
      objective_other_text: 'New cities',
      terms_accepted: 1,
    });
    expect(JSON.stringify(body).toLowerCase()).not.toContain('password');
    expect(finalSubmitBody({ ...values, termsAccepted: false, objectives: ['sales'] })).toMatchObject({
      terms_accepted: 0,
      objective_other_text: '',
    });
  });
});

describe('restoring a draft', () => {
  it('takes the server draft in the form names, never a password', () => {
    expect(fromServerDraft({ contact_name: 'Asha', email: 'a@b.co', password: 'x', password_confirmation: 'x', unknown: 1 })).toEqual({
      contactName: 'Asha',
      businessEmail: 'a@b.co',
    });
  });

  it('prefers what the browser has, fills gaps from the server, and always starts with empty passwords', () => {
    const merged = mergeDrafts({ companyName: '', website: 'mine.example' }, { companyName: 'Server Co', website: 'server.example' });
    expect(merged).toEqual({ companyName: 'Server Co', website: 'mine.example' });
    const parts = splitDraft({ ...merged, password: 'leaked', objectives: ['sales', 3] });
    expect(parts.contact.password).toBe('');
    expect(parts.company.companyName).toBe('Server Co');
    expect(parts.campaign.objectives).toEqual(['sales']);
  });

  it('knows which step asks for a field', () => {
    expect(stepOfField('businessEmail')).toBe(1);
    expect(stepOfField('jobTitle')).toBe(2);
    expect(stepOfField('termsAccepted')).toBe(3);
    expect(stepOfField('nope')).toBeUndefined();
  });
});
