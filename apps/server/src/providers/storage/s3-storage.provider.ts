import { createHash } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, Readable, Transform } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import type { S3StorageConfig } from '../../config.ts';
import { type ByteRange, type StorageProvider, StoredFileTooLarge } from './storage.provider.ts';

/*
 * Files in a private bucket of an S3-compatible service (AWS S3, MinIO, Cloudflare R2...), addressed
 * path-style (`{endpoint}/{bucket}/{key}`) and signed with AWS Signature V4 (aws4fetch's signer; the
 * requests themselves go through node:http, so a read is a Node stream the app passes on as it comes).
 * The bucket is never public: the app streams every file itself, behind its own signed links.
 */

/** The keys the app generates (as the local provider checks them): never a user's text. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;
/** A streamed upload's part: S3's minimum is 5 MiB (except the last part); two are held at most. */
export const S3_PART_BYTES = 8 * 1024 * 1024;
/** How long a request may wait for the service with no bytes moving before it fails. */
const IDLE_TIMEOUT_MS = 60_000;
/** The most of an error answer read (S3's are a few hundred bytes of XML). */
const MAX_ERROR_BODY = 64 * 1024;
const EMPTY_SHA256 = createHash('sha256').digest('hex');

/** The service refused or failed a call: its code (e.g. SignatureDoesNotMatch), never a key or secret. */
export class S3StorageError extends Error {
  constructor(
    readonly operation: string,
    readonly code: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`S3 ${operation} failed: ${code}${status ? ` (HTTP ${status})` : ''}`, options);
    this.name = 'S3StorageError';
  }
}

type Call = {
  operation: string;
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  key: string;
  /** Already encoded, without the `?` (uploadId values are URL-safe once encoded). */
  query?: string;
  headers?: Record<string, string>;
  body?: Buffer;
};

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Reads an (error) answer's body, up to MAX_ERROR_BODY bytes. */
async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    if (length < MAX_ERROR_BODY) chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_ERROR_BODY);
}

