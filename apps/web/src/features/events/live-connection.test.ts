import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSources } from './fake-event-source.test-support';
import { DROP_GRACE_MS, LiveConnection, POLL_MS, SILENCE_MS } from './live-connection';
import type { LiveStatus } from './live-event-bus';

const message = {
  conversation_id: 'k1',
  message: { id: 'm1', sender: 'brand', body: 'Hello', attachments: [], created_at: '2026-11-20T07:00:00.000Z', masked: false },
};

function connect() {
  const sources = fakeSources();
  const events: [string, unknown][] = [];
  const statuses: LiveStatus[] = [];
  const onCatchUp = vi.fn();
  const connection = new LiveConnection({
    open: sources.open,
    onEvent: (type, data) => events.push([type, data]),
    onStatus: (status) => statuses.push(status),
    onCatchUp,
  });
  connection.start();
  return { connection, sources, events, statuses, onCatchUp };
}

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('LiveConnection', () => {
  it('opens one stream at /api/events and hands on each typed event, parsed', () => {
    const c = connect();
    stop = () => c.connection.stop();
    expect(c.sources.all).toHaveLength(1);
    expect(c.sources.latest().url).toBe('/api/events');
    c.sources.latest().open();
    c.sources.latest().emit('message', message);
    c.sources.latest().emit('read', { conversation_id: 'k1', reader: 'creator', message_id: 'm1' });
    expect(c.events).toEqual([
      ['message', message],
      ['read', { conversation_id: 'k1', reader: 'creator', message_id: 'm1' }],
    ]);
  });

  it('drops events that are not JSON or do not match their schema', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    c.sources.latest().emit('message', 'not json{');
    c.sources.latest().emit('read', { conversation_id: 'k1' });
    expect(c.events).toEqual([]);
  });

  it('says reconnecting only once a heartbeat is 10 s overdue, and live again on the next heartbeat', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    vi.advanceTimersByTime(25_000);
    c.sources.latest().emit('heartbeat', {});
    vi.advanceTimersByTime(SILENCE_MS - 1);
    expect(c.statuses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(c.statuses).toEqual(['reconnecting']);
    // The silent stream is replaced; its successor opens and beats.
    expect(c.sources.all[0]?.closed).toBe(true);
    c.sources.latest().open();
    expect(c.statuses).toEqual(['reconnecting', 'live']);
  });

  it('leaves a dropped stream to the browser and shows reconnecting if it is not back within 10 s', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    c.sources.latest().fail(0);
    vi.advanceTimersByTime(DROP_GRACE_MS);
    expect(c.statuses).toEqual(['reconnecting']);
    expect(c.sources.all).toHaveLength(1);
    c.sources.latest().open();
    expect(c.statuses.at(-1)).toBe('live');
    // The browser's own reconnect sent Last-Event-ID: nothing to catch up on.
    expect(c.onCatchUp).not.toHaveBeenCalled();
  });

  it('polls every 15 s when the stream errors before it ever opened', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().fail(2);
    expect(c.statuses).toEqual(['polling']);
    expect(c.sources.latest().closed).toBe(true);
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(c.onCatchUp).toHaveBeenCalledTimes(2);
  });

  it('polls after three failures in a row', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    c.sources.latest().fail(0);
    c.sources.latest().fail(0);
    expect(c.statuses).not.toContain('polling');
    c.sources.latest().fail(0);
    expect(c.statuses.at(-1)).toBe('polling');
  });

  it('reopens a stream the browser closed for good, asking the server to replay from the last event seen', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    c.sources.latest().emit('read', { conversation_id: 'k1', reader: 'creator', message_id: 'm1' }, '41');
    c.sources.latest().fail(2);
    vi.advanceTimersByTime(2000);
    expect(c.sources.all).toHaveLength(2);
    expect(c.sources.latest().url).toBe('/api/events?last_event_id=41');
    c.sources.latest().open();
    expect(c.onCatchUp).not.toHaveBeenCalled();
  });

  it('re-reads what the stream shows when it had to reopen with no event id to replay from', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    c.sources.latest().fail(2);
    vi.advanceTimersByTime(2000);
    expect(c.sources.latest().url).toBe('/api/events');
    c.sources.latest().open();
    expect(c.onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('counts the server’s ready signal as a sign of life', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().open();
    vi.advanceTimersByTime(SILENCE_MS - 1000);
    c.sources.latest().emit('ready', {});
    vi.advanceTimersByTime(SILENCE_MS - 1000);
    expect(c.statuses).toEqual([]);
  });

  it('tries the stream again when the browser comes back online', () => {
    const c = connect();
    stop = () => c.connection.stop();
    c.sources.latest().fail(2);
    window.dispatchEvent(new Event('online'));
    expect(c.sources.all).toHaveLength(2);
    c.sources.latest().open();
    expect(c.statuses).toEqual(['polling', 'live']);
    vi.advanceTimersByTime(POLL_MS);
    expect(c.onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('polls when the browser has no EventSource', () => {
    const onCatchUp = vi.fn();
    const statuses: LiveStatus[] = [];
    const connection = new LiveConnection({ open: () => null, onEvent: () => {}, onStatus: (s) => statuses.push(s), onCatchUp });
    connection.start();
    stop = () => connection.stop();
    expect(statuses).toEqual(['polling']);
    vi.advanceTimersByTime(POLL_MS);
    expect(onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('stops polling and closes the stream when stopped', () => {
    const c = connect();
    c.sources.latest().open();
    c.connection.stop();
    expect(c.sources.latest().closed).toBe(true);
    vi.advanceTimersByTime(SILENCE_MS * 3);
    expect(c.statuses).toEqual([]);
  });
});
