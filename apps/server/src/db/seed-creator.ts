import type { DbOrTx } from './client';
import { creatorProfiles, type SocialAccountRow, socialAccounts, socialMetricSnapshots } from './schema/index';

/** Weeks of metric history the demo creator gets, so the overview's Performance Trends chart shows a trend. */
export const DEMO_TREND_WEEKS = 16;

/**
 * A weekly snapshot of each account over the last DEMO_TREND_WEEKS weeks, growing to its current numbers (today's
 * snapshot is the account as it is), with a small dip now and then so it reads like a real audience.
 */
function demoSnapshots(accounts: readonly SocialAccountRow[], now: Date) {
  const rows: (typeof socialMetricSnapshots.$inferInsert)[] = [];
  for (const account of accounts) {
    for (let week = DEMO_TREND_WEEKS; week >= 0; week--) {
      const day = new Date(now.getTime() - week * 7 * 86_400_000);
      const progress = (DEMO_TREND_WEEKS - week) / DEMO_TREND_WEEKS;
      const wobble = week === 0 ? 1 : 1 + 0.05 * Math.sin(week * 1.7);
      const scale = (value: number | null, from: number) =>
        value === null ? null : Math.round(value * (from + (1 - from) * progress) * wobble);
      rows.push({
        socialAccountId: account.id,
        userId: account.userId,
        platform: account.platform,
        capturedOn: day.toISOString().slice(0, 10),
        followers: scale(account.followers, 0.7),
        avgViews: scale(account.avgViews, 0.45),
        avgLikes: scale(account.avgLikes, 0.4),
        avgComments: scale(account.avgComments, 0.5),
        metricsSource: account.metricsSource,
        updatedAt: week === 0 ? now : day,
      });
    }
  }
  return rows;
}

/**
 * The demo creator's registration (profile and two social accounts) with self-reported metrics, so a newcomer
 * sees a price on the profile and in discovery after `npm start`, and a few months of their history for the chart.
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
  const accounts = await tx
    .insert(socialAccounts)
    .values([
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
    ])
    .returning();
  await tx.insert(socialMetricSnapshots).values(demoSnapshots(accounts, now));
}
