import type { TCreatorProfile } from '@amplio/shared/schemas/creator-profile';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

const profile = { bio: 'A bio long enough for anyone.', profile_photo: null } as TCreatorProfile;
const link = (values: Partial<TSocialLink>) => ({ followers: null, avg_views: null, avg_likes: null, ...values }) as TSocialLink;

describe('profile completeness', () => {
  it('counts the bio alone as one step of five', () => {
    expect(profileCompleteness(profile, []).percent).toBe(20);
  });

  it('needs followers, then views and likes, on some account', () => {
    expect(profileCompleteness(profile, [link({})]).percent).toBe(40);
    expect(profileCompleteness(profile, [link({ followers: 10 })]).percent).toBe(60);
    expect(profileCompleteness(profile, [link({ followers: 10, avg_views: 5, avg_likes: 1 })]).percent).toBe(80);
    const done = profileCompleteness({ ...profile, profile_photo: '/api/files/x' }, [link({ followers: 1, avg_views: 1, avg_likes: 1 })]);
    expect(done.percent).toBe(100);
    expect(done.items.every((i) => i.done)).toBe(true);
  });
});
