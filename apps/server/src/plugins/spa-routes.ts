import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/scripts/build.mjs): the app's route table (an older build's `prefixes` is ignored). */
const ZAppRoutes = z.object({ paths: z.array(z.string()), public_paths: z.array(z.string()).optional() });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A React Router path ('/brand/campaigns/:id', '/files/*') as a whole-path, case-insensitive expression. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

/**
 * Whether the web app has a page at a path: a route of its table, signed-in areas included (an unknown address under
 * /brand/ or /creator/ is unknown like any other). Without a route table (no build yet) every path counts as known.
 */
export function loadKnownPaths(distDir: string): (path: string) => boolean {
  const file = join(distDir, '.vite/app-routes.json');
  if (!existsSync(file)) return () => true;
  const routes = ZAppRoutes.parse(JSON.parse(readFileSync(file, 'utf8')));
  const patterns = routes.paths.map(patternOf);
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return patterns.some((pattern) => pattern.test(trimmed));
  };
}

/**
 * Whether a path is one of the app's public pages (sign-in, registration…), from the same route table. Without a table,
 * or from an older build without the list, no path is.
 */
export function loadPublicPaths(distDir: string): (path: string) => boolean {
  const file = join(distDir, '.vite/app-routes.json');
  if (!existsSync(file)) return () => false;
  const patterns = (ZAppRoutes.parse(JSON.parse(readFileSync(file, 'utf8'))).public_paths ?? []).map(patternOf);
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return patterns.some((pattern) => pattern.test(trimmed));
  };
}
