import { NETWORK_MESSAGES } from '@amplio/shared/constants/client-messages';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, CSRF_REFRESH_PATH } from './api-client';
import { readCsrfMeta, writeCsrfMeta } from './csrf';

type FetchArgs = [input: string, init: RequestInit];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function mockFetch(...responses: (Response | ((input: string, init: RequestInit) => Response | Promise<Response>))[]) {
  const queue = [...responses];
  const fn = vi.fn(async (input: string, init: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error(`unexpected fetch ${input}`);
    return typeof next === 'function' ? next(input, init) : next;
  });
  vi.stubGlobal('fetch', fn);
  return fn as unknown as ReturnType<typeof vi.fn> & { mock: { calls: FetchArgs[] } };
}

const headersOf = (init: RequestInit) => new Headers(init.headers);

function setXsrfCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  // biome-ignore lint/suspicious/noDocumentCookie: reset between tests
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends cookies, JSON and XHR headers, and the CSRF token from the meta tag', async () => {
    const fetch = mockFetch(json(200, { ok: true }));
    const data = await api.get<{ ok: boolean }>('/api/thing', { query: { page: 2, empty: '', missing: undefined } });
    expect(data).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/thing?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    const headers = headersOf(init);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-CSRF-TOKEN')).toBe('page-token');
  });

  it('sends a plain body as JSON', async () => {
    const fetch = mockFetch(json(200, {}));
    await api.post('/api/save', { a: 1, list: ['x'] });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe('{"a":1,"list":["x"]}');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    const fetch = mockFetch(json(200, {}));
    const form = new FormData();
    form.append('step', '1');
    await api.post('/api/brands/save-step', form);
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(headersOf(init).has('Content-Type')).toBe(false);
  });

  it('posts an empty JSON object when no body is given (the sign-out calls)', async () => {
    const fetch = mockFetch(json(200, { success: true }));
    await api.post('/api/brands/logout');
    expect(fetch.mock.calls[0]![1].body).toBe('{}');
  });

  it('returns undefined for 204 No Content', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/thing/1')).resolves.toBeUndefined();
  });

  it('adopts a rotated csrf_token from the answer into the meta tag', async () => {
    mockFetch(json(200, { success: true, redirect: '/brand/dashboard', csrf_token: 'rotated' }));
    await api.post('/brand/login', { email: 'a@b.co', password: 'x' });
    expect(readCsrfMeta()).toBe('rotated');
  });

  it('on a 419 refreshes the token through /sanctum/csrf-cookie and retries once with it', async () => {
    const fetch = mockFetch(
      json(419, { message: HTTP_MESSAGES.csrfMismatch }),
      () => {
        setXsrfCookie('fresh/token=');
        return new Response(null, { status: 204 });
      },
      json(200, { saved: true }),
    );
    await expect(api.post('/api/save', { a: 1 })).resolves.toEqual({ saved: true });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/save', CSRF_REFRESH_PATH, '/api/save']);
    expect(headersOf(fetch.mock.calls[0]![1]).get('X-CSRF-TOKEN')).toBe('page-token');
    expect(headersOf(fetch.mock.calls[2]![1]).get('X-CSRF-TOKEN')).toBe('fresh/token=');
    expect(readCsrfMeta()).toBe('fresh/token=');
  });

  it('retries a 419 only once', async () => {
    const fetch = mockFetch(json(419, {}), new Response(null, { status: 204 }), json(419, { message: HTTP_MESSAGES.csrfMismatch }));
    const error = await api.post('/api/save', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect((error as ApiError).message).toBe(HTTP_MESSAGES.csrfMismatch);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fetches a token first when the page has none and the request changes state', async () => {
    writeCsrfMeta('');
    const fetch = mockFetch(
      () => {
        setXsrfCookie('from-cookie');
        return new Response(null, { status: 204 });
      },
      json(200, {}),
    );
    await api.post('/api/save', {});
    expect(fetch.mock.calls[0]![0]).toBe(CSRF_REFRESH_PATH);
    expect(headersOf(fetch.mock.calls[1]![1]).get('X-CSRF-TOKEN')).toBe('from-cookie');
  });

  it('does not fetch a token for a GET when the page has none', async () => {
    writeCsrfMeta('');
    const fetch = mockFetch(json(200, {}));
    await api.get('/brand/check-auth');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(headersOf(fetch.mock.calls[0]![1]).has('X-CSRF-TOKEN')).toBe(false);
  });

  it('normalises a 422 into ApiError with the field errors', async () => {
    mockFetch(json(422, { message: 'The email field is required.', errors: { email: ['The email field is required.'], phone: 'Bad.' } }));
    const error = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.noResponse).toBe(false);
    expect(error.message).toBe('The email field is required.');
    expect(error.errors).toEqual({ email: ['The email field is required.'], phone: ['Bad.'] });
    expect(error.firstFieldError()).toBe('The email field is required.');
  });

  it('carries error_type, can_retry and retry_after', async () => {
    mockFetch(json(403, { message: 'Please verify.', error_type: 'verify_email_required', can_retry: true, email: 'a@b.co' }));
    const error = (await api.post('/creator/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.error_type).toBe('verify_email_required');
    expect(error.can_retry).toBe(true);
    expect(error.data).toMatchObject({ email: 'a@b.co' });

    mockFetch(json(429, { message: 'Slow down.' }, { 'retry-after': '42' }));
    const limited = (await api.post('/creator/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(limited.status).toBe(429);
    expect(limited.retry_after).toBe(42);

    mockFetch(json(429, { message: 'Slow down.', retry_after: 30 }, { 'retry-after': '42' }));
    const fromBody = (await api.post('/creator/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(fromBody.retry_after).toBe(30);
  });

  it('falls back to a default message when the error body is not JSON', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe(NETWORK_MESSAGES.serverError);
    expect(error.errors).toEqual({});
  });

  it('reports a network failure as status 0 with noResponse', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.noResponse).toBe(true);
    expect(error.message).toBe(NETWORK_MESSAGES.noResponse);
  });

  const hangingFetch = () =>
    vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

  it('gives up after the timeout with status 0 and timedOut', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = api.get('/api/slow', { timeoutMs: 10_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.noResponse).toBe(true);
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe(NETWORK_MESSAGES.timeout);
  });

  it('uses the default 15 s timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    let settled = false;
    const pending = api
      .get('/api/slow')
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await pending) as ApiError).timedOut).toBe(true);
  });

  it('rethrows the caller’s abort instead of turning it into an ApiError', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = apiRequest('/api/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('Navigation changed', 'AbortError'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
