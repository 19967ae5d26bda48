import { REGISTRATION_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TBrandSaveStepResponse } from '@amplio/shared/schemas/brand-registration';
import { api } from '../../../lib/api-client';

export const SAVE_STEP_PATH = '/api/brands/save-step';

/** Spec 1 §7 "Brand save-step": one forward move, as multipart form data. */
export function saveBrandStep(form: FormData): Promise<TBrandSaveStepResponse> {
  return api.post<TBrandSaveStepResponse>(SAVE_STEP_PATH, form);
}

/** Spec 1 §7 "Brand final submit": step 3 as JSON, 30 s timeout. */
export function submitBrandRegistration(body: Record<string, unknown>): Promise<TBrandSaveStepResponse> {
  return api.post<TBrandSaveStepResponse>(SAVE_STEP_PATH, body, { timeoutMs: REGISTRATION_TIMEOUT_MS });
}
