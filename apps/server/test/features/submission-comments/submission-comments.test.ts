import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, COMMENT_MESSAGES as M } from '@amplio/shared/schemas/submission-comments';
import { count, eq } from 'drizzle-orm';
import { submissionComments } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { addComment, comment, rejectAndUploadNext, setDurations, type Submission, submissionInReview } from './comment-helpers';

let t: TestApp;
let s: Submission;
beforeAll(async () => {
  t = await buildTestApp();
  s = await submissionInReview(t, 20_000);
});
afterAll(() => t.close());

const errorsOf = (res: { json(): { errors?: Record<string, string[]> } }) => res.json().errors ?? {};

describe('time-coded comments: adding and reading', () => {
  it('the brand comments at a moment and on a range; both parties read them in the order of the video', async () => {
    const later = await addComment(s.brand.agent, s.id, { at_seconds: 12, body: '  Logo too small here  ' });
    const range = await addComment(s.brand.agent, s.id, { at_seconds: 4, end_seconds: 6.5, body: 'Say the price in this part' });
    expect(range).toMatchObject({ version: 1, at_seconds: 4, end_seconds: 6.5 });
    for (const agent of [s.brand.agent, s.creator.agent]) {
      const res = await agent.get(`/api/submissions/${s.id}/comments?version=1`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Array<Record<string, unknown>>;
      const mine = data.filter((c) => c.id === later.id || c.id === range.id);
      expect(mine.map((c) => c.id)).toEqual([range.id, later.id]);
      expect(mine[1]).toEqual({
        id: later.id,
        version: 1,
        at_seconds: 12,
        end_seconds: null,
        body: 'Logo too small here',
        author: 'brand',
        resolved: false,
        replies: [],
        created_at: expect.any(String),
      });
    }
  });

  it('keeps millisecond precision and refuses a fourth decimal with the exact message', async () => {
    const c = await addComment(s.brand.agent, s.id, { at_seconds: 1.234, body: 'Cut here' });
    expect(c.at_seconds).toBe(1.234);
    const res = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1.2345, body: 'x' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).at_seconds).toEqual([M.atInvalid]);
  });

  it.each([
    ['a negative time', { at_seconds: -0.001 }, 'at_seconds', M.atInvalid],
    ['a string time', { at_seconds: '4' }, 'at_seconds', M.atInvalid],
    ['no time', { at_seconds: undefined }, 'at_seconds', M.atInvalid],
    ['an end before the start', { at_seconds: 5, end_seconds: 5 }, 'end_seconds', M.endBeforeStart],
    ['a version 0', { version: 0 }, 'version', M.versionInvalid],
    ['a version 1.5', { version: 1.5 }, 'version', M.versionInvalid],
  ])('refuses %s with 422 and the exact message', async (_name, patch, field, message) => {
    const res = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: 'ok', ...patch });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
  });

  it('refuses a time past the video’s duration, and a range ending past it, with the exact message', async () => {
    const past = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 20.001, body: 'too late' });
    expect(past.statusCode).toBe(422);
    expect(errorsOf(past).at_seconds).toEqual([M.beyondDuration('0:20')]);
    const range = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 19, end_seconds: 21, body: 'too late' });
    expect(range.statusCode).toBe(422);
    expect(errorsOf(range).end_seconds).toEqual([M.beyondDuration('0:20')]);
    expect((await comment(s.brand.agent, s.id, { version: 1, at_seconds: 20, body: 'the last frame' })).statusCode).toBe(201);
  });

  it('refuses a version the submission does not have', async () => {
    const res = await comment(s.brand.agent, s.id, { version: 9, at_seconds: 1, body: 'x' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).version).toEqual([M.versionUnknown(9)]);
  });

  it('takes a body of 1 and 2,000 characters after trimming, and refuses an empty one and 2,001', async () => {
    expect((await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: ' a ' })).statusCode).toBe(201);
    const max = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: 'b'.repeat(COMMENT_LIMITS.bodyMax) });
    expect(max.statusCode).toBe(201);
    const over = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: 'b'.repeat(COMMENT_LIMITS.bodyMax + 1) });
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over).body).toEqual([M.bodyTooLong]);
    const blank = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank).body).toEqual([M.bodyRequired]);
  });

  it('refuses a 10 MB body with 413 or 422, never a 500', async () => {
    const res = await comment(s.brand.agent, s.id, { version: 1, at_seconds: 1, body: 'x'.repeat(10 * 1024 * 1024) });
    expect([413, 422]).toContain(res.statusCode);
  });

  it('refuses a wrong CSRF token as the house does', async () => {
    const res = await s.brand.agent.post(
      `/api/submissions/${s.id}/comments`,
      { version: 1, at_seconds: 1, body: 'x' },
      { headers: { 'x-csrf-token': 'wrong' } },
    );
    expect([403, 419]).toContain(res.statusCode);
  });

  it('adds a comment once when the same request is sent again with its Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { version: 1, at_seconds: 3, body: `Once only ${key}` };
    const first = await comment(s.brand.agent, s.id, body, { 'idempotency-key': key });
    const again = await comment(s.brand.agent, s.id, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const [row] = await t.db.select({ n: count() }).from(submissionComments).where(eq(submissionComments.body, body.body));
    expect(row!.n).toBe(1);
  });

  it('lets the creator comment too, as the creator', async () => {
    const c = await comment(s.creator.agent, s.id, { version: 1, at_seconds: 2, body: 'I can reshoot this bit' });
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json().data.author).toBe('creator');
  });
});

