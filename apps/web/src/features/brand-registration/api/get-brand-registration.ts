import type { ZBrandRegistrationDraftResponse } from '@amplio/shared/schemas/brand-registration';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TBrandRegistrationDraft = z.infer<typeof ZBrandRegistrationDraftResponse>;

/** GET /api/brands/registration: the step this browser session may go to next and what it saved (no password). */
export function getBrandRegistration(options: { signal?: AbortSignal } = {}): Promise<TBrandRegistrationDraft> {
  return api.get<TBrandRegistrationDraft>('/api/brands/registration', { signal: options.signal, cache: 'no-store' });
}
