import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { addComment, type Submission, submissionInReview } from './comment-helpers';

let t: TestApp;
let s: Submission;
let other: Submission;
let commentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  s = await submissionInReview(t);
  // Brand B with its own creator Y: neither takes part in s.
  other = await submissionInReview(t);
  commentId = (await addComment(s.brand.agent, s.id, { at_seconds: 4, body: 'Pinned' })).id;
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST';
  path: () => string;
  body?: unknown;
  ok: number;
}

/** Issue 28 §3: every comments route, for the submission's brand and creator, and for anyone else. */
const ROUTES: Array<[string, Route]> = [
  ['GET versions', { method: 'GET', path: () => `/api/submissions/${s.id}/versions`, ok: 200 }],
  ['GET comments', { method: 'GET', path: () => `/api/submissions/${s.id}/comments?version=1`, ok: 200 }],
  [
    'POST comment',
    { method: 'POST', path: () => `/api/submissions/${s.id}/comments`, body: { version: 1, at_seconds: 1, body: 'x' }, ok: 201 },
  ],
  ['POST reply', { method: 'POST', path: () => `/api/submissions/comments/${commentId}/replies`, body: { body: 'y' }, ok: 201 }],
  ['POST resolve', { method: 'POST', path: () => `/api/submissions/comments/${commentId}/resolve`, ok: 200 }],
];
const send = (agent: TestAgent, route: Route) =>
  agent.request({ method: route.method, url: route.path(), payload: route.body as string | undefined });

describe('submission comments: the access matrix', () => {
  it.each(ROUTES)('%s: anonymous → 401', async (_name, route) => {
    const res = await send(t.agent(), route);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
  });

  it.each(ROUTES)('%s: an operator → 403', async (_name, route) => {
    const operator = await t.createUser({ userType: 'operator' });
    const agent = t.agent();
    expect((await agent.post('/ops/login', { email: operator.email, password: operator.password })).statusCode).toBe(200);
    expect((await send(agent, route)).statusCode).toBe(403);
  });

  it.each(ROUTES)('%s: brand B and creator Y → 404, and they never see the comments', async (_name, route) => {
    for (const agent of [other.brand.agent, other.creator.agent]) {
      const res = await send(agent, route);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Pinned');
    }
  });

  it.each(ROUTES)('%s: the campaign’s brand and the script’s creator → %s', async (_name, route) => {
    for (const agent of [s.brand.agent, s.creator.agent]) {
      const res = await send(agent, route);
      expect(res.statusCode, res.body).toBe(route.ok);
    }
  });
});
