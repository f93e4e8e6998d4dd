import fc from 'fast-check';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MINIMAL_PDF } from '../../test/multipart.ts';
import { inspectPdf, type PdfProblem } from './pdf-inspection.ts';
import {
  HTML_PAGE,
  handWrittenPdf,
  jsAction,
  objectStream,
  pdfKitReport,
  pdfLibReport,
  pdfWithOpenAction,
  pdfWithoutPages,
  pngImage,
} from './upload.fixture.ts';

const AS_PDF = { mimeType: 'application/pdf', fileName: 'report.pdf' };
const problemOf = async (bytes: Buffer, declared = AS_PDF) => {
  const result = await inspectPdf(bytes, declared);
  return result.ok ? 'accepted' : result.problem;
};

describe('inspectPdf accepts plain reports', () => {
  it.each([
    ['made with pdf-lib (object streams)', () => pdfLibReport()],
    ['made with pdfkit', () => pdfKitReport()],
    ['written by hand without a cross-reference table', () => Promise.resolve(MINIMAL_PDF)],
    [
      'opening at a page (a destination)',
      () => Promise.resolve(handWrittenPdf({ catalogEntries: '/OpenAction[3 0 R/Fit]' })),
    ],
    ['opening with a GoTo action', () => pdfWithOpenAction({ S: 'GoTo', D: [0, 'Fit'] })],
    [
      'with a web link',
      () =>
        Promise.resolve(
          handWrittenPdf({
            pageEntries: '/Annots[4 0 R]',
            extra: ['<</Type/Annot/Subtype/Link/Rect[0 0 9 9]/A<</S/URI/URI(https://example.com)>>>>'],
          }),
        ),
    ],
  ])('%s', async (_label, build) => {
    expect(await inspectPdf(await build(), AS_PDF)).toEqual({ ok: true, pageCount: 1 });
  });

  it('counts the pages', async () => {
    const three = await pdfLibReport((doc) => {
      doc.addPage();
      doc.addPage();
    });
    expect(await inspectPdf(three, AS_PDF)).toEqual({ ok: true, pageCount: 3 });
  });

  it('takes a generic or missing declared type, and a name without a known extension', async () => {
    const pdf = await pdfLibReport();
    expect(await problemOf(pdf, { mimeType: 'application/octet-stream', fileName: 'report' })).toBe(
      'accepted',
    );
    expect(await problemOf(pdf, { mimeType: '', fileName: 'Q3 view.v2' })).toBe('accepted');
    expect(await problemOf(pdf, { mimeType: 'application/x-pdf', fileName: 'REPORT.PDF' })).toBe('accepted');
  });
});

