import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { latestBirthDateForAge } from '@amplio/shared/domain/age';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import {
  CREATOR_STEPS,
  creatorStep1,
  creatorStep2,
  creatorStep3,
  creatorStep4,
  creatorStep5,
  saveStep,
  saveStepsUpTo,
  type WizardFields,
} from '../helpers/creator-wizard';

// Every server message of spec 2 §5.1–5.5, word for word, through the real endpoint, with limits at ±1.
let t: TestApp;
/** atStep[k]: an agent whose steps 1..k-1 are saved, so step k is next. */
const atStep: Record<number, TestAgent> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (let k = 1; k <= 5; k++) {
    atStep[k] = t.agent();
    await saveStepsUpTo(atStep[k]!, k - 1);
  }
});
afterAll(() => t.close());

async function expectFieldError(step: number, fields: WizardFields, key: string, message: string) {
  const res = await saveStep(atStep[step]!, fields);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors[key]?.[0]).toBe(message);
}
const accepted = async (step: number, fields: WizardFields) => {
  const res = await saveStep(atStep[step]!, fields);
  expect(res.statusCode, res.body).toBe(200);
};

describe('step 1 messages (§5.1)', () => {
  it.each([
    ['firstName', '', 'first_name', M.firstNameRequired],
    ['lastName', ' ', 'last_name', M.lastNameRequired],
    ['email', '', 'email', M.emailRequired],
    ['email', 'asha@creator', 'email', M.emailInvalid],
    ['password', '', 'password', M.passwordRequired],
    ['password', 'Abcde1!', 'password', M.passwordTooShort],
    ['confirmPassword', '', 'password_confirmation', M.confirmRequired],
    ['confirmPassword', 'Creator-Pass-2', 'password_confirmation', M.passwordsDiffer],
    ['phoneNumber', '', 'phone_number', M.phoneRequired],
    ['phoneNumber', '1234', 'phone_number', M.phoneInvalid],
    ['phoneNumber', '123456789012345678901', 'phone_number', M.phoneTooLong],
  ])('%s = %j → errors.%s "%s"', async (field, value, key, message) => {
    await expectFieldError(1, creatorStep1({ [field]: value }), key, message);
  });

  it('phone: 5 and 20 characters are accepted', async () => {
    await accepted(1, creatorStep1({ phoneNumber: '12345' }));
    await accepted(1, creatorStep1({ phoneNumber: '12345678901234567890' }));
  });

  it('a missing field gets its message, not a type error', async () => {
    const { firstName: _omit, ...rest } = creatorStep1();
    await expectFieldError(1, rest, 'first_name', M.firstNameRequired);
  });
});