describe('time-coded comments: replies and resolving', () => {
  it('the creator replies in place and the brand answers under the same comment', async () => {
    const c = await addComment(s.brand.agent, s.id, { at_seconds: 8, body: 'Too dark' });
    const reply = await s.creator.agent.post(`/api/submissions/comments/${c.id}/replies`, { body: ' Brighter in the next take ' });
    expect(reply.statusCode, reply.body).toBe(201);
    t.clock.advance(1_000);
    await s.brand.agent.post(`/api/submissions/comments/${c.id}/replies`, { body: 'Thanks' });
    const list = (await s.brand.agent.get(`/api/submissions/${s.id}/comments?version=1`)).json().data as Array<{
      id: string;
      replies: Array<{ body: string; author: string }>;
    }>;
    expect(list.find((x) => x.id === c.id)!.replies.map((r) => [r.author, r.body])).toEqual([
      ['creator', 'Brighter in the next take'],
      ['brand', 'Thanks'],
    ]);
  });

  it('refuses an empty reply and one of 2,001 characters with the exact messages', async () => {
    const c = await addComment(s.brand.agent, s.id, { at_seconds: 9, body: 'Reply to me' });
    const blank = await s.creator.agent.post(`/api/submissions/comments/${c.id}/replies`, { body: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank).body).toEqual([M.replyRequired]);
    const over = await s.creator.agent.post(`/api/submissions/comments/${c.id}/replies`, { body: 'r'.repeat(2_001) });
    expect(errorsOf(over).body).toEqual([M.replyTooLong]);
    expect((await s.creator.agent.post(`/api/submissions/comments/${c.id}/replies`, { body: 'r'.repeat(2_000) })).statusCode).toBe(201);
  });

  it('the creator resolves a comment; resolving it twice answers the same and changes nothing', async () => {
    const c = await addComment(s.brand.agent, s.id, { at_seconds: 10, body: 'Fix the caption' });
    const first = await s.creator.agent.post(`/api/submissions/comments/${c.id}/resolve`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.resolved).toBe(true);
    const again = await s.creator.agent.post(`/api/submissions/comments/${c.id}/resolve`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
  });

  it('answers 404 for an unknown comment and for a malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await s.creator.agent.post(`/api/submissions/comments/${id}/resolve`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.commentNotFound);
    }
  });
});

describe('versions', () => {
  it('each upload after a rejection is a new version with its own comments; the brand still plays v1', async () => {
    const v = await submissionInReview(t, 15_000);
    const onV1 = await addComment(v.brand.agent, v.id, { at_seconds: 4, body: 'Show the label' });
    await rejectAndUploadNext(v);
    await setDurations(t, v.id, 15_000);
    const versions = (await v.brand.agent.get(`/api/submissions/${v.id}/versions`)).json().data as Array<{
      version: number;
      file_url: string;
      current: boolean;
      open_comments: number;
      duration_seconds: number;
    }>;
    expect(versions.map((x) => [x.version, x.current, x.open_comments, x.duration_seconds])).toEqual([
      [1, false, 1, 15],
      [2, true, 0, 15],
    ]);
    expect(versions[0]!.file_url).not.toBe(versions[1]!.file_url);
    // The earlier upload is kept, and both parties still play it.
    for (const agent of [v.brand.agent, v.creator.agent]) {
      const res = await agent.get(versions[0]!.file_url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const onV2 = await comment(v.brand.agent, v.id, { version: 2, at_seconds: 1, body: 'Better' });
    expect(onV2.statusCode).toBe(201);
    const v1 = (await v.creator.agent.get(`/api/submissions/${v.id}/comments?version=1`)).json().data;
    const v2 = (await v.creator.agent.get(`/api/submissions/${v.id}/comments?version=2`)).json().data;
    const all = (await v.creator.agent.get(`/api/submissions/${v.id}/comments`)).json().data;
    expect(v1.map((c: { id: string }) => c.id)).toEqual([onV1.id]);
    expect(v2.map((c: { version: number }) => c.version)).toEqual([2]);
    expect(all).toHaveLength(2);
  });

  it('refuses a version filter that is not a whole number from 1', async () => {
    const res = await s.brand.agent.get(`/api/submissions/${s.id}/comments?version=abc`);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).version).toEqual([M.versionInvalid]);
  });

  it('another brand cannot play an earlier version', async () => {
    const v = await submissionInReview(t);
    await rejectAndUploadNext(v);
    const [first] = (await v.brand.agent.get(`/api/submissions/${v.id}/versions`)).json().data;
    const other = await submissionInReview(t);
    expect((await other.brand.agent.get(first.file_url)).statusCode).toBe(404);
    expect((await other.creator.agent.get(first.file_url)).statusCode).toBe(404);
  });
});
