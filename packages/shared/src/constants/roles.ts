export const USER_TYPES = ['creator', 'brand', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const VERIFICATION_PURPOSES = ['verify_email', 'reset_password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
