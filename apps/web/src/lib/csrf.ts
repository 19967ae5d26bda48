const META_SELECTOR = 'meta[name="csrf-token"]';
const XSRF_COOKIE = 'XSRF-TOKEN';

/** The CSRF token the server wrote into the page, or '' when there is none. */
export function readCsrfMeta(): string {
  return document.querySelector<HTMLMetaElement>(META_SELECTOR)?.content ?? '';
}

/** Keeps the page's token in step with the session (it rotates at sign-in and sign-out). */
export function writeCsrfMeta(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(META_SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}

export function readXsrfCookie(): string {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return '';
}
