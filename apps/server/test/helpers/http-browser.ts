import { randomInt } from 'node:crypto';

export interface HttpResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered.
  body: any;
}

/**
 * A browser talking to real server processes over HTTP. It keeps its cookies and sends the CSRF token on writes
 * whichever node it talks to, as behind a load balancer. Its address reaches the servers as X-Forwarded-For, so
 * start them with TRUST_PROXY=true.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`) {}

  async get(baseUrl: string, path: string): Promise<HttpResponse> {
    return this.request(baseUrl, 'GET', path);
  }

  async post(baseUrl: string, path: string, payload: unknown = {}, extraHeaders: Record<string, string> = {}): Promise<HttpResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get(baseUrl, '/sanctum/csrf-cookie');
    return this.request(baseUrl, 'POST', path, payload, extraHeaders);
  }

  /** A multipart form (an upload), with the CSRF token in its header as the web app sends it. */
  async postForm(baseUrl: string, path: string, form: FormData): Promise<HttpResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get(baseUrl, '/sanctum/csrf-cookie');
    return this.request(baseUrl, 'POST', path, form);
  }

  private async request(
    baseUrl: string,
    method: string,
    path: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': this.ip, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    const form = payload instanceof FormData ? payload : undefined;
    if (payload !== undefined && !form) headers['content-type'] = 'application/json';
    // Redirects are answers to read (the sandbox checkout's 303), not to follow.
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: form ?? (payload === undefined ? undefined : JSON.stringify(payload)),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  }
}