describe('step 2 messages (§5.2)', () => {
  it.each([
    ['username', '', 'username', M.usernameRequired],
    ['username', 'ab', 'username', M.usernameTooShort],
    ['username', 'asha cooks', 'username', M.usernameChars],
    ['username', '9asha', 'username', M.usernameStart],
    ['username', 'a'.repeat(31), 'username', M.usernameTooLong],
    ['gender', '', 'gender', M.genderRequired],
    ['dateOfBirth', '', 'date_of_birth', M.dateOfBirthRequired],
    ['dateOfBirth', '2999-01-01', 'date_of_birth', M.dateOfBirthFuture],
    ['language', '', 'language', M.languageRequired],
    ['bio', '', 'bio', M.bioRequired],
  ])('%s = %j → errors.%s "%s"', async (field, value, key, message) => {
    await expectFieldError(2, creatorStep2({ [field]: value }), key, message);
  });

  it('refuses a creator under 18 (spec 1 §9): the 18th birthday in India is accepted, the day after refused', async () => {
    const eighteenToday = latestBirthDateForAge(18);
    const dayAfter = new Date(Date.parse(`${eighteenToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(`${eighteenToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await expectFieldError(2, creatorStep2({ dateOfBirth: '2014-03-09' }), 'date_of_birth', M.dateOfBirthUnderAge);
    await expectFieldError(2, creatorStep2({ dateOfBirth: dayAfter }), 'date_of_birth', M.dateOfBirthUnderAge);
    await accepted(2, creatorStep2({ dateOfBirth: eighteenToday }));
    await accepted(2, creatorStep2({ dateOfBirth: dayBefore }));
  });

  it('"must contain a letter" is reported with the other username rules', async () => {
    const res = await saveStep(atStep[2]!, creatorStep2({ username: '12345' }));
    expect(res.json().errors.username).toEqual([M.usernameStart, M.usernameLetter]);
  });

  it('username: 2 characters refused, 3 accepted', async () => {
    await expectFieldError(2, creatorStep2({ username: 'ab' }), 'username', M.usernameTooShort);
    await accepted(2, creatorStep2({ username: `a${Math.random().toString(36).slice(2, 4)}` }));
  });

  it('bio: 49 letters refused with the count, 50 accepted, whitespace not counted', async () => {
    const bio = (letters: number) => Array.from({ length: letters }, (_, i) => (i % 7 === 6 ? 'x \n ' : 'x')).join('');
    await expectFieldError(2, creatorStep2({ bio: bio(49) }), 'bio', 'Bio must be at least 50 letters (currently 49)');
    await accepted(2, creatorStep2({ bio: bio(50) }));
  });
});

describe('step 3 messages (§5.3)', () => {
  const only = (fields: WizardFields): WizardFields => ({ step: 3, ...fields });

  it('needs at least one link with a range', async () => {
    await expectFieldError(3, only({}), 'social_media', M.socialRequired);
    await expectFieldError(3, only({ amazon_storefront: 'amazon.in/shop/asha' }), 'social_media', M.socialRequired);
  });

  it.each([
    ['instagram', 'instagram.com', 'instagramFollowers', 'Please enter a valid Instagram URL. Example: https://instagram.com/username'],
    ['twitter', 'twitter.com/bad-name', 'twitterFollowers', 'Please enter a valid Twitter (X) URL. Example: https://twitter.com/username'],
    ['facebook', 'facebook.org/asha', 'facebookFollowers', 'Please enter a valid Facebook URL. Example: https://facebook.com/username'],
    ['youtube', 'youtube.com/watch?v=1', 'youtubeSubscribers', 'Please enter a valid YouTube URL. Example: https://youtube.com/@channel'],
    ['twitch', 'twitch.tv/a-b', 'twitchFollowers', 'Please enter a valid Twitch URL. Example: https://twitch.tv/username'],
    ['amazon_storefront', 'amazon.in/dp/B01', '', 'Please enter a valid Amazon Storefront URL. Example: https://amazon.in/shop/yourname'],
    [
      'linkedin',
      'linkedin.com/asha',
      'linkedinConnections',
      'Please enter a valid LinkedIn URL. Example: https://linkedin.com/in/username',
    ],
    ['snapchat', 'snapchat.com/asha', 'snapchatFollowers', 'Please enter a valid Snapchat URL. Example: https://snapchat.com/add/username'],
    ['tiktok', 'tiktok.com/asha', 'tiktokFollowers', 'Please enter a valid TikTok URL. Example: https://tiktok.com/@username'],
    ['website', 'not a site', 'websiteVisitors', 'Please enter a valid Website URL. Example: https://yourwebsite.com'],
  ])('%s = %j → "%s"', async (platform, link, rangeField, message) => {
    const fields = { ...creatorStep3(), [platform]: link, ...(rangeField ? { [rangeField]: '0-1k' } : {}) };
    if (rangeField === 'linkedinConnections') fields[rangeField] = '0-500';
    await expectFieldError(3, fields, platform, message);
  });

  it.each([
    ['instagram', '@asha', 'instagram_followers', 'Please select your Instagram followers range'],
    ['youtube', 'youtube.com/@asha', 'youtube_subscribers', 'Please select your YouTube followers range'],
    ['linkedin', 'linkedin.com/in/asha', 'linkedin_connections', 'Please select your LinkedIn followers range'],
    ['website', 'asha.in', 'website_visitors', 'Please select your Website followers range'],
  ])('a valid %s link without its range → errors.%s', async (platform, link, key, message) => {
    await expectFieldError(3, only({ [platform]: link }), key, message);
  });
});

describe('step 4 messages (§5.4)', () => {
  it.each([
    ['address1', '', 'address1', M.address1Required],
    ['country', '', 'country', M.countryRequired],
    ['country', 'ZZ', 'country', M.countryRequired],
    ['state', '', 'state', M.stateRequired],
    ['city', '', 'city', M.cityRequired],
    ['postalCode', '', 'postal_code', M.postalCodeRequired],
    ['timezone', '', 'timezone', M.timezoneRequired],
  ])('%s = %j → errors.%s "%s"', async (field, value, key, message) => {
    await expectFieldError(4, creatorStep4({ [field]: value }), key, message);
  });

  it.each([
    ['US', 10],
    ['GB', 12],
  ])('postal code in %s: %i characters accepted, one more refused', async (country, cap) => {
    await accepted(4, creatorStep4({ country, postalCode: '1'.repeat(cap) }));
    await expectFieldError(4, creatorStep4({ country, postalCode: '1'.repeat(cap + 1) }), 'postal_code', M.postalCodeTooLong(cap));
  });

  it('India: a PIN code is 6 digits not starting with 0 (5 and 7 digits and a leading 0 refused)', async () => {
    for (const postalCode of ['4110', '41100', '4110011', '011001']) {
      await expectFieldError(4, creatorStep4({ country: 'IN', postalCode }), 'postal_code', M.postalCodeIndia);
    }
    await accepted(4, creatorStep4({ country: 'IN', postalCode: '411001' }));
  });
});

describe('step 5 messages (§5.5)', () => {
  it.each([
    ['selectedCategories', [], 'selected_categories', M.categoriesRequired],
    ['selectedCategories', ['knitting'], 'selected_categories', M.categoriesRequired],
    ['contentType', 'podcast', 'content_type', M.contentTypeRequired],
    ['audienceSize', '', 'audience_size', M.audienceSizeRequired],
    ['termsAccepted', 0, 'terms_accepted', M.termsRequired],
  ])('%s = %j → errors.%s "%s"', async (field, value, key, message) => {
    await expectFieldError(5, creatorStep5({ [field]: value as string }), key, message);
  });

  it('a missing content type is saved as other (spec §7)', async () => {
    const { contentType: _omit, ...rest } = creatorStep5();
    await accepted(5, rest);
    const draft = await atStep[5]!.get('/api/creators/registration');
    expect(draft.json().data.contentType).toBe('other');
  });
});

it('uses each step builder for its own step', () => {
  expect(CREATOR_STEPS.map((build) => build().step)).toEqual([1, 2, 3, 4, 5]);
});
