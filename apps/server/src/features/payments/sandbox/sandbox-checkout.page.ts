import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { FundingRow } from '../../../db/schema/index';
import { escapeHtml } from '../../../lib/html';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const money = (paise: bigint) => inr.format(paiseToRupees(paise));
const percent = (bps: number) => `${bps / 100}%`;

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:linear-gradient(180deg,#f5f3ff,#fff 320px);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;font-size:16px;line-height:1.5}
.banner{background:#fef9c3;color:#713f12;border-bottom:1px solid #fde68a;text-align:center;font-weight:600;font-size:14px;padding:10px 16px}
main{max-width:520px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;box-shadow:0 1px 2px rgb(15 23 42/.04),0 12px 32px rgb(15 23 42/.06)}
.merchant{display:flex;align-items:center;gap:12px;margin-bottom:20px}
.logo{width:40px;height:40px;border-radius:10px;background:#6d28d9;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
.merchant p{margin:0;color:#475569;font-size:14px}
h1{font-size:20px;letter-spacing:-.01em;margin:0}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;margin:8px 0 20px}
th{text-align:left;font-weight:400;color:#475569;padding:8px 0}
td{text-align:right;padding:8px 0}
tr.total th,tr.total td{border-top:1px solid #e2e8f0;padding-top:14px;font-weight:700;color:#0f172a;font-size:18px}
.status{border-radius:10px;padding:12px 14px;margin-bottom:20px;font-size:14px}
.status.failed{background:#fee2e2;color:#991b1b}
.status.captured{background:#dcfce7;color:#166534}
.status a{color:inherit;font-weight:600}
.actions{display:grid;gap:10px}
button,.link{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:0 18px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.pay{background:#6d28d9;color:#fff;border:0}
.pay:hover{background:#5b21b6}
.fail{background:#fff;color:#b91c1c;border:1px solid #fecaca}
.fail:hover{background:#fef2f2}
.link{background:transparent;color:#475569;border:1px solid #e2e8f0}
.link:hover{background:#f8fafc}
button:focus-visible,.link:focus-visible{outline:2px solid #6d28d9;outline-offset:2px}
.note{color:#64748b;font-size:13px;margin:16px 0 0;text-align:center}
.actions .note{margin:0}
.more{border-top:1px solid #e2e8f0;padding-top:12px;color:#475569;font-size:14px}
.more summary{cursor:pointer;min-height:44px;display:flex;align-items:center;justify-content:center}
.more summary:focus-visible{outline:2px solid #6d28d9;outline-offset:2px}
.more form{margin:8px 0}
form{margin:0}
`;

export interface CheckoutPageInput {
  funding: FundingRow;
  campaignName: string;
  csrfToken: string;
  backUrl: string;
  receiptUrl: string;
}

/** The sandbox's hosted checkout: what a provider's payment page would be, labelled as a test everywhere. */
export function renderSandboxCheckout(input: CheckoutPageInput): string {
  const { funding } = input;
  const base = `/sandbox/checkout/${funding.id}`;
  const token = `<input type="hidden" name="_token" value="${escapeHtml(input.csrfToken)}">`;
  const rows = [
    ['Amount to campaign escrow', money(funding.amountPaise)],
    [`Platform fee (${percent(funding.platformFeeBps)})`, money(funding.platformFeePaise)],
    [`GST on the fee (${percent(funding.gstBps)})`, money(funding.gstPaise)],
  ]
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label!)}</th><td>${escapeHtml(value!)}</td></tr>`)
    .join('');
  const closed = funding.status !== 'pending' && funding.status !== 'captured';
  const status =
    funding.status === 'captured'
      ? `<p class="status captured" role="status">This payment is complete. <a href="${escapeHtml(input.receiptUrl)}">View the receipt</a>.</p>`
      : closed
        ? `<p class="status failed" role="status">${escapeHtml(closedText(funding))}</p>`
        : '';
  const back = `<a class="link" href="${escapeHtml(input.backUrl)}">Back to the campaign</a>`;
  const payForm = (label: string, className: string, simulate?: string) =>
    `<form method="post" action="${base}/pay">${token}${simulate ? `<input type="hidden" name="simulate" value="${simulate}">` : ''}<button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
  const actions =
    funding.status === 'captured' || funding.status === 'refunded' || funding.status === 'held'
      ? back
      : closed
        ? `${back}
${payForm(`Pay ${money(funding.totalPaise)} anyway`, 'fail')}
<p class="note">Test outcome: a payment that reaches a closed checkout. Amplio refunds all of it, fee and GST included.</p>`
        : `${payForm(`Pay ${money(funding.totalPaise)}`, 'pay')}
<form method="post" action="${base}/fail">${token}<button class="fail" type="submit">Fail the payment</button></form>
<a class="link" href="${escapeHtml(input.backUrl)}">Leave it pending and go back</a>
<details class="more"><summary>More test outcomes</summary>
${payForm(`Pay ${money(funding.totalPaise - 100n)} (₹1 short)`, 'link', 'short')}
<p class="note">A payment for another amount than the checkout's: Amplio holds it for an operator instead of funding escrow.</p>
</details>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox checkout · Amplio</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style></head>
<body>
<div class="banner" role="note">${escapeHtml(TEST_MODE_LABEL)}</div>
<main><div class="card">
<div class="merchant"><span class="logo" aria-hidden="true">A</span><div><h1>Fund “${escapeHtml(input.campaignName)}”</h1><p>Amplio sandbox checkout</p></div></div>
${status}
<table aria-label="Payment breakdown"><tbody>${rows}
<tr class="total"><th scope="row">${funding.status === 'captured' ? 'Total paid' : 'Total to pay'}</th><td>${escapeHtml(money(funding.totalPaise))}</td></tr></tbody></table>
<div class="actions">${actions}</div>
<p class="note">The campaign's escrow receives exactly ${escapeHtml(money(funding.amountPaise))}.${funding.status === 'pending' ? ' Pay and Fail send a signed webhook to Amplio, as a real provider would.' : ''}</p>
</div></main>
</body></html>`;
}

/** What a closed checkout says: why it closed, in the brand's words. */
function closedText(funding: FundingRow): string {
  if (funding.status === 'failed')
    return `The payment failed${funding.failureReason ? `: ${funding.failureReason}` : '.'} This checkout is closed; open a new one from the campaign.`;
  return funding.statusReason ?? 'This checkout is closed.';
}

/** The sandbox's small error page (not signed in as the owner, unknown funding). */
export function renderSandboxNotFound(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Checkout not found · Amplio</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">${escapeHtml(TEST_MODE_LABEL)}</div>
<main><div class="card"><h1>This checkout does not exist</h1>
<p style="color:#475569">It may belong to another account. Open your campaign and choose Fund campaign again.</p>
<a class="link" href="/brand/campaigns">Go to your campaigns</a></div></main></body></html>`;
}
