/** Newsletter constants and messages, without zod, so the footer form can use them at no cost. */
/** Spec 1 §9: the newsletter's promise. The wording the footer and the mails use. */
export const NEWSLETTER_PROMISE = 'One letter a week. Unsubscribe in one click.';

/** Double opt-in: a confirm link lives this long; a new sign-up for a pending address re-sends at most this often. */
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const NEWSLETTER_RESEND_COOLDOWN_MS = 10 * 60 * 1000;
export const NEWSLETTER_EMAIL_MAX = 254;

/** What the form and the API say. The spec shows no call (spec 1 §7), so these are ours. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  /** The one answer to every accepted sign-up, new or repeated: it does not reveal who is subscribed. */
  checkInbox: 'Almost done: check your inbox and click the link to confirm your subscription.',
  failed: 'We could not sign you up just now. Please try again in a moment.',
  tooMany: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  confirmed: 'You are subscribed. Your first letter arrives this week.',
  confirmInvalid: 'This confirmation link is invalid or has already been used. Sign up again from the footer of any page.',
  confirmExpired: 'This confirmation link has expired. Sign up again from the footer of any page and we will send a new one.',
  unsubscribed: 'You are unsubscribed. You will not get any more letters from us.',
  unsubscribeInvalid: 'This unsubscribe link is invalid. Use the link at the bottom of our latest letter, or write to us.',
  /** The pages a mail link opens: nothing happens until the reader presses the button (mail scanners follow links). */
  confirmPrompt: 'One more step: press the button to confirm your subscription to the Amplio newsletter.',
  unsubscribePrompt: 'Press the button to stop getting the Amplio newsletter. You can sign up again at any time.',
} as const;
