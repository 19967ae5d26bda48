import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const CREATOR_PASSWORD = 'Creator-Pass-1';
export const CREATOR_BIO = 'I cook regional Indian food and film it in my tiny Mumbai kitchen every single week.';

const unique = () => randomBytes(4).toString('hex');

/** A fresh creator for one test: unique e-mail and username. */
export function newCreator(overrides: Partial<{ firstName: string; lastName: string; email: string; username: string }> = {}) {
  const id = unique();
  return { firstName: 'Asha', lastName: 'Rao', email: `asha.${id}@creator.test`, username: `asha_${id}`, ...overrides };
}
export type NewCreator = ReturnType<typeof newCreator>;

/** A valid PNG of a violet-to-coral gradient, built byte by byte (no image files in the repository). */
export function makePng(width = 48, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(0x6d + (0xf9 - 0x6d) * t);
      row[2 + x * 3] = Math.round(0x28 + (0x73 - 0x28) * t);
      row[3 + x * 3] = Math.round(0xd9 + (0x62 - 0xd9) * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

export async function fillAccountStep(page: Page, creator: NewCreator, password = CREATOR_PASSWORD) {
  await field(page, 'First name').fill(creator.firstName);
  await field(page, 'Last name').fill(creator.lastName);
  await field(page, 'Mobile number').fill('9876543210');
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
}

export async function fillProfileStep(page: Page, creator: NewCreator, options: { photo?: boolean } = {}) {
  if (options.photo) {
    await page.locator('input[type=file][name=profile_photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('img', { name: /as brands will see it/ })).toBeVisible();
  }
  await field(page, 'Username').fill(creator.username);
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Date of birth').fill('1995-04-12');
  await field(page, 'Preferred language').selectOption('Marathi');
  await field(page, 'Bio').fill(CREATOR_BIO);
}

export async function fillSocialStep(page: Page) {
  await field(page, 'Instagram').fill('@asha.cooks');
  await page.getByLabel(/^Instagram Followers/).selectOption('10k-50k');
  await field(page, 'YouTube').fill('youtube.com/@ashacooks');
  await page.getByLabel(/^YouTube Subscribers/).selectOption('1k-10k');
}

export async function fillAddressStep(page: Page) {
  await field(page, 'Address line 1').fill('12 MG Road');
  await expect(field(page, 'Country')).toBeEnabled();
  await field(page, 'Country').selectOption('IN');
  await field(page, 'State / province').fill('Maharashtra');
  await field(page, 'City').fill('Mumbai');
  await field(page, 'ZIP / postal code').fill('400001');
  await field(page, 'Timezone').selectOption('Asia/Kolkata');
}

export async function fillPreferencesStep(page: Page) {
  await page.getByRole('checkbox', { name: 'Food & Cooking' }).check();
  await page.getByRole('checkbox', { name: 'Travel' }).check();
  await field(page, 'Audience size').selectOption('small');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The newest 6-digit code mailed to an address, from the dev mailbox. */
export async function codeFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { text: string }[];
    code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Registers a creator through the API (its own cookie jar), for tests that need an existing username. */
export async function registerCreatorThroughApi(request: APIRequestContext, creator: NewCreator) {
  await request.get('/sanctum/csrf-cookie');
  const state = await request.storageState();
  const token = decodeURIComponent(state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const steps: Record<string, string | string[]>[] = [
    {
      step: '1',
      firstName: creator.firstName,
      lastName: creator.lastName,
      email: creator.email,
      password: CREATOR_PASSWORD,
      confirmPassword: CREATOR_PASSWORD,
      countryCode: '+91',
      phoneNumber: '9876543210',
    },
    { step: '2', username: creator.username, gender: 'female', dateOfBirth: '1995-04-12', language: 'Hindi', bio: CREATOR_BIO },
    { step: '3', instagram: '@someone', instagramFollowers: '1k-10k' },
    {
      step: '4',
      address1: '1 Park Street',
      country: 'IN',
      state: 'West Bengal',
      city: 'Kolkata',
      postalCode: '700016',
      timezone: 'Asia/Kolkata',
    },
    { step: '5', selectedCategories: ['food'], contentType: 'video', audienceSize: 'micro', termsAccepted: '1' },
  ];
  const toForm = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) for (const item of v) form.append(`${k}[]`, item);
      else form.append(k, v);
    }
    return form;
  };
  for (const fields of steps) {
    const res = await request.post('/api/creators/save-step', { multipart: toForm(fields), headers: { 'X-XSRF-TOKEN': token } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const res = await request.post('/api/creators/register', { multipart: new FormData(), headers: { 'X-XSRF-TOKEN': token } });
  expect(res.status(), await res.text()).toBe(200);
}
