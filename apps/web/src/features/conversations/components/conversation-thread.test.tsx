import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M, type TMessage } from '@amplio/shared/schemas/conversations';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { TOUCH_QUERY } from '../../../lib/use-touch-input';
import { fakeSources } from '../../events/fake-event-source.test-support';
import { LiveEventsProvider } from '../../events/live-events-provider';
import { CONVERSATION, conversationFixture, messageFixture, messagesPage } from '../conversation-fixtures.test-support';
import { useConversationsLiveSync } from '../hooks/use-conversations-live-sync';
import { type Call, renderAt, serve } from '../serve-conversations.test-support';
import { ConversationThread } from './conversation-thread';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const THREAD = `/api/conversations/${CONVERSATION}/messages`;
const READ = `/api/conversations/${CONVERSATION}/read`;

function openThread(side: 'brand' | 'creator' = 'brand') {
  return renderAt(`/t/${CONVERSATION}`, '/t/:id', <ConversationThread conversationId={CONVERSATION} side={side} />);
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** Serves one page of messages, and answers a send with the message it was given. */
function serveThread(messages: TMessage[], extra: Record<string, (call: Call) => { status: number; body: unknown }> = {}) {
  return serve({
    [`GET ${THREAD}`]: () => ({ status: 200, body: messagesPage(messages) }),
    [`POST ${READ}`]: () => ({ status: 200, body: { success: true, unread_total: 0 } }),
    [`POST ${THREAD}`]: (call) => ({
      status: 201,
      body: { success: true, data: messageFixture({ sender: 'brand', body: (call.body as { body: string }).body }) },
    }),
    ...extra,
  });
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.mocked(notify.success).mockClear();
});

