import { inflateSync } from 'node:zlib';

const STREAM_START = /<<([^<>]*)>>\s*stream\r?\n/g;
const SHOW_TEXT = /\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
const HEX_STRING = /<([0-9a-fA-F]*)>/g;
const winAnsi = new TextDecoder('windows-1252');

/**
 * The text a pdfkit document shows, one drawn string per line, for tests. Content streams are
 * inflated here (the report is compressed as in production) and pdfkit's hex strings decoded.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(STREAM_START)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    const content = (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    for (const shown of content.matchAll(SHOW_TEXT)) {
      const hexParts =
        shown[1] !== undefined ? [...shown[1].matchAll(HEX_STRING)].map((part) => part[1]!) : [shown[2]!];
      lines.push(hexParts.map((hex) => winAnsi.decode(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
