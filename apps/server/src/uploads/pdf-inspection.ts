import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  type PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
} from 'pdf-lib';
import { type DeclaredType, declaredTypeConflicts } from './declared-type.ts';

/**
 * Why a PDF is refused. Active content is refused, never stripped: a report is sold as its author
 * made it, and a file we rewrote could differ from it in ways nobody checked.
 */
export type PdfProblem =
  | 'not-a-pdf'
  | 'html-polyglot'
  | 'damaged'
  | 'encrypted'
  | 'no-pages'
  | 'javascript'
  | 'automatic-action'
  | 'external-action'
  | 'attachment'
  | 'interactive-media';

export type PdfInspection = { ok: true; pageCount: number } | { ok: false; problem: PdfProblem };

const PDF_DECLARATIONS = {
  // The standard type and the older names some systems still give PDF files.
  mimeTypes: ['application/pdf', 'application/x-pdf', 'application/acrobat', 'text/pdf', 'text/x-pdf'],
  extensions: ['pdf'],
} as const;

/** `%PDF-` and a version digit at byte 0 (the format allows junk before it; we do not). */
const PDF_HEADER = /^%PDF-[12]\./;
/** How far from the end `%%EOF` may be: Acrobat's own rule, so every file it opens passes. */
const EOF_WINDOW = 1024;
/** The leading bytes searched for HTML: past what any browser (1445 bytes at most) sniffs. */
const HTML_SNIFF_WINDOW = 4096;
/**
 * HTML tags as the WHATWG MIME Sniffing standard's HTML patterns name them (§7.1: followed by a
 * space or `>`; `/` added), less `<a` and `<b`, which PDF hex strings such as `<a>` also are, plus
 * the other tags that run or load content. Matched case-insensitively.
 */
const HTML_MARKUP =
  /<(?:!doctype\s+html|!--|html|head|body|script|iframe|frame|frameset|object|embed|applet|svg|meta|link|style|title|form|img|table|font|div|h1|br|p)[\s>/]/i;

/**
 * Names that only ever appear in active content, matched in the raw bytes (names escaped as
 * `#xx` decoded first). This second look catches objects a reader would find through the
 * cross-reference table but a sequential parse never sees (hidden inside another object's data).
 */
const ACTIVE_RAW_NAMES: Record<string, PdfProblem> = {
  JavaScript: 'javascript',
  Launch: 'external-action',
  EmbeddedFile: 'attachment',
  EmbeddedFiles: 'attachment',
  RichMedia: 'interactive-media',
  Rendition: 'interactive-media',
};
const RAW_NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2}){4,40})/g;

/** Action types (`/S`) that run code, leave the document or play media. GoTo, URI links and named
 * page moves stay allowed. */
const ACTION_PROBLEMS: Record<string, PdfProblem> = {
  JavaScript: 'javascript',
  Launch: 'external-action',
  GoToR: 'external-action',
  GoToE: 'external-action',
  ImportData: 'external-action',
  SubmitForm: 'external-action',
  Rendition: 'interactive-media',
  RichMediaExecute: 'interactive-media',
  Movie: 'interactive-media',
  Sound: 'interactive-media',
};
/** Annotation subtypes that carry files or media. */
const ANNOTATION_PROBLEMS: Record<string, PdfProblem> = {
  FileAttachment: 'attachment',
  RichMedia: 'interactive-media',
  Screen: 'interactive-media',
  Movie: 'interactive-media',
  Sound: 'interactive-media',
};

/** Decoded object and cross-reference streams per file: far above real reports, far below a bomb. */
const MAX_DECODED_CONTAINER_BYTES = 16 * 1024 * 1024;
/** Indirect objects per file. */
const MAX_OBJECTS = 200_000;
/** Page tree nodes visited when counting pages. */
const MAX_PAGE_TREE_NODES = 100_000;

