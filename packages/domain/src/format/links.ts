/**
 * Finds web links in user text so they can be rendered as React elements (never as HTML) and the
 * server can preview a comment's first link. Only http and https addresses count; `javascript:`,
 * `data:` and the like stay plain text.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"*]+$/;

/** The normalised address when `raw` is an absolute http(s) URL, else null. */
export function safeHttpUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** `text` cut into plain parts and link parts, in order; joining every part's text gives `text` back. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const candidate = trimUrlEnd(match[0]);
    const href = safeHttpUrl(candidate);
    if (!href) continue;
    const start = match.index;
    if (start > plainStart) segments.push({ kind: 'text', text: text.slice(plainStart, start) });
    segments.push({ kind: 'link', text: candidate, href });
    plainStart = start + candidate.length;
  }
  if (plainStart < text.length) segments.push({ kind: 'text', text: text.slice(plainStart) });
  return segments;
}

// A sentence often ends right after a link ("see https://x.in/a."), and links sit in brackets.
function trimUrlEnd(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  while (url.endsWith(')') && count(url, '(') < count(url, ')')) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The first http(s) address in the text, as the web app links it; null when there is none. */
export function findFirstUrl(text: string): string | null {
  const link = splitLinks(text).find((segment) => segment.kind === 'link');
  return link ? link.text : null;
}
