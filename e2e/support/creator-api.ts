import { readFile } from 'node:fs/promises';
import { expect, request } from '@playwright/test';
import { DEMO_CREATOR } from './demo-accounts';

/** A real, small video (WebM, about 180 KB) from the landing page's carousel. */
export const SAMPLE_VIDEO = 'apps/web/public/Brandvideo/01.webm';

/** The demo creator's API session: signs in, then sends the CSRF token on every write. */
export async function creatorApi(baseURL: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const csrf = async () => {
    let token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    if (!token) {
      await api.get('/sanctum/csrf-cookie');
      token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    }
    return decodeURIComponent(token ?? '');
  };
  const login = await api.post('/creator/login', {
    data: { email: DEMO_CREATOR.email, password: DEMO_CREATOR.password },
    headers: { 'x-csrf-token': await csrf() },
    maxRedirects: 0,
  });
  expect(login.status(), await login.text()).toBe(200);

  return {
    api,
    /** Saves a script for the campaign (reserving its price) and answers the script's id. */
    async saveScript(campaign: { id: string; brand_id: string }, text: string): Promise<string> {
      const saved = await api.post('/api/campaigns/save-script', {
        data: { brand_id: campaign.brand_id, campaign_id: campaign.id, script: text },
        headers: { 'x-csrf-token': await csrf() },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      return (await saved.json()).data.id as string;
    },
    /** Uploads the sample video for the script, which puts it In Review for the brand. */
    async uploadVideo(scriptId: string) {
      const uploaded = await api.post('/api/creator/upload-video', {
        multipart: {
          script_id: scriptId,
          status: 'In Review',
          video: { name: '01.webm', mimeType: 'video/webm', buffer: await readFile(SAMPLE_VIDEO) },
        },
        headers: { 'x-csrf-token': await csrf() },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
    },
    /** Sends the link of the published post once the brand approved the video. */
    async submitPostLink(scriptId: string, postLink: string) {
      const sent = await api.post('/api/creator/submit-post-link', {
        data: { script_id: scriptId, post_link: postLink },
        headers: { 'x-csrf-token': await csrf() },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    },
  };
}
