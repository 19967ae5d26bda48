import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TScriptVideo, VIDEO_PROCESSING_MESSAGES as M, VIDEO_WARNING_MESSAGES as W } from '@amplio/shared/schemas/video-processing';
import { createLiveEventBus, LiveEventsContext } from '../../events/live-event-bus';
import { VideoSummary, VideoSummaryView } from './video-summary';

const video = (overrides: Partial<TScriptVideo> = {}): TScriptVideo => ({
  script_id: 's1',
  status: 'ready',
  progress: 100,
  original_url: '/api/files/orig',
  original_mime_type: 'video/quicktime',
  rendition_url: '/api/files/rend',
  poster_url: '/api/files/post',
  duration_seconds: 185.4,
  width: 1920,
  height: 1080,
  video_codec: 'hevc',
  audio_codec: 'aac',
  failure: null,
  warnings: [],
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoSummaryView', () => {
  it('shows the poster and the duration at once when the video is ready', () => {
    render(<VideoSummaryView video={video()} viewer="creator" />);
    expect(screen.getByRole('img', { name: 'Video poster' }).getAttribute('src')).toBe('/api/files/post');
    expect(screen.getAllByText('3:05').length).toBeGreaterThan(0);
    expect(screen.getByText('Duration', { exact: false })).toBeTruthy();
    expect(screen.queryByText(M.processing, { exact: false })).toBeNull();
  });

  it('shows Processing… with its progress while the job runs', () => {
    render(
      <VideoSummaryView video={video({ status: 'processing', progress: 40, poster_url: null, duration_seconds: null })} viewer="brand" />,
    );
    expect(screen.getByRole('status').textContent).toBe(`${M.processing} 40%`);
    expect(screen.getByRole('progressbar', { name: 'Video processing' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells the creator plainly when processing failed, and the brand that the original plays', () => {
    const failed = video({ status: 'failed', failure: M.failed, poster_url: null, rendition_url: null, duration_seconds: null });
    render(<VideoSummaryView video={failed} viewer="creator" />);
    expect(screen.getByRole('alert').textContent).toBe(M.failed);
    cleanup();
    render(<VideoSummaryView video={failed} viewer="brand" />);
    expect(screen.getByRole('alert').textContent).toBe(M.failedBrand);
  });

  it('shows the brief’s warnings to both sides', () => {
    const warnings = [
      { code: 'too_long' as const, message: W.tooLong(185, 30, 30) },
      { code: 'landscape' as const, message: W.landscape },
    ];
    for (const viewer of ['creator', 'brand'] as const) {
      render(<VideoSummaryView video={video({ warnings })} viewer={viewer} />);
      const list = screen.getByRole('list', { name: 'Brief warnings' });
      expect(list.textContent).toBe(
        'This video is 3:05 long; the brief asks for 0:30.This video is landscape; the brief asks for a vertical video.',
      );
      cleanup();
    }
  });

  it('offers the brand the original to download, and not the creator', () => {
    render(<VideoSummaryView video={video()} viewer="brand" />);
    const link = screen.getByRole('link', { name: M.downloadOriginal });
    expect(link.getAttribute('href')).toBe('/api/files/orig');
    expect(link.hasAttribute('download')).toBe(true);
    cleanup();
    render(<VideoSummaryView video={video()} viewer="creator" />);
    expect(screen.queryByRole('link', { name: M.downloadOriginal })).toBeNull();
  });
});

describe('VideoSummary', () => {
  it('reads the video once and moves its progress on live events', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: [video({ status: 'processing', progress: 0, poster_url: null, duration_seconds: null })] }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const bus = createLiveEventBus();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LiveEventsContext.Provider value={bus}>
          <VideoSummary scriptId="s1" videoPath="/api/files/orig" viewer="creator" />
        </LiveEventsContext.Provider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${M.processing} 0%`));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/videos?script_ids=s1');
    bus.emit('video', { script_id: 's1', status: 'processing', progress: 65 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${M.processing} 65%`));
    bus.emit('video', { script_id: 'other', status: 'processing', progress: 90 });
    expect(screen.getByRole('status').textContent).toBe(`${M.processing} 65%`);
  });
});
