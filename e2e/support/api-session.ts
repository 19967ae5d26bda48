import { type APIRequestContext, type BrowserContext, expect, request } from '@playwright/test';

async function csrfFrom(cookies: () => Promise<{ name: string; value: string }[]>, api: APIRequestContext) {
  let token = (await cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await api.get('/sanctum/csrf-cookie');
    token = (await cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  return decodeURIComponent(token ?? '');
}

/** The CSRF token an API session's cookie carries now (fetched first when it has none; a sign-in rotates it). */
export const csrfOf = (api: APIRequestContext) => csrfFrom(async () => (await api.storageState()).cookies, api);

/** The same for a browser context's own cookie jar, which `context.request` shares. */
export const csrfOfContext = (context: BrowserContext) => csrfFrom(() => context.cookies(), context.request);

export interface CsrfPostOptions {
  data?: unknown;
  multipart?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A POST from the session with its CSRF token, as the web app sends one (JSON unless multipart; redirects not followed). */
export function csrfPost(api: APIRequestContext) {
  return async (url: string, options: CsrfPostOptions = {}) =>
    api.post(url, {
      ...(options.multipart ? { multipart: options.multipart as never } : { data: options.data ?? {} }),
      headers: { 'x-csrf-token': await csrfOf(api), ...options.headers },
      maxRedirects: 0,
    });
}

/** A new API session (JSON answers) signed in at `loginPath`, e.g. /creator/login or /ops/login. */
export async function signedInApi(baseURL: string, loginPath: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const post = csrfPost(api);
  const login = await post(loginPath, { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { api, post };
}
