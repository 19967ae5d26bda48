import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestAgent } from './build-test-app';
import { type FormPart, multipartBody } from './file-fixtures';

type FieldValue = string | number | string[];
export type WizardFields = Record<string, FieldValue>;
export interface PhotoPart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

export const CREATOR_PASSWORD = 'Creator-Pass-1';
export const BIO = 'I cook regional Indian food and film it in my tiny Mumbai kitchen every single week.';

const unique = () => randomBytes(4).toString('hex');

export const creatorStep1 = (overrides: WizardFields = {}): WizardFields => ({
  step: 1,
  firstName: 'Asha',
  lastName: 'Rao',
  email: `asha.${unique()}@creator.test`,
  password: CREATOR_PASSWORD,
  confirmPassword: CREATOR_PASSWORD,
  countryCode: '+91',
  phoneNumber: '9876543210',
  ...overrides,
});
export const creatorStep2 = (overrides: WizardFields = {}): WizardFields => ({
  step: 2,
  username: `asha_${unique()}`,
  gender: 'female',
  dateOfBirth: '1995-04-12',
  language: 'Marathi',
  bio: BIO,
  ...overrides,
});
export const creatorStep3 = (overrides: WizardFields = {}): WizardFields => ({
  step: 3,
  instagram: '@asha.cooks',
  instagramFollowers: '10k-50k',
  youtube: 'youtube.com/@ashacooks',
  youtubeSubscribers: '1k-10k',
  amazon_storefront: 'amazon.in/shop/asha',
  ...overrides,
});
export const creatorStep4 = (overrides: WizardFields = {}): WizardFields => ({
  step: 4,
  address1: '12 MG Road',
  address2: '',
  country: 'IN',
  state: 'Maharashtra',
  city: 'Mumbai',
  postalCode: '400001',
  timezone: 'Asia/Kolkata',
  ...overrides,
});
export const creatorStep5 = (overrides: WizardFields = {}): WizardFields => ({
  step: 5,
  selectedCategories: ['food', 'travel'],
  contentType: 'video',
  audienceSize: 'small',
  termsAccepted: 1,
  ...overrides,
});
export const CREATOR_STEPS = [creatorStep1, creatorStep2, creatorStep3, creatorStep4, creatorStep5] as const;

/** The spec's multipart body: lists as `name[]` (an empty list as one empty entry), the photo as profile_photo. */
export function wizardForm(fields: WizardFields, photo?: PhotoPart) {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (!Array.isArray(value)) parts.push({ name, value: String(value) });
    else for (const v of value.length ? value : ['']) parts.push({ name: `${name}[]`, value: v });
  }
  if (photo) {
    parts.push({
      name: 'profile_photo',
      filename: photo.filename ?? 'me.png',
      contentType: photo.contentType ?? 'image/png',
      data: photo.data,
    });
  }
  return multipartBody(parts);
}

export function saveStep(agent: TestAgent, fields: WizardFields, photo?: PhotoPart) {
  const body = wizardForm(fields, photo);
  return agent.post('/api/creators/save-step', body.payload, { headers: body.headers });
}

export function submitRegistration(agent: TestAgent, fields: WizardFields = {}, photo?: PhotoPart) {
  const body = wizardForm(fields, photo);
  return agent.post('/api/creators/register', body.payload, { headers: body.headers });
}

/** Saves steps 1..upTo with the given field overrides per step; returns what was sent. */
export async function saveStepsUpTo(
  agent: TestAgent,
  upTo: number,
  overrides: Partial<Record<1 | 2 | 3 | 4 | 5, WizardFields>> = {},
  photo?: PhotoPart,
) {
  const sent: WizardFields[] = [];
  for (let step = 1; step <= upTo; step++) {
    const fields = CREATOR_STEPS[step - 1]!(overrides[step as 1 | 2 | 3 | 4 | 5]);
    const res = await saveStep(agent, fields, step === 2 ? photo : undefined);
    expect(res.statusCode, res.body).toBe(200);
    sent.push(fields);
  }
  return sent;
}
