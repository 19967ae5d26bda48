import type { TConversationsResponse } from '@amplio/shared/schemas/conversations';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN, CONVERSATION, conversationFixture, messagesPage } from '../conversation-fixtures.test-support';
import { renderAt, serve } from '../serve-conversations.test-support';
import { MessagesView } from './messages-view';

configure({ asyncUtilTimeout: 5000 });

const page = (data = [conversationFixture()], overrides: Partial<TConversationsResponse> = {}): TConversationsResponse => ({
  success: true,
  data,
  unread_total: data.reduce((sum, c) => sum + c.unread_count, 0),
  current_page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
  ...overrides,
});

const openBrand = (url: string) => renderAt(url, '/brand/messages/:id?', <MessagesView side="brand" />);
const openCreator = (url: string) => renderAt(url, '/creator/dashboard/messages/:id?', <MessagesView side="creator" />);

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(cleanup);

describe('the Messages list', () => {
  it('shows each conversation with the other side, the campaign, the last message and the unread count, linking to its thread', async () => {
    serve({
      'GET /api/conversations': () => ({
        status: 200,
        body: page([
          conversationFixture({
            unread_count: 3,
            last_message: { body: 'Can you  film\non Friday?', sender: 'creator', created_at: '2026-11-20T07:00:00.000Z' },
          }),
        ]),
      }),
    });
    openBrand('/brand/messages');
    const row = await screen.findByRole('link', { name: /Ishita Banerjee/ });
    expect(row.getAttribute('href')).toBe(`/brand/messages/${CONVERSATION}`);
    expect(within(row).getByText('Glow serum')).toBeTruthy();
    expect(within(row).getByText('Can you film on Friday?')).toBeTruthy();
    expect(within(row).getByText('3').textContent).toBe('3 unread messages');
  });

  it('shows the brand, and "You:" before the creator’s own last message, on the creator side', async () => {
    serve({
      'GET /api/conversations': () => ({
        status: 200,
        body: page([conversationFixture({ last_message: { body: 'Sure', sender: 'creator', created_at: '2026-11-20T07:00:00.000Z' } })]),
      }),
    });
    openCreator('/creator/dashboard/messages');
    const row = await screen.findByRole('link', { name: /Glow Labs/ });
    expect(within(row).getByText('You: Sure')).toBeTruthy();
  });

  it('searches by name or campaign through ?q=, from page 1', async () => {
    const calls = serve({ 'GET /api/conversations': () => ({ status: 200, body: page() }) });
    openBrand('/brand/messages?page=2');
    await screen.findByRole('link', { name: /Ishita Banerjee/ });
    expect(calls[0]?.query.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('Search conversations'), { target: { value: 'glow' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('Search conversations').closest('form') as HTMLFormElement);
    });
    expect(screen.getByTestId('location').textContent).toBe('/brand/messages?q=glow');
    const last = calls.at(-1);
    expect(last?.query.get('q')).toBe('glow');
    expect(last?.query.get('page')).toBe('1');
  });

  it('moves between pages', async () => {
    const calls = serve({
      'GET /api/conversations': (call) => ({
        status: 200,
        body: page(undefined, { current_page: Number(call.query.get('page')), last_page: 3 }),
      }),
    });
    openBrand('/brand/messages');
    await screen.findByText('Page 1 of 3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('says so when there are no conversations yet, with the way to start one', async () => {
    serve({ 'GET /api/conversations': () => ({ status: 200, body: page([]) }) });
    openCreator('/creator/dashboard/messages');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find campaigns' }).getAttribute('href')).toBe('/creator/dashboard/campaign-discovery');
  });

  it('offers to show all when a search matches nothing', async () => {
    serve({ 'GET /api/conversations': () => ({ status: 200, body: page([]) }) });
    openBrand('/brand/messages?q=zzz');
    expect(await screen.findByText('No conversations match')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show all conversations' }));
    });
    expect(screen.getByTestId('location').textContent).toBe('/brand/messages');
  });

  it('shows the failure with Try again, which asks again', async () => {
    let fail = true;
    serve({
      'GET /api/conversations': () => (fail ? { status: 500, body: { message: 'Server error.' } } : { status: 200, body: page() }),
    });
    openBrand('/brand/messages');
    expect(await screen.findByText('We could not load your conversations.')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('link', { name: /Ishita Banerjee/ })).toBeTruthy();
  });

  it('opens the one conversation about a campaign given as ?campaign_id=', async () => {
    const calls = serve({
      'GET /api/conversations': () => ({ status: 200, body: page() }),
      [`GET /api/conversations/${CONVERSATION}/messages`]: () => ({ status: 200, body: messagesPage([]) }),
    });
    openCreator(`/creator/dashboard/messages?campaign_id=${CAMPAIGN}`);
    await screen.findByRole('region', { name: 'Messages with Glow Labs' });
    expect(calls[0]?.query.get('campaign_id')).toBe(CAMPAIGN);
    expect(screen.getByTestId('location').textContent).toBe(`/creator/dashboard/messages/${CONVERSATION}`);
  });

  it('lists a campaign’s conversations when it has several, with a way back to all', async () => {
    serve({
      'GET /api/conversations': () => ({
        status: 200,
        body: page([
          conversationFixture(),
          conversationFixture({ id: 'k2', creator: { id: 'u2', name: 'Ravi K', username: null, profile_photo: null } }),
        ]),
      }),
    });
    openBrand(`/brand/messages?campaign_id=${CAMPAIGN}`);
    expect(await screen.findByText('About Glow serum')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Ishita Banerjee|Ravi K/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Show all conversations' }).getAttribute('href')).toBe('/brand/messages');
  });
});
