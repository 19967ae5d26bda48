import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import { signedInApi } from './support/api-session';
import { codeFromMailbox, wrongCodeFor } from './support/brand-entry';
import { unique } from './support/brand-workspace';
import { creatorCallsInContext } from './support/creator-api';
import { CREATOR_PASSWORD } from './support/creator-wizard';
import { DEMO_BRAND } from './support/demo-accounts';
import { brandApi, fundedCampaign } from './support/funded-campaign';
import { freshCreatorSignedIn } from './support/marketplace-loop';
import { docsScreenshot, signInThroughApi, signInThroughUi } from './support/pages';

const SETTINGS = '/creator/dashboard/settings';
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** The settings page, opened the way a creator finds it: the avatar's account menu. */
async function openCreatorSettings(page: Page) {
  await page.goto('/creator/dashboard/overview');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
}

async function newCreatorContext(context: BrowserContext) {
  const creator = await freshCreatorSignedIn(context);
  return { ...creator, password: CREATOR_PASSWORD };
}

test('a creator changes the name, the e-mail with its code, the password (ending the other session) and exports the data', async ({
  page,
  baseURL,
}) => {
  const creator = await newCreatorContext(page.context());
  // The same creator on a second device.
  const phone = await signedInApi(baseURL!, '/creator/login', { email: creator.email, password: creator.password });

  await openCreatorSettings(page);
  await docsScreenshot(page, 'account-settings', 'creator-settings');

  // Name.
  const name = section(page, 'Name');
  await name.getByLabel(/^Full name/).fill('Meera Iyer-Rao');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(M.nameSaved)).toBeVisible();

  // E-mail: a code to the new address; the old one keeps working until it is entered.
  const email = section(page, 'Email');
  const next = `meera.new.${Date.now().toString(36)}@creator.test`;
  await email.getByLabel(/^New email/).fill(next);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(email.getByText(`We sent a 6-digit code to ${next}.`, { exact: false })).toBeVisible();
  await expect(email.getByRole('button', { name: /Resend code in \d+ s/ })).toHaveAttribute('aria-disabled', 'true');
  const code = await codeFromMailbox(page.request, next, { subject: /new email/i });
  const notice = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(creator.email)}`);
  expect(JSON.stringify(await notice.json())).toContain('being changed');
  await email.locator('input[name="email-code-1"]').click();
  await page.keyboard.type(wrongCodeFor(code));
  await expect(email.getByText('Invalid or expired verification code')).toBeVisible();
  await expect(email.locator('input[name="email-code-1"]')).toHaveValue('');
  await email.locator('input[name="email-code-1"]').click();
  await page.keyboard.type(code);
  await expect(page.getByText(M.emailChanged(next))).toBeVisible();
  await expect(email.getByText(next, { exact: true })).toBeVisible();

  // Sessions: this device and the phone.
  const sessions = section(page, 'Where you are signed in');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();

  // Password: the phone's session ends, this one stays.
  const password = section(page, 'Password');
  await password.getByLabel(/^Current password/).fill('not-my-password');
  await password.getByLabel(/^New password/).fill('Monsoon-Rain-77');
  await password.getByLabel(/^Confirm new password/).fill('Monsoon-Rain-77');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(M.currentPasswordWrong)).toBeVisible();
  await password.getByLabel(/^Current password/).fill(creator.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(M.passwordChanged)).toBeVisible();
  expect((await phone.api.get('/api/user')).status()).toBe(401);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toHaveAttribute('aria-disabled', 'true');
  await phone.api.dispose();

  // Export: a 24-hour link in the mail, which works in this signed-in browser.
  const exporting = section(page, 'Export my data');
  await exporting.getByRole('button', { name: 'Export my data' }).click();
  await expect(exporting.getByText(M.exportQueued)).toBeVisible();
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(next)}`)).json()) as { text: string }[];
        link = mails.map((mail) => mail.text.match(/https?:\/\/\S+\/creator\/dashboard\/settings\?export=\S+/)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  // The link opens the settings page, which offers both files.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const ready = section(page, 'Export my data').getByRole('status').filter({ hasText: 'Your data is ready' });
  await expect(ready).toBeVisible();
  const jsonHref = await ready.getByRole('link', { name: 'Download everything (JSON)' }).getAttribute('href');
  const csvHref = await ready.getByRole('link', { name: 'Download money (CSV)' }).getAttribute('href');
  const file = await page.request.get(jsonHref!);
  expect(file.status()).toBe(200);
  expect((await file.json()).account).toMatchObject({ email: next, name: 'Meera Iyer-Rao' });
  const csv = await page.request.get(csvHref!);
  expect((await csv.text()).startsWith('date,account,kind,from,to,amount_inr,reference')).toBe(true);
  await docsScreenshot(page, 'account-settings', 'export-ready', { target: section(page, 'Export my data') });
  // Opened signed out, the link asks for the sign-in first, then comes back to the files.
  const fresh = await page.context().browser()!.newContext();
  const away = await fresh.newPage();
  await away.goto(`${url.pathname}${url.search}`);
  await expect(away).toHaveURL(/\/creator\/login\?/);
  await away.getByLabel(/^Email\*?$/).fill(next);
  await away.getByLabel(/^Password\*?$/).fill('Monsoon-Rain-77');
  await away
    .getByRole('main')
    .getByRole('button', { name: /^Sign in$/ })
    .click();
  await expect(away).toHaveURL(/\/creator\/dashboard\/settings\?export=/);
  await expect(section(away, 'Export my data').getByText('Your data is ready')).toBeVisible();
  await fresh.close();
  // Another account cannot use the link.
  expect((await (await signedInApi(baseURL!, '/brand/login', DEMO_BRAND)).api.get(jsonHref!)).status()).toBe(410);
});

