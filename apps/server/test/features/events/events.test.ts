import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { openEventStream } from '../../helpers/event-stream';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';

let t: TestApp;
let baseUrl: string;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const cookieOf = (agent: TestAgent) => `amplio_session=${agent.cookies.get('amplio_session')}`;

async function conversation() {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
  await fundAndCapture(t, brand.agent, campaign.id, 20_000);
  const creator = await signedInCreatorWithProfile(t);
  const asked = await creator.agent.post(`/api/campaigns/${campaign.id}/questions`, { body: 'Hello?' });
  expect(asked.statusCode, asked.body).toBe(201);
  return { creator, id: asked.json().conversation_id as string };
}

describe('the event stream', () => {
  it('refuses a visitor with 401', async () => {
    const stream = openEventStream({ baseUrl, cookie: '' });
    expect(await stream.opened).toBe(401);
    stream.close();
  });

  it('carries a message to the other side as it is sent, with the unread notification, each with an id', async () => {
    const { creator, id } = await conversation();
    const stream = openEventStream({ baseUrl, cookie: cookieOf(creator.agent) });
    expect(await stream.opened).toBe(200);
    await stream.until((events) => events.some((e) => e.event === 'ready'));
    const sent = await brand.agent.post(`/api/conversations/${id}/messages`, { body: 'Yes, Hindi is fine.' });
    expect(sent.statusCode).toBe(201);
    await stream.until((events) => events.some((e) => e.event === 'message') && events.some((e) => e.event === 'notification'));
    const message = stream.of('message')[0]!;
    expect(message.id).toBeGreaterThan(0);
    expect(message.data).toMatchObject({ conversation_id: id, message: { sender: 'brand', body: 'Yes, Hindi is fine.' } });
    expect(stream.of('notification')[0]!.data).toMatchObject({
      notification: { category: 'messages', link: `/creator/dashboard/messages/${id}` },
    });
    stream.close();
  });

  it('replays what was missed after Last-Event-ID, once, then goes on live', async () => {
    const { creator, id } = await conversation();
    const first = openEventStream({ baseUrl, cookie: cookieOf(creator.agent) });
    await first.until((events) => events.some((e) => e.event === 'ready'));
    await brand.agent.post(`/api/conversations/${id}/messages`, { body: 'one' });
    await first.until((events) => events.some((e) => e.event === 'message'));
    const lastSeen = first.of('message')[0]!.id!;
    first.close();

    await brand.agent.post(`/api/conversations/${id}/messages`, { body: 'two' });
    await brand.agent.post(`/api/conversations/${id}/messages`, { body: 'three' });
    const again = openEventStream({ baseUrl, cookie: cookieOf(creator.agent), lastEventId: lastSeen });
    await again.until((events) => events.filter((e) => e.event === 'message').length >= 2);
    await brand.agent.post(`/api/conversations/${id}/messages`, { body: 'four' });
    await again.until((events) => events.filter((e) => e.event === 'message').length >= 3);
    const bodies = again.of('message').map((e) => (e.data as { message: { body: string } }).message.body);
    expect(bodies).toEqual(['two', 'three', 'four']);
    const ids = again.events.filter((e) => e.id !== null).map((e) => e.id!);
    expect(new Set(ids).size).toBe(ids.length);
    again.close();
  });

  it('ends when its session signs out', async () => {
    const creator = await signedInCreatorWithProfile(t);
    const stream = openEventStream({ baseUrl, cookie: cookieOf(creator.agent) });
    await stream.until((events) => events.some((e) => e.event === 'ready'));
    expect((await creator.agent.post('/api/creators/logout')).statusCode).toBe(200);
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 2_000))]);
  });
});