describe('inspectPdf refuses', () => {
  it('files that are not PDFs by their first bytes', async () => {
    expect(await problemOf(pngImage(20, 20))).toBe('not-a-pdf');
    expect(await problemOf(HTML_PAGE)).toBe('not-a-pdf');
    expect(await problemOf(Buffer.from('%PDF'))).toBe('not-a-pdf');
    // The format tolerates junk before the header; an HTML page with a PDF inside it is not a PDF.
    const htmlFirst = Buffer.concat([Buffer.from('<html><body>'), await pdfLibReport()]);
    expect(await problemOf(htmlFirst)).toBe('not-a-pdf');
    expect(await problemOf(Buffer.concat([Buffer.from(' \n'), await pdfLibReport()]))).toBe('not-a-pdf');
  });

  it('a PDF sent as another format', async () => {
    const pdf = await pdfLibReport();
    expect(await problemOf(pdf, { mimeType: 'text/html', fileName: 'report.pdf' })).toBe('not-a-pdf');
    expect(await problemOf(pdf, { mimeType: 'application/pdf', fileName: 'report.html' })).toBe('not-a-pdf');
    expect(await problemOf(pdf, { mimeType: 'image/png', fileName: 'chart' })).toBe('not-a-pdf');
  });

  it.each([
    [
      'a script right after the header',
      (pdf: Buffer) => withAfterHeader(pdf, '%<script>alert(1)</script>\n'),
    ],
    ['an HTML document in the first 4 KB', (pdf: Buffer) => withAfterHeader(pdf, '%<!DOCTYPE html><html>\n')],
    ['an iframe in the first 4 KB', (pdf: Buffer) => withAfterHeader(pdf, '%<IFRAME src=x>\n')],
    [
      'HTML after the last %%EOF',
      (pdf: Buffer) => Buffer.concat([pdf, Buffer.from('<html><script>1</script>')]),
    ],
  ])('an HTML/PDF polyglot: %s', async (_label, build) => {
    expect(await problemOf(build(await pdfKitReport()))).toBe('html-polyglot');
  });

  it('but not a PDF that merely has `<` in its first bytes (dictionaries, hex strings)', async () => {
    const pdf = withAfterHeader(await pdfKitReport(), '%<< <a> <b> <0041> >>\n');
    expect(await problemOf(pdf)).toBe('accepted');
  });

  it.each([
    ['cut in half', (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length / 2))],
    ['missing its last 100 bytes (no %%EOF)', (pdf: Buffer) => pdf.subarray(0, pdf.length - 100)],
    ['with %%EOF far from the end', (pdf: Buffer) => Buffer.concat([pdf, Buffer.alloc(2048, 0x20)])],
  ])('a truncated PDF: %s', async (_label, cut) => {
    expect(await problemOf(cut(await pdfKitReport()))).toBe('damaged');
  });

  it('a PDF whose objects or page tree do not parse', async () => {
    expect(await problemOf(Buffer.from('%PDF-1.4\nhello, not objects\n%%EOF\n'))).toBe('damaged');
    expect(
      await problemOf(
        Buffer.from('%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n1 0 obj <<\n%%EOF\n'),
      ),
    ).toBe('damaged');
    const pagesNotADict = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj 42 endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect(await problemOf(pagesNotADict)).toBe('damaged');
    const cyclicTree = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[2 0 R]/Count 1>> endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect(await problemOf(cyclicTree)).toBe('damaged');
  });

  it('a PDF without pages', async () => {
    expect(await problemOf(await pdfWithoutPages())).toBe('no-pages');
  });

  it('an encrypted PDF, whose objects cannot be checked', async () => {
    expect(await problemOf(await pdfKitReport({ userPassword: 'secret' }))).toBe('encrypted');
  });

  it('a compression bomb in an object stream, before inflating it in full', async () => {
    const bomb = handWrittenPdf({ extra: [objectStream(5, 64 * 1024 * 1024)] });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await problemOf(bomb)).toBe('damaged');
    // A small object stream is fine.
    expect(await problemOf(handWrittenPdf({ extra: [objectStream(5, 1024)] }))).toBe('accepted');
  });

  it.each<[string, () => Promise<Buffer>, PdfProblem]>([
    [
      'JavaScript run on opening (inside an object stream)',
      () => pdfWithOpenAction(jsAction()),
      'javascript',
    ],
    [
      'a Launch action run on opening',
      () => pdfWithOpenAction({ S: 'Launch', F: PDFString.of('calc.exe') }),
      'external-action',
    ],
    [
      'a web address opened on opening',
      () => pdfWithOpenAction({ S: 'URI', URI: PDFString.of('https://x.example') }),
      'automatic-action',
    ],
    [
      'document-level JavaScript in the names tree',
      () =>
        pdfLibReport((doc) => {
          const script = doc.context.register(doc.context.obj(jsAction() as never));
          const names = doc.context.obj({ Names: [PDFString.of('init'), script] });
          doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }));
        }),
      'javascript',
    ],
    [
      'page additional actions (/AA), even with a harmless action',
      () =>
        pdfLibReport((doc) => {
          doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoTo', D: [0, 'Fit'] } }));
        }),
      'automatic-action',
    ],
    [
      'a link that runs JavaScript',
      () =>
        Promise.resolve(
          handWrittenPdf({
            pageEntries: '/Annots[4 0 R]',
            extra: [
              '<</Type/Annot/Subtype/Link/Rect[0 0 9 9]/A 5 0 R>>',
              '<</S/JavaScript/JS(app.alert(1))>>',
            ],
          }),
        ),
      'javascript',
    ],
    [
      'a link that submits a form',
      () =>
        Promise.resolve(
          handWrittenPdf({
            pageEntries: '/Annots[4 0 R]',
            extra: ['<</Type/Annot/Subtype/Link/Rect[0 0 9 9]/A<</S/SubmitForm/F(https://x.example)>>>>'],
          }),
        ),
      'external-action',
    ],
    [
      'a name spelled with #xx escapes (/J#61vaScript)',
      () =>
        Promise.resolve(
          handWrittenPdf({ catalogEntries: '/OpenAction 4 0 R', extra: ['<</S/J#61vaScript/J#53(1)>>'] }),
        ),
      'javascript',
    ],
    [
      'an attached file',
      () => pdfLibReport((doc) => void doc.attach(Buffer.from('MZ'), 'setup.exe')),
      'attachment',
    ],
    [
      'a file attachment annotation',
      () =>
        Promise.resolve(
          handWrittenPdf({
            pageEntries: '/Annots[4 0 R]',
            extra: ['<</Type/Annot/Subtype/FileAttachment/Rect[0 0 9 9]>>'],
          }),
        ),
      'attachment',
    ],
    [
      'an XFA form',
      () =>
        Promise.resolve(
          handWrittenPdf({ catalogEntries: '/AcroForm<</Fields[]/XFA 4 0 R>>', extra: ['<<>>'] }),
        ),
      'interactive-media',
    ],
  ])('active content: %s', async (_label, build, problem) => {
    expect(await problemOf(await build())).toBe(problem);
  });

  it('JavaScript in an earlier definition of an object that a later one replaces', async () => {
    // pdf-lib keeps the last definition of object 4; a reader following a cross-reference table
    // that points at the first one runs the script. The script sits in a compressed object
    // stream, so only the parse sees it, not the raw-bytes look.
    const pdf = await pdfWithOpenAction(jsAction());
    const actionRef = /\/OpenAction (\d+) 0 R/.exec(await openActionOf(pdf));
    expect(actionRef).not.toBeNull();
    const replaced = Buffer.concat([
      pdf,
      Buffer.from(`\n${actionRef![1]} 0 obj\n<</S/GoTo/D[0/Fit]>>\nendobj\n%%EOF\n`),
    ]);
    expect(pdf.includes('JavaScript')).toBe(false);
    expect(await problemOf(replaced)).toBe('javascript');
  });
});

function withAfterHeader(pdf: Buffer, text: string): Buffer {
  const headerEnd = pdf.indexOf('\n') + 1;
  return Buffer.concat([pdf.subarray(0, headerEnd), Buffer.from(text, 'latin1'), pdf.subarray(headerEnd)]);
}

/** The catalog's /OpenAction entry as pdf-lib writes it. */
async function openActionOf(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  return `/OpenAction ${doc.catalog.get(PDFName.of('OpenAction'))?.toString()}`;
}

describe('inspectPdf on arbitrary bytes', () => {
  it('answers a verdict, never throws, whatever follows a PDF header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), async (body, withEof) => {
        const bytes = Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          body,
          Buffer.from(withEof ? '\n%%EOF\n' : ''),
        ]);
        const result = await inspectPdf(bytes, AS_PDF);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('answers a verdict for a real report with bytes flipped', async () => {
    const report = await pdfKitReport();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: report.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 20,
        }),
        async (flips) => {
          const bytes = Buffer.from(report);
          for (const [at, value] of flips) bytes[at] = value;
          const result = await inspectPdf(bytes, AS_PDF);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 200 },
    );
  });
});
