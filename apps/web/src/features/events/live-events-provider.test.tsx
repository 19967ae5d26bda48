import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSources } from './fake-event-source.test-support';
import { POLL_MS, SILENCE_MS } from './live-connection';
import { LiveEventsProvider } from './live-events-provider';
import { useLiveEvent } from './use-live-event';
import { useLiveStatus } from './use-live-status';

function ReadWatcher() {
  const [seen, setSeen] = useState<string[]>([]);
  useLiveEvent('read', (event) => setSeen((list) => [...list, event.message_id]));
  return <p data-testid="seen">{seen.join(',')}</p>;
}

function StatusText() {
  return <p data-testid="status">{useLiveStatus()}</p>;
}

function mount() {
  const sources = fakeSources();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <LiveEventsProvider open={sources.open}>
        <ReadWatcher />
        <StatusText />
      </LiveEventsProvider>
    </QueryClientProvider>,
  );
  return { sources, invalidate };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LiveEventsProvider', () => {
  it('hands each event to the components that subscribed to its type', () => {
    const { sources } = mount();
    act(() => {
      sources.latest().open();
      sources.latest().emit('read', { conversation_id: 'k1', reader: 'brand', message_id: 'm7' });
      sources.latest().emit('read', { conversation_id: 'k1', reader: 'brand', message_id: 'm8' });
    });
    expect(screen.getByTestId('seen').textContent).toBe('m7,m8');
  });

  it('shows Reconnecting… in a status region once the stream has gone quiet, and hides it when it beats again', () => {
    const { sources } = mount();
    act(() => sources.latest().open());
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(SILENCE_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    expect(screen.getByTestId('status').textContent).toBe('reconnecting');
    act(() => sources.latest().open());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('re-reads conversations and notifications every 15 s when the stream cannot open', () => {
    const { sources, invalidate } = mount();
    act(() => sources.latest().fail(2));
    expect(screen.getByTestId('status').textContent).toBe('polling');
    act(() => {
      vi.advanceTimersByTime(POLL_MS);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['conversations'], ['notifications']]);
  });

  it('opens a single stream however many components subscribe', () => {
    const { sources } = mount();
    expect(sources.all).toHaveLength(1);
  });
});
