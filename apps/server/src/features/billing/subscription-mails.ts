import { BILLING_PAGE_PATH, PLAN_LABELS, type BillingPlan } from '@amplio/shared/constants/billing';
import { formatPaise } from '@amplio/shared/domain/money';
import type { OutgoingMail } from '../mail/mail-transports';
import { noticeMail } from '../mail/notice-mail';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const indiaDay = (at: Date) => DATE.format(at);

interface To {
  to: string;
  name: string | null;
  appUrl: string;
}
const link = (input: To) => ({ actionUrl: `${input.appUrl}${BILLING_PAGE_PATH}` });

/** The pre-debit notice, 24 hours before a renewal (RBI e-mandate rule): what, how much, when, and from which mandate. */
export function preDebitMail(
  input: To & { plan: BillingPlan; amountPaise: bigint; gstPaise: bigint; at: Date; method: string },
): OutgoingMail {
  const total = formatPaise(input.amountPaise + input.gstPaise);
  return noticeMail({
    to: input.to,
    name: input.name,
    title: `Your Amplio ${PLAN_LABELS[input.plan]} plan renews on ${indiaDay(input.at)}`,
    message:
      `On ${indiaDay(input.at)} we will charge ${total} (${formatPaise(input.amountPaise)} plus ${formatPaise(input.gstPaise)} GST) ` +
      `to your ${input.method} for the next month of your ${PLAN_LABELS[input.plan]} plan. ` +
      'To stop it, cancel your plan before then on your billing page.',
    ...link(input),
    action: 'Review your plan',
  });
}

/** A renewal (or its retry) did not go through: when it is tried again. */
export function chargeFailedMail(
  input: To & { plan: BillingPlan; totalPaise: bigint; retryAt: Date; reason: string | null },
): OutgoingMail {
  return noticeMail({
    to: input.to,
    name: input.name,
    title: `Your payment of ${formatPaise(input.totalPaise)} for Amplio did not go through`,
    message:
      `We could not charge your ${PLAN_LABELS[input.plan]} plan${input.reason ? ` (${input.reason})` : ''}. ` +
      `We will try again on ${indiaDay(input.retryAt)}. Your plan stays active meanwhile; make sure your mandate can be charged.`,
    ...link(input),
    action: 'Open billing',
  });
}

/** The last retry failed: the plan has lapsed. */
export function planLapsedMail(input: To & { plan: BillingPlan }): OutgoingMail {
  return noticeMail({
    to: input.to,
    name: input.name,
    title: `Your Amplio ${PLAN_LABELS[input.plan]} plan has lapsed`,
    message:
      'We could not charge your plan after three retries, so it has lapsed and new campaigns cannot be published. ' +
      'Campaigns already running carry on to their end. Subscribe again on your billing page at any time.',
    ...link(input),
    action: 'Choose a plan',
  });
}

/** A cancelled plan reached its period's end. */
export function planEndedMail(input: To & { plan: BillingPlan }): OutgoingMail {
  return noticeMail({
    to: input.to,
    name: input.name,
    title: `Your Amplio ${PLAN_LABELS[input.plan]} plan has ended`,
    message:
      'Your plan was cancelled and its paid period is over, so new campaigns cannot be published. ' +
      'Campaigns already running carry on to their end. Subscribe again on your billing page at any time.',
    ...link(input),
    action: 'Choose a plan',
  });
}
