import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

/*
 * A tiny S3-compatible server for tests and local trials (STORAGE_PROVIDER=s3 without a cloud): one
 * bucket, path-style URLs, objects in a temporary folder, and exactly the calls the S3 storage
 * provider makes (PutObject, GetObject with Range, HeadObject, DeleteObject, and the multipart
 * upload's Create, UploadPart, Complete and Abort). Like S3 it checks every request's Signature V4
 * against the secret (recomputed here on its own, not with the provider's signer) and the payload's
 * SHA-256, refuses a multipart part under 5 MiB but the last, and answers S3's XML errors.
 *
 * Run it alone: `npx tsx apps/server/src/sandboxes/storage/s3-sandbox.ts` prints the settings.
 */

export const S3_SANDBOX_DEFAULTS = {
  accessKeyId: 'SANDBOXACCESSKEY',
  secretAccessKey: 'sandbox-secret-access-key-not-for-production',
  region: 'us-east-1',
  bucket: 'tradecircle-sandbox',
} as const;

const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const MAX_COMPLETE_BODY = 1024 * 1024;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** One call as the sandbox understood and answered it (tests count them). */
export type S3SandboxCall = {
  operation: string;
  status: number;
  key: string;
  partNumber?: number;
  /** Bytes received (uploads) or sent (reads). */
  bytes?: number;
  /** CompleteMultipartUpload: how many parts made the object. */
  parts?: number;
};

export type S3Sandbox = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The app's settings for this sandbox. */
  env: Record<string, string>;
  /** Every call received, in order of its answer. */
  calls: S3SandboxCall[];
  /** The stored objects' keys, sorted. */
  objectKeys(): Promise<string[]>;
  /** Multipart uploads created and neither completed nor aborted. */
  unfinishedUploads(): number;
  close(): Promise<void>;
};

