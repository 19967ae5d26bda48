import type { TResendOtpResponse } from '@amplio/shared/schemas/email-verification';
import { api } from '../../../lib/api-client';
import { type AccountRole, apiPrefixFor } from '../account-role';

/** POST /api/{creators|brands}/resend-otp: a new code by mail; 429 with retry_after during the 30 s wait. */
export function resendOtp(role: AccountRole, email: string): Promise<TResendOtpResponse> {
  return api.post<TResendOtpResponse>(`${apiPrefixFor[role]}/resend-otp`, { email });
}