const xmlValue = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.trim() || undefined;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A code for an answer without a body (HEAD's): its status's. */
const codeOfStatus = (status: number | undefined) =>
  status === 403 ? 'Forbidden' : status === 404 ? 'NotFound' : `HTTP${status ?? ''}`;

/** The error an S3 answer carries: its XML `<Error><Code>`, or its status's when it has none. */
async function errorOf(operation: string, response: IncomingMessage): Promise<S3StorageError> {
  const body = await readText(response).catch(() => '');
  const code = xmlValue(body, 'Code') ?? codeOfStatus(response.statusCode);
  return new S3StorageError(operation, code, response.statusCode);
}

/** Passes on only the bytes `start`..`end` (both included) of what goes through. */
function byteWindow(start: number, end: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(start - offset, 0);
      const to = Math.min(end + 1 - offset, chunk.length);
      offset += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

/** The whole object's size from a Content-Range (`bytes 0-9/1234`, or a 416's `bytes *\/1234`). */
const totalOf = (contentRange: string | undefined) => {
  const total = /\/(\d+)\s*$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
};

export function createS3StorageProvider(config: Omit<S3StorageConfig, 'provider'>): StorageProvider {
  const secure = new URL(config.endpoint).protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: 64 };
  const agent: http.Agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const request: typeof http.request = secure ? https.request : http.request;
  const prefix = `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/`;
  // The signing key, derived once a day instead of on every call.
  const signingKeys = new Map<string, ArrayBuffer>();

  const check = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  };

  /** Signs and sends one call; answers the response with its body still to read. */
  async function send(call: Call): Promise<IncomingMessage> {
    const url = `${prefix}${call.key}${call.query ? `?${call.query}` : ''}`;
    const body = call.body;
    const signer = new AwsV4Signer({
      url,
      method: call.method,
      headers: { ...call.headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256 },
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      cache: signingKeys,
    });
    const signed = await signer.sign();
    const headers: Record<string, string> = {};
    signed.headers.forEach((value: string, name: string) => {
      headers[name] = value;
    });
    if (body) headers['content-length'] = String(body.length);
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(url, { method: call.method, headers, agent });
      outgoing.setTimeout(IDLE_TIMEOUT_MS, () => {
        outgoing.destroy(new S3StorageError(call.operation, 'Timeout', undefined));
      });
      outgoing.on('response', (response) => {
        // Reads may pause for as long as the viewer's player waits: no idle limit once it answers.
        if (call.method === 'GET') outgoing.setTimeout(0);
        resolve(response);
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        reject(
          error instanceof S3StorageError
            ? error
            : new S3StorageError(call.operation, error.code ?? 'NetworkError', undefined, { cause: error }),
        );
      });
      outgoing.end(body);
    });
  }

  /** Sends a call that must succeed (2xx) and answers its body as text. */
  async function perform(call: Call): Promise<{ response: IncomingMessage; text: string }> {
    const response = await send(call);
    if ((response.statusCode ?? 500) >= 300) throw await errorOf(call.operation, response);
    const text = await readText(response);
    return { response, text };
  }

  const putObject = (key: string, data: Buffer) =>
    perform({ operation: 'PutObject', method: 'PUT', key, body: data });

  async function createUpload(key: string): Promise<string> {
    const { text } = await perform({
      operation: 'CreateMultipartUpload',
      method: 'POST',
      key,
      query: 'uploads',
    });
    const uploadId = xmlValue(text, 'UploadId');
    if (!uploadId) throw new S3StorageError('CreateMultipartUpload', 'MissingUploadId', undefined);
    return uploadId;
  }

  async function uploadPart(key: string, uploadId: string, partNumber: number, data: Buffer) {
    const { response } = await perform({
      operation: 'UploadPart',
      method: 'PUT',
      key,
      query: `partNumber=${partNumber}&uploadId=${encodeURIComponent(uploadId)}`,
      body: data,
    });
    const etag = response.headers.etag;
    if (!etag) throw new S3StorageError('UploadPart', 'MissingETag', undefined);
    return etag;
  }

  async function completeUpload(key: string, uploadId: string, etags: string[]) {
    const parts = etags
      .map(
        (etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
      )
      .join('');
    const { text } = await perform({
      operation: 'CompleteMultipartUpload',
      method: 'POST',
      key,
      query: `uploadId=${encodeURIComponent(uploadId)}`,
      headers: { 'content-type': 'application/xml' },
      body: Buffer.from(`<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`),
    });
    // S3 may answer 200 and still fail the completion, in the body.
    if (/<Error>/.test(text)) {
      throw new S3StorageError('CompleteMultipartUpload', xmlValue(text, 'Code') ?? 'UnknownError', 200);
    }
  }

  async function abortUpload(key: string, uploadId: string) {
    const response = await send({
      operation: 'AbortMultipartUpload',
      method: 'DELETE',
      key,
      query: `uploadId=${encodeURIComponent(uploadId)}`,
    });
    if ((response.statusCode ?? 500) >= 300 && response.statusCode !== 404) {
      throw await errorOf('AbortMultipartUpload', response);
    }
    response.resume();
  }

  async function sizeOf(key: string): Promise<number | undefined> {
    check(key);
    const response = await send({ operation: 'HeadObject', method: 'HEAD', key });
    response.resume();
    const status = response.statusCode ?? 500;
    if (status === 404) return undefined;
    if (status >= 300) throw new S3StorageError('HeadObject', codeOfStatus(status), status);
    const size = Number(response.headers['content-length']);
    if (!Number.isSafeInteger(size)) throw new S3StorageError('HeadObject', 'MissingContentLength', status);
    return size;
  }
  return {
    kind: 's3',
    put: async (key, data) => {
      check(key);
      await putObject(key, data);
    },
    putStream: async (key, source, options = {}) => {
      check(key);
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      let size = 0;
      let held: Buffer[] = [];
      let heldBytes = 0;
      let uploadId: string | undefined;
      const etags: string[] = [];
      let inFlight: Promise<void> | undefined;
      const sendPart = (data: Buffer) => {
        const partNumber = etags.length + 1;
        etags.push('');
        const sent = uploadPart(key, uploadId!, partNumber, data).then((etag) => {
          etags[partNumber - 1] = etag;
        });
        // Awaited before the next part and on failure; marked handled so it never goes unobserved.
        sent.catch(() => undefined);
        return sent;
      };
      try {
        for await (const chunk of source) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          size += bytes.length;
          // Leaving the loop destroys the source: nothing more is read.
          if (size > maxBytes) throw new StoredFileTooLarge(maxBytes);
          held.push(bytes);
          heldBytes += bytes.length;
          // Strictly more than a part: a file of exactly one part is still one PutObject.
          while (heldBytes > S3_PART_BYTES) {
            const joined = Buffer.concat(held, heldBytes);
            const part = joined.subarray(0, S3_PART_BYTES);
            // A copy of the few bytes past the part, so the joined buffer goes with its part.
            held = [Buffer.from(joined.subarray(S3_PART_BYTES))];
            heldBytes -= S3_PART_BYTES;
            uploadId ??= await createUpload(key);
            // One part on its way while the next is gathered: about two parts in memory at most.
            await inFlight;
            inFlight = sendPart(part);
          }
        }
        const rest = Buffer.concat(held, heldBytes);
        held = [];
        if (uploadId === undefined) {
          await putObject(key, rest);
        } else {
          await inFlight;
          await sendPart(rest);
          await completeUpload(key, uploadId, etags);
        }
      } catch (error) {
        await inFlight?.catch(() => undefined);
        // The parts uploaded so far cost storage until aborted; the first failure is the one reported.
        if (uploadId !== undefined) await abortUpload(key, uploadId).catch(() => undefined);
        throw error;
      }
      return { size };
    },
    open: async (key, range?: ByteRange) => {
      check(key);
      const response = await send({
        operation: 'GetObject',
        method: 'GET',
        key,
        ...(range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}),
      });
      const status = response.statusCode ?? 500;
      if (status === 404) {
        const error = await errorOf('GetObject', response);
        if (error.code === 'NoSuchKey' || error.code === 'NotFound') return undefined;
        throw error;
      }
      if (status === 416 && range) {
        // Past the end (the local provider answers no bytes then), or an empty object.
        const total = totalOf(response.headers['content-range']);
        response.resume();
        const size = total ?? (await sizeOf(key));
        return size === undefined ? undefined : { stream: Readable.from([]), size };
      }
      if (status >= 300) throw await errorOf('GetObject', response);
      if (status === 206) {
        const size = totalOf(response.headers['content-range']);
        if (size === undefined) {
          response.destroy();
          throw new S3StorageError('GetObject', 'MissingContentRange', status);
        }
        return { stream: response, size };
      }
      const size = Number(response.headers['content-length']);
      if (!Number.isSafeInteger(size)) {
        response.destroy();
        throw new S3StorageError('GetObject', 'MissingContentLength', status);
      }
      // A service that ignored the Range sent the whole object: pass on only the bytes asked.
      if (range) {
        const stream = pipeline(response, byteWindow(range.start, range.end), () => undefined);
        return { stream, size };
      }
      return { stream: response, size };
    },
    sizeOf: (key) => sizeOf(key),
    remove: async (key) => {
      check(key);
      const response = await send({ operation: 'DeleteObject', method: 'DELETE', key });
      const status = response.statusCode ?? 500;
      if (status === 404) {
        const error = await errorOf('DeleteObject', response);
        if (error.code === 'NoSuchBucket') throw error;
        return;
      }
      if (status >= 300) throw await errorOf('DeleteObject', response);
      response.resume();
    },
  };
}