test('deleting an account is refused while a reservation holds money, and works once nothing is held', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole account, from a held reservation to its deletion, in one test: 70 s of the 2-minute default on a slow day
  // (decision 036).
  test.setTimeout(240_000);
  // A creator with a script on a funded campaign: its price is reserved for them.
  const brand = await brandApi(baseURL!);
  const campaign = await fundedCampaign(brand, unique('Settings Flask'));
  await brand.api.dispose();
  const creator = await newCreatorContext(page.context());
  await creatorCallsInContext(page.context()).saveScript(campaign, 'Cold water, one take, on my desk.');

  await openCreatorSettings(page);
  const danger = section(page, 'Delete account');
  await danger.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel(/^Password/)).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(M.deletePasswordRequired)).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(creator.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'is reserved for your open scripts. Finish or close them before deleting your account.',
  );
  await docsScreenshot(page, 'account-settings', 'delete-refused', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/user')).status()).toBe(200);

  // A creator with nothing held: the account goes and the sign-in no longer works.
  const context = await browser.newContext();
  const other = await context.newPage();
  const gone = await newCreatorContext(context);
  await openCreatorSettings(other);
  await section(other, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const confirm = other.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel(/^Password/).fill(gone.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(other).toHaveURL(/\/creator(\?|$)/);
  expect((await other.request.get('/api/user')).status()).toBe(401);
  await signInThroughUi(other, { kind: 'creator', email: gone.email, password: gone.password }).catch(() => undefined);
  await expect(other).not.toHaveURL(/\/creator\/dashboard/);
  await context.close();
});

test('the brand finds Settings in the account menu @mobile', async ({ page }) => {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/settings$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(section(page, 'Where you are signed in').getByText('This device')).toBeVisible();
  await expect(section(page, 'Email').getByText(DEMO_BRAND.email)).toBeVisible();
  await docsScreenshot(page, 'account-settings', 'brand-settings');
});

test('the creator settings page on a phone @mobile', async ({ page }) => {
  await newCreatorContext(page.context());
  await openCreatorSettings(page);
  await expect(section(page, 'Where you are signed in').getByText('This device')).toBeVisible();
  await docsScreenshot(page, 'account-settings', 'creator-settings');
});

test('the brand settings page on a desktop', async ({ page }) => {
  await signInThroughApi(page, { kind: 'brand', ...DEMO_BRAND, to: '/brand/settings' });
  await expect(section(page, 'Where you are signed in').getByText('This device')).toBeVisible();
  await docsScreenshot(page, 'account-settings', 'brand-settings');
});
