import { dashboardPathFor, loginPathFor, paths } from '../../config/paths';

/** The two kinds of account that register, verify and reset passwords themselves. */
export type AccountRole = 'brand' | 'creator';

/** The API prefix of each kind (spec 2 §7: /api/creators/…, and the same calls under /api/brands/…). */
export const apiPrefixFor: Record<AccountRole, string> = { brand: '/api/brands', creator: '/api/creators' };

export const entryPathsFor = {
  brand: {
    login: loginPathFor.brand,
    register: paths.brandRegister.path,
    dashboard: dashboardPathFor.brand,
    verify: paths.brandVerifyOtp.path,
    forgot: paths.brandForgotPassword.path,
  },
  creator: {
    login: loginPathFor.creator,
    register: paths.creatorRegister.path,
    dashboard: dashboardPathFor.creator,
    verify: paths.creatorVerifyOtp.path,
    forgot: paths.creatorForgotPassword.path,
  },
} as const satisfies Record<AccountRole, Record<string, string>>;