const name = (value: string) => PDFName.of(value);
const nameText = (value: PDFObject | undefined) =>
  value instanceof PDFName ? value.decodeText() : undefined;

/**
 * pdf-lib inflates object and cross-reference streams while it parses, with no size limit. Each is
 * checked here first: a single FlateDecode filter (or none), and the file's total within
 * MAX_DECODED_CONTAINER_BYTES, measured with zlib's own output cap, so a compression bomb is
 * refused before pdf-lib allocates it.
 */
const decodedBytes = new WeakMap<PDFContext, number>();
function checkContainerStream(stream: PDFRawStream) {
  const context = stream.dict.context;
  const filter = stream.dict.lookup(name('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length > 1 || (filters.length === 1 && filters[0] !== name('FlateDecode'))) {
    throw new Error('object streams must use one FlateDecode filter');
  }
  const used = decodedBytes.get(context) ?? 0;
  const remaining = MAX_DECODED_CONTAINER_BYTES - used;
  let size = stream.contents.length;
  if (filters.length === 1) {
    try {
      size = inflateSync(stream.contents, {
        maxOutputLength: Math.max(remaining, 1),
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch {
      throw new Error('object stream does not inflate within the limit');
    }
  }
  if (size > remaining) throw new Error('object streams are over the limit');
  decodedBytes.set(context, used + size);
}
const parseObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  checkContainerStream(stream);
  return parseObjectStream(stream, shouldWaitForTick);
};
const parseXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  checkContainerStream(stream);
  return parseXRefStream(stream);
};

function markupIn(bytes: Buffer): boolean {
  return HTML_MARKUP.test(bytes.toString('latin1'));
}

/** The byte offset where the last `%%EOF` starts, if it is within EOF_WINDOW of the end. */
function endOfFileMarker(bytes: Buffer): number | null {
  const at = bytes.lastIndexOf('%%EOF');
  return at >= 0 && bytes.length - at <= EOF_WINDOW ? at : null;
}

function rawNameProblem(bytes: Buffer): PdfProblem | null {
  for (const match of bytes.toString('latin1').matchAll(RAW_NAME)) {
    const decoded = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    const problem = ACTIVE_RAW_NAMES[decoded];
    if (problem) return problem;
  }
  return null;
}

/**
 * Parses every object of the file, keeping every definition: pdf-lib keeps only the last one of an
 * object number defined twice, while a reader follows the cross-reference table, which may point at
 * the earlier one.
 */
async function parseAllObjects(bytes: Buffer) {
  const parser = PDFParser.forBytesWithOptions(bytes, 500, true, false);
  // `context` is protected in pdf-lib's types only; it is the parse's object table.
  const context = (parser as unknown as { context: PDFContext }).context;
  const objects: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    objects.push(object);
    if (objects.length > MAX_OBJECTS) throw new Error('too many objects');
    assign(ref, object);
  };
  await parser.parseDocument();
  return { context, objects };
}

function dictProblem(dict: PDFDict, context: PDFContext): PdfProblem | null {
  if (dict.has(name('JS')) || dict.has(name('JavaScript'))) return 'javascript';
  if (dict.has(name('AA'))) return 'automatic-action';
  if (dict.has(name('EmbeddedFiles')) || dict.has(name('EF'))) return 'attachment';
  if (dict.get(name('Type')) === name('EmbeddedFile')) return 'attachment';
  if (dict.has(name('XFA'))) return 'interactive-media';
  const action = nameText(dict.get(name('S')));
  if (action && ACTION_PROBLEMS[action]) return ACTION_PROBLEMS[action];
  const subtype = nameText(dict.get(name('Subtype')));
  if (subtype && dict.get(name('Type')) !== name('XObject') && ANNOTATION_PROBLEMS[subtype]) {
    return ANNOTATION_PROBLEMS[subtype];
  }
  const openAction = dict.get(name('OpenAction'));
  if (openAction !== undefined) {
    // A destination (an array) or a GoTo opens a page; any other action on opening is refused.
    const target = openAction instanceof PDFRef ? context.lookup(openAction) : openAction;
    if (target instanceof PDFDict && target.get(name('S')) !== name('GoTo')) {
      return dictProblem(target, context) ?? 'automatic-action';
    }
  }
  return null;
}

/** Walks every object and everything nested in it (iteratively: nesting depth is up to the file). */
function activeContentProblem(objects: PDFObject[], context: PDFContext): PdfProblem | null {
  const pending = [...objects];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      const problem = dictProblem(object, context);
      if (problem) return problem;
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return null;
}

/** Counts the pages in the catalog's page tree; null when the tree is broken. */
function countPages(context: PDFContext): number | null {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.get(name('Type')) !== name('Catalog')) return null;
  const root = catalog.get(name('Pages'));
  const seen = new Set<PDFObject>();
  const pending: (PDFObject | undefined)[] = [root];
  let pages = 0;
  while (pending.length > 0) {
    const entry = pending.pop();
    const node = entry instanceof PDFRef ? context.lookup(entry) : entry;
    if (!(node instanceof PDFDict) || seen.has(node) || seen.size > MAX_PAGE_TREE_NODES) return null;
    seen.add(node);
    const type = node.get(name('Type'));
    if (type === name('Page')) {
      pages += 1;
    } else if (type === name('Pages')) {
      const kids = node.lookup(name('Kids'));
      if (!(kids instanceof PDFArray)) return null;
      pending.push(...kids.asArray());
    } else {
      return null;
    }
  }
  return pages;
}