export type S3SandboxOptions = Partial<typeof S3_SANDBOX_DEFAULTS> & {
  /** Where objects live; a new temporary folder (removed on close) when unset. */
  root?: string;
  host?: string;
  port?: number;
  /** Told of each call as it arrives, before it is answered (tests watch the order of events). */
  onCall?: (operation: string, key: string) => void;
};

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Failure(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The query's pairs as sent (`uploads` is `uploads=`), decoded. */
function queryPairs(rawQuery: string): [string, string][] {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at === -1 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** Checks the request's Signature V4 as S3 does; throws the S3 error S3 would answer. */
function verifySignature(
  request: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): void {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
  const [, accessKeyId, day, region, service, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3Failure(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (region !== credentials.region || service !== 's3') {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!time || amzDate.slice(0, 8) !== day) {
    throw new S3Failure(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const [, y, mo, d, h, mi, s] = time.map(Number) as number[];
  const sent = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Math.abs(Date.now() - sent) > MAX_CLOCK_SKEW_MS) {
    throw new S3Failure(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') {
    throw new S3Failure(
      400,
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
    );
  }
  const signedHeaders = signedHeaderList!.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => rfc3986(decode(segment)))
    .join('/');
  const canonicalQuery = queryPairs(rawQuery)
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Upload = {
  key: string;
  folder: string;
  parts: Map<number, { etag: string; file: string; size: number }>;
};

export async function startS3Sandbox(options: S3SandboxOptions = {}): Promise<S3Sandbox> {
  const settings = { ...S3_SANDBOX_DEFAULTS, ...options };
  const ownRoot = options.root === undefined;
  const root = options.root ?? (await mkdtemp(path.join(tmpdir(), 'tc-s3-sandbox-')));
  const objects = path.join(root, 'objects');
  const incoming = path.join(root, 'incoming');
  const uploadsFolder = path.join(root, 'uploads');
  await Promise.all([objects, incoming, uploadsFolder].map((folder) => mkdir(folder, { recursive: true })));
  const uploads = new Map<string, Upload>();
  const calls: S3SandboxCall[] = [];

  const objectPath = (key: string) => {
    if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw new S3Failure(400, 'InvalidArgument', 'This sandbox stores plain keys only.');
    }
    return path.join(objects, key);
  };

  /** Writes the request's body to a new file, checking its length and its signed SHA-256. */
  async function receiveBody(request: IncomingMessage, file: string): Promise<{ size: number; md5: string }> {
    if (request.headers['content-length'] === undefined) {
      throw new S3Failure(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    }
    const sha256 = createHash('sha256');
    const md5 = createHash('md5');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sha256.update(chunk);
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(request, hashing, createWriteStream(file));
    const declared = request.headers['x-amz-content-sha256'];
    if (declared !== UNSIGNED_PAYLOAD && declared !== sha256.digest('hex')) {
      await rm(file, { force: true });
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    return { size, md5: md5.digest('hex') };
  }

  async function readSmallBody(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_COMPLETE_BODY)
        throw new S3Failure(400, 'MalformedXML', 'The XML you provided was too large.');
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const declared = request.headers['x-amz-content-sha256'];
    if (declared !== UNSIGNED_PAYLOAD && declared !== sha256Hex(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    return body;
  }

  const newFile = () => path.join(incoming, randomBytes(12).toString('hex'));

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    call: S3SandboxCall,
  ): Promise<void> {
    const rawUrl = request.url ?? '/';
    const at = rawUrl.indexOf('?');
    const rawPath = at === -1 ? rawUrl : rawUrl.slice(0, at);
    const rawQuery = at === -1 ? '' : rawUrl.slice(at + 1);
    const query = new Map(queryPairs(rawQuery));
    const [, bucket = '', ...keyParts] = rawPath.split('/');
    const key = keyParts.map(decode).join('/');
    const method = request.method ?? 'GET';
    call.key = key;
    call.operation =
      method === 'PUT' && query.has('uploadId')
        ? 'UploadPart'
        : method === 'PUT'
          ? 'PutObject'
          : method === 'POST' && query.has('uploads')
            ? 'CreateMultipartUpload'
            : method === 'POST' && query.has('uploadId')
              ? 'CompleteMultipartUpload'
              : method === 'DELETE' && query.has('uploadId')
                ? 'AbortMultipartUpload'
                : method === 'DELETE'
                  ? 'DeleteObject'
                  : method === 'HEAD'
                    ? 'HeadObject'
                    : method === 'GET'
                      ? 'GetObject'
                      : method;
    options.onCall?.(call.operation, key);
    verifySignature(request, rawPath, rawQuery, settings);
    if (decode(bucket) !== settings.bucket) {
      throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const file = objectPath(key);
    const uploadOf = () => {
      const upload = uploads.get(query.get('uploadId') ?? '');
      if (!upload || upload.key !== key) {
        throw new S3Failure(
          404,
          'NoSuchUpload',
          'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
        );
      }
      return upload;
    };

    switch (call.operation) {
      case 'PutObject': {
        const received = newFile();
        const { size, md5 } = await receiveBody(request, received);
        await mkdir(path.dirname(file), { recursive: true });
        await rename(received, file);
        call.bytes = size;
        response.writeHead(200, { etag: `"${md5}"` }).end();
        return;
      }
      case 'CreateMultipartUpload': {
        await readSmallBody(request);
        const uploadId = randomBytes(24).toString('base64url');
        const folder = path.join(uploadsFolder, uploadId);
        await mkdir(folder);
        uploads.set(uploadId, { key, folder, parts: new Map() });
        sendXml(
          response,
          200,
          `<InitiateMultipartUploadResult><Bucket>${xmlEscape(settings.bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
        return;
      }
      case 'UploadPart': {
        const upload = uploadOf();
        const partNumber = Number(query.get('partNumber'));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
          throw new S3Failure(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
        }
        const partFile = path.join(upload.folder, `${partNumber}.part`);
        const received = newFile();
        const { size, md5 } = await receiveBody(request, received);
        if (!uploads.has(query.get('uploadId') ?? '')) {
          await rm(received, { force: true });
          throw new S3Failure(404, 'NoSuchUpload', 'The specified upload does not exist.');
        }
        await rename(received, partFile);
        const etag = `"${md5}"`;
        upload.parts.set(partNumber, { etag, file: partFile, size });
        call.partNumber = partNumber;
        call.bytes = size;
        response.writeHead(200, { etag }).end();
        return;
      }
      case 'CompleteMultipartUpload': {
        const upload = uploadOf();
        const body = (await readSmallBody(request)).toString('utf8');
        const listed = [
          ...body.matchAll(/<Part>\s*<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>\s*<\/Part>/g),
        ].map((part) => ({ number: Number(part[1]), etag: xmlUnescape(part[2]!.trim()) }));
        if (!/^\s*<CompleteMultipartUpload[\s>]/.test(body) || listed.length === 0) {
          throw new S3Failure(400, 'MalformedXML', 'The XML you provided was not well-formed.');
        }
        const chosen = listed.map(({ number, etag }, index) => {
          if (index > 0 && number <= listed[index - 1]!.number) {
            throw new S3Failure(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
          }
          const part = upload.parts.get(number);
          if (!part || part.etag !== etag) {
            throw new S3Failure(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
          }
          if (index < listed.length - 1 && part.size < MIN_PART_BYTES) {
            throw new S3Failure(
              400,
              'EntityTooSmall',
              'Your proposed upload is smaller than the minimum allowed object size.',
            );
          }
          return part;
        });
        const joined = newFile();
        async function* partsInOrder() {
          for (const part of chosen) yield* createReadStream(part.file);
        }
        await pipeline(Readable.from(partsInOrder()), createWriteStream(joined));
        await mkdir(path.dirname(file), { recursive: true });
        await rename(joined, file);
        uploads.delete(query.get('uploadId')!);
        await rm(upload.folder, { recursive: true, force: true });
        call.parts = chosen.length;
        call.bytes = chosen.reduce((sum, part) => sum + part.size, 0);
        sendXml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${xmlEscape(settings.bucket)}</Bucket><Key>${xmlEscape(key)}</Key><ETag>"${randomBytes(16).toString('hex')}-${chosen.length}"</ETag></CompleteMultipartUploadResult>`,
        );
        return;
      }
      case 'AbortMultipartUpload': {
        const upload = uploadOf();
        uploads.delete(query.get('uploadId')!);
        await rm(upload.folder, { recursive: true, force: true });
        response.writeHead(204).end();
        return;
      }
      case 'DeleteObject': {
        await rm(file, { force: true });
        response.writeHead(204).end();
        return;
      }
      case 'HeadObject':
      case 'GetObject': {
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        const size = info.size;
        const range = method === 'GET' ? parseRange(request.headers.range, size) : undefined;
        if (range === 'unsatisfiable') {
          response.setHeader('content-range', `bytes */${size}`);
          throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable');
        }
        const headers = {
          'accept-ranges': 'bytes',
          'content-type': 'binary/octet-stream',
          'last-modified': info.mtime.toUTCString(),
        };
        if (method === 'HEAD') {
          response.writeHead(200, { ...headers, 'content-length': size }).end();
          return;
        }
        if (range) {
          response.writeHead(206, {
            ...headers,
            'content-length': range.end - range.start + 1,
            'content-range': `bytes ${range.start}-${range.end}/${size}`,
          });
          call.bytes = range.end - range.start + 1;
          await pipeline(createReadStream(file, range), response);
        } else {
          response.writeHead(200, { ...headers, 'content-length': size });
          call.bytes = size;
          await pipeline(createReadStream(file), response);
        }
        return;
      }
      default:
        throw new S3Failure(501, 'NotImplemented', 'This sandbox does not implement that call.');
    }
  }

  const server = http.createServer((request, response) => {
    const call: S3SandboxCall = { operation: request.method ?? 'GET', status: 0, key: '' };
    handle(request, response, call)
      .catch(async (error: unknown) => {
        const failure =
          error instanceof S3Failure
            ? error
            : new S3Failure(500, 'InternalError', 'We encountered an internal error.');
        // Read what is left of the body so the client hears the answer rather than a reset.
        if (!request.readableEnded) {
          request.resume();
          await new Promise((resolve) => {
            request.once('end', resolve);
            request.once('error', resolve);
            request.once('close', resolve);
          });
        }
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (request.method === 'HEAD') {
          response.writeHead(failure.status).end();
        } else {
          sendXml(
            response,
            failure.status,
            `<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
          );
        }
      })
      .finally(() => {
        call.status = response.statusCode;
        calls.push(call);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const endpoint = `http://${host}:${address.port}`;

  return {
    endpoint,
    bucket: settings.bucket,
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    calls,
    objectKeys: async () => {
      const entries = await readdir(objects, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(objects, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    unfinishedUploads: () => uploads.size,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (ownRoot) await rm(root, { recursive: true, force: true });
    },
  };
}

function sendXml(response: ServerResponse, status: number, xml: string): void {
  const body = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': body.length }).end(body);
}

/** One `bytes=` range as S3 reads it; undefined: the whole object (no header, or one S3 ignores). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

// Alone: a sandbox for local trials, until Ctrl+C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.S3_SANDBOX_PORT ?? 9000);
  const root = process.env.S3_SANDBOX_DIR;
  const sandbox = await startS3Sandbox({ port, ...(root ? { root } : {}) });
  console.log(`S3 sandbox at ${sandbox.endpoint}; start the app with:`);
  for (const [name, value] of Object.entries(sandbox.env)) console.log(`${name}=${value}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
