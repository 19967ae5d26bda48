import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_LIMITS as L, CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { type FormPart, fixtures, multipartBody } from '../../helpers/file-fixtures';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { creatorJoining } from '../content-uploads/content-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { signInOperator } from '../wallet/wallet-helpers';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());
// The inbox totals the triggers keep (migration 0033) always equal what the participants' rows add up to.
afterEach(async () => {
  const { rows } = (await t.db.execute(
    `select count(*)::int as n from conversation_inboxes i left join (
        select user_id, count(*) as conversations, coalesce(sum(unread_count), 0) as unread from conversation_participants group by user_id
      ) p on p.user_id = i.user_id
      where i.conversations <> coalesce(p.conversations, 0) or i.unread <> coalesce(p.unread, 0)` as never,
  )) as unknown as { rows: { n: number }[] };
  expect(rows[0]!.n).toBe(0);
});

async function activeCampaign(owner = brand) {
  const campaign = await createCampaign(t, owner.agent, { start_date: dayFrom(t, 0) });
  await fundAndCapture(t, owner.agent, campaign.id, 20_000);
  return campaign;
}

const ask = (agent: TestAgent, campaignId: string, body: unknown) => agent.post(`/api/campaigns/${campaignId}/questions`, body);
const send = (agent: TestAgent, id: string, body: unknown) => agent.post(`/api/conversations/${id}/messages`, body);
const messages = async (agent: TestAgent, id: string, query = '') => {
  const res = await agent.get(`/api/conversations/${id}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const sendForm = (agent: TestAgent, id: string, parts: FormPart[], opts: { csrf?: boolean } = {}) => {
  const { payload, headers } = multipartBody(parts);
  return agent.request({ method: 'POST', url: `/api/conversations/${id}/messages`, payload, headers, csrf: opts.csrf });
};

/** A creator who asked a question on a new campaign of `brand`: the conversation is open. */
async function conversationWithQuestion(body = 'Can I film this in Hindi?', owner = brand) {
  const campaign = await activeCampaign(owner);
  const creator = await signedInCreatorWithProfile(t);
  const asked = await ask(creator.agent, campaign.id, { body });
  expect(asked.statusCode, asked.body).toBe(201);
  return { campaign, creator, id: asked.json().conversation_id as string };
}

describe('asking the brand', () => {
  it('opens one conversation per campaign and creator; the brand sees it unread, with the campaign and the creator', async () => {
    const { campaign, creator, id } = await conversationWithQuestion();
    const again = await ask(creator.agent, campaign.id, { body: 'And in Tamil?' });
    expect(again.json().conversation_id).toBe(id);

    const list = (await brand.agent.get(`/api/conversations?campaign_id=${campaign.id}`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id,
      campaign: { id: campaign.id, product_name: campaign.product_name },
      creator: { id: creator.user.id, name: creator.user.name },
      last_message: { body: 'And in Tamil?', sender: 'creator' },
      unread_count: 2,
      protected: false,
    });
    expect((await brand.agent.get('/api/conversations/unread')).json().unread_total).toBeGreaterThanOrEqual(2);

    const thread = await messages(brand.agent, id);
    expect(thread.data.map((m: { body: string }) => m.body)).toEqual(['Can I film this in Hindi?', 'And in Tamil?']);
    expect(thread.has_more).toBe(false);
  });

  it('refuses an empty question and a campaign the creator cannot see', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreatorWithProfile(t);
    const empty = await ask(creator.agent, campaign.id, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual([M.questionRequired]);
    const draft = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
    expect((await ask(creator.agent, draft.id, { body: 'Hello?' })).statusCode).toBe(404);
    expect((await ask(brand.agent, campaign.id, { body: 'Hello?' })).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it(`takes a body of ${L.bodyMax} characters and refuses ${L.bodyMax + 1}, an empty one, and a wrong type`, async () => {
    const { id } = await conversationWithQuestion();
    expect((await send(brand.agent, id, { body: 'x'.repeat(L.bodyMax) })).statusCode).toBe(201);
    const long = await send(brand.agent, id, { body: 'x'.repeat(L.bodyMax + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual([M.bodyTooLong]);
    const empty = await send(brand.agent, id, { body: '  ' });
    expect(empty.json().errors.body).toEqual([M.bodyRequired]);
    expect((await send(brand.agent, id, { body: 42 })).json().errors.body).toEqual([M.bodyRequired]);
    expect((await send(brand.agent, id, {})).statusCode).toBe(422);
  });

  it('answers a 10 MB body with 413 and a wrong CSRF token with 419, and writes nothing', async () => {
    const { id } = await conversationWithQuestion();
    const before = (await messages(brand.agent, id)).data.length;
    const huge = await send(brand.agent, id, { body: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const forged = await brand.agent.request({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { body: 'hi' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(419);
    expect(forged.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
    expect((await messages(brand.agent, id)).data.length).toBe(before);
  });

  it('hides contact details from the recipient until money is held, and tells the sender', async () => {
    const { campaign, creator, id } = await conversationWithQuestion('Call me on 98765 43210 or asha@okaxis');
    const seenByBrand = (await messages(brand.agent, id)).data.at(-1);
    expect(seenByBrand).toMatchObject({ body: 'Call me on [hidden] or [hidden]', masked: true });
    const seenByCreator = (await messages(creator.agent, id)).data.at(-1);
    expect(seenByCreator).toMatchObject({ body: 'Call me on 98765 43210 or asha@okaxis', masked: true });
    const listed = (await brand.agent.get(`/api/conversations?campaign_id=${campaign.id}`)).json().data[0];
    expect(listed.last_message.body).toBe('Call me on [hidden] or [hidden]');

    // Once the creator saves a script, money is held for the pair: nothing is hidden any more.
    const saved = await creator.agent.post('/api/campaigns/save-script', {
      brand_id: campaign.brand_id,
      campaign_id: campaign.id,
      script: 'Hi all!',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await send(creator.agent, id, { body: 'My number is 98765 43210' });
    const after = (await messages(brand.agent, id)).data;
    expect(after.at(-1)).toMatchObject({ body: 'My number is 98765 43210', masked: false });
    // The script saved is on the timeline as a system message.
    expect(after.some((m: { sender: string; body: string }) => m.sender === 'system' && m.body.startsWith('Script saved.'))).toBe(true);
  });

  it('sends an image and a PDF as attachments that only the two participants can open', async () => {
    const { creator, id } = await conversationWithQuestion();
    const res = await sendForm(brand.agent, id, [
      { name: 'body', value: 'Here is the mood board' },
      { name: 'attachments', filename: 'board.png', contentType: 'image/png', data: fixtures.png() },
      {
        name: 'attachments',
        filename: 'brief.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data;
    expect(message.attachments.map((a: { name: string; mime_type: string }) => [a.name, a.mime_type])).toEqual([
      ['board.png', 'image/png'],
      ['brief.pdf', 'application/pdf'],
    ]);
    const url = message.attachments[0].url;
    expect((await creator.agent.get(url)).statusCode).toBe(200);
    const stranger = await signedInCreatorWithProfile(t);
    expect((await stranger.agent.get(url)).statusCode).toBe(404);
    const otherBrand = await signedInBrand(t);
    expect((await otherBrand.agent.get(url)).statusCode).toBe(404);
  });

  it('refuses an attachment that is not an image, PDF or video by its bytes, and a sixth attachment', async () => {
    const { id } = await conversationWithQuestion();
    const wrong = await sendForm(brand.agent, id, [
      { name: 'attachments', filename: 'a.png', contentType: 'image/png', data: fixtures.text() },
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.attachments).toEqual([M.attachmentWrongType]);
    const six = Array.from({ length: L.attachmentsMax + 1 }, (_, i) => ({
      name: 'attachments',
      filename: `${i}.gif`,
      contentType: 'image/gif',
      data: fixtures.gif(),
    }));
    const tooMany = await sendForm(brand.agent, id, six);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.attachments).toEqual([M.tooManyAttachments]);
  });

  it('answers an attachment over 25 MB with 413 while it streams', async () => {
    const { id } = await conversationWithQuestion();
    const res = await sendForm(brand.agent, id, [
      { name: 'attachments', filename: 'big.mp4', contentType: 'video/mp4', data: fixtures.mp4(L.attachmentMaxBytes + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.attachmentTooLarge);
  });

  it(`throttles a sender at ${L.perMinute} messages a minute with a 429 that says when to retry`, async () => {
    const { id } = await conversationWithQuestion();
    const sender = await signedInBrand(t);
    const own = await activeCampaign(sender);
    const creator = await signedInCreatorWithProfile(t);
    const conv = (await ask(creator.agent, own.id, { body: 'Hi' })).json().conversation_id;
    for (let i = 0; i < L.perMinute; i++) expect((await send(sender.agent, conv, { body: `m${i}` })).statusCode).toBe(201);
    const over = await send(sender.agent, conv, { body: 'one too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: M.throttled });
    expect(over.json().retry_after).toBeGreaterThan(0);
    expect(id).toBeTruthy();
  });

  it('pages back through older messages with `before`, newest last', async () => {
    const { creator, id } = await conversationWithQuestion('first');
    for (let i = 2; i <= 5; i++) await send(creator.agent, id, { body: `m${i}` });
    const last = await messages(brand.agent, id, '?limit=2');
    expect(last.data.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(last.has_more).toBe(true);
    const older = await messages(brand.agent, id, `?limit=2&before=${last.data[0].id}`);
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    expect((await brand.agent.get(`/api/conversations/${id}/messages?limit=${L.messagesMax + 1}`)).statusCode).toBe(422);
    expect((await brand.agent.get(`/api/conversations/${id}/messages?before=nope`)).statusCode).toBe(422);
  });
});

describe('read state', () => {
  it('reading up to the newest message clears the unread count and the grouped notification', async () => {
    // A brand of its own: the shared one has more notifications than a page holds, all at the same (fake) instant.
    const reader = await signedInBrand(t);
    const { creator, id } = await conversationWithQuestion('First question', reader);
    await send(creator.agent, id, { body: 'Second question' });
    const note = (await reader.agent.get('/api/notifications'))
      .json()
      .data.find((n: { link: string }) => n.link === `/brand/messages/${id}`);
    expect(note).toMatchObject({ category: 'messages', title: `2 new messages from ${creator.user.name}`, read: false });
    const newest = (await messages(reader.agent, id)).data.at(-1);
    const read = await reader.agent.post(`/api/conversations/${id}/read`, { message_id: newest.id });
    expect(read.statusCode, read.body).toBe(200);
    const list = (await reader.agent.get('/api/conversations')).json();
    expect(list.data.find((c: { id: string }) => c.id === id).unread_count).toBe(0);
    const after = (await reader.agent.get('/api/notifications')).json().data.find((n: { id: string }) => n.id === note.id);
    expect(after.read).toBe(true);
    expect((await reader.agent.post(`/api/conversations/${id}/read`, { message_id: 'nope' })).statusCode).toBe(422);
  });
});

describe('who may read a conversation', () => {
  it('answers 404 to another brand and another creator, for reading, writing and reporting', async () => {
    const { id } = await conversationWithQuestion();
    const otherBrand = await signedInBrand(t);
    const otherCreator = await signedInCreatorWithProfile(t);
    for (const agent of [otherBrand.agent, otherCreator.agent]) {
      expect((await agent.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await send(agent, id, { body: 'hi' })).statusCode).toBe(404);
      expect((await agent.get('/api/conversations')).json().data.some((c: { id: string }) => c.id === id)).toBe(false);
    }
    const anonymous = await t.agent();
    expect((await anonymous.get('/api/conversations')).statusCode).toBe(401);
  });

  it('lets operators read a conversation only once a participant reported one of its messages', async () => {
    const { creator, id } = await conversationWithQuestion('Pay me outside Amplio at 98765 43210');
    const ops = (await signInOperator(t)).agent;
    const message = (await messages(brand.agent, id)).data.at(-1);

    expect((await creator.agent.post(`/api/conversations/${id}/messages/${message.id}/report`, { reason: 'mine' })).json().message).toBe(
      M.cannotReportOwn,
    );
    expect(
      (await brand.agent.post(`/api/conversations/${id}/messages/${message.id}/report`, { reason: ' ' })).json().errors.reason,
    ).toEqual([M.reasonRequired]);
    const reported = await brand.agent.post(`/api/conversations/${id}/messages/${message.id}/report`, {
      reason: 'Asks to be paid off the platform',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toBe(M.reported);
    expect((await brand.agent.post(`/api/conversations/${id}/messages/${message.id}/report`, { reason: 'again' })).statusCode).toBe(409);

    const queue = (await ops.get('/api/ops/reports')).json().data;
    const report = queue.find((r: { conversation_id: string }) => r.conversation_id === id);
    expect(report).toMatchObject({ reason: 'Asks to be paid off the platform', reporter: 'brand', resolved_at: null });
    expect(report.message.body).toBe('Pay me outside Amplio at 98765 43210');
    const thread = await ops.get(`/api/ops/reports/${report.id}/conversation`);
    expect(thread.statusCode).toBe(200);
    expect((await ops.post(`/api/ops/reports/${report.id}/resolve`)).statusCode).toBe(200);
    expect((await brand.agent.get('/api/ops/reports')).statusCode).toBe(403);
  });
});

describe('the timeline', () => {
  it('records a saved script and an uploaded video as system messages in the same transaction', async () => {
    const campaign = await activeCampaign();
    const joined = await creatorJoining(t, campaign);
    const list = (await brand.agent.get(`/api/conversations?campaign_id=${campaign.id}`)).json().data;
    expect(list).toHaveLength(1);
    const thread = await messages(brand.agent, list[0].id);
    expect(thread.data.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ['system', 'Script saved. ₹2,500 is held in escrow for this collaboration.'],
    ]);
    // System messages are not unread: they are the record, the bell tells of the change.
    expect(list[0].unread_count).toBe(0);
    expect(joined.scriptId).toBeTruthy();
  });
});
