import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { multipartBody } from '../../helpers/file-fixtures';
import { completedCollaboration, COUNTS, proofImage, reportOk } from './post-metrics-helpers';

let t: TestApp;
let mine: Awaited<ReturnType<typeof completedCollaboration>>;
let theirs: Awaited<ReturnType<typeof completedCollaboration>>;
let reportId: string;
let proof: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await completedCollaboration(t);
  // Brand B with its own creator Y: neither takes part in `mine`.
  theirs = await completedCollaboration(t);
  reportId = (await reportOk(mine.creator.agent, mine.scriptId)).id;
  proof = await proofImage();
});
afterAll(() => t.close());

type Side = 'creator' | 'brand';
interface Route {
  method: 'GET' | 'POST';
  path: () => string;
  /** Who may call it: the script's creator or the campaign's brand. */
  side: Side;
  body?: () => { payload: unknown; headers?: Record<string, string> };
}

const reportForm = () => {
  const parts = Object.entries(COUNTS).map(([name, value]) => ({ name, value: String(value) }));
  return multipartBody([...parts, { name: 'proof', filename: 'p.png', contentType: 'image/png', data: proof }]);
};

/** Issue 27 §1: every post-metrics route, for its owner, for the other side, and for brand B and creator Y. */
const ROUTES: Array<[string, Route]> = [
  ['POST report', { method: 'POST', side: 'creator', path: () => `/api/creator/scripts/${mine.scriptId}/post-metrics`, body: reportForm }],
  ['GET creator view', { method: 'GET', side: 'creator', path: () => `/api/creator/scripts/${mine.scriptId}/post-metrics` }],
  ['GET brand view', { method: 'GET', side: 'brand', path: () => `/api/brands/scripts/${mine.scriptId}/post-metrics` }],
  ['POST accept', { method: 'POST', side: 'brand', path: () => `/api/brands/post-metrics/${reportId}/accept` }],
  [
    'POST question',
    {
      method: 'POST',
      side: 'brand',
      path: () => `/api/brands/post-metrics/${reportId}/question`,
      body: () => ({ payload: { reason: 'Why?' } }),
    },
  ],
];
const send = (agent: TestAgent, route: Route, opts: { csrf?: boolean } = {}) => {
  const body = route.body?.();
  return agent.request({
    method: route.method,
    url: route.path(),
    payload: body?.payload as string | undefined,
    headers: body?.headers,
    csrf: opts.csrf,
  });
};

describe('post metrics: the access matrix', () => {
  it.each(ROUTES)('%s: anonymous → 401', async (_name, route) => {
    const res = await send(t.agent(), route);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
  });

  it.each(ROUTES)('%s: the other side → 403', async (_name, route) => {
    const agent = route.side === 'creator' ? mine.brand.agent : mine.creator.agent;
    expect((await send(agent, route)).statusCode).toBe(403);
  });

  it.each(ROUTES)('%s: brand B or creator Y → 404, seeing nothing', async (_name, route) => {
    const agent = route.side === 'creator' ? theirs.creator.agent : theirs.brand.agent;
    const res = await send(agent, route);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain('12000');
  });

  it.each(ROUTES.filter(([, r]) => r.method === 'POST'))('%s: without the CSRF token → 419', async (_name, route) => {
    const agent = route.side === 'creator' ? mine.creator.agent : mine.brand.agent;
    expect((await send(agent, route, { csrf: false })).statusCode).toBe(419);
  });

  it('the owner: the creator reads, the brand reads and decides', async () => {
    const read = await send(mine.creator.agent, ROUTES[1]![1]);
    expect(read.statusCode).toBe(200);
    expect((await send(mine.brand.agent, ROUTES[2]![1])).statusCode).toBe(200);
    expect((await send(mine.brand.agent, ROUTES[4]![1])).statusCode).toBe(200);
    // The questioned report is answered by a new one.
    expect((await send(mine.creator.agent, ROUTES[0]![1])).statusCode).toBe(201);
  });
});
