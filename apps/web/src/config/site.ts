/** Contact details shown on the public pages. Change them here when the production mailbox exists. */
export const SUPPORT_EMAIL = 'hello@amplio.example';

/** Spec 1 §9: the response promise. */
export const RESPONSE_PROMISE = 'We answer within 24 hours on business days.';
