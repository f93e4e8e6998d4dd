import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as HTTP's Range counts them). */
export type ByteRange = { start: number; end: number };

/** Where uploaded files live: a folder by default, S3-compatible object storage when scaled out. */
export type StorageProvider = {
  kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Streams `source` into `key` without holding it in memory: written to a temporary file and renamed
   * into place once complete (S3: a multipart upload, completed last), so a reader never sees half a
   * file. Past `maxBytes` it stops reading, removes what it wrote and throws StoredFileTooLarge; any
   * other failure also leaves nothing.
   */
  putStream(key: string, source: Readable, options?: { maxBytes?: number }): Promise<{ size: number }>;
  /**
   * undefined when there is no such file. With `range`, the stream holds only those bytes (the
   * caller checked them against `size`); `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  /** The stored file's size in bytes, or undefined when there is no such file. */
  sizeOf(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
};

/** A streamed upload passed its limit (putStream's `maxBytes`). */
export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLarge';
  }
}
