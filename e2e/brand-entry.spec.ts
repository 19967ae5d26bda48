import { expectNoSeriousAxeFindings } from './support/accessibility';
import { expect, type Page, test } from '@playwright/test';
import {
  codeFromMailbox,
  newBrand,
  type NewBrand,
  registerBrandThroughApi,
  screenshotFromTop,
  typeCode,
  uniqueEmail,
  wrongCodeFor,
} from './support/brand-entry';
import { DEMO_BRAND, DEMO_CREATOR } from './support/demo-accounts';
import { watchForText } from './support/pages';

const main = (page: Page) => page.getByRole('main');
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function fillContactStep(page: Page, brand: NewBrand) {
  await page.getByLabel(/^Full name/).fill(brand.contactName);
  await page.getByLabel(/^Business email/).fill(brand.email);
  await page.getByLabel(/^Business phone/).fill(brand.phone);
  await page.getByLabel(/^Password\*?$/).fill(brand.password);
  await page.getByLabel(/^Confirm password/).fill(brand.password);
}

async function fillCompanyStep(page: Page, brand: NewBrand) {
  await page.getByLabel(/^Company name/).fill(brand.company);
  await page.getByLabel(/^Company website/).fill(brand.website);
  await page.getByLabel(/^Industry/).selectOption('food');
  await page.getByLabel(/^Your job title/).fill(brand.jobTitle);
  await page.getByLabel(/^Company size/).selectOption('11-50');
}

const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name });

