import { describe, expect, it } from 'vitest';
import { registerFormData, saveStepFormData } from './form-data';
import { type CreatorWizardValues, defaultWizardValues } from './wizard-values';

const values = (overrides: Partial<CreatorWizardValues> = {}): CreatorWizardValues => ({
  ...defaultWizardValues(),
  firstName: 'Asha',
  lastName: ' Rao ',
  email: 'asha@creator.test',
  password: 'Creator-Pass-1',
  confirmPassword: 'Creator-Pass-1',
  phoneNumber: '9876543210',
  username: 'asha',
  dateOfBirth: '1995-04-12',
  instagram: '@asha',
  instagramFollowers: '1k-10k',
  ...overrides,
});

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

describe('save-step body (spec 2 §7)', () => {
  it('carries the step, the draft id and every filled field, trimmed', () => {
    const form = saveStepFormData({ step: 3, values: values(), userId: 'draft-1' });
    expect(form.get('step')).toBe('3');
    expect(form.get('user_id')).toBe('draft-1');
    expect(form.get('lastName')).toBe('Rao');
    expect(form.get('instagram')).toBe('@asha');
    expect(form.get('language')).toBe('English');
    expect(form.has('address1')).toBe(false);
    expect(form.has('socialMedia')).toBe(false);
  });

  it('sends the password and its confirmation with step 1 only', () => {
    const step1 = saveStepFormData({ step: 1, values: values(), userId: null });
    expect(step1.get('password')).toBe('Creator-Pass-1');
    expect(step1.get('confirmPassword')).toBe('Creator-Pass-1');
    expect(step1.has('user_id')).toBe(false);
    const step2 = saveStepFormData({ step: 2, values: values(), userId: 'd' });
    expect(step2.has('password')).toBe(false);
    expect(step2.has('confirmPassword')).toBe(false);
  });

  it('leaves the password out of step 1 when none was typed (resumed after a reload)', () => {
    const form = saveStepFormData({ step: 1, values: values({ password: '', confirmPassword: '' }), userId: 'd' });
    expect(form.has('password')).toBe(false);
  });

  it('sends the photo with step 2 only', () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    expect(entries(saveStepFormData({ step: 2, values: values(), userId: 'd', photo }))).toContainEqual(['profile_photo', 'file:me.png']);
    expect(saveStepFormData({ step: 3, values: values(), userId: 'd', photo }).has('profile_photo')).toBe(false);
  });

  it('sends step 5 as the list selectedCategories[], terms as 1 or 0 and the content type', () => {
    const form = saveStepFormData({
      step: 5,
      values: values({ selectedCategories: ['food', 'travel', 'food', ''], termsAccepted: true, audienceSize: 'small' }),
      userId: 'd',
    });
    expect(form.getAll('selectedCategories[]')).toEqual(['food', 'travel']);
    expect(form.get('termsAccepted')).toBe('1');
    expect(form.get('contentType')).toBe('video');
    expect(form.get('audienceSize')).toBe('small');
  });
});

describe('register body (spec 2 §7)', () => {
  it('sends an empty category list as one empty entry, booleans as 0/1 and "other" for a missing content type', () => {
    const form = registerFormData({ values: values({ selectedCategories: [], termsAccepted: false, contentType: '' }), userId: 'd' });
    expect(form.getAll('selectedCategories[]')).toEqual(['']);
    expect(form.get('termsAccepted')).toBe('0');
    expect(form.get('contentType')).toBe('other');
    expect(form.get('dateOfBirth')).toBe('1995-04-12');
  });

  it('never carries the password or its confirmation', () => {
    const form = registerFormData({ values: values(), userId: 'd' });
    expect(form.has('password')).toBe(false);
    expect(form.has('confirmPassword')).toBe(false);
    expect(form.has('password_confirmation')).toBe(false);
  });
});
