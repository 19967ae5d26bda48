import { randomBytes } from 'node:crypto';
import { creatorProfiles, socialAccounts } from '../../../src/db/schema/index';
import type { TestApp } from '../../helpers/build-test-app';

export interface AccountInput {
  platform: string;
  followers?: number | null;
  avg_views?: number | null;
  avg_likes?: number | null;
  avg_comments?: number | null;
  source?: 'self_reported' | 'platform_api';
}

/** A verified creator with a profile and accounts, written straight to the tables the search triggers watch. */
export async function searchableCreator(
  t: TestApp,
  input: {
    word: string;
    first?: string;
    last?: string;
    city?: string;
    state?: string;
    country?: string;
    categories?: string[];
    language?: string;
    gender?: string;
    dateOfBirth?: string;
    contentType?: string;
    audienceSize?: string;
    verified?: boolean;
    accounts?: AccountInput[];
  },
) {
  const user = await t.createUser({ userType: 'creator', verified: input.verified });
  // One second apart on the test's clock, so "newest" has one right order.
  t.clock.advance(1000);
  const createdAt = t.clock.now();
  const username = `${input.word}_${randomBytes(3).toString('hex')}`;
  await t.db.insert(creatorProfiles).values({
    userId: user.id,
    firstName: input.first ?? 'Meera',
    lastName: input.last ?? 'Shah',
    username,
    phoneCountryCode: '+91',
    phoneNumber: '9876543210',
    gender: input.gender ?? 'female',
    dateOfBirth: input.dateOfBirth ?? '1996-04-02',
    language: input.language ?? 'Hindi',
    bio: `Daily ${input.word} videos for people who like plain advice.`,
    address1: '12 Hill Road',
    country: input.country ?? 'IN',
    state: input.state ?? 'Maharashtra',
    city: input.city ?? 'Mumbai',
    postalCode: '400050',
    timezone: 'Asia/Kolkata',
    categories: input.categories ?? ['fitness'],
    contentType: input.contentType ?? 'video',
    audienceSize: input.audienceSize ?? 'small',
    termsAcceptedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  const accounts = input.accounts ?? [{ platform: 'instagram', followers: 20_000, avg_views: 5_000, avg_likes: 800, avg_comments: 40 }];
  if (accounts.length) {
    await t.db.insert(socialAccounts).values(
      accounts.map((a) => ({
        userId: user.id,
        platform: a.platform,
        url: `https://${a.platform}.com/${username}`,
        followers: a.followers ?? null,
        avgViews: a.avg_views ?? null,
        avgLikes: a.avg_likes ?? null,
        avgComments: a.avg_comments ?? null,
        metricsSource: a.followers === undefined ? null : (a.source ?? 'self_reported'),
        metricsUpdatedAt: a.followers === undefined ? null : new Date(),
      })),
    );
  }
  return { user, username };
}
