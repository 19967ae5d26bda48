import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type BrandBillingRow, type CampaignRow, campaigns, type FundingRow, fundings } from '../db/schema/index';
import { lockBilling } from '../features/billing/billing.repository';

/**
 * The one order in which every money path takes its row locks, so that two of them can only wait for each other,
 * never deadlock (decision 022, 030):
 *
 *   campaign → brand billing → collaboration → script → funding → refund → payout → ledger accounts (the ledger sorts
 *   its own by id) → invoice series
 *
 * The brand's billing row (issue 26 §1) guards its active-campaign limit: a capture, a resume and the start of a held
 * campaign take it right after their campaign, so parallel publications count the brand's active campaigns one at a
 * time, and a subscription charge (billing, then the ledger) fits the same order.
 *
 * A plan charge (features/billing/subscriptions.service.ts, decision 045) locks the brand's billing row, then its
 * `subscription_charges` row, then the ledger accounts and the invoice series: the charge row sits right after the
 * billing row, and no other path locks it.
 *
 * The invoice series' counter row (features/invoices/invoice-numbers.ts) is taken last, when a capture issues its tax
 * invoice (or a refund its credit note): numbers stay consecutive without gaps, and it is held only for the end of
 * the transaction (decision 043).
 *
 * A path takes the ones it needs, in this order, and skips the rest. A capture must therefore lock the campaign
 * before its funding (it finds the funding's campaign without a lock first); a completion locks the campaign, then its
 * scripts, fundings and the ledger. These helpers are the only places that lock campaigns and fundings for money.
 */

/** Locks the campaign's row for the rest of the transaction; undefined when there is no such campaign. */
export async function lockCampaignForMoney(tx: Tx, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return row;
}

/** Locks one funding; call it after its campaign's lock. */
export async function lockFunding(tx: Tx, fundingId: string): Promise<FundingRow | undefined> {
  const [row] = await tx.select().from(fundings).where(eq(fundings.id, fundingId)).for('update');
  return row;
}

/** Locks the brand's billing row (creating its trial if it has none); call it after its campaign's lock. */
export function lockBrandBilling(tx: Tx, input: { userId: string; now: Date }): Promise<BrandBillingRow> {
  return lockBilling(tx, input);
}
