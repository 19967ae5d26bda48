import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { CONTENT_UPLOAD_MESSAGES as M } from '@amplio/shared/domain/script-upload-rules';
import { SCRIPT_MESSAGES, type ScriptStatus } from '@amplio/shared/schemas/scripts';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, scriptRow, setScriptState } from './content-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const submit = (agent: TestAgent, body: unknown, opts: { csrf?: boolean } = {}) => agent.post('/api/creator/submit-post-link', body, opts);

async function scriptIn(status: ScriptStatus, campaign: Record<string, unknown> = {}) {
  const c = await creatorWithScript(t, brand, campaign);
  await setScriptState(t, c.scriptId, { status });
  return c;
}

describe('POST /api/creator/submit-post-link', () => {
  it('saves the link of an approved script and sets it In Review with the spec’s message', async () => {
    const c = await scriptIn('Approved');
    const res = await submit(c.agent, { script_id: c.scriptId, post_link: ' https://www.instagram.com/reel/Cx1/ ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Post link submitted successfully! Your content is now under review.',
      data: { status: 'In Review', post_link: 'https://www.instagram.com/reel/Cx1/' },
    });
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'In Review', postLink: 'https://www.instagram.com/reel/Cx1/' });
  });

  it('takes a new link after the brand rejected the post', async () => {
    const c = await scriptIn('Post Rejected');
    const res = await submit(c.agent, { script_id: c.scriptId, post_link: 'https://youtu.be/abc123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'In Review', post_link: 'https://youtu.be/abc123' });
  });

  it.each(['Script Generated', 'In Review', 'Rejected', 'Completed'] as const)('refuses a link while the script is %s', async (status) => {
    const c = await scriptIn(status);
    const res = await submit(c.agent, { script_id: c.scriptId, post_link: 'https://www.instagram.com/p/1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(status === 'Completed' ? M.completed : M.postLinkNotYet);
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status, postLink: null });
  });

  it('says the link is under review when one was already sent', async () => {
    const c = await scriptIn('Approved');
    await submit(c.agent, { script_id: c.scriptId, post_link: 'https://www.instagram.com/p/1' });
    const again = await submit(c.agent, { script_id: c.scriptId, post_link: 'https://www.instagram.com/p/2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.postLinkInReview);
    expect((await scriptRow(t, c.scriptId)).postLink).toBe('https://www.instagram.com/p/1');
  });

  it('accepts only https links on a host of the campaign’s platforms', async () => {
    const c = await scriptIn('Approved', { platform: ['tiktok', 'twitter'] });
    const host = 'The link must point to your post on TikTok or X (Twitter).';
    const refused: [string, string][] = [
      ['https://www.instagram.com/p/1', host],
      ['https://tiktok.com.example.net/v/1', host],
      ['http://www.tiktok.com/@a/video/1', M.postLinkHttps],
      ['ftp://x.com/a', M.postLinkHttps],
      ['tiktok.com/@a/video/1', M.postLinkInvalid],
      ['', M.postLinkRequired],
      [`https://x.com/${'a'.repeat(2001)}`, M.postLinkTooLong],
    ];
    for (const [post_link, message] of refused) {
      const res = await submit(c.agent, { script_id: c.scriptId, post_link });
      expect(res.statusCode, post_link).toBe(422);
      expect(res.json().errors).toEqual({ post_link: [message] });
    }
    expect((await scriptRow(t, c.scriptId)).status).toBe('Approved');
    const ok = await submit(c.agent, { script_id: c.scriptId, post_link: 'https://vm.tiktok.com/ZMabc/' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers 422 to wrong types and a 10 MB link, never a 500', async () => {
    const c = await scriptIn('Approved');
    for (const body of [
      { script_id: c.scriptId },
      { script_id: c.scriptId, post_link: 42 },
      { post_link: 'https://instagram.com/p/1' },
      [],
    ]) {
      expect((await submit(c.agent, body)).statusCode).toBe(422);
    }
    const huge = await submit(c.agent, { script_id: c.scriptId, post_link: `https://instagram.com/${'a'.repeat(10 * 1024 * 1024)}` });
    expect([413, 422]).toContain(huge.statusCode);
  });

  it('answers 404 for another creator’s script and for ids that do not exist', async () => {
    const owner = await scriptIn('Approved');
    const other = await creatorWithScript(t, brand);
    for (const script_id of [owner.scriptId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await submit(other.agent, { script_id, post_link: 'https://www.instagram.com/p/1' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SCRIPT_MESSAGES.notFound);
    }
    expect((await scriptRow(t, owner.scriptId)).postLink).toBeNull();
  });

  it('answers 401 to a visitor, 403 to a brand and 419 without the CSRF token', async () => {
    const c = await scriptIn('Approved');
    const body = { script_id: c.scriptId, post_link: 'https://www.instagram.com/p/1' };
    const anonymous = await submit(t.agent(), body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect((await submit(brand.agent, body)).statusCode).toBe(403);
    expect((await submit(c.agent, body, { csrf: false })).statusCode).toBe(419);
    expect((await scriptRow(t, c.scriptId)).postLink).toBeNull();
  });
});
