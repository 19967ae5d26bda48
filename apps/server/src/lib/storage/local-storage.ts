import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidRange, type Storage, StorageObjectNotFoundError } from './storage';

/** Stores objects as files under `root` (keep it outside any folder the web server serves). */
export function createLocalStorage(input: { root: string }): Storage {
  const root = resolve(input.root);

  function pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(root, key);
    // The key pattern already forbids escapes; this guards against a future change to it.
    if (!path.startsWith(root + sep)) throw new Error('Storage key escapes the root');
    return path;
  }

  const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  async function statKey(key: string) {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    async put({ key, body }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A dot-prefixed name in the same folder: never a valid key, and rename() within a folder is atomic.
      const temp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await pipeline(body as Readable, createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        const { size } = await stat(temp);
        await rename(temp, path);
        return { size };
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async open({ key, range }) {
      const path = pathOf(key);
      if (range) assertValidRange(range);
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (err) {
        if (isMissing(err)) throw new StorageObjectNotFoundError(key);
        throw err;
      }
    },

    stat: statKey,

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      return (await statKey(key)) !== null;
    },
  };
}
