import { z } from 'zod';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES } from '../constants/newsletter';
import { EMAIL_PATTERN } from '../constants/patterns';

export {
  NEWSLETTER_CONFIRM_LIFETIME_MS,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PROMISE,
  NEWSLETTER_RESEND_COOLDOWN_MS,
} from '../constants/newsletter';

export const ZNewsletterSubscribeRequest = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.emailRequired, abort: true })
    .max(NEWSLETTER_EMAIL_MAX, { error: NEWSLETTER_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.emailInvalid),
  _token: z.string().max(256).optional(),
});
export type TNewsletterSubscribeRequest = z.infer<typeof ZNewsletterSubscribeRequest>;

export const ZNewsletterSubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type TNewsletterSubscribeResponse = z.infer<typeof ZNewsletterSubscribeResponse>;

/** The links in the mails: ?token=… (a token is base64url, at most a few hundred characters). */
export const ZNewsletterTokenQuery = z.object({ token: z.string().max(512).optional() });

/** The answer to a one-click unsubscribe POST (RFC 8058). */
export const ZNewsletterUnsubscribeResponse = z.object({ message: z.string() });