test.describe('brand registration, verification and sign-in', () => {
  test('landing → register in 3 steps → code from the mailbox → verified and signed in → sign out → sign in again for 30 days', async ({
    page,
    request,
  }) => {
    const brand = newBrand('journey');
    await page.goto('/brand');
    await main(page).locator('a[href="/brand-register"]').first().click();
    await expect(page).toHaveURL(/\/brand-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your brand account' })).toBeVisible();

    // Step 1: the browser checks first, nothing is sent.
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toBeFocused();
    await expect(page.getByText('Please create a password')).toBeVisible();
    await fillContactStep(page, brand);
    await expect(page.getByText('Please enter your full name')).toHaveCount(0);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong, 100 out of 100');
    await screenshotFromTop(page, 'brand-register-step1');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    // Step 2.
    await expect(stepHeading(page, 'Your company')).toBeVisible();
    await expect(page.getByRole('button', { name: /Step\s*1\b.*Contact.*completed/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Step\s*3\b.*Campaign/ })).toBeDisabled();
    await fillCompanyStep(page, brand);
    await screenshotFromTop(page, 'brand-register-step2');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    // Step 3.
    await expect(stepHeading(page, 'Your first campaign')).toBeVisible();
    await main(page).getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByText('Please select at least one campaign objective.')).toBeVisible();
    await expect(page.getByText('Please select your estimated budget.')).toBeVisible();
    await expect(page.getByText('You must agree to the terms to continue.')).toBeVisible();
    await page.getByLabel('Brand awareness').check();
    await page.getByLabel('Other', { exact: true }).check();
    await page.getByLabel('Other objective').fill('Launch in two new cities');
    await page.getByLabel('$5,000 – $10,000').check();
    await page.getByLabel(/I agree to the/).check();
    await screenshotFromTop(page, 'brand-register-step3');
    await main(page).getByRole('button', { name: 'Complete Registration' }).click();

    // Success dialog on the verification page.
    await expect(page).toHaveURL(/\/brand\/verify-otp\?email=/);
    const dialog = page.getByRole('dialog', { name: 'Registration successful!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('registered-email')).toHaveText(brand.email);
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    expect(await page.evaluate(() => localStorage.getItem('verification_email'))).toBe(brand.email);
    expect(await page.evaluate(() => localStorage.getItem('brandRegistrationForm'))).toBeNull();
    await screenshotFromTop(page, 'brand-register-success-dialog');
    await dialog.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(dialog).toHaveCount(0);

    // A wrong code first, then the real one from the dev mailbox.
    const code = await codeFromMailbox(request, brand.email, { subject: /verification/i });
    await typeCode(page, wrongCodeFor(code));
    // The server's remaining_attempts in words (issue 15): five tries, one used.
    await expect(main(page).getByText('Invalid OTP. Please try again. 4 attempts left.')).toBeVisible();
    await expect(page.locator('input[name="otp-1"]')).toHaveValue('');
    await screenshotFromTop(page, 'brand-verify-otp');
    await typeCode(page, code);
    await expect(page.getByRole('alertdialog', { name: 'Email Verified!' })).toBeVisible();
    await expect(page).toHaveURL(/\/brand\/dashboard$/, { timeout: 5_000 });
    // The first dashboard of a new account says "Welcome"; later ones "Welcome back".
    await expect(main(page).getByRole('heading', { level: 2, name: /^Welcome(, |$)/ })).toBeVisible();
    await screenshotFromTop(page, 'brand-dashboard');

    // Sign out from the account menu, then in again with "Keep me signed in".
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(brand.email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/brand\?logged_out=1&t=\d+$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    await page.goto('/brand-login');
    await page.getByLabel(/^Business email/).fill(brand.email);
    await page.getByLabel(/^Password\*?$/).fill(brand.password);
    await page.getByLabel('Keep me signed in').check();
    // The toast goes once the redirect has happened (issue 25): watched from before the click, so a fast redirect
    // cannot take it away unseen.
    const toastShown = await watchForText(page, 'Login successful! Redirecting...');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastShown();
    await expect(page).toHaveURL(/\/brand\/dashboard$/);
    await expect(main(page).getByRole('heading', { level: 2, name: /^Welcome back(, |$)/ })).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'amplio_session');
    expect(session?.httpOnly).toBe(true);
    const lifetime = (session?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(THIRTY_DAYS_S - 3600);
    expect(lifetime).toBeLessThan(THIRTY_DAYS_S + 3600);
  });

  test('an e-mail that already has an account gets the server message on the e-mail field', async ({ page }) => {
    await page.goto('/brand-register');
    await fillContactStep(page, { ...newBrand(), email: DEMO_BRAND.email });
    await main(page).getByRole('button', { name: 'Continue' }).click();
    const emailField = page.getByLabel(/^Business email/);
    await expect(emailField).toHaveAccessibleDescription(
      'An account with this email already exists. Sign in instead, or use a different email.',
    );
    await expect(emailField).toBeFocused();
    await expect(stepHeading(page, 'Your contact details')).toBeVisible();
    // Editing the field clears its error.
    await emailField.fill(uniqueEmail('fixed'));
    await expect(page.getByText('An account with this email already exists.', { exact: false })).toHaveCount(0);
  });

  test('a reload in the middle of step 2 restores the draft and the step, never the passwords', async ({ page }) => {
    const brand = newBrand('reload');
    await page.goto('/brand-register');
    await fillContactStep(page, brand);
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Your company')).toBeVisible();
    await page.getByLabel(/^Company name/).fill(brand.company);
    await page.getByLabel(/^Industry/).selectOption('travel');

    await page.reload();
    await expect(stepHeading(page, 'Your company')).toBeVisible();
    await expect(page.getByLabel(/^Company name/)).toHaveValue(brand.company);
    await expect(page.getByLabel(/^Industry/)).toHaveValue('travel');
    const stored = await page.evaluate(() => ({
      form: localStorage.getItem('brandRegistrationForm') ?? '',
      step: localStorage.getItem('brandRegistrationStep'),
    }));
    expect(stored.step).toBe('2');
    expect(stored.form).toContain(brand.email);
    expect(stored.form.toLowerCase()).not.toContain('password');
    expect(stored.form).not.toContain(brand.password);

    // The rest of step 2 and step 3 still work without typing the password again (the server kept its hash).
    await fillCompanyStep(page, brand);
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Your first campaign')).toBeVisible();

    // Back to step 1: the details are there, the passwords are not.
    await page.getByRole('button', { name: /Step\s*1\b.*Contact/ }).click();
    await expect(page.getByLabel(/^Business email/)).toHaveValue(brand.email);
    await expect(page.getByLabel(/^Password\*?$/)).toHaveValue('');
  });

  test('a wrong brand password shows the spec message', async ({ page }) => {
    await page.goto('/brand/login');
    await page.getByLabel(/^Business email/).fill(uniqueEmail('nobody'));
    await page.getByLabel(/^Password\*?$/).fill('not-the-password');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  });

  test('an unverified brand that signs in is sent to the verification page with the reason', async ({ page, request }) => {
    const brand = newBrand('unverified');
    await registerBrandThroughApi(request, brand);
    await page.goto('/brand/login');
    await page.getByLabel(/^Business email/).fill(brand.email);
    await page.getByLabel(/^Password\*?$/).fill(brand.password);
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/brand\/verify-otp\?email=.*reason=login/);
    await expect(page.getByText('Please verify your email address before signing in.', { exact: false })).toBeVisible();
  });
});

test.describe('verification page', () => {
  test('?resend=1 asks for a code once; the 30 s wait from the server becomes the countdown; an unknown address is told to register again', async ({
    page,
    request,
  }) => {
    const brand = newBrand('resend');
    await registerBrandThroughApi(request, brand);
    await page.goto(`/brand/verify-otp?email=${encodeURIComponent(brand.email)}&resend=1`);
    // Registration mailed a code moments ago, so the server answers 429 with retry_after.
    await expect(page.getByText(/Please wait \d+ seconds? before requesting a new code\./)).toBeVisible();
    await expect(main(page).getByRole('button', { name: /Resend code in 0:[0-3]\d/ })).toBeVisible();
    await expect(page).not.toHaveURL(/resend=1/);
    // The countdown survives a reload.
    await page.reload();
    await expect(main(page).getByRole('button', { name: /Resend code in 0:[0-3]\d/ })).toBeVisible();

    await page.goto(`/brand/verify-otp?email=${encodeURIComponent(uniqueEmail('nobody'))}`);
    await main(page).getByRole('button', { name: 'Resend code' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Email not found. Please start registration again.' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/brand-register');
  });
});

test.describe('creator sign-in messages', () => {
  test('a wrong password shows the spec message and the attempts left', async ({ page }) => {
    await page.goto('/creator/login');
    await page.getByLabel(/^Email\*?$/).fill(uniqueEmail('ghost'));
    await page.getByLabel(/^Password\*?$/).fill('wrong-password');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' })).toBeVisible();
    // The page's counter starts at 5 and follows the server's remaining_attempts down.
    await expect(page.getByTestId('remaining-attempts')).toHaveText('4 login attempts remaining before a short lock.');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('remaining-attempts')).toHaveText('3 login attempts remaining before a short lock.');
    for (const left of ['2 login attempts', '1 login attempt ']) {
      await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByTestId('remaining-attempts')).toContainText(left);
    }
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many failed attempts. Please try again later.' })).toBeVisible();
    await expect(page.getByTestId('remaining-attempts')).toHaveCount(0);
  });

  test('a brand account at the creator sign-in is told to use its own page', async ({ page }) => {
    await page.goto('/creator-login');
    await page.getByLabel(/^Email\*?$/).fill(DEMO_BRAND.email);
    await page.getByLabel(/^Password\*?$/).fill(DEMO_BRAND.password);
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account is not registered as a creator. Please use the appropriate login page.' }),
    ).toBeVisible();
  });

  test('demo hints fill the form in demo mode, and social buttons explain themselves', async ({ page }) => {
    await page.goto('/creator/login');
    const hints = page.getByRole('region', { name: 'Demo account' });
    await expect(hints).toContainText(DEMO_CREATOR.email);
    await hints.getByRole('button', { name: 'Use demo account' }).click();
    await expect(page.getByLabel(/^Email\*?$/)).toHaveValue(DEMO_CREATOR.email);
    await main(page).getByRole('button', { name: 'Google' }).click();
    await expect(page.getByText('Signing in with Google is not available yet.', { exact: false })).toBeVisible();
  });
});

