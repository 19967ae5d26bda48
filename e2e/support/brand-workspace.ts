import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { docsScreenshot } from './pages';

/** A small square PNG logo (a coral "G" on violet), real enough for the server's checks and the screenshots. */
export const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="28" fill="#6D28D9"/><text x="64" y="88" font-family="sans-serif" font-size="72" font-weight="700" fill="#FFE4DF" text-anchor="middle">G</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** Today as a campaign date: campaigns run on India Standard Time. */
export const todayInIndia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
export const daysFromToday = (days: number) => {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A name nobody else's run uses, so parallel runs on one server never meet. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens a sidebar feature and follows one of its links (through the slide-over on phones). */
export async function openSidebarLink(page: Page, feature: string, link: string) {
  let scope = page.getByRole('navigation', { name: 'Brand navigation' });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    scope = page.getByRole('dialog', { name: 'Brand navigation' }).getByRole('navigation');
  }
  const trigger = scope.getByRole('button', { name: feature });
  const target = scope.getByRole('link', { name: link, exact: true });
  // The sidebar opens the feature of the page shown, so a page that settles after the read can close the feature
  // just opened: open it again until its link shows.
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await target.click();
  if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Brand navigation' })).toBeHidden();
}

/**
 * A screenshot for docs/screenshots/brand/<name>-<width>.png (committed, looked at): the whole page from its top, so
 * the sticky header and sidebar sit where a visitor sees them, or only the viewport (dialogs).
 */
export async function brandShot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await docsScreenshot(page, 'brand', name, { ...options, scale: 'css' });
}

/**
 * A campaign of the signed-in brand's first profile with a ₹1,000 budget (₹1,118 with the 10 % fee and its 18 % GST),
 * ready to fund; made through the page's session.
 */
export async function campaignToFund(page: Page, product: string): Promise<string> {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const brands = await (await page.request.get('/api/brands/brand-profiles')).json();
  const created = await page.request.post('/api/brands/campaigns', {
    headers: { 'X-CSRF-TOKEN': token },
    data: {
      brand_id: brands.data[0].id,
      product_name: product,
      description: 'A steel bottle that keeps tea hot all day.',
      key_features: ['Keeps hot for 12 hours'],
      platform: ['instagram'],
      video_style: 'Review',
      marketing_objective: 'sales',
      target_audience: 'Commuters in Pune',
      start_date: todayInIndia(),
      end_date: daysFromToday(20),
      compensation: 500,
      budget: 1000,
      usage_rights: 'organic_only',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id;
}
