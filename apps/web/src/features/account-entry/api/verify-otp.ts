import type { TVerifyOtpRequest, TVerifyOtpResponse } from '@amplio/shared/schemas/email-verification';
import { api } from '../../../lib/api-client';
import { type AccountRole, apiPrefixFor } from '../account-role';

/** POST /api/{creators|brands}/verify-otp: checks the code and signs the account in (spec 2 §7). */
export function verifyOtp(role: AccountRole, body: TVerifyOtpRequest): Promise<TVerifyOtpResponse> {
  return api.post<TVerifyOtpResponse>(`${apiPrefixFor[role]}/verify-otp`, body);
}