test.describe('accessibility of the entry screens', () => {
  test('no serious or critical axe findings, errors shown, on the wizard, verify, reset and sign-in pages', async ({ page }) => {
    const check = (label: string) => expectNoSeriousAxeFindings(page, { label });
    await page.goto('/brand-register');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    await check('wizard step 1');
    await page.goto('/brand/verify-otp?email=someone%40example.test');
    await main(page).getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();
    await check('verify');
    await page.goto('/creator/forgot-password');
    await main(page).getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await check('forgot');
    await page.goto('/creator/login');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await check('creator login');
  });

  test('the wizard can be completed with the keyboard alone', async ({ page }) => {
    const brand = newBrand('keyboard');
    await page.goto('/brand-register');
    await page.getByLabel(/^Full name/).focus();
    await page.keyboard.type(brand.contactName);
    for (const value of [brand.email, brand.phone, brand.password]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    // Password → show/hide toggle → confirm password.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(brand.password);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Your company')).toBeVisible();
    await expect(stepHeading(page, 'Your company')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(brand.company);
    await page.keyboard.press('Tab');
    await page.keyboard.type(brand.website);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Industry: first option
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Company size: first option
    await page.keyboard.press('Tab');
    await page.keyboard.type(brand.jobTitle);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Your first campaign')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Brand awareness
    // Past the other objectives to the first budget, chosen with Space.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('$1,000 – $5,000')).toBeChecked();
    await page.keyboard.press('Tab'); // additional info
    await page.keyboard.press('Tab'); // terms checkbox
    await page.keyboard.press('Space');
    await expect(page.getByLabel(/I agree to the/)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/verify-otp\?email=/);
  });
});
