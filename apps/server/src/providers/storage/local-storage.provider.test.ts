import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorageProvider } from './local-storage.provider.ts';
import { StoredFileTooLarge } from './storage.provider.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tc-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** `count` chunks of `size` bytes, each its index's byte, as an upload arrives. */
const chunks = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index)));

const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('the local storage provider, streaming', () => {
  it('writes a stream to its key and says its size', async () => {
    const storage = createLocalStorageProvider(root);
    expect(await storage.putStream('videos/a.mp4', chunks(4, 1000), { maxBytes: 4000 })).toEqual({
      size: 4000,
    });
    const bytes = await readFile(path.join(root, 'videos/a.mp4'));
    expect(bytes.length).toBe(4000);
    expect(bytes[3999]).toBe(3);
    expect(await storage.sizeOf('videos/a.mp4')).toBe(4000);
    expect(await readdir(path.join(root, '.partial'))).toEqual([]);
  });

  it('stops past the limit and leaves nothing, not even the partial file', async () => {
    const storage = createLocalStorageProvider(root);
    await expect(
      storage.putStream('videos/b.mp4', chunks(5, 1000), { maxBytes: 4999 }),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    expect(await storage.sizeOf('videos/b.mp4')).toBeUndefined();
    expect(await readdir(path.join(root, '.partial'))).toEqual([]);
  });

  it('opens a byte range, both ends included, and tells the whole size', async () => {
    const storage = createLocalStorageProvider(root);
    const file = await storage.open('videos/a.mp4', { start: 998, end: 1001 });
    expect(file!.size).toBe(4000);
    expect([...(await collect(file!.stream))]).toEqual([0, 0, 1, 1]);
    expect(await storage.open('videos/none.mp4', { start: 0, end: 1 })).toBeUndefined();
  });

  it('refuses keys it never hands out', async () => {
    const storage = createLocalStorageProvider(root);
    await expect(storage.putStream('../escape.mp4', chunks(1, 1))).rejects.toThrow(/Unsafe storage key/);
  });
});
