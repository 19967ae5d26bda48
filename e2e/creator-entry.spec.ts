import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  CREATOR_PASSWORD,
  codeFromMailbox,
  field,
  fillAccountStep,
  fillAddressStep,
  fillPreferencesStep,
  fillProfileStep,
  fillSocialStep,
  makePng,
  newCreator,
  registerCreatorThroughApi,
  stepHeading,
} from './support/creator-wizard';
import { DEMO_CREATOR } from './support/demo-accounts';
import { saveScreenshot } from './support/pages';

/** A full-page screenshot from the top, so the sticky site header sits where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await saveScreenshot(page, name);
}

const marker = (page: Page, step: number, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Step\\s*${step}\\s*:\\s*${name}\\s*\\(`) });

/** Types the code into the shared verification page; six digits submit on their own. */
async function verifyEmail(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await expect(page.getByText('Email Verified!')).toBeVisible();
}

test.describe('creator registration', () => {
  test('registers in five steps with a photo, verifies the code from the mailbox and lands on the dashboard', async ({ page, request }) => {
    const creator = newCreator();
    await page.goto('/creator-register');
    await expect(marker(page, 1, 'Account')).toHaveAttribute('aria-current', 'step');
    await expect(marker(page, 2, 'Profile Information')).toBeDisabled();
    await expect(field(page, 'Preferred language')).toHaveCount(0);
    await expect(page.getByLabel('Country dialling code')).toHaveValue('+91');
    await expect(field(page, 'Mobile number')).toHaveAttribute('maxlength', '10');
    await shot(page, 'creator-register-step-1-empty');

    // Step 1: the spec's messages come from the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Please create a password')).toBeVisible();
    await expect(field(page, 'First name')).toBeFocused();
    await field(page, 'First name').fill('A');
    await expect(page.getByText('Please enter your first name')).toHaveCount(0);
    await fillAccountStep(page, creator);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong, 100 out of 100');
    await shot(page, 'creator-register-step-1');
    await page.getByRole('button', { name: 'Continue to Profile' }).click();

    // Step 2
    await expect(stepHeading(page, 'Profile information')).toBeVisible();
    await expect(marker(page, 1, 'Account')).toHaveAccessibleName(/completed/);
    await expect(page.getByText('AR', { exact: true })).toBeVisible();
    await expect(page.getByText('This will be your unique identifier on our platform')).toBeVisible();
    await expect(field(page, 'Preferred language')).toHaveValue('English');
    await field(page, 'Bio').fill('Too short a bio');
    await expect(page.getByTestId('bio-counter')).toHaveText('12 letters (minimum 50)');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Bio must be at least 50 letters (currently 12)')).toBeVisible();
    await fillProfileStep(page, creator, { photo: true });
    await shot(page, 'creator-register-step-2');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 3: a bare handle is accepted; a row with a link needs its range.
    await expect(stepHeading(page, 'Social media links')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please provide at least one social media link' })).toBeVisible();
    await field(page, 'Twitch').fill('twitch.tv/asha');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Please select your Twitch followers range')).toBeVisible();
    await field(page, 'Twitch').fill('');
    await fillSocialStep(page);
    await shot(page, 'creator-register-step-3');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 4: the full name is read-only; the state waits for a country; the country sets the dial code.
    await expect(stepHeading(page, 'Address information')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('Asha Rao');
    await expect(field(page, 'State / province')).toBeDisabled();
    await fillAddressStep(page);
    await expect(field(page, 'ZIP / postal code')).toHaveAttribute('maxlength', '6');
    await shot(page, 'creator-register-step-4');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 5
    await expect(stepHeading(page, 'Your preferences')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Video/ })).toBeChecked();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByText('Please select at least one content category')).toBeVisible();
    await expect(page.getByText('You must accept the Terms of Service and Privacy Policy to continue')).toBeVisible();
    await fillPreferencesStep(page);
    await shot(page, 'creator-register-step-5');
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    // Verification: the address and the new account's id travel in the query; verification_email is stored.
    await expect(page).toHaveURL(/\/creator\/verify-otp\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe(creator.email);
    expect(url.searchParams.get('user_id')).toBeTruthy();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.verification_email).toBe(creator.email);
    expect(stored.creatorRegistrationForm).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(CREATOR_PASSWORD);
    expect(JSON.parse(stored.temp_registration_data ?? '{}')).toMatchObject({
      email: creator.email,
      firstName: 'Asha',
      contentType: 'video',
    });

    const code = await codeFromMailbox(request, creator.email);
    await verifyEmail(page, code);
    await expect(page).toHaveURL(/\/creator\/dashboard/);
    await expect(page.getByTestId('welcome-name')).toHaveText('Welcome, Asha');
    await expect(page.getByTestId('creator-name')).toHaveText('Asha Rao');
    await expect(page.getByText(`@${creator.username}`)).toBeVisible();
    // The photo from step 2, served to its owner by the files route.
    const avatar = page.getByRole('img', { name: 'Asha Rao' });
    await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
    // The photo loads after its src is set: wait for it rather than read it mid-load.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await shot(page, 'creator-dashboard');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/creator\?logged_out=1/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a reload at step 4 resumes there without keeping the password', async ({ page }) => {
    const creator = newCreator();
    await page.goto('/creator-register');
    await fillAccountStep(page, creator);
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    await fillProfileStep(page, creator);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillSocialStep(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, 'Address information')).toBeVisible();
    await field(page, 'Address line 1').fill('12 MG Road');

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.creatorRegistrationStep).toBe('4');
    expect(stored.creatorRegistrationTotalSteps).toBe('5');
    expect(JSON.stringify(stored)).not.toContain(CREATOR_PASSWORD);

    await page.reload();
    await expect(stepHeading(page, 'Address information')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('Asha Rao');
    await expect(field(page, 'Address line 1')).toHaveValue('12 MG Road');
    await expect(marker(page, 3, 'Social Media')).toHaveAccessibleName(/completed/);

    // Step 1 comes back without the password; left blank, the saved one stays.
    await marker(page, 1, 'Account').click();
    await expect(field(page, 'Email')).toHaveValue(creator.email);
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(page.getByText('Leave both password fields blank to keep the password you already chose.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    await expect(stepHeading(page, 'Profile information')).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue(creator.username);

    // Step 1 again kept everything after it: step 3 still holds its links.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, 'Social media links')).toBeVisible();
    await expect(field(page, 'Instagram')).toHaveValue('@asha.cooks');

    // Back to step 2 resets the later steps (spec 2 §4.1): step 3 starts empty and steps 4 and 5 are locked again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stepHeading(page, 'Profile information')).toBeVisible();
    await expect(marker(page, 4, 'Address')).toBeDisabled();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(field(page, 'Instagram')).toHaveValue('');
  });

  test.describe('with the browser in Chicago', () => {
    test.use({ timezoneId: 'America/Chicago' });

    test("a country with one zone preselects it, and a country with several suggests the browser's", async ({ page }) => {
      await page.goto('/creator-register');
      await fillAccountStep(page, newCreator());
      await page.getByRole('button', { name: 'Continue to Profile' }).click();
      await fillProfileStep(page, newCreator());
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await fillSocialStep(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(stepHeading(page, 'Address information')).toBeVisible();
      await expect(field(page, 'Country')).toBeEnabled();
      await expect(field(page, 'Timezone')).toHaveValue('');

      await field(page, 'Country').selectOption('IN');
      await expect(field(page, 'Timezone')).toHaveValue('Asia/Kolkata');
      await field(page, 'Country').selectOption('US');
      await expect(field(page, 'Timezone')).toHaveValue('America/Chicago');
      // A choice that fits the country stays when the country is chosen again.
      await field(page, 'Timezone').selectOption('America/Denver');
      await field(page, 'Country').selectOption('US');
      await expect(field(page, 'Timezone')).toHaveValue('America/Denver');

      await field(page, 'Country').selectOption('IN');
      await field(page, 'Address line 1').fill('12 MG Road');
      await field(page, 'State / province').fill('Maharashtra');
      await field(page, 'City').fill('Mumbai');
      await field(page, 'ZIP / postal code').fill('400001');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(stepHeading(page, 'Your preferences')).toBeVisible();
      await expect(page.getByText('Please select your timezone')).toHaveCount(0);
    });
  });

  test('a taken e-mail and a taken username are shown on their fields', async ({ page, request }) => {
    const existing = newCreator();
    await registerCreatorThroughApi(request, existing);

    const creator = newCreator({ email: DEMO_CREATOR.email });
    await page.goto('/creator-register');
    await fillAccountStep(page, creator);
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    const emailError = page.getByText('This email is already registered. Please use a different email or log in.');
    await expect(emailError).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeFocused();
    await shot(page, 'creator-register-email-taken');
    await field(page, 'Email').fill(newCreator().email);
    await expect(emailError).toHaveCount(0);
    await field(page, 'Password').fill(CREATOR_PASSWORD);
    await field(page, 'Confirm password').fill(CREATOR_PASSWORD);
    await page.getByRole('button', { name: 'Continue to Profile' }).click();

    await fillProfileStep(page, { ...creator, username: existing.username.toUpperCase() });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('This username is already taken. Please choose another one.')).toBeVisible();
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(stepHeading(page, 'Profile information')).toBeVisible();

    // The photo is checked before it is sent: type and the 2 MB limit (+1 byte refused).
    const photoInput = page.locator('input[type=file][name=profile_photo]');
    await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, or GIF)')).toBeVisible();
    const big = Buffer.concat([makePng(), Buffer.alloc(2 * 1024 * 1024 + 1 - makePng().length)]);
    await photoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('File size should not exceed 2MB')).toBeVisible();
    await expect(page.getByText('AR', { exact: true })).toBeVisible();
    await shot(page, 'creator-register-username-taken');
  });
});

