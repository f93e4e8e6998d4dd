import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type S3Sandbox, startS3Sandbox } from '../../sandboxes/storage/s3-sandbox.ts';
import { createS3StorageProvider, S3_PART_BYTES, S3StorageError } from './s3-storage.provider.ts';
import { StoredFileTooLarge } from './storage.provider.ts';

/*
 * The S3 storage provider against the sandbox S3 server (which checks every Signature V4 and the
 * payload's SHA-256): the local provider's behaviours, the multipart upload of a streamed file, and
 * what a refusal from the service becomes.
 */

let sandbox: S3Sandbox;
/** Told of each call as it reaches the sandbox; tests set it to watch the order of events. */
let watch: ((operation: string) => void) | undefined;

beforeAll(async () => {
  sandbox = await startS3Sandbox({ onCall: (operation) => watch?.(operation) });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  watch = undefined;
});

const settings = () => ({
  endpoint: sandbox.endpoint,
  bucket: sandbox.bucket,
  region: sandbox.region,
  accessKeyId: sandbox.accessKeyId,
  secretAccessKey: sandbox.secretAccessKey,
});
const provider = () => createS3StorageProvider(settings());

/** `count` chunks of `size` bytes, each its index's byte, as an upload arrives. */
const chunks = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index)));

const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const callsSince = (start: number, operation: string) =>
  sandbox.calls.slice(start).filter((call) => call.operation === operation);

