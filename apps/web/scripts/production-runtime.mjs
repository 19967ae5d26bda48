// What gives away a development build of React in the built assets: the dev JSX runtime, or warnings that only
// React's development bundles carry. A production build contains none of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DEVELOPMENT_MARKERS = ['jsxDEV', 'jsx-dev-runtime', 'react-stack-bottom-frame', 'This library called use() to suspend'];

/** Every JavaScript file under `dir` that carries a development marker, with the markers it carries. */
export function findDevelopmentRuntime(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const markers = DEVELOPMENT_MARKERS.filter((marker) => text.includes(marker) || entry.name.includes(marker));
    if (markers.length > 0) found.push({ file: relative(dir, file), markers });
  }
  return found;
}

/** Throws when `dir` holds a development runtime, naming the files. */
export function assertProductionRuntime(dir) {
  const found = findDevelopmentRuntime(dir);
  if (found.length === 0) return;
  const list = found.slice(0, 5).map(({ file, markers }) => `${file} (${markers.join(', ')})`);
  throw new Error(
    `the build holds React's development runtime: ${list.join('; ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}`,
  );
}
