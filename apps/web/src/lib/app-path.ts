/** A link inside the app ("/brand/..."), which opens in place; anything else (another host, "//x") is not one we follow. */
export const isAppPath = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
