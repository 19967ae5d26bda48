import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../src/lib/storage/local-storage';
import { InvalidStorageKeyError, StorageObjectNotFoundError } from '../../../src/lib/storage/storage';

const newRoot = () => join(mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? tmpdir(), 'storage-')), 'uploads');
const allFiles = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('local storage', () => {
  it('creates its folders, stores a stream and reads it back whole or by range', async () => {
    const root = newRoot();
    const storage = createLocalStorage({ root });
    const info = await storage.put({ key: 'profile_photo/ab/abc.png', body: Readable.from([Buffer.from('0123456789abcdef')]) });
    expect(info.size).toBe(16);
    expect(readFileSync(join(root, 'profile_photo/ab/abc.png'), 'utf8')).toBe('0123456789abcdef');
    expect(await text(await storage.open({ key: 'profile_photo/ab/abc.png' }))).toBe('0123456789abcdef');
    expect(await text(await storage.open({ key: 'profile_photo/ab/abc.png', range: { start: 2, end: 5 } }))).toBe('2345');
    expect(await storage.stat('profile_photo/ab/abc.png')).toEqual({ size: 16 });
    expect(await storage.exists('profile_photo/ab/abc.png')).toBe(true);
  });

  it('deletes idempotently and reports missing objects', async () => {
    const storage = createLocalStorage({ root: newRoot() });
    await storage.put({ key: 'k/file.bin', body: Readable.from([Buffer.from('x')]) });
    await storage.delete('k/file.bin');
    await storage.delete('k/file.bin');
    expect(await storage.exists('k/file.bin')).toBe(false);
    expect(await storage.stat('k/file.bin')).toBeNull();
    await expect(storage.open({ key: 'k/file.bin' })).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('never shows a half-written object, and leaves nothing behind when the stream fails', async () => {
    const root = newRoot();
    const storage = createLocalStorage({ root });
    let checkedMidway = false;
    async function* failing() {
      yield Buffer.alloc(1000, 1);
      // Half-way through the write: the key must not exist yet.
      checkedMidway = !(await storage.exists('v/half.mp4'));
      throw new Error('client went away');
    }
    await expect(storage.put({ key: 'v/half.mp4', body: failing() })).rejects.toThrow('client went away');
    expect(checkedMidway).toBe(true);
    expect(await storage.exists('v/half.mp4')).toBe(false);
    expect(allFiles(root)).toEqual([]);
  });

  it('rejects keys that could escape the root or hit temporary files', async () => {
    const root = newRoot();
    const storage = createLocalStorage({ root });
    writeFileSync(join(root, '..', 'secret.txt'), 'secret');
    const bad = [
      '../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      'a\\..\\secret.txt',
      '.hidden',
      'a/.tmp',
      'a//b',
      'a/./b',
      '',
      'a/b/c/d/e',
      'a/b\u0000.png',
      'C:/x',
      '%2e%2e/secret.txt',
    ];
    for (const key of bad) {
      await expect(storage.put({ key, body: Readable.from([Buffer.from('x')]) }), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.open({ key }), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(readFileSync(join(root, '..', 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('rejects an inverted byte range', async () => {
    const storage = createLocalStorage({ root: newRoot() });
    await storage.put({ key: 'r/x.bin', body: Readable.from([Buffer.from('0123')]) });
    await expect(storage.open({ key: 'r/x.bin', range: { start: 3, end: 1 } })).rejects.toBeInstanceOf(RangeError);
  });
});