describe('the S3 storage provider, as the local one', () => {
  it('puts a file and opens it whole, with its size', async () => {
    const storage = provider();
    expect(storage.kind).toBe('s3');
    const data = Buffer.from('%PDF-1.4 a research report');
    await storage.put('reports/r1.pdf', data);
    expect(await sandbox.objectKeys()).toContain('reports/r1.pdf');
    const file = await storage.open('reports/r1.pdf');
    expect(file!.size).toBe(data.length);
    expect((await collect(file!.stream)).equals(data)).toBe(true);
    expect(await storage.sizeOf('reports/r1.pdf')).toBe(data.length);
  });

  it('writes a stream to its key and says its size (a small one in one PutObject)', async () => {
    const storage = provider();
    const start = sandbox.calls.length;
    expect(await storage.putStream('videos/a.mp4', chunks(4, 1000), { maxBytes: 4000 })).toEqual({
      size: 4000,
    });
    expect(callsSince(start, 'PutObject')).toHaveLength(1);
    expect(callsSince(start, 'CreateMultipartUpload')).toHaveLength(0);
    const bytes = await collect((await storage.open('videos/a.mp4'))!.stream);
    expect(bytes.length).toBe(4000);
    expect(bytes[3999]).toBe(3);
    expect(await storage.sizeOf('videos/a.mp4')).toBe(4000);
  });

  it('opens a byte range, both ends included, and tells the whole size', async () => {
    const storage = provider();
    const file = await storage.open('videos/a.mp4', { start: 998, end: 1001 });
    expect(file!.size).toBe(4000);
    expect([...(await collect(file!.stream))]).toEqual([0, 0, 1, 1]);
    const last = await storage.open('videos/a.mp4', { start: 3999, end: 3999 });
    expect(last!.size).toBe(4000);
    expect([...(await collect(last!.stream))]).toEqual([3]);
    // The sandbox notes a read once it has sent the last byte.
    await vi.waitFor(() =>
      expect(sandbox.calls.filter((call) => call.operation === 'GetObject').at(-1)).toMatchObject({
        status: 206,
        bytes: 1,
      }),
    );
  });

  it('answers undefined for a missing object, and removes one (a missing one too)', async () => {
    const storage = provider();
    expect(await storage.open('videos/none.mp4', { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.open('videos/none.mp4')).toBeUndefined();
    expect(await storage.sizeOf('videos/none.mp4')).toBeUndefined();
    await storage.put('video-thumbnails/t.png', Buffer.from('png'));
    await storage.remove('video-thumbnails/t.png');
    expect(await storage.sizeOf('video-thumbnails/t.png')).toBeUndefined();
    await expect(storage.remove('video-thumbnails/t.png')).resolves.toBeUndefined();
  });

  it('refuses keys it never hands out, before any call', async () => {
    const storage = provider();
    const start = sandbox.calls.length;
    await expect(storage.putStream('../escape.mp4', chunks(1, 1))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put('videos/../../etc/passwd', Buffer.from('x'))).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.open('Videos/A.mp4')).rejects.toThrow(/Unsafe storage key/);
    expect(sandbox.calls.length).toBe(start);
  });
});

describe('the S3 storage provider, streaming a large file', () => {
  const TOTAL = 20 * 1024 * 1024;
  const CHUNK = 64 * 1024;

  /** TOTAL bytes made as they are read (never all in memory), counting what was made so far. */
  function generated() {
    const state = { produced: 0 };
    async function* bytes() {
      for (let offset = 0; offset < TOTAL; offset += CHUNK) {
        state.produced += CHUNK;
        yield Buffer.alloc(CHUNK, (offset / CHUNK) % 251);
      }
    }
    return { state, stream: Readable.from(bytes()) };
  }

  it('uploads it in 8 MiB parts (3 for 20 MiB), read as it is sent, and completes it', async () => {
    const storage = provider();
    const start = sandbox.calls.length;
    const { state, stream } = generated();
    let producedAtFirstPart: number | undefined;
    watch = (operation) => {
      if (operation === 'UploadPart') producedAtFirstPart ??= state.produced;
    };
    expect(await storage.putStream('videos/big.mp4', stream, { maxBytes: TOTAL })).toEqual({ size: TOTAL });

    const parts = callsSince(start, 'UploadPart');
    expect(parts.map((call) => call.bytes)).toEqual([
      S3_PART_BYTES,
      S3_PART_BYTES,
      TOTAL - 2 * S3_PART_BYTES,
    ]);
    expect(callsSince(start, 'CompleteMultipartUpload')).toEqual([
      expect.objectContaining({ status: 200, parts: 3, bytes: TOTAL }),
    ]);
    expect(callsSince(start, 'PutObject')).toHaveLength(0);
    // The first part went out long before the source was all read: at most the part in flight
    // and the one being gathered (plus the stream's small buffer) were ever held.
    expect(producedAtFirstPart).toBeLessThan(2 * S3_PART_BYTES + 2 * 1024 * 1024);
    expect(sandbox.unfinishedUploads()).toBe(0);

    expect(await storage.sizeOf('videos/big.mp4')).toBe(TOTAL);
    // A range across the first part's end reads back the bytes in order.
    const edge = await storage.open('videos/big.mp4', { start: S3_PART_BYTES - 2, end: S3_PART_BYTES + 1 });
    expect(edge!.size).toBe(TOTAL);
    const lastChunkOfPart = (S3_PART_BYTES / CHUNK - 1) % 251;
    expect([...(await collect(edge!.stream))]).toEqual([
      lastChunkOfPart,
      lastChunkOfPart,
      lastChunkOfPart + 1,
      lastChunkOfPart + 1,
    ]);
  });

  it('stops past the limit, aborts the upload and leaves no object and no unfinished upload', async () => {
    const storage = provider();
    const start = sandbox.calls.length;
    const { state, stream } = generated();
    const limit = TOTAL - 1;
    await expect(storage.putStream('videos/too-big.mp4', stream, { maxBytes: limit })).rejects.toBeInstanceOf(
      StoredFileTooLarge,
    );
    expect(state.produced).toBe(TOTAL);
    expect(callsSince(start, 'UploadPart').length).toBeGreaterThan(0);
    expect(callsSince(start, 'AbortMultipartUpload')).toEqual([expect.objectContaining({ status: 204 })]);
    expect(callsSince(start, 'CompleteMultipartUpload')).toHaveLength(0);
    expect(sandbox.unfinishedUploads()).toBe(0);
    expect(await sandbox.objectKeys()).not.toContain('videos/too-big.mp4');
    expect(await storage.sizeOf('videos/too-big.mp4')).toBeUndefined();
  });

  it('stops reading a source far past the limit at the limit', async () => {
    const storage = provider();
    const { state, stream } = generated();
    await expect(
      storage.putStream('videos/stopped.mp4', stream, { maxBytes: S3_PART_BYTES + CHUNK }),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    // Read up to the chunk past the limit and the stream's buffer, not the 20 MiB.
    expect(state.produced).toBeLessThan(S3_PART_BYTES + 2 * 1024 * 1024);
    expect(sandbox.unfinishedUploads()).toBe(0);
    expect(await storage.sizeOf('videos/stopped.mp4')).toBeUndefined();
  });

  it('aborts the upload when the source fails midway', async () => {
    const storage = provider();
    const start = sandbox.calls.length;
    async function* failing() {
      for (let index = 0; index < 200; index += 1) yield Buffer.alloc(CHUNK, 1);
      throw new Error('the client went away');
    }
    await expect(storage.putStream('videos/broken.mp4', Readable.from(failing()))).rejects.toThrow(
      'the client went away',
    );
    expect(callsSince(start, 'AbortMultipartUpload')).toHaveLength(1);
    expect(sandbox.unfinishedUploads()).toBe(0);
    expect(await storage.sizeOf('videos/broken.mp4')).toBeUndefined();
  });
});

describe('the S3 storage provider, refused by the service', () => {
  it('throws an error naming the code for a wrong secret, never the key or the secret', async () => {
    const storage = createS3StorageProvider({ ...settings(), secretAccessKey: 'not-the-secret' });
    const start = sandbox.calls.length;
    const refusal = await storage.put('videos/secret-name.mp4', Buffer.from('x')).catch((error) => error);
    expect(refusal).toBeInstanceOf(S3StorageError);
    expect(refusal).toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    expect(refusal.message).toBe('S3 PutObject failed: SignatureDoesNotMatch (HTTP 403)');
    expect(refusal.message).not.toMatch(/secret-name|not-the-secret/);
    expect(sandbox.calls.slice(start)).toEqual([expect.objectContaining({ status: 403 })]);
    expect(await sandbox.objectKeys()).not.toContain('videos/secret-name.mp4');
    // Reads are refused too, not taken for a missing file.
    await expect(storage.open('videos/a.mp4')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(storage.sizeOf('videos/a.mp4')).rejects.toBeInstanceOf(S3StorageError);
  });

  it('refuses an unknown access key and a streamed upload signed wrongly, leaving nothing', async () => {
    const stranger = createS3StorageProvider({ ...settings(), accessKeyId: 'SOMEONEELSE' });
    await expect(stranger.put('videos/x.mp4', Buffer.from('x'))).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
    const wrong = createS3StorageProvider({ ...settings(), secretAccessKey: 'not-the-secret' });
    await expect(wrong.putStream('videos/y.mp4', chunks(160, 64 * 1024))).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(sandbox.unfinishedUploads()).toBe(0);
    expect(await provider().sizeOf('videos/y.mp4')).toBeUndefined();
  });

  it('names a missing bucket rather than answering no file', async () => {
    const storage = createS3StorageProvider({ ...settings(), bucket: 'no-such-bucket' });
    await expect(storage.open('videos/a.mp4')).rejects.toMatchObject({ code: 'NoSuchBucket', status: 404 });
  });

  it('names an unreachable service by its network error code', async () => {
    const storage = createS3StorageProvider({ ...settings(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.sizeOf('videos/a.mp4')).rejects.toMatchObject({
      name: 'S3StorageError',
      code: 'ECONNREFUSED',
    });
  });
});
