import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { REVIEW_MESSAGES as M, ZListSubmissionsResponse } from '@amplio/shared/schemas/review';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, uploadVideo } from '../content-uploads/content-helpers';
import {
  type Creator,
  decide,
  invariantsHold,
  POST_LINK,
  postUnderVerification,
  rejectAndReupload,
  scriptRow,
  videoInReview,
} from './review-helpers';

let t: TestApp;
let brandA: Brand;
let brandB: Brand;
/** Brand A's submissions by state, the first submitted first; brand B has one of its own. */
const a: Record<string, Creator> = {};
let b: Creator;
const minute = () => t.clock.advance(60_000);

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await signedInBrand(t);
  brandB = await signedInBrand(t);
  a.inReview = await videoInReview(t, brandA);
  minute();
  a.post = await postUnderVerification(t, brandA);
  minute();
  a.approved = await videoInReview(t, brandA);
  await decide(brandA.agent, { submission_id: a.approved.scriptId, status: 'approved' });
  minute();
  a.completed = await postUnderVerification(t, brandA);
  await decide(brandA.agent, { submission_id: a.completed.scriptId, status: 'completed' });
  minute();
  a.rejected = await videoInReview(t, brandA);
  await decide(brandA.agent, { submission_id: a.rejected.scriptId, status: 'rejected', rejection_reason: 'Too dark' });
  minute();
  a.closed = await videoInReview(t, brandA);
  await rejectAndReupload(brandA, a.closed, 2);
  await decide(brandA.agent, { submission_id: a.closed.scriptId, status: 'rejected', rejection_reason: 'Third time' });
  minute();
  a.postRejected = await postUnderVerification(t, brandA);
  await decide(brandA.agent, { submission_id: a.postRejected.scriptId, status: 'Post Rejected', rejected_post_remarks: 'Private post' });
  a.notSubmitted = await creatorWithScript(t, brandA);
  b = await videoInReview(t, brandB);
});
afterEach(() => invariantsHold(t));
afterAll(() => t.close());

const list = (brand: Brand, query = '') => brand.agent.get(`/api/brands/creator-submissions${query}`);
const ids = (body: { data: { data: { id: string }[] } }) => body.data.data.map((s) => s.id);

describe('GET /api/brands/creator-submissions', () => {
  it('answers this brand’s submitted scripts, newest submission first, in the spec’s data.data with the card’s fields', async () => {
    const res = await list(brandA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZListSubmissionsResponse.parse(res.json());
    expect(ids(body)).toEqual([a.postRejected, a.closed, a.rejected, a.completed, a.approved, a.post, a.inReview].map((c) => c!.scriptId));
    expect(body.data).toMatchObject({ current_page: 1, per_page: 10, total: 7, last_page: 1 });
    expect(body.counts).toEqual({ all: 7, pending: 2, approved: 2, rejected: 3, scripts: 0 });
    const byId = new Map(body.data.data.map((s) => [s.id, s]));
    expect(byId.get(a.inReview!.scriptId)).toMatchObject({
      status: 'In Review',
      script: 'Hi everyone! Today I am showing you Glow serum.',
      video_mime_type: 'video/mp4',
      link: null,
      post_link: null,
      rejection_count: 0,
      closed_reason: null,
      campaign: { id: a.inReview!.campaign.id, product_name: 'Glow serum' },
      user: { id: a.inReview!.user.id, name: 'Asha Rao' },
    });
    const row = await scriptRow(t, a.inReview!.scriptId);
    expect(byId.get(a.inReview!.scriptId)).toMatchObject({
      file_path: row.videoPath,
      submitted_at: row.submittedAt!.toISOString(),
      auto_approve_at: row.autoApproveAt!.toISOString(),
    });
    expect(row.videoPath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(byId.get(a.post!.scriptId)).toMatchObject({ status: 'Post Under Verification', link: POST_LINK, post_link: POST_LINK });
    expect(byId.get(a.completed!.scriptId)).toMatchObject({ status: 'completed', auto_approve_at: null, closed_reason: 'completed' });
    expect(byId.get(a.rejected!.scriptId)).toMatchObject({ status: 'Rejected', rejected_remarks: 'Too dark', rejection_count: 1 });
    expect(byId.get(a.closed!.scriptId)).toMatchObject({ status: 'Rejected', rejection_count: 3, closed_reason: 'rejected' });
    expect(byId.get(a.postRejected!.scriptId)).toMatchObject({ status: 'Post Rejected', rejected_post_remarks: 'Private post' });
    expect(byId.has(a.notSubmitted!.scriptId)).toBe(false);
  });

  it.each([
    ['pending', () => [a.post, a.inReview]],
    ['approved', () => [a.completed, a.approved]],
    ['rejected', () => [a.postRejected, a.closed, a.rejected]],
  ] as const)('filters ?status=%s', async (status, expected) => {
    const body = (await list(brandA, `?status=${status}`)).json();
    expect(ids(body)).toEqual(expected().map((c) => c!.scriptId));
    expect(body.data.total).toBe(expected().length);
    expect(body.counts).toEqual({ all: 7, pending: 2, approved: 2, rejected: 3, scripts: 0 });
  });

  it('pages by per_page, one below, at and one above the number of submissions', async () => {
    const all = ids((await list(brandA)).json());
    const six = (await list(brandA, '?per_page=6')).json();
    expect(six.data).toMatchObject({ per_page: 6, total: 7, last_page: 2, current_page: 1 });
    expect(ids(six)).toEqual(all.slice(0, 6));
    const second = (await list(brandA, '?per_page=6&page=2')).json();
    expect(ids(second)).toEqual(all.slice(6));
    expect(second.data.current_page).toBe(2);
    expect((await list(brandA, '?per_page=7')).json().data).toMatchObject({ total: 7, last_page: 1 });
    expect((await list(brandA, '?per_page=8')).json().data).toMatchObject({ total: 7, last_page: 1 });
    const beyond = (await list(brandA, '?per_page=8&page=2')).json();
    expect(beyond.data).toMatchObject({ data: [], current_page: 2, last_page: 1 });
  });

  it('filters by the brand’s own campaign; another brand’s campaign gives an empty list', async () => {
    const one = (await list(brandA, `?campaign_id=${a.rejected!.campaign.id}`)).json();
    expect(ids(one)).toEqual([a.rejected!.scriptId]);
    expect(one.counts).toEqual({ all: 1, pending: 0, approved: 0, rejected: 1, scripts: 0 });
    const other = (await list(brandA, `?campaign_id=${b.campaign.id}`)).json();
    expect(other.data).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect(other.counts).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0, scripts: 0 });
  });

  it('refuses a bad filter, campaign id or page size with 422', async () => {
    const status = await list(brandA, '?status=archived');
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.status).toEqual([M.filterInvalid]);
    const campaign = await list(brandA, '?campaign_id=12');
    expect(campaign.statusCode).toBe(422);
    expect(campaign.json().errors.campaign_id).toEqual([M.campaignFilterInvalid]);
    for (const perPage of ['0', '51', 'ten']) expect((await list(brandA, `?per_page=${perPage}`)).statusCode, perPage).toBe(422);
    expect((await list(brandA, '?status=&campaign_id=')).statusCode).toBe(200);
  });

  it('holds only the brand’s own submissions', async () => {
    expect(ids((await list(brandB)).json())).toEqual([b.scriptId]);
    expect((await list(brandB)).json().counts).toEqual({ all: 1, pending: 1, approved: 0, rejected: 0, scripts: 0 });
  });
});

