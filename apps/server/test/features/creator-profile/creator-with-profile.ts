import { randomBytes } from 'node:crypto';
import { creatorProfiles, socialAccounts } from '../../../src/db/schema/index';
import type { TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';

export const PROFILE_BIO = 'I cook regional Indian food and film it in my tiny Mumbai kitchen every single week.';

/** A verified creator with a registration's profile and an Instagram and a YouTube account, no metrics yet. */
export async function createCreatorWithProfile(t: TestApp, input: { username?: string } = {}) {
  const user: TestUser = await t.createUser({ userType: 'creator', name: 'Asha Rao' });
  const username = input.username ?? `asha_${randomBytes(4).toString('hex')}`;
  await t.db.insert(creatorProfiles).values({
    userId: user.id,
    firstName: 'Asha',
    lastName: 'Rao',
    username,
    phoneCountryCode: '+91',
    phoneNumber: '9876543210',
    gender: 'female',
    dateOfBirth: '1996-04-02',
    language: 'English',
    bio: PROFILE_BIO,
    address1: '12 Hill Road',
    country: 'IN',
    state: 'Maharashtra',
    city: 'Mumbai',
    postalCode: '400050',
    timezone: 'Asia/Kolkata',
    categories: ['food'],
    contentType: 'video',
    audienceSize: 'small',
    termsAcceptedAt: new Date(),
  });
  const accounts = await t.db
    .insert(socialAccounts)
    .values([
      { userId: user.id, platform: 'youtube', url: 'https://youtube.com/@asha', audienceRange: '10k-50k' },
      { userId: user.id, platform: 'instagram', url: 'https://instagram.com/asha', audienceRange: '10k-50k' },
    ])
    .returning();
  const byPlatform = Object.fromEntries(accounts.map((a) => [a.platform, a]));
  return { user, username, instagram: byPlatform.instagram!, youtube: byPlatform.youtube! };
}

/** The PUT /api/creator/profile body of the factory's creator, with overrides. */
export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha_new',
  bio: PROFILE_BIO,
  address1: '12 Hill Road',
  address2: '',
  country: 'IN',
  state: 'Maharashtra',
  city: 'Mumbai',
  postal_code: '400050',
  timezone: 'Asia/Kolkata',
  selected_categories: ['food', 'travel'],
  content_type: 'video',
  ...overrides,
});

/** A creator with a profile, signed in with "remember me", so the session outlives the days a test moves the clock by. */
export async function signedInCreatorWithProfile(t: TestApp) {
  const c = await createCreatorWithProfile(t);
  return { ...c, agent: await t.injectAs(c.user, { remember: true }) };
}
