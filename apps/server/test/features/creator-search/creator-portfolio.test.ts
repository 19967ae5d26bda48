import { randomUUID } from 'node:crypto';
import { PORTFOLIO_LIMITS as L, PORTFOLIO_MESSAGES as M } from '@amplio/shared/schemas/creator-portfolio';
import { CREATOR_PROFILE_MESSAGES } from '@amplio/shared/schemas/creator-search';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { scriptRow, setScriptState, uploadVideo } from '../content-uploads/content-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { completeScriptByHand } from '../scripts/complete-by-hand';

let t: TestApp;
/** The brand whose campaigns the creators work on. */
let brandA: Awaited<ReturnType<typeof signedInBrand>>;
/** Another brand, who only ever sees the creators' pages. */
let brandB: Awaited<ReturnType<typeof signedInBrand>>;
/** A creator with 13 completed videos: enough to try one pick past the limit. */
let prolific: Creator;
let prolificVideos: string[];

type Creator = Awaited<ReturnType<typeof signedInCreatorWithProfile>>;

const PATH = '/api/creator/brand-view/portfolio';
const video = (script_id: string) => ({ kind: 'video', script_id });
const link = (title: string, url: string) => ({ kind: 'link', title, url });
const save = (agent: TestAgent, items: unknown, opts: { csrf?: boolean } = {}) => agent.put(PATH, { items }, opts);
const pageOf = (username: string, agent = brandB.agent) => agent.get(`/api/brands/creators/${username}`);

/** A script of `creator` for a new funded campaign of brand A (with `usage_rights`), its video uploaded; completed unless told. */
async function videoOf(creator: Creator, input: { usage_rights?: string; complete?: boolean; product?: string } = {}) {
  const campaign = await createCampaign(t, brandA.agent, {
    start_date: dayFrom(t, 0),
    product_name: input.product ?? 'Glow serum',
    usage_rights: input.usage_rights ?? 'organic_only',
  });
  await fundAndCapture(t, brandA.agent, campaign.id, 20_000);
  const saved = await creator.agent.post('/api/campaigns/save-script', {
    brand_id: campaign.brand_id,
    campaign_id: campaign.id,
    script: 'Hi everyone! Today I am showing you Glow serum.',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const scriptId = saved.json().data.id as string;
  const uploaded = await uploadVideo(creator.agent, { scriptId });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const row = await scriptRow(t, scriptId);
  if (input.complete !== false) {
    await completeScriptByHand(t, { scriptId, campaignId: campaign.id, creatorId: creator.user.id, reservedPaise: row.reservedPaise });
  }
  return { scriptId, videoUrl: row.videoPath!, campaign };
}

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await signedInBrand(t);
  brandB = await signedInBrand(t);
  prolific = await signedInCreatorWithProfile(t);
  prolificVideos = [];
  for (let i = 0; i < L.videosMax + 1; i++) prolificVideos.push((await videoOf(prolific, { product: `Serum ${i + 1}` })).scriptId);
}, 120_000);
afterAll(() => t.close());
afterEach(() => checkLedgerInvariants(t.db));

