/** 'operator' settles creators' payouts in the ops console; operators are created by `npm run ops:create`, never by sign-up. */
export const USER_TYPES = ['creator', 'brand', 'admin', 'operator'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const VERIFICATION_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
