import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RefundState } from '@amplio/shared/constants/refunds';
import type { DbOrTx } from '../../db/client';
import {
  type AuditLogRow,
  auditLog,
  brands,
  campaigns,
  fundings,
  type PaymentRefundRow,
  paymentRefunds,
  users,
} from '../../db/schema/index';

export const REFUND_ENTITY = 'payment_refund';

/** A refund with what an operator needs to return the money: the campaign, its brand user and profile, the payment. */
export interface RefundWithBrand extends PaymentRefundRow {
  productName: string | null;
  brandUserId: string | null;
  brandName: string | null;
  brandEmail: string | null;
  providerPaymentId: string | null;
}

const withBrand = (db: DbOrTx) =>
  db
    .select({
      refund: paymentRefunds,
      productName: campaigns.productName,
      brandUserId: users.id,
      brandName: sql<string | null>`coalesce(${brands.name}, ${users.name})`,
      brandEmail: users.email,
      providerPaymentId: sql<string | null>`coalesce(${paymentRefunds.providerPaymentId}, ${fundings.providerPaymentId})`,
    })
    .from(paymentRefunds)
    .leftJoin(campaigns, eq(campaigns.id, paymentRefunds.campaignId))
    .leftJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .leftJoin(fundings, eq(fundings.id, paymentRefunds.fundingId));

type Joined = Awaited<ReturnType<ReturnType<typeof withBrand>['execute']>>[number];
const flatten = ({ refund, ...rest }: Joined): RefundWithBrand => ({ ...refund, ...rest, providerPaymentId: rest.providerPaymentId });

/**
 * One page of refunds of a status. Pending and failed ones are work: oldest first, so the brand that has waited
 * longest comes first; processed ones are history, latest first.
 */
export async function listRefunds(db: DbOrTx, input: { status: RefundState; limit: number; offset: number }): Promise<RefundWithBrand[]> {
  const order =
    input.status === 'processed'
      ? [desc(paymentRefunds.processedAt), desc(paymentRefunds.createdAt), desc(paymentRefunds.id)]
      : [asc(paymentRefunds.createdAt), asc(paymentRefunds.id)];
  const rows = await withBrand(db)
    .where(eq(paymentRefunds.status, input.status))
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  return rows.map(flatten);
}

export async function findRefundWithBrand(db: DbOrTx, id: string): Promise<RefundWithBrand | undefined> {
  const [row] = await withBrand(db).where(eq(paymentRefunds.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

export async function countByStatus(db: DbOrTx): Promise<Record<RefundState, number>> {
  const rows = await db
    .select({ status: paymentRefunds.status, n: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .groupBy(paymentRefunds.status);
  const counts: Record<RefundState, number> = { pending: 0, processed: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The refunds' audit lines, oldest first, grouped by refund. */
export async function findAuditTrails(db: DbOrTx, refundIds: string[]): Promise<Map<string, AuditLogRow[]>> {
  const byRefund = new Map<string, AuditLogRow[]>(refundIds.map((id) => [id, []]));
  if (refundIds.length === 0) return byRefund;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, REFUND_ENTITY), inArray(auditLog.entityId, refundIds)))
    .orderBy(asc(auditLog.seq));
  for (const row of rows) byRefund.get(row.entityId)?.push(row);
  return byRefund;
}
