import type { DbOrTx } from '../../db/client';
import { latestCountingReports } from './post-metrics.repository';

/**
 * Spec 3 §3's views and likes of each script's post: from its latest accepted or unquestioned report (issue 27 §1).
 * A script without one is absent. The creator's campaign list reads it for all its rows in one query.
 */
export async function latestPostCounts(db: DbOrTx, scriptIds: string[]): Promise<Map<string, { views: number; likes: number }>> {
  const rows = await latestCountingReports(db, scriptIds);
  return new Map([...rows].map(([id, r]) => [id, { views: r.views, likes: r.likes }]));
}
