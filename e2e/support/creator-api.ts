import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect } from '@playwright/test';
import { type CsrfPostOptions, csrfPost, signedInApi } from './api-session';
import { unique } from './brand-workspace';
import { DEMO_CREATOR } from './demo-accounts';
import { brandApi, fundedCampaign } from './funded-campaign';

/** A real, small video (WebM, about 180 KB, 6 s at 360 × 640) from the landing page's carousel: what people upload in the tests. */
export const SAMPLE_VIDEO = 'apps/web/public/Brandvideo/01.webm';
/**
 * Its first two seconds at 180 × 320 (WebM, 21 KB), for the tests that only need a video In Review. The tests' server
 * transcodes every upload: ffmpeg spends about 0.3 CPU-seconds on this one against 2.3 on the whole clip (decision 036).
 */
export const SHORT_VIDEO = 'e2e/fixtures/two-second-clip.webm';

type Post = (url: string, options?: CsrfPostOptions) => ReturnType<ReturnType<typeof csrfPost>>;

/** The demo creator's API session: signs in, then sends the CSRF token on every write. */
export async function creatorApi(baseURL: string) {
  const { api, post } = await signedInApi(baseURL, '/creator/login', DEMO_CREATOR);
  return { api, ...creatorCalls(post) };
}

/**
 * The same calls for a creator signed in in a browser context (freshCreatorSignedIn), through the context's own
 * cookie jar, so the pages open in that context see what they did.
 */
export function creatorCallsInContext(context: BrowserContext) {
  const post = csrfPost(context.request);
  return creatorCalls((url, options = {}) => post(url, { ...options, headers: { accept: 'application/json', ...options.headers } }));
}

/** What a signed-in creator does through the API, for journeys that only need it done. */
function creatorCalls(post: Post) {
  return {
    /** Saves a script for the campaign (reserving its price) and answers the script's id. */
    async saveScript(campaign: { id: string; brand_id: string }, text: string): Promise<string> {
      const saved = await post('/api/campaigns/save-script', {
        data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: text },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      return (await saved.json()).data.id as string;
    },
    /** Uploads the short video for the script, which puts it In Review for the brand. */
    async uploadVideo(scriptId: string) {
      const uploaded = await post('/api/creator/upload-video', {
        multipart: {
          script_id: scriptId,
          status: 'In Review',
          video: { name: 'two-second-clip.webm', mimeType: 'video/webm', buffer: await readFile(SHORT_VIDEO) },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
    },
    /** Sends the link of the published post once the brand approved the video. */
    async submitPostLink(scriptId: string, postLink: string) {
      const sent = await post('/api/creator/submit-post-link', { data: { script_id: scriptId, post_link: postLink } });
      expect(sent.status(), await sent.text()).toBe(200);
    },
    /** Asks to withdraw to a UPI id and answers the payout's id. */
    async withdraw(amount: number, upiId: string): Promise<string> {
      const asked = await post('/api/creator/payment-history/withdrawal', {
        data: { amount, payment_method: 'upi', upi_id: upiId },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      return (await asked.json()).data.id as string;
    },
  };
}

export type CreatorApi = Awaited<ReturnType<typeof creatorApi>>;

/**
 * Money in the demo creator's wallet, made the way it is made for real: the demo brand funds a campaign, the creator
 * saves a script (reserving its price) and uploads a video, the brand approves it, the creator sends the post link, and
 * the brand completes it, which releases the reservation to the wallet.
 */
export async function earnThroughOneScript(baseURL: string, creator: CreatorApi, input: { productName: string; postLink: string }) {
  const brand = await brandApi(baseURL);
  const campaign = await fundedCampaign(brand, unique(input.productName));
  const scriptId = await creator.saveScript(campaign, 'Morning walk, cold water, one take.');
  await creator.uploadVideo(scriptId);
  const approved = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'Approved' });
  expect(approved.status(), await approved.text()).toBe(200);
  await creator.submitPostLink(scriptId, input.postLink);
  const completed = await brand.post('/api/approve-submission', { submission_id: scriptId, status: 'completed' });
  expect(completed.status(), await completed.text()).toBe(200);
  await brand.api.dispose();
}
