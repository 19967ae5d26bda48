import { CREATOR_WIZARD_STEP_COUNT } from '@amplio/shared/constants/creator-options';
import { createBrowserDraft, withoutSecrets } from '../../lib/browser-draft';
import { startVerificationCooldown } from '../account-entry/resend-cooldown';
import { rememberVerificationEmail } from '../account-entry/verification-email';
import type { CreatorWizardValues } from './wizard-values';

/** Spec 2 §3.5: the wizard's step and form data, restored on load. The browser-draft helper drops every password. */
const draft = createBrowserDraft<Record<string, unknown>>({
  dataKey: 'creatorRegistrationForm',
  stepKey: 'creatorRegistrationStep',
  maxStep: CREATOR_WIZARD_STEP_COUNT,
});
/** Spec 2 §4.1: the stored total step count; the spec's client wrote 4, the wizard has 5. */
const TOTAL_STEPS_KEY = 'creatorRegistrationTotalSteps';
const TEMP_REGISTRATION_KEY = 'temp_registration_data';

/** What is stored besides the fields: the server's draft id, the furthest step reached, the photo already saved. */
export interface StoredWizard {
  step: number | null;
  values: Record<string, unknown>;
  userId: string | null;
  reached: number | null;
  profilePhotoId: string | null;
}

const safeSet = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or disabled storage: nothing is kept, the server still has the saved steps.
  }
};

export function loadStoredWizard(): StoredWizard {
  const data = draft.loadData() ?? {};
  const { user_id, reached, profilePhotoId, ...values } = data;
  return {
    step: draft.loadStep(),
    values,
    userId: typeof user_id === 'string' && user_id ? user_id : null,
    reached: typeof reached === 'number' && Number.isInteger(reached) ? reached : null,
    profilePhotoId: typeof profilePhotoId === 'string' && profilePhotoId ? profilePhotoId : null,
  };
}

export function storeWizard(input: {
  step: number;
  values: CreatorWizardValues;
  userId: string | null;
  reached: number;
  profilePhotoId: string | null;
}) {
  draft.saveData({
    ...input.values,
    user_id: input.userId,
    reached: input.reached,
    profilePhotoId: input.profilePhotoId,
    photoUploaded: input.profilePhotoId !== null,
  });
  draft.saveStep(input.step);
  safeSet(TOTAL_STEPS_KEY, String(CREATOR_WIZARD_STEP_COUNT));
}

export function clearStoredWizard() {
  draft.clear();
  try {
    localStorage.removeItem(TOTAL_STEPS_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Spec 2 §3.5 and §7, on the way to verification: verification_email, and temp_registration_data with the
 * spec's fields except the password (DESIGN.md).
 */
export function storeForVerification(email: string, values: CreatorWizardValues) {
  rememberVerificationEmail(email, 'creator');
  // The first code just went out: the verify page's resend waits the server's 30 s (issue 25).
  startVerificationCooldown('creator', email);
  const temp = {
    email,
    contentType: values.contentType,
    selectedCategories: values.selectedCategories,
    audienceSize: values.audienceSize,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    countryCode: values.countryCode,
  };
  safeSet(TEMP_REGISTRATION_KEY, JSON.stringify(withoutSecrets(temp)));
}
