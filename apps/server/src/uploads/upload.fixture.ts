/**
 * Upload fixtures for tests, built in code: real pictures and PDFs, and the broken and hostile
 * variants a black-box probe sends.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';

// ---- pictures ---------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG written by hand (signature, IHDR, IDAT, IEND), not by the library under test. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filters, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set([(x * 5) & 0xff, (y * 3) & 0xff, 0x91], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A well-formed PNG whose header claims width x height, with a few bytes of pixel data. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pixels = (width: number, height: number) =>
  sharp(Buffer.alloc(width * height * 3, 0x5a), { raw: { width, height, channels: 3 } });

export const jpegImage = (width: number, height: number) => pixels(width, height).jpeg().toBuffer();
export const webpImage = (width: number, height: number) => pixels(width, height).webp().toBuffer();
/** A JPEG carrying EXIF metadata (an artist's name stands in for a GPS position). */
export const jpegWithExif = (width: number, height: number) =>
  pixels(width, height)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Where I live' } })
    .toBuffer();

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="9" height="9"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

// ---- PDFs -------------------------------------------------------------------------------------

/** A one-page report made with pdf-lib (objects in compressed object streams). */
export async function pdfLibReport(build?: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('TCS: accumulate', { x: 20, y: 100, size: 14 });
  build?.(doc);
  return Buffer.from(await doc.save());
}

/** A PDF whose page tree is empty (pdf-lib adds a blank page on saving unless told not to). */
export async function pdfWithoutPages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  return Buffer.from(await doc.save({ addDefaultPage: false }));
}

/** A one-page report made with pdfkit (the server's own PDF writer), optionally encrypted. */
export function pdfKitReport(options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'A5', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Reliance: hold');
    doc.end();
  });
}

/** A report whose catalog runs `action` when it is opened. */
export const pdfWithOpenAction = (action: Record<string, unknown>) =>
  pdfLibReport((doc) => {
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(doc.context.obj(action as never)));
  });

export const jsAction = () => ({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });

/**
 * A PDF written by hand, uncompressed: a catalog, one page, and `extra` objects (numbered from 4)
 * referenced from the catalog's entries `catalogEntries`. No cross-reference table: readers rebuild
 * one, and pdf-lib reads objects in order.
 */
export function handWrittenPdf({
  catalogEntries = '',
  pageEntries = '',
  extra = [] as string[],
  trailerEntries = '',
} = {}): Buffer {
  const objects = [
    `<</Type/Catalog/Pages 2 0 R${catalogEntries}>>`,
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    `<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R${pageEntries}>>`,
    ...extra,
  ];
  const body = objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`).join('');
  return Buffer.from(
    `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}trailer\n<</Root 1 0 R/Size ${objects.length + 1}${trailerEntries}>>\n%%EOF\n`,
    'latin1',
  );
}

/** An object stream holding one dictionary, padded with spaces to `inflatedBytes` once inflated. */
export function objectStream(objectNumber: number, inflatedBytes: number): string {
  const content = Buffer.alloc(inflatedBytes, 0x20);
  content.write(`${objectNumber} 0 <</Padding true>>`);
  const compressed = deflateSync(content, { level: 9 });
  const header = `<</Type/ObjStm/N 1/First ${String(objectNumber).length + 3}/Filter/FlateDecode/Length ${compressed.length}>>`;
  return `${header}\nstream\n${compressed.toString('latin1')}\nendstream`;
}
