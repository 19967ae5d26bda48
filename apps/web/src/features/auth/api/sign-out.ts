import { api } from '../../../lib/api-client';
import type { AccountKind } from './check-auth';

const SIGN_OUT_PATH: Record<AccountKind, string> = {
  brand: '/api/brands/logout',
  creator: '/api/creators/logout',
};

/** POST /api/brands/logout or /api/creators/logout with an empty body. */
export function signOut(kind: AccountKind): Promise<{ success: true; redirect: string }> {
  return api.post(SIGN_OUT_PATH[kind], {});
}
