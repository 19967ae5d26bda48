import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { unique } from './brand-workspace';
import { DEMO_CREATOR } from './demo-accounts';
import { brandApi, fundedCampaign } from './funded-campaign';

/** A real, small video (WebM, about 180 KB) from the landing page's carousel. */
const VIDEO = 'apps/web/public/Brandvideo/01.webm';

/** An API session that sends the CSRF token on every write. */
function withCsrf(api: APIRequestContext) {
  const csrf = async () => {
    let token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    if (!token) {
      await api.get('/sanctum/csrf-cookie');
      token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    }
    return decodeURIComponent(token ?? '');
  };
  return async (url: string, options: { data?: unknown; multipart?: Record<string, unknown>; headers?: Record<string, string> }) =>
    api.post(url, {
      ...(options.multipart ? { multipart: options.multipart as never } : { data: options.data ?? {} }),
      headers: { 'x-csrf-token': await csrf(), ...options.headers },
      maxRedirects: 0,
    });
}

/**
 * Money in the demo creator's wallet, made the way it is made for real, through the API: the demo brand funds a
 * campaign, the creator saves a script (reserving its price) and uploads a video, the brand approves it, the creator
 * sends the post link, and the brand completes it, which releases the reservation to the wallet.
 */
export async function creatorWithEarnings(baseURL: string) {
  const brand = await brandApi(baseURL);
  const campaign = await fundedCampaign(brand, unique('Payout Flask'));

  const api = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const post = withCsrf(api);
  const login = await post('/creator/login', { data: { email: DEMO_CREATOR.email, password: DEMO_CREATOR.password } });
  expect(login.status(), await login.text()).toBe(200);

  const saved = await post('/api/campaigns/save-script', {
    data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: 'Morning walk, cold water, one take.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const scriptId = (await saved.json()).data.id as string;

  const uploaded = await post('/api/creator/upload-video', {
    multipart: {
      script_id: scriptId,
      status: 'In Review',
      video: { name: '01.webm', mimeType: 'video/webm', buffer: await readFile(VIDEO) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const approved = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' });
  expect(approved.status(), await approved.text()).toBe(200);
  const linked = await post('/api/creator/submit-post-link', {
    data: { script_id: scriptId, post_link: 'https://www.instagram.com/p/amplio-e2e/' },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const completed = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' });
  expect(completed.status(), await completed.text()).toBe(200);
  await brand.api.dispose();

  /** Asks to withdraw to a UPI id (a new one per test, so the operator's row can be found by it). */
  const withdraw = async (amount: number, upiId: string) => {
    const answer = await post('/api/creator/payment-history/withdrawal', {
      data: { amount, payment_method: 'upi', upi_id: upiId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  return { api, withdraw };
}

/** A UPI id no other test uses. */
export const uniqueUpiId = () => `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@okaxis`;