/**
 * Decides whether an uploaded file is a plain PDF we are willing to store and hand to readers:
 *  1. it starts with `%PDF-1.` or `%PDF-2.` at byte 0 and is not declared as another format;
 *  2. no HTML markup in its first 4 KB or after its last `%%EOF` (an HTML/PDF polyglot);
 *  3. its last `%%EOF` is within 1 KB of the end (a truncated file has none there);
 *  4. every object parses (pdf-lib, strictly), it is not encrypted, and its page tree holds at
 *     least one page;
 *  5. no active content: JavaScript, automatic actions (/AA, an /OpenAction other than going to a
 *     page), actions that leave the document (/Launch, /GoToR, /GoToE, /SubmitForm, /ImportData),
 *     attached files, XFA forms, or media and rendition actions.
 */
export async function inspectPdf(bytes: Buffer, declared: DeclaredType): Promise<PdfInspection> {
  const refuse = (problem: PdfProblem) => ({ ok: false, problem }) as const;
  if (!PDF_HEADER.test(bytes.subarray(0, 8).toString('latin1'))) return refuse('not-a-pdf');
  if (declaredTypeConflicts(declared, PDF_DECLARATIONS)) return refuse('not-a-pdf');

  const eof = endOfFileMarker(bytes);
  if (markupIn(bytes.subarray(0, HTML_SNIFF_WINDOW))) return refuse('html-polyglot');
  if (eof !== null && markupIn(bytes.subarray(eof))) return refuse('html-polyglot');
  if (eof === null) return refuse('damaged');

  const rawProblem = rawNameProblem(bytes);
  if (rawProblem) return refuse(rawProblem);

  let parsed: Awaited<ReturnType<typeof parseAllObjects>>;
  try {
    parsed = await parseAllObjects(bytes);
  } catch {
    // Includes the limits above: the parse stops at the first object over them.
    return refuse('damaged');
  }
  const { context, objects } = parsed;
  if (context.trailerInfo.Encrypt !== undefined) return refuse('encrypted');
  const pageCount = countPages(context);
  if (pageCount === null) return refuse('damaged');
  if (pageCount === 0) return refuse('no-pages');
  const problem = activeContentProblem(objects, context);
  if (problem) return refuse(problem);
  return { ok: true, pageCount };
}
