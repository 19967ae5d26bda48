import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREATOR_REGISTRATION_MESSAGES as M,
  CREATOR_SERVER_TO_CLIENT_FIELD,
  checkProfilePhoto,
  socialAccountsOf,
  ZCreatorAccountForm,
  ZCreatorAddressForm,
  ZCreatorPreferencesForm,
  ZCreatorProfileForm,
  ZCreatorSocialForm,
  ZCreatorStep1Request,
  ZCreatorStep1UpdateRequest,
  ZCreatorStep2Request,
  ZCreatorStep3Request,
  ZCreatorStep4Request,
  ZCreatorStep5Request,
} from './creator-registration';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const errorsOf = (result: Result, field: string) => result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message) ?? [];
const firstError = (result: Result, field: string) => errorsOf(result, field)[0];

const step1 = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: 'Abcdefg1',
  confirmPassword: 'Abcdefg1',
  countryCode: '+91',
  phoneNumber: '9876543210',
};
const BIO = 'I cook regional Indian food and film it in my tiny Mumbai kitchen every week.';
const step2 = { username: 'asha.cooks', gender: 'female', dateOfBirth: '1995-04-12', language: 'Marathi', bio: BIO };
const step3 = { instagram: '@asha.cooks', instagramFollowers: '10k-50k' };
const step4 = {
  address1: '12 MG Road',
  country: 'IN',
  state: 'Maharashtra',
  city: 'Mumbai',
  postalCode: '400001',
  timezone: 'Asia/Kolkata',
};
const step5 = { selectedCategories: ['food'], contentType: 'video', audienceSize: 'small', termsAccepted: '1' };

