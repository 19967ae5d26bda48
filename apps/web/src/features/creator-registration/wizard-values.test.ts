import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { countBioLetters } from '@amplio/shared/constants/creator-options';
import { describe, expect, it } from 'vitest';
import {
  clampStep,
  defaultWizardValues,
  fieldsResetOnReaching,
  firstStepOf,
  fullNameOf,
  initialsOf,
  STEP_FIELDS,
  stepOfField,
  toWizardValues,
  withLaterStepsReset,
} from './wizard-values';

const filled = () => ({
  ...defaultWizardValues(),
  firstName: 'Asha',
  lastName: 'Rao',
  username: 'asha',
  instagram: '@asha',
  instagramFollowers: '1k-10k',
  address1: '12 MG Road',
  country: 'IN',
  selectedCategories: ['food'],
  contentType: 'photo',
  audienceSize: 'small',
  termsAccepted: true,
});

describe('wizard defaults (spec 2 §3.1, §9)', () => {
  it('start with dial code +91, English and the video card', () => {
    expect(defaultWizardValues()).toMatchObject({ countryCode: '+91', language: 'English', contentType: 'video', selectedCategories: [] });
  });
});

describe('going back (spec 2 §4.1)', () => {
  it('to step 2 resets steps 3, 4 and 5 to their defaults', () => {
    const values = withLaterStepsReset(filled(), 2);
    expect(values).toMatchObject({ username: 'asha', instagram: '', instagramFollowers: '', address1: '', country: '' });
    expect(values).toMatchObject({ selectedCategories: [], contentType: 'video', audienceSize: '', termsAccepted: false });
  });

  it('to step 3 resets steps 4 and 5 and keeps the links', () => {
    const values = withLaterStepsReset(filled(), 3);
    expect(values).toMatchObject({ instagram: '@asha', instagramFollowers: '1k-10k', address1: '', selectedCategories: [] });
  });

  it('to step 1 or 4 keeps everything', () => {
    expect(fieldsResetOnReaching(1)).toBeNull();
    expect(fieldsResetOnReaching(4)).toBeNull();
    expect(withLaterStepsReset(filled(), 4)).toEqual(filled());
    expect(withLaterStepsReset(filled(), 1)).toEqual(filled());
  });

  it('never resets the step reached itself or an earlier one', () => {
    const reset = fieldsResetOnReaching(3) ?? [];
    for (const field of [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3]]) expect(reset).not.toContain(field);
  });
});

describe('fields and steps', () => {
  it('knows which step owns a field, and the earliest step of several', () => {
    expect(stepOfField('email')).toBe(1);
    expect(stepOfField('profile_photo')).toBe(2);
    expect(stepOfField('youtubeSubscribers')).toBe(3);
    expect(stepOfField('socialMedia')).toBe(3);
    expect(stepOfField('postalCode')).toBe(4);
    expect(stepOfField('termsAccepted')).toBe(5);
    expect(stepOfField('step')).toBeUndefined();
    expect(firstStepOf(['audienceSize', 'username', 'nothing'])).toBe(2);
    expect(firstStepOf(['nothing'])).toBeUndefined();
  });

  it('clamps a stored step to 1..5', () => {
    expect(clampStep('3')).toBe(3);
    expect(clampStep(0)).toBe(1);
    expect(clampStep(9)).toBe(5);
    expect(clampStep('x')).toBe(1);
  });
});

describe('restoring values', () => {
  it('keeps known fields in their form shape and drops the rest', () => {
    const restored = toWizardValues({
      firstName: 'Asha',
      phoneNumber: 9876543210,
      selectedCategories: ['food', 3, 'travel'],
      termsAccepted: '1',
      password: 'never',
      photoUploaded: true,
      user_id: 'x',
    });
    expect(restored).toEqual({
      firstName: 'Asha',
      phoneNumber: '9876543210',
      selectedCategories: ['food', 'travel'],
      termsAccepted: true,
      password: 'never',
    });
  });
});

describe('names, initials and the bio counter', () => {
  it('joins the full name of step 4 and the photo placeholder initials', () => {
    expect(fullNameOf({ firstName: ' Asha ', lastName: 'Rao' })).toBe('Asha Rao');
    expect(fullNameOf({ firstName: 'Asha', lastName: '' })).toBe('Asha');
    expect(initialsOf({ firstName: 'asha', lastName: 'rao' })).toBe('AR');
    expect(initialsOf({ firstName: '', lastName: '' })).toBe('');
  });

  it('counts letters without whitespace, as the counter and the rule do', () => {
    expect(countBioLetters('  a b\tc\n d  ')).toBe(4);
    expect(M.bioCounter(countBioLetters('I film food'))).toBe('9 letters (minimum 50)');
    expect(M.bioTooShort(49)).toBe('Bio must be at least 50 letters (currently 49)');
  });
});
