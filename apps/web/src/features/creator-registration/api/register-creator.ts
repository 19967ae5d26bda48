import { REGISTRATION_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import type { TCreatorRegisterResponse } from '@amplio/shared/schemas/creator-registration';
import { api } from '../../../lib/api-client';
import { registerFormData } from '../form-data';
import type { CreatorWizardValues } from '../wizard-values';

/** What the wizard reads from the answer (spec 2 §7); the spec's client also handles a success without a code. */
export type CreatorRegisterAnswer = Partial<TCreatorRegisterResponse> & { success?: boolean };

/** POST /api/creators/register (spec 2 §7), multipart, 30 s. */
export function registerCreator(input: { values: CreatorWizardValues; userId: string | null }): Promise<CreatorRegisterAnswer> {
  return api.post<CreatorRegisterAnswer>('/api/creators/register', registerFormData(input), { timeoutMs: REGISTRATION_TIMEOUT_MS });
}