describe('a conversation thread', () => {
  it('shows who it is with and links to the campaign', async () => {
    serveThread([messageFixture()]);
    openThread('brand');
    expect(await screen.findByRole('heading', { name: 'Ishita Banerjee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ishita Banerjee' }).getAttribute('href')).toBe('/brand/creators/ishita');
    expect(screen.getByRole('link', { name: /Glow serum/ }).getAttribute('href')).toBe(
      '/brand/campaigns/0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b',
    );
  });

  it('shows the messages oldest first, the user’s own marked as theirs, and Amplio’s steps as timeline rows', async () => {
    serveThread([
      messageFixture({ sender: 'creator', body: 'Here is my script' }),
      messageFixture({ sender: 'system', body: 'Script saved' }),
      messageFixture({ sender: 'brand', body: 'Looks good' }),
    ]);
    openThread('brand');
    const log = await screen.findByRole('region', { name: 'Messages with Ishita Banerjee' });
    const items = within(log)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-hidden') !== 'true');
    expect(items.map((li) => li.textContent?.replace(/\d{1,2}:\d{2}\s?[ap]m.*$/i, ''))).toEqual([
      expect.stringContaining('Ishita Banerjee: Here is my script'),
      expect.stringContaining('Amplio: Script saved'),
      expect.stringContaining('You: Looks good'),
    ]);
    expect(within(items[1] as HTMLElement).getByTestId('timeline-row')).toBeTruthy();
    // Only the other side's messages can be reported.
    expect(within(log).getAllByRole('button', { name: 'Report this message' })).toHaveLength(1);
  });

  it('tells the recipient that contact details were hidden, and the sender that the other side sees them hidden', async () => {
    serveThread([
      messageFixture({ sender: 'creator', body: 'Call me on [hidden]', masked: true }),
      messageFixture({ sender: 'brand', body: 'Mail me at a@b.in', masked: true }),
    ]);
    openThread('brand');
    expect(await screen.findByText(M.maskedNotice)).toBeTruthy();
    expect(screen.getByText(M.maskedForRecipient)).toBeTruthy();
  });

  it('shows images as thumbnails opening full size, and PDFs and videos with their name and size', async () => {
    serveThread([
      messageFixture({
        sender: 'creator',
        body: '',
        attachments: [
          { id: 'f1', name: 'look.png', mime_type: 'image/png', size: 2048, url: '/api/files/f1' },
          { id: 'f2', name: 'brief.pdf', mime_type: 'application/pdf', size: 3.5 * 1024 * 1024, url: '/api/files/f2' },
          { id: 'f3', name: 'cut.mp4', mime_type: 'video/mp4', size: 12 * 1024 * 1024, url: '/api/files/f3' },
        ],
      }),
    ]);
    openThread('brand');
    const image = await screen.findByRole('link', { name: 'look.png, open full size' });
    expect(image.getAttribute('href')).toBe('/api/files/f1');
    expect(image.getAttribute('target')).toBe('_blank');
    const pdf = screen.getByRole('link', { name: /brief\.pdf/ });
    expect(pdf.getAttribute('href')).toBe('/api/files/f2');
    expect(pdf.textContent).toContain('3.5 MB');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/api/files/f3');
    expect(screen.getByText('12 MB')).toBeTruthy();
  });

  it('marks the thread read up to the newest message when it has unread ones', async () => {
    const newest = messageFixture({ sender: 'creator', body: 'New' });
    const calls = serve({
      [`GET ${THREAD}`]: () => ({
        status: 200,
        body: messagesPage([messageFixture(), newest], { conversation: conversationFixture({ unread_count: 1 }) }),
      }),
      [`POST ${READ}`]: () => ({ status: 200, body: { success: true, unread_total: 4 } }),
    });
    const client = openThread('brand');
    // The bell's list, as loaded before: the server reads the thread's "New message" notification with it.
    client.setQueryData(['notifications', 'list'], { pages: [], pageParams: [] });
    client.setQueryData(['conversations', 'list', {}], {
      success: true,
      data: [conversationFixture({ unread_count: 1 })],
      unread_total: 5,
    });
    await screen.findByText('New');
    await act(async () => {});
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: READ, body: { message_id: newest.id } })]);
    expect(client.getQueryData(['conversations', 'unread'])).toBe(4);
    expect(client.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
    // Shown read at once, and read again from the server, past any list answer already on its way.
    expect(client.getQueryData<{ data: { unread_count: number }[] }>(['conversations', 'list', {}])?.data[0]?.unread_count).toBe(0);
    expect(client.getQueryState(['conversations', 'list', {}])?.isInvalidated).toBe(true);
  });

  it('does not mark a thread read that has nothing unread', async () => {
    const calls = serveThread([messageFixture({ sender: 'creator' })]);
    openThread('brand');
    await screen.findByRole('region', { name: /Messages with/ });
    await act(async () => {});
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('loads older messages above, asking for those before the oldest shown', async () => {
    const older = messageFixture({ sender: 'creator', body: 'An older one' });
    const oldest = messageFixture({ sender: 'creator', body: 'Loaded first' });
    const calls = serve({
      [`GET ${THREAD}`]: (call) =>
        call.query.get('before')
          ? { status: 200, body: messagesPage([older]) }
          : { status: 200, body: messagesPage([oldest], { has_more: true }) },
    });
    openThread('brand');
    await screen.findByText('Loaded first');
    await click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('An older one')).toBeTruthy();
    expect(calls.at(-1)?.query.get('before')).toBe(oldest.id);
    const texts = within(screen.getByRole('region', { name: /Messages with/ })).getAllByText(/An older one|Loaded first/);
    expect(texts.map((t) => t.textContent)).toEqual([expect.stringContaining('An older one'), expect.stringContaining('Loaded first')]);
    expect(screen.getByText('The start of your conversation')).toBeTruthy();
  });

  it('shows the server’s reason when the thread is not the user’s', async () => {
    serve({ [`GET ${THREAD}`]: () => ({ status: 404, body: { message: M.notFound } }) });
    openThread('brand');
    expect(await screen.findByText(new RegExp(M.notFound.replace('.', '\\.')))).toBeTruthy();
  });
});

