import type { DbOrTx } from './client';
import { creatorProfiles, socialAccounts } from './schema/index';

/**
 * The demo creator's registration (profile and two social accounts) with self-reported metrics, so a newcomer
 * sees a price on the profile and in discovery after `npm start`.
 */
export async function seedDemoCreatorProfile(tx: DbOrTx, input: { userId: string; now: Date }) {
  const { userId, now } = input;
  await tx.insert(creatorProfiles).values({
    userId,
    firstName: 'Demo',
    lastName: 'Creator',
    username: 'democreator',
    phoneCountryCode: '+91',
    phoneNumber: '9876543210',
    gender: 'other',
    dateOfBirth: '1997-08-15',
    language: 'English',
    bio: 'Home cook and travel vlogger from Pune. Weekly recipes, street-food walks and honest kitchen gear reviews.',
    address1: '14 FC Road',
    country: 'IN',
    state: 'Maharashtra',
    city: 'Pune',
    postalCode: '411004',
    timezone: 'Asia/Kolkata',
    categories: ['food', 'travel'],
    contentType: 'video',
    audienceSize: 'small',
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const selfReported = { metricsSource: 'self_reported' as const, metricsUpdatedAt: now, createdAt: now, updatedAt: now };
  await tx.insert(socialAccounts).values([
    {
      userId,
      platform: 'instagram',
      url: 'https://instagram.com/democreator',
      audienceRange: '10k-50k',
      followers: 24_500,
      following: 610,
      posts: 342,
      avgViews: 9_800,
      avgLikes: 1_150,
      avgComments: 64,
      avgShares: 38,
      avgSaves: 90,
      ...selfReported,
    },
    {
      userId,
      platform: 'youtube',
      url: 'https://youtube.com/@democreator',
      audienceRange: '1k-10k',
      followers: 8_200,
      following: 45,
      posts: 96,
      avgViews: 2_100,
      avgLikes: 140,
      avgComments: 22,
      avgShares: 9,
      avgSaves: 0,
      ...selfReported,
    },
  ]);
}