describe('step 1 (spec 2 §5.1)', () => {
  it.each([
    ['firstName', 'first_name', '', M.firstNameRequired],
    ['lastName', 'last_name', '  ', M.lastNameRequired],
    ['email', 'email', '', M.emailRequired],
    ['email', 'email', 'asha@example', M.emailInvalid],
    ['password', 'password', '', M.passwordRequired],
    ['confirmPassword', 'password_confirmation', '', M.confirmRequired],
    ['phoneNumber', 'phone_number', '', M.phoneRequired],
    ['phoneNumber', 'phone_number', '98x76-54321', M.phoneInvalid],
  ])('%s = %j answers "%s" under %s', (field, key, value, message) => {
    expect(errorsOf(ZCreatorStep1Request.safeParse({ ...step1, [field]: value }), key)).toEqual([message]);
  });

  it('refuses 7 password characters and accepts 8', () => {
    const short = ZCreatorStep1Request.safeParse({ ...step1, password: 'Abcde1!', confirmPassword: 'Abcde1!' });
    expect(firstError(short, 'password')).toBe(M.passwordTooShort);
    expect(ZCreatorStep1Request.safeParse({ ...step1, password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success).toBe(true);
  });

  it('reports a mismatch on the confirmation, also when other fields fail', () => {
    const res = ZCreatorStep1Request.safeParse({ ...step1, firstName: '', confirmPassword: 'Abcdefg2' });
    expect(firstError(res, 'password_confirmation')).toBe(M.passwordsDiffer);
    expect(firstError(res, 'first_name')).toBe(M.firstNameRequired);
  });

  it('phone: 4 characters refused, 5 accepted, 20 accepted, 21 refused', () => {
    const phone = (phoneNumber: string) => ZCreatorStep1Request.safeParse({ ...step1, phoneNumber });
    expect(firstError(phone('1234'), 'phone_number')).toBe(M.phoneInvalid);
    expect(phone('12345').success).toBe(true);
    expect(phone('+1 (555) 123-4567 89').success).toBe(true);
    expect('+1 (555) 123-4567 89'.length).toBe(20);
    expect(firstError(phone('+1 (555) 123-4567 890'), 'phone_number')).toBe(M.phoneTooLong);
  });

  it('takes a phone number sent as a JSON number, and defaults the dial code to +91', () => {
    const { countryCode: _omit, ...rest } = step1;
    const out = ZCreatorStep1Request.parse({ ...rest, phoneNumber: 9876543210 });
    expect(out).toMatchObject({ phone_number: '9876543210', country_code: '+91' });
    expect(firstError(ZCreatorStep1Request.safeParse({ ...step1, countryCode: '91; drop' }), 'country_code')).toBe(M.countryCodeInvalid);
  });

  it('accepts the snake_case payload too, and the snake_case key wins when both are sent', () => {
    const out = ZCreatorStep1Request.parse({ ...step1, first_name: 'Ashwini', password_confirmation: 'Abcdefg1', confirmPassword: 'x' });
    expect(out.first_name).toBe('Ashwini');
  });

  it('answers missing fields with the spec messages, not type errors', () => {
    const res = ZCreatorStep1Request.safeParse({});
    expect(firstError(res, 'first_name')).toBe(M.firstNameRequired);
    expect(firstError(res, 'email')).toBe(M.emailRequired);
    expect(firstError(res, 'password')).toBe(M.passwordRequired);
    expect(firstError(res, 'phone_number')).toBe(M.phoneRequired);
  });

  it('once a password is on file, step 1 may be saved again without one', () => {
    const { password: _p, confirmPassword: _c, ...noPassword } = step1;
    expect(ZCreatorStep1UpdateRequest.safeParse(noPassword).success).toBe(true);
    expect(firstError(ZCreatorStep1UpdateRequest.safeParse({ ...noPassword, password: 'short' }), 'password')).toBe(M.passwordTooShort);
    expect(firstError(ZCreatorStep1UpdateRequest.safeParse({ ...noPassword, password: 'Abcdefg1' }), 'password_confirmation')).toBe(
      M.confirmRequired,
    );
  });
});

describe('step 2 (spec 2 §5.2)', () => {
  const username = (value: unknown) => ZCreatorStep2Request.safeParse({ ...step2, username: value });

  it.each([
    ['', [M.usernameRequired]],
    [undefined, [M.usernameRequired]],
    ['ab', [M.usernameTooShort]],
    ['asha cooks', [M.usernameChars]],
    ['asha#1', [M.usernameChars]],
    ['1asha', [M.usernameStart]],
    ['_asha', [M.usernameStart]],
    ['12345', [M.usernameStart, M.usernameLetter]],
    ['a'.repeat(31), [M.usernameTooLong]],
  ])('username %j answers %j', (value, messages) => {
    expect(errorsOf(username(value), 'username')).toEqual(messages);
  });

  it('username: 2 characters refused, 3 accepted, 30 accepted; a typed @ is dropped', () => {
    expect(firstError(username('ab'), 'username')).toBe(M.usernameTooShort);
    expect(username('abc').success).toBe(true);
    expect(username('a'.repeat(30)).success).toBe(true);
    expect(ZCreatorStep2Request.parse({ ...step2, username: '@Asha-1.x_y' }).username).toBe('Asha-1.x_y');
  });

  it('bio counts letters without whitespace: 49 refused with the count, 50 accepted', () => {
    const spaced = (n: number) => Array.from({ length: n }, (_, i) => (i % 5 === 4 ? 'a \n\t ' : 'a')).join('');
    expect(firstError(ZCreatorStep2Request.safeParse({ ...step2, bio: spaced(49) }), 'bio')).toBe(
      'Bio must be at least 50 letters (currently 49)',
    );
    expect(ZCreatorStep2Request.safeParse({ ...step2, bio: spaced(50) }).success).toBe(true);
    expect(errorsOf(ZCreatorStep2Request.safeParse({ ...step2, bio: '   ' }), 'bio')).toEqual([M.bioRequired]);
    expect(firstError(ZCreatorStep2Request.safeParse({ ...step2, bio: 'a'.repeat(1001) }), 'bio')).toBe(M.bioTooLong);
    expect(ZCreatorStep2Request.safeParse({ ...step2, bio: 'a'.repeat(1000) }).success).toBe(true);
  });

  it.each([
    ['gender', 'gender', '', M.genderRequired],
    ['gender', 'gender', 'robot', M.genderRequired],
    ['language', 'language', '', M.languageRequired],
    ['language', 'language', 'Klingon', M.languageRequired],
    ['dateOfBirth', 'date_of_birth', '', M.dateOfBirthRequired],
    ['dateOfBirth', 'date_of_birth', '12/04/1995', M.dateOfBirthRequired],
    ['dateOfBirth', 'date_of_birth', '1995-02-30', M.dateOfBirthRequired],
    ['dateOfBirth', 'date_of_birth', '1899-12-31', M.dateOfBirthRequired],
    ['dateOfBirth', 'date_of_birth', `${new Date().getUTCFullYear() + 1}-01-01`, M.dateOfBirthFuture],
  ])('%s = %j answers "%s"', (field, key, value, message) => {
    expect(errorsOf(ZCreatorStep2Request.safeParse({ ...step2, [field]: value }), key)).toEqual([message]);
  });

  it('refuses a date of birth of today as under 18, in the browser form and on the server', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(errorsOf(ZCreatorStep2Request.safeParse({ ...step2, dateOfBirth: today }), 'date_of_birth')).toEqual([M.dateOfBirthUnderAge]);
    expect(errorsOf(ZCreatorProfileForm.safeParse({ ...step2, dateOfBirth: today }), 'dateOfBirth')).toEqual([M.dateOfBirthUnderAge]);
  });

  describe('minimum age 18 (spec 1 §9), counted in India', () => {
    afterEach(() => vi.useRealTimers());
    // 27 Nov 2026 00:10 in India is still 26 Nov in UTC (18:40): India's date decides.
    const justAfterMidnightInIndia = new Date('2026-11-26T18:40:00Z');
    const dobOk = (dateOfBirth: string) => ZCreatorStep2Request.safeParse({ ...step2, dateOfBirth });

    it('accepts the exact 18th birthday and the day before it, refuses the day after', () => {
      vi.useFakeTimers({ now: justAfterMidnightInIndia });
      expect(dobOk('2008-11-27').success).toBe(true);
      expect(dobOk('2008-11-26').success).toBe(true);
      expect(errorsOf(dobOk('2008-11-28'), 'date_of_birth')).toEqual([M.dateOfBirthUnderAge]);
    });

    it('refuses a creator born in 2014', () => {
      vi.useFakeTimers({ now: justAfterMidnightInIndia });
      expect(errorsOf(dobOk('2014-06-01'), 'date_of_birth')).toEqual([M.dateOfBirthUnderAge]);
    });

    it('goes by the date in India, not in UTC, at midnight', () => {
      vi.useFakeTimers({ now: new Date('2026-11-26T18:29:00Z') }); // 23:59 on 26 Nov in India
      expect(errorsOf(dobOk('2008-11-27'), 'date_of_birth')).toEqual([M.dateOfBirthUnderAge]);
      vi.setSystemTime(new Date('2026-11-26T18:30:00Z')); // 00:00 on 27 Nov in India
      expect(dobOk('2008-11-27').success).toBe(true);
    });
  });
});

describe('step 3 (spec 2 §5.3)', () => {
  it('normalises a handle into the stored link and keeps only filled platforms', () => {
    const out = ZCreatorStep3Request.parse({ ...step3, twitter: '', twitterFollowers: '1k-10k', youtube: ' ' });
    expect(out).toEqual({ instagram: 'https://instagram.com/asha.cooks', instagram_followers: '10k-50k' });
    expect(socialAccountsOf(out)).toEqual([{ platform: 'instagram', url: 'https://instagram.com/asha.cooks', audienceRange: '10k-50k' }]);
  });

  it('needs at least one link with a range', () => {
    expect(errorsOf(ZCreatorStep3Request.safeParse({}), 'social_media')).toEqual([M.socialRequired]);
    expect(errorsOf(ZCreatorStep3Request.safeParse({ instagramFollowers: '1k-10k' }), 'social_media')).toEqual([M.socialRequired]);
    expect(errorsOf(ZCreatorSocialForm.safeParse({ instagram: '' }), 'socialMedia')).toEqual([M.socialRequired]);
  });

  it('an Amazon storefront alone is not enough: it has no range', () => {
    const res = ZCreatorStep3Request.safeParse({ amazon_storefront: 'amazon.in/shop/asha' });
    expect(errorsOf(res, 'social_media')).toEqual([M.socialRequired]);
    const withOther = ZCreatorStep3Request.parse({ ...step3, amazon_storefront: 'amazon.in/shop/asha' });
    expect(socialAccountsOf(withOther)).toContainEqual({
      platform: 'amazon_storefront',
      url: 'https://amazon.in/shop/asha',
      audienceRange: null,
    });
  });

  it('asks for the range of a valid link, under the range field', () => {
    const res = ZCreatorStep3Request.safeParse({ youtube: 'youtube.com/@asha' });
    expect(errorsOf(res, 'youtube_subscribers')).toEqual(['Please select your YouTube followers range']);
    expect(errorsOf(res, 'social_media')).toEqual([]);
    const client = ZCreatorSocialForm.safeParse({ linkedin: 'linkedin.com/in/asha', linkedinConnections: '' });
    expect(errorsOf(client, 'linkedinConnections')).toEqual(['Please select your LinkedIn followers range']);
  });

  it('refuses a range that is not in the platform list', () => {
    const res = ZCreatorStep3Request.safeParse({ linkedin: 'linkedin.com/in/asha', linkedinConnections: '10k-50k' });
    expect(errorsOf(res, 'linkedin_connections')).toEqual(['Please select your LinkedIn followers range']);
  });

  it('reports an invalid link with its label and example', () => {
    const res = ZCreatorStep3Request.safeParse({ ...step3, twitter: 'twitter.com/bad-name', twitterFollowers: '0-1k' });
    expect(errorsOf(res, 'twitter')).toEqual(['Please enter a valid Twitter (X) URL. Example: https://twitter.com/username']);
    const web = ZCreatorStep3Request.safeParse({ website: 'not a site', websiteVisitors: '0-1k' });
    expect(errorsOf(web, 'website')).toEqual(['Please enter a valid Website URL. Example: https://yourwebsite.com']);
  });

  it('refuses a link longer than 2048 characters and a non-text value', () => {
    const long = ZCreatorStep3Request.safeParse({ ...step3, website: `https://a.com/${'x'.repeat(2048)}`, websiteVisitors: '0-1k' });
    expect(firstError(long, 'website')).toBe(M.socialLinkInvalid('Website', 'https://yourwebsite.com'));
    expect(ZCreatorStep3Request.safeParse({ ...step3, facebook: { url: 'x' } }).success).toBe(false);
  });
});

describe('step 4 (spec 2 §5.4)', () => {
  it.each([
    ['address1', 'address1', '', M.address1Required],
    ['country', 'country', '', M.countryRequired],
    ['country', 'country', 'India', M.countryRequired],
    ['state', 'state', '', M.stateRequired],
    ['city', 'city', '', M.cityRequired],
    ['postalCode', 'postal_code', '', M.postalCodeRequired],
    ['postalCode', 'postal_code', '400<01', M.postalCodeInvalid],
    ['timezone', 'timezone', '', M.timezoneRequired],
    ['timezone', 'timezone', 'Mars/Olympus', M.timezoneRequired],
  ])('%s = %j answers "%s"', (field, key, value, message) => {
    expect(errorsOf(ZCreatorStep4Request.safeParse({ ...step4, [field]: value }), key)).toEqual([message]);
  });

  it('address2 is optional', () => {
    expect(ZCreatorStep4Request.parse({ ...step4, address2: '' }).address2).toBeUndefined();
    expect(ZCreatorStep4Request.parse({ ...step4, address2: 'Flat 4' }).address2).toBe('Flat 4');
  });

  it.each([
    ['US', '12345-6789', '12345-67890', 10],
    ['GB', 'SW1A 1AA 123', 'SW1A 1AA 1234', 12],
    ['DE', '123456789012', '1234567890123', 12],
  ])('postal code cap for %s: %s accepted, %s refused', (country, ok, tooLong, max) => {
    expect(ZCreatorStep4Request.safeParse({ ...step4, country, postalCode: ok }).success).toBe(true);
    const res = ZCreatorStep4Request.safeParse({ ...step4, country, postalCode: tooLong });
    expect(errorsOf(res, 'postal_code')).toEqual([M.postalCodeTooLong(max)]);
    expect(errorsOf(ZCreatorAddressForm.safeParse({ ...step4, country, postalCode: tooLong }), 'postalCode')).toEqual([
      M.postalCodeTooLong(max),
    ]);
  });

  it.each([
    ['4110', 'four digits'],
    ['41100', 'five digits'],
    ['4110011', 'seven digits'],
    ['011001', 'a leading 0'],
    ['41100A', 'a letter'],
  ])('India: PIN code %s (%s) is refused, in the browser form and on the server', (postalCode) => {
    expect(errorsOf(ZCreatorStep4Request.safeParse({ ...step4, country: 'IN', postalCode }), 'postal_code')).toEqual([M.postalCodeIndia]);
    expect(errorsOf(ZCreatorAddressForm.safeParse({ ...step4, country: 'IN', postalCode }), 'postalCode')).toEqual([M.postalCodeIndia]);
  });

  it('India: a 6-digit PIN code not starting with 0 is accepted; other countries keep the cap alone', () => {
    expect(ZCreatorStep4Request.safeParse({ ...step4, country: 'IN', postalCode: '411001' }).success).toBe(true);
    expect(ZCreatorAddressForm.safeParse({ ...step4, country: 'in', postalCode: ' 110001 ' }).success).toBe(true);
    expect(ZCreatorStep4Request.safeParse({ ...step4, country: 'DE', postalCode: '0110' }).success).toBe(true);
  });

  it('upper-cases the country code', () => {
    expect(ZCreatorStep4Request.parse({ ...step4, country: 'in' }).country).toBe('IN');
  });
});

describe('step 5 (spec 2 §5.5)', () => {
  it.each([
    ['selectedCategories', 'selected_categories', [], M.categoriesRequired],
    ['selectedCategories', 'selected_categories', [''], M.categoriesRequired],
    ['selectedCategories', 'selected_categories', ['knitting'], M.categoriesRequired],
    ['contentType', 'content_type', 'podcast', M.contentTypeRequired],
    ['audienceSize', 'audience_size', '', M.audienceSizeRequired],
    ['audienceSize', 'audience_size', 'huge', M.audienceSizeRequired],
    ['termsAccepted', 'terms_accepted', '0', M.termsRequired],
    ['termsAccepted', 'terms_accepted', undefined, M.termsRequired],
  ])('%s = %j answers "%s"', (field, key, value, message) => {
    expect(errorsOf(ZCreatorStep5Request.safeParse({ ...step5, [field]: value }), key)).toEqual([message]);
  });

  it('takes one category as a plain multipart value, drops duplicates, and stores a missing content type as other', () => {
    const { contentType: _omit, ...rest } = step5;
    const out = ZCreatorStep5Request.parse({ ...rest, selectedCategories: 'travel' });
    expect(out).toMatchObject({ selected_categories: ['travel'], content_type: 'other', terms_accepted: true });
    expect(ZCreatorStep5Request.parse({ ...step5, selectedCategories: ['food', 'food', 'art', ''] }).selected_categories).toEqual([
      'food',
      'art',
    ]);
  });

  it('the browser form offers the three cards only', () => {
    const form = { ...step5, termsAccepted: true };
    expect(ZCreatorPreferencesForm.safeParse(form).success).toBe(true);
    expect(firstError(ZCreatorPreferencesForm.safeParse({ ...form, contentType: 'other' }), 'contentType')).toBe(M.contentTypeRequired);
  });
});

describe('browser forms use the same rules under the spec names', () => {
  it('accept a complete wizard', () => {
    expect(ZCreatorAccountForm.safeParse(step1).success).toBe(true);
    expect(ZCreatorProfileForm.safeParse(step2).success).toBe(true);
    expect(ZCreatorSocialForm.safeParse(step3).success).toBe(true);
    expect(ZCreatorAddressForm.safeParse(step4).success).toBe(true);
  });

  it('answer under the browser names', () => {
    expect(firstError(ZCreatorAccountForm.safeParse({ ...step1, confirmPassword: 'nope' }), 'confirmPassword')).toBe(M.passwordsDiffer);
    expect(firstError(ZCreatorProfileForm.safeParse({ ...step2, username: 'ab' }), 'username')).toBe(M.usernameTooShort);
  });

  it('map every server error key back to a browser field', () => {
    const keys = ['first_name', 'phone_number', 'password_confirmation', 'date_of_birth', 'postal_code', 'selected_categories'];
    expect(keys.map((k) => CREATOR_SERVER_TO_CLIENT_FIELD[k])).toEqual([
      'firstName',
      'phoneNumber',
      'confirmPassword',
      'dateOfBirth',
      'postalCode',
      'selectedCategories',
    ]);
    expect(CREATOR_SERVER_TO_CLIENT_FIELD.instagram_followers).toBe('instagramFollowers');
    expect(CREATOR_SERVER_TO_CLIENT_FIELD.social_media).toBe('socialMedia');
    expect(CREATOR_SERVER_TO_CLIENT_FIELD.amazon_storefront).toBe('amazon_storefront');
    expect(CREATOR_SERVER_TO_CLIENT_FIELD.email).toBe('email');
  });

  it('check a photo before upload', () => {
    expect(checkProfilePhoto({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkProfilePhoto({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('File size should not exceed 2MB');
    expect(checkProfilePhoto({ type: 'image/webp', size: 10 })).toBe('Please select a valid image file (JPEG, PNG, or GIF)');
  });
});
