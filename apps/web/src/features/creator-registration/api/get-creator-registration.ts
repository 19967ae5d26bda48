import type { TCreatorRegistrationDraftResponse } from '@amplio/shared/schemas/creator-registration';
import { api } from '../../../lib/api-client';

/** GET /api/creators/registration: the step the server expects next and the saved fields, never the password. */
export function getCreatorRegistration(options: { signal?: AbortSignal } = {}): Promise<TCreatorRegistrationDraftResponse> {
  return api.get<TCreatorRegistrationDraftResponse>('/api/creators/registration', { signal: options.signal, cache: 'no-store' });
}
