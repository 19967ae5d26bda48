import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import type { SubscriptionChargeRow } from '../../../db/schema/index';
import { escapeHtml } from '../../../lib/html';
import { STYLE } from './sandbox-checkout.page';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const money = (paise: bigint) => inr.format(paiseToRupees(paise));
const BILLING = '/brand/billing';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Amplio</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style></head>
<body>
<div class="banner" role="note">${escapeHtml(TEST_MODE_LABEL)}</div>
<main><div class="card">${body}</div></main>
</body></html>`;
}

/**
 * The sandbox's mandate checkout: the brand pays the plan's first month and authorises the recurring mandate that
 * later months are charged to, as a provider's subscription checkout would (decision 045).
 */
export function renderMandateCheckout(input: { charge: SubscriptionChargeRow; csrfToken: string }): string {
  const { charge } = input;
  const base = `/sandbox/mandate-checkout/${charge.id}`;
  const token = `<input type="hidden" name="_token" value="${escapeHtml(input.csrfToken)}">`;
  const plan = PLAN_LABELS[charge.plan];
  const rows = [
    [`${plan} plan, first month`, money(charge.amountPaise)],
    [`GST (${charge.gstBps / 100}%)`, money(charge.gstPaise)],
  ]
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label!)}</th><td>${escapeHtml(value!)}</td></tr>`)
    .join('');
  const status =
    charge.status === 'captured'
      ? '<p class="status captured" role="status">This payment is complete and your mandate is set up.</p>'
      : charge.status === 'pending'
        ? ''
        : `<p class="status failed" role="status">${escapeHtml(
            charge.status === 'failed'
              ? `The payment failed${charge.failureReason ? `: ${charge.failureReason}` : '.'} Choose your plan again from the billing page.`
              : 'This checkout was replaced by a newer one. Choose your plan again from the billing page.',
          )}</p>`;
  const back = `<a class="link" href="${BILLING}">Back to billing</a>`;
  const actions =
    charge.status === 'pending'
      ? `<form method="post" action="${base}/pay">${token}<button class="pay" type="submit">Authorise and pay ${escapeHtml(money(charge.totalPaise))}</button></form>
<form method="post" action="${base}/fail">${token}<button class="fail" type="submit">Fail the payment</button></form>
${back.replace('Back to billing', 'Leave it and go back')}`
      : back;
  return page(
    `Subscribe to ${plan}`,
    `<div class="merchant"><span class="logo" aria-hidden="true">A</span><div><h1>Subscribe to Amplio ${escapeHtml(plan)}</h1><p>Amplio sandbox checkout · recurring</p></div></div>
${status}
<table aria-label="Payment breakdown"><tbody>${rows}
<tr class="total"><th scope="row">${charge.status === 'captured' ? 'Total paid' : 'Total to pay today'}</th><td>${escapeHtml(money(charge.totalPaise))}</td></tr></tbody></table>
<div class="actions">${actions}</div>
<p class="note">Paying authorises a test mandate: each month Amplio charges the plan's price plus GST to it, after an e-mail notice 24 hours before. Cancel any time from your billing page.</p>`,
  );
}

/** The sandbox's control of the brand's test mandate: decline its next charge, so a failed renewal can be tried. */
export function renderMandateControl(input: {
  mandate: { id: string; label: string; declineNext: boolean } | null;
  csrfToken: string;
}): string {
  if (!input.mandate)
    return page(
      'Test mandate',
      `<h1>No test mandate</h1><p style="color:#475569">Subscribe to a plan through the sandbox checkout first; its mandate then shows here.</p>
<a class="link" href="${BILLING}">Back to billing</a>`,
    );
  const { mandate } = input;
  const token = `<input type="hidden" name="_token" value="${escapeHtml(input.csrfToken)}">`;
  const next = mandate.declineNext ? 'off' : 'on';
  return page(
    'Test mandate',
    `<div class="merchant"><span class="logo" aria-hidden="true">A</span><div><h1>Your test mandate</h1><p>${escapeHtml(mandate.label)}</p></div></div>
<p class="status ${mandate.declineNext ? 'failed' : 'captured'}" role="status">${
      mandate.declineNext
        ? 'The next charge to this mandate will be declined (then it works again).'
        : 'The next charge to this mandate will go through.'
    }</p>
<div class="actions">
<form method="post" action="/sandbox/mandate/decline-next">${token}<input type="hidden" name="decline" value="${next}"><button class="${mandate.declineNext ? 'pay' : 'fail'}" type="submit">${
      mandate.declineNext ? 'Let the next charge go through' : 'Decline the next charge'
    }</button></form>
<a class="link" href="${BILLING}">Back to billing</a>
</div>
<p class="note">A declined renewal makes the plan past due; Amplio retries it 1, 3 and 5 days later, with an e-mail each time, before the plan lapses.</p>`,
  );
}
