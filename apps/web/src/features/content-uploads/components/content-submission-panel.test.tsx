import type { TScript } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptFixture } from '../../scripts/script-fixtures.test-support';
import { ContentSubmissionPanel } from './content-submission-panel';

const renderPanel = (overrides: Partial<TScript>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContentSubmissionPanel script={scriptFixture(overrides)} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The upload goes over XMLHttpRequest (for its progress): a stand-in that answers `status` with a JSON body, or fails
 * without an answer (a dropped connection) when `status` is null. The CSRF token comes first, through fetch.
 */
function serveUpload(status: number | null, body: unknown = {}) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      statusText = '';
      response: Blob | null = null;
      responseType = '';
      withCredentials = false;
      open(_method: string, url: string) {
        sent.push(url);
      }
      setRequestHeader() {}
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      send() {
        queueMicrotask(() => {
          if (status === null) return this.onerror?.();
          this.status = status;
          this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
          this.onload?.();
        });
      }
      abort() {
        this.onabort?.();
      }
    },
  );
  return sent;
}

const chooseVideo = (file = new File(['video'], 'clip.mp4', { type: 'video/mp4' })) =>
  fireEvent.change(screen.getByLabelText('Upload video'), { target: { files: [file] } });

describe('ContentSubmissionPanel', () => {
  it('offers Upload video for a new script and no post link', () => {
    renderPanel({});
    expect(screen.getByLabelText('Upload video')).toBeTruthy();
    expect(screen.queryByLabelText(/Post link/)).toBeNull();
  });

  it('reads re-upload attempt N of 3 after a rejection', () => {
    renderPanel({ status: 'Rejected', rejection_count: 1 });
    expect(screen.getByLabelText('re-upload attempt 2 of 3')).toBeTruthy();
    cleanup();
    renderPanel({ status: 'Rejected', rejection_count: 2 });
    expect(screen.getByLabelText('re-upload attempt 3 of 3')).toBeTruthy();
  });

  it('shows the spec’s message and no upload at 3 rejections', () => {
    renderPanel({ status: 'Rejected', rejection_count: 3 });
    expect(screen.getByText('Maximum reject time attempts (3) reached for this script.')).toBeTruthy();
    expect(screen.queryByLabelText(/upload/i)).toBeNull();
  });

  it('leaves the limit to the card once the third rejection has closed the script, so it is said once', () => {
    renderPanel({ status: 'Rejected', rejection_count: 3, closed_reason: 'rejected', video_path: '/api/files/abc' });
    expect(screen.queryByText('Maximum reject time attempts (3) reached for this script.')).toBeNull();
    expect(screen.queryByLabelText(/upload/i)).toBeNull();
    expect(screen.getByRole('link', { name: /Watch your video/ })).toBeTruthy();
  });

  it('hides the upload while In Review and links the video sent', () => {
    renderPanel({ status: 'In Review', video_path: '/api/files/abc' });
    expect(screen.queryByLabelText('Upload video')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch your video/ }).getAttribute('href')).toBe('/api/files/abc');
  });

  it('asks for the post link when Approved, and reads Resubmit when the post was rejected', () => {
    renderPanel({ status: 'Approved' });
    expect(screen.getByRole('button', { name: 'Submit post link' })).toBeTruthy();
    expect(screen.queryByLabelText('Upload video')).toBeNull();
    cleanup();
    renderPanel({ status: 'Post Rejected', post_link: 'https://www.instagram.com/p/1' });
    const button = screen.getByRole('button', { name: 'Resubmit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText(/Post link/), { target: { value: 'https://www.instagram.com/p/2' } });
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('says Failed to upload video when the server fails, and when no answer comes', async () => {
    for (const status of [500, 503, null]) {
      const sent = serveUpload(status, { message: 'Internal Server Error' });
      renderPanel({});
      chooseVideo();
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload video. Please try again.');
      expect(sent).toEqual(['/api/creator/upload-video']);
      expect(screen.getByLabelText('Upload video')).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows the server’s own reason when it refuses the file', async () => {
    serveUpload(422, {
      message: 'The given data was invalid.',
      errors: { video: ['Please upload a valid video file (MP4, WebM, or OGG)'] },
    });
    renderPanel({});
    chooseVideo();
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a valid video file (MP4, WebM, or OGG)');
  });

  it('refuses a video over 100 MB without sending it', () => {
    const sent = serveUpload(200);
    renderPanel({});
    const big = new File(['video'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    chooseVideo(big);
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds 100MB limit');
    expect(sent).toEqual([]);
  });

  it('refuses a chosen file that is not a video without sending it', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel({});
    fireEvent.change(screen.getByLabelText('Upload video'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please upload a valid video file (MP4, WebM, or OGG)');
    expect(fetch).not.toHaveBeenCalled();
  });
});
