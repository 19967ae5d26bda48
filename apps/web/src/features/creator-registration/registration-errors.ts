import { CREATOR_REGISTRATION_MESSAGES as M, CREATOR_SERVER_TO_CLIENT_FIELD } from '@amplio/shared/schemas/creator-registration';
import { isApiError } from '../../lib/api-client';
import { mapServerErrors } from '../../lib/form-errors';
import { stepOfField } from './wizard-values';

export type FieldMessages = Record<string, string>;

/** What the wizard does with a failed call: show field errors, show a banner, or send the visitor to sign in. */
export type WizardFailure =
  | { kind: 'fields'; fields: FieldMessages; message?: string }
  | { kind: 'banner'; message: string }
  | { kind: 'sign-in'; message: string };

/**
 * Spec 2 §8.1: each snake_case key onto its form field, the first message of each list. Keys that name no field
 * of the wizard (the server's `step`, "complete the previous steps first") come back in `other`.
 */
export function mapWizardErrors(errors: Record<string, string[]>): { fields: FieldMessages; other: string[] } {
  const mapped = mapServerErrors(errors, WIZARD_KEY_MAP);
  return { fields: Object.fromEntries(mapped.fields), other: mapped.other };
}

/** The server's key map, limited to keys that land on a field of the wizard (`step` does not). */
const WIZARD_KEY_MAP: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CREATOR_SERVER_TO_CLIENT_FIELD).filter(([, field]) => stepOfField(field) !== undefined),
);

const hasFields = (fields: FieldMessages) => Object.keys(fields).length > 0;

/** Spec 2 §8.1: saving a step failed. */
export function saveStepFailure(error: unknown): WizardFailure {
  if (!isApiError(error)) return { kind: 'banner', message: M.saveFailed };
  if (error.noResponse) return { kind: 'banner', message: M.saveNetworkError };
  if (error.status === 401) return { kind: 'sign-in', message: error.message };
  const { fields, other } = mapWizardErrors(error.errors);
  if (other[0]) return { kind: 'banner', message: other[0] };
  if (hasFields(fields)) return { kind: 'fields', fields };
  return { kind: 'banner', message: error.message || M.saveFailed };
}

/** Spec 2 §8.2: saving the preferences just before the final call failed. */
export function savePreferencesFailure(error: unknown): WizardFailure {
  const failure = saveStepFailure(error);
  if (failure.kind !== 'banner') return failure;
  // The step-order answer says more than the generic text: the visitor must redo an earlier step.
  if (isApiError(error) && mapWizardErrors(error.errors).other.length) return failure;
  return { kind: 'banner', message: M.preferencesSaveFailed };
}

/** Spec 2 §8.2: the final registration call failed. */
export function registerFailure(error: unknown): WizardFailure {
  if (!isApiError(error)) return { kind: 'banner', message: M.unexpected };
  if (error.noResponse) return { kind: 'banner', message: M.registerNetworkError };
  if (error.status === 409) return { kind: 'fields', fields: { email: M.emailTaken } };
  if (error.status === 422 || error.status === 413 || error.status === 415) {
    const { fields, other } = mapWizardErrors(error.errors);
    if (other[0]) return { kind: 'banner', message: other[0] };
    if (hasFields(fields)) return { kind: 'fields', fields };
    return { kind: 'banner', message: error.message || M.unexpected };
  }
  if (error.status >= 500) return { kind: 'banner', message: M.serverError };
  return { kind: 'banner', message: M.unexpected };
}
