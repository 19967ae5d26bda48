import { postEngagement } from '@amplio/shared/domain/post-metrics';
import type { TCreatorCampaign } from '@amplio/shared/schemas/scripts';

/**
 * Spec 3 §3 "Dashboard stats" views, likes and engagement: summed over the campaign rows whose post has numbers (from
 * its latest accepted or unquestioned report), engagement by spec 3 §9. Null when no post has numbers yet.
 */
export function postResults(campaigns: readonly Pick<TCreatorCampaign, 'views' | 'likes'>[]) {
  const known = campaigns.filter((c) => c.views !== null && c.likes !== null);
  if (known.length === 0) return null;
  const views = known.reduce((sum, c) => sum + (c.views ?? 0), 0);
  const likes = known.reduce((sum, c) => sum + (c.likes ?? 0), 0);
  return { posts: known.length, views, likes, engagement: postEngagement({ views, likes }) };
}
