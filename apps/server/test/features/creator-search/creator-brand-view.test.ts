import { CREATOR_BRAND_VIEW_LIMITS as L, CREATOR_BRAND_VIEW_MESSAGES as M } from '@amplio/shared/schemas/creator-brand-view';
import { CREATOR_PROFILE_MESSAGES } from '@amplio/shared/schemas/creator-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const VIEW = '/api/creator/brand-view';

async function signedInCreator() {
  const creator = await createCreatorWithProfile(t);
  const agent = await t.injectAs(creator.user);
  return { ...creator, agent };
}
const save = (agent: TestAgent, body: unknown, opts: { csrf?: boolean } = {}) =>
  agent.request({ method: 'PUT', url: VIEW, payload: body as never, csrf: opts.csrf });

describe('the creator’s brand view', () => {
  it('previews the page as brands see it, with the switch on and no other languages at first', async () => {
    const c = await signedInCreator();
    const res = await c.agent.get(VIEW);
    expect(res.statusCode, res.body).toBe(200);
    const { settings, preview } = res.json().data;
    expect(settings).toEqual({ open_to_invitations: true, extra_languages: [] });
    expect(preview.username).toBe(c.username);
    expect(preview.languages).toEqual(['English']);
    expect(preview).not.toHaveProperty('prices');
  });

  it('takes the creator out of search and their page while switched off, and back in when on', async () => {
    const c = await signedInCreator();
    const off = await save(c.agent, { open_to_invitations: false, extra_languages: [] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(M.saved);
    const page = await brand.agent.get(`/api/brands/creators/${c.username}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(CREATOR_PROFILE_MESSAGES.notFound);
    expect((await brand.agent.get(`/api/brands/creators?q=${c.username}`)).json().data).toEqual([]);
    // The creator still sees their own preview.
    expect((await c.agent.get(VIEW)).json().data.preview.username).toBe(c.username);

    expect((await save(c.agent, { open_to_invitations: true, extra_languages: [] })).statusCode).toBe(200);
    expect((await brand.agent.get(`/api/brands/creators/${c.username}`)).statusCode).toBe(200);
  });

  it('adds other languages to search and the page, once each, after the preferred one', async () => {
    const c = await signedInCreator();
    const res = await save(c.agent, { open_to_invitations: true, extra_languages: ['Bengali', 'English', 'Bengali', 'Tamil'] });
    expect(res.json().data.settings.extra_languages).toEqual(['Bengali', 'English', 'Tamil']);
    expect(res.json().data.preview.languages).toEqual(['English', 'Bengali', 'Tamil']);
    const found = (await brand.agent.get(`/api/brands/creators?q=${c.username}&language=Tamil`)).json();
    expect(found.data.map((row: { username: string }) => row.username)).toEqual([c.username]);
  });

  it(`takes ${L.extraLanguagesMax} other languages and refuses ${L.extraLanguagesMax + 1}`, async () => {
    const c = await signedInCreator();
    const six = ['Bengali', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Odia'];
    expect((await save(c.agent, { open_to_invitations: true, extra_languages: six.slice(0, 5) })).statusCode).toBe(200);
    const res = await save(c.agent, { open_to_invitations: true, extra_languages: six });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ extra_languages: [M.tooManyLanguages] });
  });

  it.each([
    [{ extra_languages: [] }, 'open_to_invitations', M.openRequired],
    [{ open_to_invitations: 'yes', extra_languages: [] }, 'open_to_invitations', M.openRequired],
    [{ open_to_invitations: true, extra_languages: ['Klingon'] }, 'extra_languages', M.languagesInvalid],
    [{ open_to_invitations: true, extra_languages: 'Tamil' }, 'extra_languages', M.languagesInvalid],
    [{ open_to_invitations: true }, 'extra_languages', M.languagesInvalid],
  ])('refuses %j with 422 naming %s', async (body, field, message) => {
    const c = await signedInCreator();
    const res = await save(c.agent, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await c.agent.get(VIEW)).json().data.settings).toEqual({ open_to_invitations: true, extra_languages: [] });
  });

  it('refuses anyone signed out (401), a brand (403), and a change without the CSRF token (419)', async () => {
    expect((await t.agent().get(VIEW)).statusCode).toBe(401);
    expect((await brand.agent.get(VIEW)).statusCode).toBe(403);
    const c = await signedInCreator();
    expect((await save(c.agent, { open_to_invitations: false, extra_languages: [] }, { csrf: false })).statusCode).toBe(419);
    expect((await c.agent.get(VIEW)).json().data.settings.open_to_invitations).toBe(true);
  });

  it('saves an account whose likes and comments dwarf its followers, and search shows its engagement', async () => {
    const c = await signedInCreator();
    const most = 1_000_000_000;
    const res = await c.agent.request({
      method: 'PUT',
      url: `/api/creator/social-links/${c.instagram.id}`,
      payload: { url: 'https://instagram.com/asha', followers: 1, avg_likes: most, avg_comments: most },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = (await brand.agent.get(`/api/brands/creators?q=${c.username}`)).json();
    expect(found.data[0].platforms.find((p: { platform: string }) => p.platform === 'instagram').engagement_rate).toBe(200_000_000_000);
  });

  it('answers a creator without a profile yet with 404 and what to do', async () => {
    const bare = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(bare);
    const res = await agent.get(VIEW);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CREATOR_PROFILE_MESSAGES.ownProfileMissing);
  });
});
