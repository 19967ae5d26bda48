import { NETWORK_MESSAGES } from '@amplio/shared/constants/client-messages';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@amplio/shared/constants/limits';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { readCsrfMeta, readXsrfCookie, writeCsrfMeta } from './csrf';
import { type QueryValue, withQuery } from './with-query';
import { type UploadProgress, xhrFetch } from './xhr-fetch';

export const CSRF_REFRESH_PATH = '/sanctum/csrf-cookie';

type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  status: number;
  message: string;
  errors?: FieldErrors;
  error_type?: string;
  can_retry?: boolean;
  retry_after?: number;
  noResponse?: boolean;
  timedOut?: boolean;
  data?: unknown;
}

/**
 * Every failed call ends up as one of these: an HTTP error answer (status and the server's
 * {message, errors, error_type, can_retry, retry_after}) or no answer at all (status 0, noResponse).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  readonly errors: FieldErrors;
  readonly error_type: string | undefined;
  readonly can_retry: boolean | undefined;
  /** Seconds to wait before trying again (429 answers). */
  readonly retry_after: number | undefined;
  readonly noResponse: boolean;
  readonly timedOut: boolean;
  /** The whole parsed body, for callers that need fields beyond the common ones. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.error_type = init.error_type;
    this.can_retry = init.can_retry;
    this.retry_after = init.retry_after;
    this.noResponse = init.noResponse ?? false;
    this.timedOut = init.timedOut ?? false;
    this.data = init.data;
  }

  /** The first message of the first field error, the way the spec reports 422 answers. */
  firstFieldError(): string | undefined {
    for (const messages of Object.values(this.errors)) {
      if (messages[0]) return messages[0];
    }
    return undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData, URLSearchParams and Blob bodies are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Milliseconds before the call gives up with a status-0 ApiError. */
  timeoutMs?: number;
  /** Aborting this signal cancels the call; the abort reason is rethrown unchanged. */
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Reports how much of the body has been sent (the call then goes over XMLHttpRequest, which can tell). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

const SAFE_METHODS = new Set<HttpMethod>(['GET']);

const BASE_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;

let pendingRefresh: Promise<string> | null = null;

/** Asks the server for a fresh token (it sets the XSRF-TOKEN cookie) and copies it into the page's meta tag. */
export function refreshCsrfToken(signal?: AbortSignal): Promise<string> {
  pendingRefresh ??= (async () => {
    try {
      await fetch(CSRF_REFRESH_PATH, { credentials: 'include', headers: BASE_HEADERS, cache: 'no-store', signal });
    } finally {
      pendingRefresh = null;
    }
    const token = readXsrfCookie();
    if (token) writeCsrfMeta(token);
    return token;
  })();
  return pendingRefresh;
}

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType?: string } {
  if (body === undefined) return { body: undefined };
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function defaultMessageFor(status: number): string {
  switch (status) {
    case 401:
      return HTTP_MESSAGES.unauthenticated;
    case 403:
      return HTTP_MESSAGES.forbidden;
    case 404:
      return HTTP_MESSAGES.notFound;
    case 413:
      return HTTP_MESSAGES.payloadTooLarge;
    case 419:
      return HTTP_MESSAGES.csrfMismatch;
    case 422:
      return HTTP_MESSAGES.validation;
    case 429:
      return HTTP_MESSAGES.tooManyRequests;
    default:
      return status >= 500 ? NETWORK_MESSAGES.serverError : NETWORK_MESSAGES.unexpected;
  }
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

function errorFromResponse(response: Response, data: unknown): ApiError {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const header = Number(response.headers.get('retry-after'));
  const retryAfter = typeof body.retry_after === 'number' ? body.retry_after : Number.isFinite(header) && header > 0 ? header : undefined;
  return new ApiError({
    status: response.status,
    message: typeof body.message === 'string' && body.message ? body.message : defaultMessageFor(response.status),
    errors: toFieldErrors(body.errors),
    error_type: typeof body.error_type === 'string' ? body.error_type : undefined,
    can_retry: typeof body.can_retry === 'boolean' ? body.can_retry : undefined,
    retry_after: retryAfter,
    data,
  });
}

/** A response that carries a new CSRF token (sign-in and sign-out rotate the session) updates the page. */
function adoptCsrfToken(data: unknown): void {
  if (data && typeof data === 'object' && 'csrf_token' in data) {
    const token = (data as { csrf_token: unknown }).csrf_token;
    if (typeof token === 'string' && token) writeCsrfMeta(token);
  }
}

/**
 * The one way the web app talks to the server: cookies included, JSON by default, the CSRF token in
 * X-CSRF-TOKEN (refreshed once on a 419), a timeout, and every failure normalised to ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, query, headers, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, signal, cache, onUploadProgress } = options;
  const method: HttpMethod = options.method ?? (body === undefined ? 'GET' : 'POST');
  const url = withQuery(path, query);
  const encoded = encodeBody(body);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const transport = onUploadProgress ? (input: string, init: RequestInit) => xhrFetch(input, init, onUploadProgress) : fetch;
  const send = (token: string) =>
    transport(url, {
      method,
      credentials: 'include',
      cache,
      signal: controller.signal,
      body: encoded.body,
      headers: {
        ...BASE_HEADERS,
        ...(encoded.contentType ? { 'Content-Type': encoded.contentType } : {}),
        ...(token ? { 'X-CSRF-TOKEN': token } : {}),
        ...headers,
      },
    });

  try {
    let token = readCsrfMeta();
    if (!token && !SAFE_METHODS.has(method)) token = await refreshCsrfToken(controller.signal);
    let response = await send(token);
    if (response.status === 419) {
      token = await refreshCsrfToken(controller.signal);
      response = await send(token);
    }
    const data = await readBody(response);
    adoptCsrfToken(data);
    if (!response.ok) throw errorFromResponse(response, data);
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ status: 0, message: NETWORK_MESSAGES.timeout, noResponse: true, timedOut: true });
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError({ status: 0, message: NETWORK_MESSAGES.noResponse, noResponse: true });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
