import type { Readable } from 'node:stream';

/** Where uploaded files live: a folder by default, S3-compatible object storage when scaled out. */
export type StorageProvider = {
  kind: 'local';
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
};
