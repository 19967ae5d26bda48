import type { TCreatorProfile } from '@amplio/shared/schemas/creator-profile';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';

export interface CompletenessItem {
  key: 'photo' | 'bio' | 'social' | 'followers' | 'engagement';
  label: string;
  done: boolean;
}

/** What makes a profile brands can price and trust, in the order a creator should do it. */
export function profileCompleteness(profile: TCreatorProfile, links: readonly TSocialLink[]) {
  const items: CompletenessItem[] = [
    { key: 'bio', label: 'Write a bio', done: profile.bio.trim().length > 0 },
    { key: 'social', label: 'Link a social account', done: links.length > 0 },
    { key: 'followers', label: 'Add your follower count', done: links.some((l) => l.followers !== null) },
    {
      key: 'engagement',
      label: 'Add your average views and likes',
      done: links.some((l) => l.avg_views !== null && l.avg_likes !== null),
    },
    { key: 'photo', label: 'Add a profile photo', done: profile.profile_photo !== null },
  ];
  const done = items.filter((i) => i.done).length;
  return { items, percent: Math.round((done / items.length) * 100) };
}