describe('the portfolio editor', () => {
  it('starts empty, and lists only completed videos, each saying whether its usage rights let the creator show it', async () => {
    const c = await signedInCreatorWithProfile(t);
    const empty = await c.agent.get(PATH);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ items: [], videos: [] });

    const organic = await videoOf(c, { usage_rights: 'organic_only', product: 'Trail flask' });
    const ads30 = await videoOf(c, { usage_rights: 'paid_ads_30_days' });
    const ads90 = await videoOf(c, { usage_rights: 'paid_ads_90_days' });
    const perpetual = await videoOf(c, { usage_rights: 'perpetual' });
    await videoOf(c, { complete: false });

    const { videos } = (await c.agent.get(PATH)).json().data;
    const byId = new Map(videos.map((v: { script_id: string }) => [v.script_id, v]));
    expect(videos).toHaveLength(4);
    expect(byId.get(organic.scriptId)).toEqual({
      script_id: organic.scriptId,
      title: 'Trail flask',
      campaign_name: 'Trail flask',
      brand_name: 'Glow Labs',
      completed_at: expect.any(String),
      video_url: organic.videoUrl,
      video_mime_type: 'video/mp4',
      poster_url: null,
      can_show: true,
      reason: null,
    });
    for (const shown of [ads30, ads90]) expect(byId.get(shown.scriptId)).toMatchObject({ can_show: true, reason: null });
    expect(byId.get(perpetual.scriptId)).toMatchObject({ can_show: false, reason: M.videoRightsForbid });
  });

  it('saves videos and links in the order given, and brand B sees exactly those on the creator’s page', async () => {
    const c = await signedInCreatorWithProfile(t);
    const first = await videoOf(c, { product: 'Trail flask' });
    const second = await videoOf(c, { product: 'Night cream' });
    const unpicked = await videoOf(c, { product: 'Sun gel' });
    const items = [video(second.scriptId), link('My cooking reel', ' https://www.instagram.com/reel/abc/ '), video(first.scriptId)];

    const res = await save(c.agent, items);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.saved);
    const saved = [video(second.scriptId), link('My cooking reel', 'https://www.instagram.com/reel/abc/'), video(first.scriptId)];
    expect(res.json().data.items).toEqual(saved);
    expect((await c.agent.get(PATH)).json().data.items).toEqual(saved);

    const page = await pageOf(c.username);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.portfolio).toEqual([
      {
        id: expect.any(String),
        title: 'Night cream',
        poster_url: null,
        video_url: second.videoUrl,
        url: null,
        campaign_name: 'Night cream',
      },
      {
        id: expect.any(String),
        title: 'My cooking reel',
        poster_url: null,
        video_url: null,
        url: 'https://www.instagram.com/reel/abc/',
        campaign_name: null,
      },
      {
        id: expect.any(String),
        title: 'Trail flask',
        poster_url: null,
        video_url: first.videoUrl,
        url: null,
        campaign_name: 'Trail flask',
      },
    ]);
    expect(JSON.stringify(page.json().data.portfolio)).not.toContain(unpicked.videoUrl);
    // The creator's own preview shows the same.
    expect((await c.agent.get('/api/creator/brand-view')).json().data.preview.portfolio).toEqual(page.json().data.portfolio);
  });

  it('lets brand B play a picked video through the files route, and only while it is picked', async () => {
    const c = await signedInCreatorWithProfile(t);
    const picked = await videoOf(c);
    const other = await videoOf(c);
    expect((await brandB.agent.get(picked.videoUrl)).statusCode).toBe(404);

    expect((await save(c.agent, [video(picked.scriptId)])).statusCode).toBe(200);
    const played = await brandB.agent.get(picked.videoUrl, { range: 'bytes=0-9' });
    expect(played.statusCode).toBe(206);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect((await brandB.agent.get(other.videoUrl)).statusCode).toBe(404);
    expect((await t.agent().get(picked.videoUrl)).statusCode).toBe(401);
    const anotherCreator = await signedInCreatorWithProfile(t);
    expect((await anotherCreator.agent.get(picked.videoUrl)).statusCode).toBe(404);

    expect((await save(c.agent, [])).statusCode).toBe(200);
    expect((await brandB.agent.get(picked.videoUrl)).statusCode).toBe(404);
    expect((await pageOf(c.username)).json().data.portfolio).toEqual([]);
  });

  it('drops a video from the page and the files route once it stops qualifying, and from a creator switched off', async () => {
    const c = await signedInCreatorWithProfile(t);
    const staying = await videoOf(c, { product: 'Trail flask' });
    const leaving = await videoOf(c, { product: 'Night cream' });
    expect((await save(c.agent, [video(leaving.scriptId), video(staying.scriptId)])).statusCode).toBe(200);
    expect((await brandB.agent.get(leaving.videoUrl)).statusCode).toBe(200);

    await setScriptState(t, leaving.scriptId, { status: 'Post Rejected' });
    expect((await pageOf(c.username)).json().data.portfolio.map((item: { title: string }) => item.title)).toEqual(['Trail flask']);
    expect((await brandB.agent.get(leaving.videoUrl)).statusCode).toBe(404);
    expect((await c.agent.get(PATH)).json().data.items).toEqual([video(staying.scriptId)]);

    const off = await c.agent.put('/api/creator/brand-view', { open_to_invitations: false, extra_languages: [] });
    expect(off.statusCode, off.body).toBe(200);
    expect((await pageOf(c.username)).statusCode).toBe(404);
    expect((await brandB.agent.get(staying.videoUrl)).statusCode).toBe(404);
  });

  it(`takes ${L.videosMax} picks and refuses ${L.videosMax + 1}`, async () => {
    const twelve = prolificVideos.slice(0, L.videosMax).map(video);
    const ok = await save(prolific.agent, twelve);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.items).toEqual(twelve);
    expect((await pageOf(prolific.username)).json().data.portfolio).toHaveLength(L.videosMax);

    const res = await save(prolific.agent, prolificVideos.map(video));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: M.tooManyVideos, errors: { items: [M.tooManyVideos] } });
    expect((await prolific.agent.get(PATH)).json().data.items).toEqual(twelve);
  });

  it('saves one whole portfolio when several saves race, never a mix of two', async () => {
    const orders = Array.from({ length: 6 }, (_, i) => [...prolificVideos.slice(i, i + 4)].reverse().map(video));
    const answers = await Promise.all(orders.map((items) => save(prolific.agent, items)));
    expect(answers.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    const final = (await prolific.agent.get(PATH)).json().data.items;
    expect(orders).toContainEqual(final);
  });

  it(`takes ${L.linksMax} links beside ${L.videosMax} videos and refuses ${L.linksMax + 1}`, async () => {
    const links = Array.from({ length: L.linksMax + 1 }, (_, i) => link(`Reel ${i + 1}`, `https://youtu.be/clip${i + 1}`));
    const videos = prolificVideos.slice(0, L.videosMax).map(video);
    const ok = await save(prolific.agent, [...links.slice(0, L.linksMax), ...videos]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.items).toHaveLength(L.linksMax + L.videosMax);

    const res = await save(prolific.agent, links);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ items: [M.tooManyLinks] });
  });

  it(`takes a title of ${L.titleMax} characters and refuses ${L.titleMax + 1}, a blank one, a bad link and http://`, async () => {
    const c = await signedInCreatorWithProfile(t);
    const longest = 'x'.repeat(L.titleMax);
    const ok = await save(c.agent, [link(longest, 'https://example.com/work')]);
    expect(ok.statusCode, ok.body).toBe(200);

    const res = await save(c.agent, [
      link('x'.repeat(L.titleMax + 1), 'https://example.com/a'),
      link('   ', 'https://example.com/b'),
      link('Bad', 'not a link'),
      link('Plain', 'http://example.com/work'),
      link('Script', 'javascript:alert(1)'),
      link('No host', 'https://localhost/work'),
      link('Long', `https://example.com/${'a'.repeat(L.urlMax)}`),
      link('Twice', 'https://example.com/work'),
      link('Twice again', 'https://example.com/work'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'items.0.title': [M.titleTooLong],
      'items.1.title': [M.titleRequired],
      'items.2.url': [M.urlInvalid],
      'items.3.url': [M.urlNotHttps],
      'items.4.url': [M.urlNotHttps],
      'items.5.url': [M.urlInvalid],
      'items.6.url': [M.urlTooLong],
      'items.8.url': [M.linkTwice],
    });
    expect((await c.agent.get(PATH)).json().data.items).toEqual([link(longest, 'https://example.com/work')]);
  });

  it('refuses another creator’s script, a script not completed, a perpetual-rights video and the same video twice', async () => {
    const c = await signedInCreatorWithProfile(t);
    const mine = await videoOf(c);
    const inReview = await videoOf(c, { complete: false });
    const perpetual = await videoOf(c, { usage_rights: 'perpetual' });
    const kept = [video(mine.scriptId)];
    expect((await save(c.agent, kept)).statusCode).toBe(200);

    const res = await save(c.agent, [
      video(prolificVideos[0]!),
      video(inReview.scriptId),
      video(perpetual.scriptId),
      video(randomUUID()),
      video(mine.scriptId),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'items.0.script_id': [M.videoNotYours],
      'items.1.script_id': [M.videoNotCompleted],
      'items.2.script_id': [M.videoRightsForbid],
      'items.3.script_id': [M.videoNotYours],
    });
    // A malformed id is refused before any script is looked up.
    const malformed = await save(c.agent, [video('not-an-id'), video(mine.scriptId), video(mine.scriptId)]);
    expect(malformed.json().errors).toEqual({ 'items.0.script_id': [M.videoNotYours], 'items.2.script_id': [M.videoTwice] });
    expect((await c.agent.get(PATH)).json().data.items).toEqual(kept);
  });

  it.each([
    [{}, 'items', M.itemInvalid],
    [{ items: 'all' }, 'items', M.itemInvalid],
    [{ items: [{ kind: 'photo' }] }, 'items.0.kind', M.itemInvalid],
    [{ items: ['https://example.com'] }, 'items.0', M.itemInvalid],
    [{ items: [{ kind: 'link', title: 'My reel' }] }, 'items.0.url', M.urlRequired],
    [{ items: [{ kind: 'link', url: 'https://example.com' }] }, 'items.0.title', M.titleRequired],
    [{ items: [{ kind: 'video' }] }, 'items.0.script_id', M.videoNotYours],
  ])('answers the body %j with 422 naming %s', async (body, field, message) => {
    const c = await signedInCreatorWithProfile(t);
    const res = await c.agent.put(PATH, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses anyone signed out (401), a brand (403), and a change without the CSRF token (419)', async () => {
    expect((await t.agent().get(PATH)).statusCode).toBe(401);
    expect((await t.agent().put(PATH, { items: [] })).statusCode).toBe(401);
    expect((await brandB.agent.get(PATH)).statusCode).toBe(403);
    expect((await brandB.agent.put(PATH, { items: [] })).statusCode).toBe(403);
    const c = await signedInCreatorWithProfile(t);
    const mine = await videoOf(c);
    const res = await save(c.agent, [video(mine.scriptId)], { csrf: false });
    expect(res.statusCode).toBe(419);
    expect((await c.agent.get(PATH)).json().data.items).toEqual([]);
  });

  it('keeps creators off the brand’s page of a creator (403) and signed-out visitors too (401)', async () => {
    expect((await prolific.agent.get(`/api/brands/creators/${prolific.username}`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/brands/creators/${prolific.username}`)).statusCode).toBe(401);
  });

  it('answers a creator without a profile yet with 404 and what to do', async () => {
    const bare = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(bare);
    for (const res of [await agent.get(PATH), await save(agent, [])]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CREATOR_PROFILE_MESSAGES.ownProfileMissing);
    }
  });
});