describe('the composer', () => {
  it('keeps Send disabled while there is nothing to send', async () => {
    const calls = serveThread([]);
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(messageBox(), { target: { value: '   ' } });
    await click(send);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends on Enter as JSON, adds the message to the thread and empties the box; Shift+Enter does not send', async () => {
    const calls = serveThread([]);
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    fireEvent.change(messageBox(), { target: { value: 'See you Friday' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(messageBox(), { key: 'Enter' });
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: THREAD, body: { body: 'See you Friday' } })]);
    expect(await screen.findByText('See you Friday')).toBeTruthy();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Enter sends, Shift+Enter starts a new line.')).toBeTruthy();
    expect(messageBox().getAttribute('enterkeyhint')).toBe('send');
  });

  it('on a touch screen, lets Return start a new line and sends only with the Send button', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === TOUCH_QUERY,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const calls = serveThread([]);
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    fireEvent.change(messageBox(), { target: { value: 'See you Friday' } });
    // Not prevented: the browser puts the new line in.
    expect(fireEvent.keyDown(messageBox(), { key: 'Enter' })).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.queryByText('Enter sends, Shift+Enter starts a new line.')).toBeNull();
    expect(messageBox().getAttribute('enterkeyhint')).toBe('enter');
    await click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: THREAD, body: { body: 'See you Friday' } })]);
  });

  it('counts characters up to 5,000', async () => {
    serveThread([]);
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    expect(messageBox().getAttribute('maxlength')).toBe(String(CONVERSATION_LIMITS.bodyMax));
    fireEvent.change(messageBox(), { target: { value: 'Hello' } });
    expect(screen.getByText('5 / 5,000 characters')).toBeTruthy();
  });

  it.each([
    [422, { message: 'The given data was invalid.', errors: { body: [M.bodyTooLong] } }, M.bodyTooLong],
    [429, { message: M.throttled, retry_after: 40 }, M.throttled],
    [413, {}, M.attachmentTooLarge],
    [415, { message: M.attachmentWrongType }, M.attachmentWrongType],
  ])('shows a %i refusal under the composer and keeps the text', async (status, body, text) => {
    serveThread([], { [`POST ${THREAD}`]: () => ({ status, body }) });
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    fireEvent.change(messageBox(), { target: { value: 'Hi' } });
    await click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('refuses a file of the wrong type or over 25 MB with the server’s words, before sending anything', async () => {
    serveThread([]);
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(screen.getByRole('alert').textContent).toBe(M.attachmentWrongType);
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: CONVERSATION_LIMITS.attachmentMaxBytes + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe(M.attachmentTooLarge);
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('sends files as multipart with progress per file, and a file taken off mid-upload stops the send and keeps the rest', async () => {
    serveThread([]);
    const xhrs = stubXhr();
    openThread();
    await screen.findByRole('region', { name: /Messages with/ });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const a = new File(['a'.repeat(100)], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'.repeat(100)], 'b.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(2);
    // Files alone can be sent.
    await click(screen.getByRole('button', { name: 'Send' }));
    const xhr = xhrs.at(-1) as FakeXhr;
    const sent = xhr.body as FormData;
    expect(sent.get('body')).toBe('');
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    act(() => xhr.progress(150, 220));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Uploading b.png' }).getAttribute('aria-valuenow')).toBe('30');
    await click(screen.getByRole('button', { name: 'Cancel uploading b.png' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.getByText('b.png was taken off and nothing was sent. Send again when you are ready.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Files to send' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('a.pdf')]);
  });
});

describe('reporting a message', () => {
  it('asks for the reason, sends it, thanks the user and marks the message reported', async () => {
    const theirs = messageFixture({ sender: 'creator', body: 'Pay me outside Amplio' });
    const calls = serveThread([theirs], {
      [`POST ${THREAD}/${theirs.id}/report`]: () => ({ status: 200, body: { success: true, message: M.reported } }),
    });
    openThread('brand');
    await click(await screen.findByRole('button', { name: 'Report this message' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    await click(within(dialog).getByRole('button', { name: 'Report message' }));
    expect(within(dialog).getByText(M.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong with it/ }), {
      target: { value: 'Asks to pay off-platform' },
    });
    await click(within(dialog).getByRole('button', { name: 'Report message' }));
    expect(calls.at(-1)).toEqual(expect.objectContaining({ method: 'POST', body: { reason: 'Asks to pay off-platform' } }));
    expect(notify.success).toHaveBeenCalledWith(M.reported);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('· Reported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this message' })).toBeNull();
  });
});

describe('live updates', () => {
  function LiveSync() {
    useConversationsLiveSync();
    return null;
  }

  it('adds a message that arrives on the stream to the open thread, once, and marks it read', async () => {
    const calls = serveThread([messageFixture({ sender: 'brand', body: 'Earlier' })], {
      'GET /api/conversations/unread': () => ({ status: 200, body: { success: true, unread_total: 1 } }),
    });
    const sources = fakeSources();
    renderAt(`/t/${CONVERSATION}`, '/t/:id', <ConversationThread conversationId={CONVERSATION} side="brand" />, (children) => (
      <LiveEventsProvider open={sources.open}>
        <LiveSync />
        {children}
      </LiveEventsProvider>
    ));
    await screen.findByText('Earlier');
    const arrived = messageFixture({ sender: 'creator', body: 'Just arrived' });
    await act(async () => {
      sources.latest().open();
      sources.latest().emit('message', { conversation_id: CONVERSATION, message: arrived });
      sources.latest().emit('message', { conversation_id: CONVERSATION, message: arrived });
    });
    expect(await screen.findAllByText('Just arrived')).toHaveLength(1);
    expect(screen.getByText('New message from Ishita Banerjee')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: READ, body: { message_id: arrived.id } })]);
  });
});

describe('Seen', () => {
  const bubbleOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

  it('marks the newest of the user’s own messages that the other side has read, and no other', async () => {
    const first = messageFixture({ sender: 'brand', body: 'First of mine' });
    const read = messageFixture({ sender: 'brand', body: 'Read by Ishita' });
    const theirs = messageFixture({ sender: 'creator', body: 'Thanks' });
    const unread = messageFixture({ sender: 'brand', body: 'Not read yet' });
    serve({
      [`GET ${THREAD}`]: () => ({ status: 200, body: messagesPage([first, read, theirs, unread], { other_last_read_id: theirs.id }) }),
    });
    openThread('brand');
    await screen.findByText('Not read yet');
    expect(screen.getAllByText('Seen')).toHaveLength(1);
    expect(within(bubbleOf('Read by Ishita')).getByText('Seen')).toBeTruthy();
  });

  it('shows nothing before the other side has read any', async () => {
    serveThread([messageFixture({ sender: 'brand', body: 'Hello there' })]);
    openThread('brand');
    await screen.findByText('Hello there');
    expect(screen.queryByText('Seen')).toBeNull();
  });

  it('moves when the other side reads, live, and not when the user reads in another tab', async () => {
    const older = messageFixture({ sender: 'creator', body: 'An older one of mine' });
    const mine = messageFixture({ sender: 'creator', body: 'Call me on 98765 43210' });
    serve({ [`GET ${THREAD}`]: () => ({ status: 200, body: messagesPage([older, mine], { other_last_read_id: older.id }) }) });
    const sources = fakeSources();
    renderAt(`/t/${CONVERSATION}`, '/t/:id', <ConversationThread conversationId={CONVERSATION} side="creator" />, (children) => (
      <LiveEventsProvider open={sources.open}>{children}</LiveEventsProvider>
    ));
    await screen.findByText('Call me on 98765 43210');
    expect(within(bubbleOf('An older one of mine')).getByText('Seen')).toBeTruthy();
    /** Sends a read event and lets the cache's change reach the screen. */
    const read = async (reader: 'brand' | 'creator', messageId: string) => {
      await act(async () => {
        sources.latest().emit('read', { conversation_id: CONVERSATION, reader, message_id: messageId });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    await act(async () => sources.latest().open());
    await read('creator', mine.id);
    expect(within(bubbleOf('An older one of mine')).getByText('Seen')).toBeTruthy();
    await read('brand', mine.id);
    expect(within(bubbleOf('Call me on 98765 43210')).getByText('Seen')).toBeTruthy();
    expect(screen.getAllByText('Seen')).toHaveLength(1);
    // A late read of the older message does not take it back.
    await read('brand', older.id);
    expect(within(bubbleOf('Call me on 98765 43210')).getByText('Seen')).toBeTruthy();
  });
});

interface FakeXhr {
  body: unknown;
  aborted: boolean;
  progress: (loaded: number, total: number) => void;
}

/** XMLHttpRequest as xhrFetch uses it, driven by the test: report progress, never answer unless aborted. */
function stubXhr(): FakeXhr[] {
  const made: FakeXhr[] = [];
  class Xhr {
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    responseType = '';
    open() {}
    setRequestHeader() {}
    send(body: unknown) {
      const xhr = this;
      made.push({
        body,
        progress: (loaded, total) => xhr.upload.onprogress?.({ loaded, total, lengthComputable: true }),
        get aborted() {
          return xhr.abortedFlag;
        },
      } as FakeXhr);
    }
    abortedFlag = false;
    abort() {
      this.abortedFlag = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return made;
}