/** Presses Tab until the target has the focus: proves it is reachable without a mouse. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target}`);
}
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test.describe('creator registration with the keyboard only', () => {
  test('five steps, from the first Tab to the verification page', async ({ page }) => {
    const creator = newCreator();
    await page.goto('/creator-register');
    await typeInto(page, field(page, 'First name'), creator.firstName);
    await typeInto(page, field(page, 'Last name'), creator.lastName);
    await typeInto(page, field(page, 'Mobile number'), '9876543210');
    await typeInto(page, field(page, 'Email'), creator.email);
    await typeInto(page, field(page, 'Password'), CREATOR_PASSWORD);
    await typeInto(page, field(page, 'Confirm password'), CREATOR_PASSWORD);
    await page.keyboard.press('Enter');

    // The new step's heading takes the focus, so Tab carries on from the top of the step.
    await expect(stepHeading(page, 'Profile information')).toBeFocused();
    await typeInto(page, field(page, 'Username'), creator.username);
    await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await typeInto(page, field(page, 'Date of birth'), '04121995');
    await typeInto(page, field(page, 'Bio'), 'I cook regional Indian food and film it in my tiny Mumbai kitchen every week.');
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Social media links')).toBeFocused();
    await typeInto(page, field(page, 'Instagram'), '@asha.cooks');
    await tabTo(page, page.getByLabel(/^Instagram Followers/));
    await page.keyboard.type('10K');
    await expect(page.getByLabel(/^Instagram Followers/)).toHaveValue('10k-50k');
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Address information')).toBeFocused();
    await typeInto(page, field(page, 'Address line 1'), '12 MG Road');
    await expect(field(page, 'Country')).toBeEnabled();
    await tabTo(page, field(page, 'Country'));
    await page.keyboard.type('India');
    await expect(field(page, 'Country')).toHaveValue('IN');
    await typeInto(page, field(page, 'State / province'), 'Maharashtra');
    await typeInto(page, field(page, 'City'), 'Mumbai');
    await typeInto(page, field(page, 'ZIP / postal code'), '4000011234');
    await expect(field(page, 'ZIP / postal code')).toHaveValue('400001');
    await tabTo(page, field(page, 'Timezone'));
    await page.keyboard.type('India');
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Your preferences')).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: 'Food & Cooking' }));
    await page.keyboard.press('Space');
    await tabTo(page, field(page, 'Audience size'));
    await page.keyboard.type('Small');
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creator\/verify-otp\?/);
  });
});

test.describe('creator registration on a phone', () => {
  test('a 390 px phone walks the five steps to the dashboard @mobile', async ({ page, request }) => {
    const creator = newCreator();
    await page.goto('/creator-register');
    await expect(page.getByText('Step 1 of 5:')).toBeVisible();
    await shot(page, 'creator-register-step-1-empty');
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await shot(page, 'creator-register-step-1-errors');
    await fillAccountStep(page, creator);
    await shot(page, 'creator-register-step-1');
    await page.getByRole('button', { name: 'Continue to Profile' }).click();
    await expect(stepHeading(page, 'Profile information')).toBeVisible();
    await fillProfileStep(page, creator, { photo: true });
    await shot(page, 'creator-register-step-2');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, 'Social media links')).toBeVisible();
    await fillSocialStep(page);
    await shot(page, 'creator-register-step-3');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, 'Address information')).toBeVisible();
    await fillAddressStep(page);
    await shot(page, 'creator-register-step-4');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, 'Your preferences')).toBeVisible();
    await fillPreferencesStep(page);
    await shot(page, 'creator-register-step-5');
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(/\/creator\/verify-otp\?/);
    await verifyEmail(page, await codeFromMailbox(request, creator.email));
    await expect(page.getByTestId('creator-name')).toHaveText('Asha Rao');
    await expect(page.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', /^\/api\/files\//);
    await shot(page, 'creator-dashboard');
  });
});
