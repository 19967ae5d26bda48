import { NEWSLETTER_CONFIRM_LIFETIME_MS, NEWSLETTER_MESSAGES, NEWSLETTER_RESEND_COOLDOWN_MS } from '@amplio/shared/schemas/newsletter';
import type { Db } from '../../db/client';
import type { NewsletterSubscriberRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import { newsletterConfirmMail, newsletterWelcomeMail } from './newsletter-mails';
import {
  findByConfirmTokenHash,
  findSubscriberById,
  findSubscriberForUpdate,
  insertPendingSubscriber,
  updateSubscriber,
} from './newsletter.repository';
import { hashConfirmToken, newConfirmToken, readUnsubscribeToken, unsubscribeTokenFor } from './newsletter-tokens';

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'expired';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';
/** What a link would do, checked without doing it. */
export type LinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Double opt-in newsletter. Every accepted sign-up gets the same answer, whatever the address's state, so the form
 * reveals nobody's subscription; a pending address is re-mailed at most once per cooldown, a confirmed one never.
 */
export function createNewsletterService(deps: {
  db: Db;
  clock: Clock;
  mail: Pick<MailService, 'enqueue'>;
  secret: string;
  appUrl: string;
}) {
  const { db, clock, mail, secret, appUrl } = deps;
  const confirmUrl = (token: string) => `${appUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const unsubscribeUrl = (id: string) => `${appUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeTokenFor(secret, id))}`;

  return {
    async subscribe(input: { email: string }): Promise<{ message: string; mailed: boolean }> {
      const email = input.email.trim().toLowerCase();
      const now = clock.now();
      const mailed = await db.transaction(async (tx) => {
        const existing = await findSubscriberForUpdate(tx, email);
        if (existing?.status === 'confirmed') return false;
        const recentlyMailed =
          existing?.status === 'pending' &&
          existing.confirmSentAt !== null &&
          now.getTime() - existing.confirmSentAt.getTime() < NEWSLETTER_RESEND_COOLDOWN_MS;
        if (recentlyMailed) return false;

        const { token, hash } = newConfirmToken();
        const row = existing
          ? await updateSubscriber(tx, existing.id, {
              status: 'pending',
              confirmTokenHash: hash,
              confirmSentAt: now,
              unsubscribedAt: null,
              now,
            })
          : await insertPendingSubscriber(tx, { email, confirmTokenHash: hash, now });
        // Another request created the row between our read and insert: it sends the mail, we answer the same.
        if (!row) return false;
        await mail.enqueue({
          tx,
          ...newsletterConfirmMail({ to: email, confirmUrl: confirmUrl(token), unsubscribeUrl: unsubscribeUrl(row.id) }),
        });
        return true;
      });
      return { message: NEWSLETTER_MESSAGES.checkInbox, mailed };
    },

    /** Whether a confirm link would work, for the page it opens; changes nothing. */
    async checkConfirm(input: { token: string | undefined }): Promise<LinkCheck> {
      const token = input.token?.trim();
      if (!token) return 'invalid';
      return confirmState(await findByConfirmTokenHash(db, hashConfirmToken(token)), clock.now());
    },

    /** Uses a confirm token once. A used, replaced or unknown token is 'invalid'; one past its lifetime 'expired'. */
    async confirm(input: { token: string | undefined }): Promise<ConfirmOutcome> {
      const token = input.token?.trim();
      if (!token) return 'invalid';
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await findByConfirmTokenHash(tx, hashConfirmToken(token));
        const state = confirmState(row, now);
        if (!row || state === 'invalid') return 'invalid';
        if (state === 'expired') return 'expired';
        await updateSubscriber(tx, row.id, { status: 'confirmed', confirmedAt: now, confirmTokenHash: null, now });
        await mail.enqueue({
          tx,
          ...newsletterWelcomeMail({ to: row.email, unsubscribeUrl: unsubscribeUrl(row.id), siteUrl: `${appUrl}/` }),
        });
        return 'confirmed';
      });
    },

    /** Whether an unsubscribe link is genuine and its subscriber still exists; changes nothing. */
    async checkUnsubscribe(input: { token: string | undefined }): Promise<LinkCheck> {
      const id = input.token ? readUnsubscribeToken(secret, input.token.trim()) : null;
      return id && (await findSubscriberById(db, id)) ? 'valid' : 'invalid';
    },

    /** Idempotent: a valid link unsubscribes, and using it again says the same. */
    async unsubscribe(input: { token: string | undefined }): Promise<UnsubscribeOutcome> {
      const id = input.token ? readUnsubscribeToken(secret, input.token.trim()) : null;
      if (!id) return 'invalid';
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await findSubscriberById(tx, id);
        if (!row) return 'invalid';
        if (row.status !== 'unsubscribed') {
          await updateSubscriber(tx, row.id, { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, now });
        }
        return 'unsubscribed';
      });
    },
  };
}

function confirmState(row: NewsletterSubscriberRow | undefined, now: Date): LinkCheck {
  if (row?.status !== 'pending') return 'invalid';
  if (!row.confirmSentAt || now.getTime() - row.confirmSentAt.getTime() >= NEWSLETTER_CONFIRM_LIFETIME_MS) return 'expired';
  return 'valid';
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
