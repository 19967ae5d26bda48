import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { saveScreenshot } from './pages';

/** A fresh address per test run, so tests never collide on one database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest 6-digit code mailed to the address (optionally with a subject), read from the dev mailbox. */
export async function codeFromMailbox(
  request: APIRequestContext,
  email: string,
  options: { subject?: RegExp; notIn?: readonly string[] } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return '';
        const mails = (await res.json()) as DevMail[];
        const mail = mails.find((m) => !options.subject || options.subject.test(m.subject));
        const found = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        code = found && !(options.notIn ?? []).includes(found) ? found : '';
        return code;
      },
      { timeout: 15_000, intervals: [200, 400, 800] },
    )
    .not.toBe('');
  return code;
}

/** A code that is surely not `code` (for the wrong-code checks). */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

export interface NewBrand {
  contactName: string;
  email: string;
  phone: string;
  password: string;
  company: string;
  website: string;
  jobTitle: string;
}

export const newBrand = (prefix = 'brand'): NewBrand => ({
  contactName: 'Asha Rao',
  email: uniqueEmail(prefix),
  phone: '+91 98765 43210',
  password: 'Sunrise-Tea-42',
  company: 'Chai Point Labs',
  website: 'chaipoint.example',
  jobTitle: 'Head of Marketing',
});

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-CSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' };
}

/** Registers a brand through the same calls the wizard makes (for tests that start after registration). */
export async function registerBrandThroughApi(request: APIRequestContext, brand: NewBrand): Promise<void> {
  const headers = await csrfHeaders(request);
  const step1 = await request.post('/api/brands/save-step', {
    headers,
    multipart: {
      step: '1',
      contact_name: brand.contactName,
      email: brand.email,
      phone: brand.phone,
      password: brand.password,
      password_confirmation: brand.password,
    },
  });
  expect(step1.status(), await step1.text()).toBe(200);
  const step2 = await request.post('/api/brands/save-step', {
    headers,
    multipart: {
      step: '2',
      company_name: brand.company,
      website: brand.website,
      industry: 'food',
      job_title: brand.jobTitle,
      company_size: '11-50',
    },
  });
  expect(step2.status(), await step2.text()).toBe(200);
  const step3 = await request.post('/api/brands/save-step', {
    headers,
    data: { step: 3, objectives: ['sales'], budget: '1k-5k', terms_accepted: 1 },
  });
  expect(step3.status(), await step3.text()).toBe(200);
}

/** Types a code into the six boxes the way a person does (the form sends it when the last box fills). */
export async function typeCode(page: Page, code: string, name = 'otp') {
  await page.locator(`input[name="${name}-1"]`).click();
  await page.keyboard.type(code);
}

/** A full-page screenshot from the top of the page (a scrolled page would draw the sticky navbar mid-page). */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}
