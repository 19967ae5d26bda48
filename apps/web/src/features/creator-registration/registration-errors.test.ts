import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { mapWizardErrors, registerFailure, savePreferencesFailure, saveStepFailure } from './registration-errors';

const noResponse = new ApiError({ status: 0, message: 'x', noResponse: true });
const http = (status: number, message = '', errors: Record<string, string[]> = {}) => new ApiError({ status, message, errors });

describe('mapping 422 keys onto the wizard (spec 2 §8.1)', () => {
  it('turns snake_case keys into form fields, first message each', () => {
    expect(
      mapWizardErrors({
        first_name: ['Please enter your first name', 'second'],
        date_of_birth: ['Please enter your date of birth'],
        'selected_categories[]': ['Please select at least one content category'],
        instagram_followers: ['Please select your Instagram followers range'],
        social_media: ['Please provide at least one social media link where brands can connect with you'],
        profile_photo: ['File size should not exceed 2MB'],
        password_confirmation: ['Passwords do not match'],
      }).fields,
    ).toEqual({
      firstName: 'Please enter your first name',
      dateOfBirth: 'Please enter your date of birth',
      selectedCategories: 'Please select at least one content category',
      instagramFollowers: 'Please select your Instagram followers range',
      socialMedia: 'Please provide at least one social media link where brands can connect with you',
      profile_photo: 'File size should not exceed 2MB',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('keeps keys that are no field (the step order) apart', () => {
    expect(mapWizardErrors({ step: [M.stepOrder], nonsense: ['?'] })).toEqual({ fields: {}, other: [M.stepOrder, '?'] });
  });
});

describe('saving a step fails (spec 2 §8.1)', () => {
  it('no response: the network message', () => {
    expect(saveStepFailure(noResponse)).toEqual({ kind: 'banner', message: M.saveNetworkError });
  });
  it('422: the fields', () => {
    expect(saveStepFailure(http(422, 'The given data was invalid.', { email: [M.emailTaken] }))).toEqual({
      kind: 'fields',
      fields: { email: M.emailTaken },
    });
  });
  it('413 for the photo lands on the photo', () => {
    expect(saveStepFailure(http(413, M.photoTooLarge, { profile_photo: [M.photoTooLarge] }))).toEqual({
      kind: 'fields',
      fields: { profile_photo: M.photoTooLarge },
    });
  });
  it('401: the server message and off to sign in', () => {
    expect(saveStepFailure(http(401, 'Unauthenticated.'))).toEqual({ kind: 'sign-in', message: 'Unauthenticated.' });
  });
  it('the step order answer: a banner with its message', () => {
    expect(saveStepFailure(http(422, 'x', { step: [M.stepOrder] }))).toEqual({ kind: 'banner', message: M.stepOrder });
  });
  it('anything else: the server message, or the generic saving text', () => {
    expect(saveStepFailure(http(500, 'Something broke'))).toEqual({ kind: 'banner', message: 'Something broke' });
    expect(saveStepFailure(http(500, ''))).toEqual({ kind: 'banner', message: M.saveFailed });
    expect(saveStepFailure(new TypeError('boom'))).toEqual({ kind: 'banner', message: M.saveFailed });
  });
});

describe('the final registration fails (spec 2 §8.2)', () => {
  it('saving the preferences fails: its own message, unless fields say more', () => {
    expect(savePreferencesFailure(http(500, 'x'))).toEqual({ kind: 'banner', message: M.preferencesSaveFailed });
    expect(savePreferencesFailure(noResponse)).toEqual({ kind: 'banner', message: M.preferencesSaveFailed });
    expect(savePreferencesFailure(http(422, 'x', { audience_size: [M.audienceSizeRequired] }))).toEqual({
      kind: 'fields',
      fields: { audienceSize: M.audienceSizeRequired },
    });
  });
  it('409: the taken e-mail on the e-mail field', () => {
    expect(registerFailure(http(409, 'whatever'))).toEqual({ kind: 'fields', fields: { email: M.emailTaken } });
  });
  it('422: the fields, or the message as a general error', () => {
    expect(registerFailure(http(422, 'x', { username: [M.usernameTaken] }))).toEqual({
      kind: 'fields',
      fields: { username: M.usernameTaken },
    });
    expect(registerFailure(http(422, 'Odd input'))).toEqual({ kind: 'banner', message: 'Odd input' });
  });
  it('5xx, no response and anything else', () => {
    expect(registerFailure(http(503))).toEqual({ kind: 'banner', message: M.serverError });
    expect(registerFailure(noResponse)).toEqual({ kind: 'banner', message: M.registerNetworkError });
    expect(registerFailure(http(404, 'Not found.'))).toEqual({ kind: 'banner', message: M.unexpected });
    expect(registerFailure(new Error('boom'))).toEqual({ kind: 'banner', message: M.unexpected });
  });
});
