import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { postMetricReports } from '../../db/schema/index';

/** Whether the file is the proof of a report sent to this brand user. */
export async function isProofOfBrandReport(db: DbOrTx, input: { fileId: string; brandUserId: string }) {
  const [row] = await db
    .select({ id: postMetricReports.id })
    .from(postMetricReports)
    .where(and(eq(postMetricReports.proofFileId, input.fileId), eq(postMetricReports.brandUserId, input.brandUserId)))
    .limit(1);
  return row !== undefined;
}
