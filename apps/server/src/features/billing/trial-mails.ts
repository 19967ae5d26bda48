import { BILLING_PAGE_PATH } from '@amplio/shared/constants/billing';
import { noticeMail } from '../mail/notice-mail';
import type { OutgoingMail } from '../mail/mail-transports';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The e-mail 3 days or 1 day before a trial ends. */
export function trialReminderMail(input: {
  to: string;
  name: string | null;
  daysLeft: number;
  endsAt: Date;
  appUrl: string;
}): OutgoingMail {
  const days = input.daysLeft === 1 ? '1 day' : `${input.daysLeft} days`;
  return noticeMail({
    to: input.to,
    name: input.name,
    title: `Your Amplio trial ends in ${days}`,
    message:
      `Your free trial ends on ${DATE.format(input.endsAt)}. Choose a plan to keep publishing new campaigns. ` +
      'Campaigns already running carry on to their end either way, and creators are always paid for approved work.',
    actionUrl: `${input.appUrl}${BILLING_PAGE_PATH}`,
    action: 'Choose a plan',
  });
}

/** The e-mail when a trial has ended unpaid. */
export function trialEndedMail(input: { to: string; name: string | null; appUrl: string }): OutgoingMail {
  return noticeMail({
    to: input.to,
    name: input.name,
    title: 'Your Amplio trial has ended',
    message:
      'Your free trial has ended, so new campaigns cannot be published until you choose a plan. ' +
      'Campaigns already running carry on to their end: reviews, approvals, completions and refunds keep working.',
    actionUrl: `${input.appUrl}${BILLING_PAGE_PATH}`,
    action: 'Choose a plan',
  });
}
