import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrFetch } from './xhr-fetch';

/** A stand-in XMLHttpRequest that uploads in two chunks and answers with a JSON body. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-test: 1\r\n';
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      this.status = 422;
      this.response = new Blob(['{"message":"no"}'], { type: 'application/json' });
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  FakeXhr.last = null;
});

describe('xhrFetch', () => {
  it('sends like fetch, reports upload progress and resolves with a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: (number | null)[] = [];
    const body = new FormData();
    const res = await xhrFetch('/api/x', { method: 'POST', body, credentials: 'include', headers: { 'X-CSRF-TOKEN': 't' } }, (p) =>
      progress.push(p.fraction),
    );
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: '/api/x', withCredentials: true, body });
    const sent = Object.entries(FakeXhr.last?.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-csrf-token');
    expect(sent?.[1]).toBe('t');
    expect(progress).toEqual([0.5, 1]);
    expect(res.status).toBe(422);
    expect(res.headers.get('x-test')).toBe('1');
    expect(await res.json()).toEqual({ message: 'no' });
  });

  it('rejects with the signal reason when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const reason = new Error('stop');
    controller.abort(reason);
    await expect(xhrFetch('/api/x', { signal: controller.signal }, () => undefined)).rejects.toBe(reason);
  });
});
