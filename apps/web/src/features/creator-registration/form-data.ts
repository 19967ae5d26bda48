import { CONTENT_TYPE_WHEN_MISSING, type CreatorStep } from '@amplio/shared/constants/creator-options';
import { type CreatorWizardValues, PASSWORD_FIELDS, SOCIAL_GENERAL_FIELD } from './wizard-values';

/** Never part of a request body: the general step 3 error key, and fields handled on their own below. */
const NOT_SENT = new Set<string>([SOCIAL_GENERAL_FIELD, ...PASSWORD_FIELDS, 'selectedCategories', 'termsAccepted', 'contentType']);

function appendFilled(form: FormData, values: CreatorWizardValues) {
  for (const [key, value] of Object.entries(values)) {
    if (NOT_SENT.has(key) || typeof value !== 'string') continue;
    const text = value.trim();
    if (text) form.append(key, key === 'dateOfBirth' ? text.slice(0, 10) : text);
  }
}

function appendPreferences(form: FormData, values: CreatorWizardValues) {
  // Spec 2 §7: a cleaned list as selectedCategories[]; an empty list goes as one empty entry.
  const categories = [...new Set(values.selectedCategories.filter((c) => c.trim() !== ''))];
  for (const category of categories.length ? categories : ['']) form.append('selectedCategories[]', category);
  form.append('contentType', values.contentType || CONTENT_TYPE_WHEN_MISSING);
  form.append('termsAccepted', values.termsAccepted ? '1' : '0');
}

/**
 * POST /api/creators/save-step (spec 2 §7): `step` plus every filled field, lists as `name[]`, booleans as 1/0.
 * Deviations (docs/spec-deviations.md): the password and its confirmation go with step 1 only, when typed, and the
 * photo goes with step 2 only, when a new one was chosen.
 */
export function saveStepFormData(input: { step: CreatorStep; values: CreatorWizardValues; userId?: string | null; photo?: File | null }) {
  const { step, values, userId, photo } = input;
  const form = new FormData();
  form.append('step', String(step));
  if (userId) form.append('user_id', userId);
  appendFilled(form, values);
  if (step === 1 && values.password) {
    form.append('password', values.password);
    form.append('confirmPassword', values.confirmPassword);
  }
  if (step >= 5) appendPreferences(form, values);
  if (step === 2 && photo) form.append('profile_photo', photo, photo.name);
  return form;
}

/**
 * POST /api/creators/register (spec 2 §7): every filled field, the cleaned category list, booleans as 1/0, the
 * content type defaulting to 'other'. The server builds the account from the steps this session saved, so the
 * password (never kept by the browser) and the photo (saved at step 2) are not sent again.
 */
export function registerFormData(input: { values: CreatorWizardValues; userId?: string | null }) {
  const form = new FormData();
  if (input.userId) form.append('user_id', input.userId);
  appendFilled(form, input.values);
  appendPreferences(form, input.values);
  return form;
}