describe('the access matrix', () => {
  it('answers 401 to anonymous callers and 403 to creators, for the list and for a decision', async () => {
    const anonymous = t.agent();
    expect((await anonymous.get('/api/brands/creator-submissions')).statusCode).toBe(401);
    const decided = await decide(anonymous, { submission_id: b.scriptId, status: 'approved' });
    expect(decided.statusCode).toBe(401);
    expect(decided.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect((await b.agent.get('/api/brands/creator-submissions')).statusCode).toBe(403);
    const byCreator = await decide(b.agent, { submission_id: b.scriptId, status: 'approved' });
    expect(byCreator.statusCode).toBe(403);
    expect((await scriptRow(t, b.scriptId)).status).toBe('In Review');
  });

  it('answers 404 to a brand deciding another brand’s submission, an unknown id or a malformed one, and changes nothing', async () => {
    for (const submission_id of [b.scriptId, '00000000-0000-4000-8000-000000000000', 'not-an-id', 42]) {
      const res = await decide(brandA.agent, { submission_id, status: 'approved' });
      expect(res.statusCode, String(submission_id)).toBe(404);
      expect(res.json().message).toBe('Submission not found.');
    }
    expect((await scriptRow(t, b.scriptId)).status).toBe('In Review');
  });

  it('answers 419 to a decision without the CSRF token, or with another session’s', async () => {
    const none = await decide(brandB.agent, { submission_id: b.scriptId, status: 'approved' }, { csrf: false });
    expect(none.statusCode).toBe(419);
    const foreign = await brandB.agent.post(
      '/api/approve-submission',
      { submission_id: b.scriptId, status: 'approved' },
      { headers: { 'x-csrf-token': brandA.agent.csrf! } },
    );
    expect(foreign.statusCode).toBe(419);
    expect((await scriptRow(t, b.scriptId)).status).toBe('In Review');
  });

  it('takes the spec client’s flow: GET /sanctum/csrf-cookie, then the XSRF-TOKEN cookie back in X-XSRF-TOKEN', async () => {
    const cookie = await brandB.agent.get('/sanctum/csrf-cookie');
    expect(cookie.statusCode).toBeLessThan(300);
    const token = brandB.agent.cookies.get('XSRF-TOKEN');
    expect(token).toBeTruthy();
    const res = await brandB.agent.post(
      '/api/approve-submission',
      { submission_id: b.scriptId, status: 'rejected', rejection_reason: 'Show the label', rejected_post_remarks: null },
      { csrf: false, headers: { 'x-xsrf-token': token! } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Submission rejected successfully');
    // And the creator re-uploads for the next round.
    expect((await uploadVideo(b.agent, { scriptId: b.scriptId })).statusCode).toBe(200);
  });

  it('replays a decision sent again with the same Idempotency-Key instead of refusing it', async () => {
    const key = 'review-replay-1';
    const first = await brandB.agent.post(
      '/api/approve-submission',
      { submission_id: b.scriptId, status: 'approved' },
      { headers: { 'idempotency-key': key } },
    );
    expect(first.statusCode, first.body).toBe(200);
    const replay = await brandB.agent.post(
      '/api/approve-submission',
      { submission_id: b.scriptId, status: 'approved' },
      { headers: { 'idempotency-key': key } },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });
});
