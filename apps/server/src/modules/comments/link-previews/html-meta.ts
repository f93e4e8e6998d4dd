export type PageMeta = { title: string | null; description: string | null; image: string | null };

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 160;

const META_TAG = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const TITLE_TAG = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

/**
 * Open Graph title, description and image of a page, falling back to Twitter cards, the description
 * meta tag and <title>. A few tolerant patterns are enough here: a preview needs a handful of tags
 * from the head, and a full HTML parser would be a dependency for that alone.
 */
export function parseHtmlMeta(html: string, pageUrl: URL): PageMeta {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(META_TAG)) {
    const attributes = parseAttributes(tag);
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const pick = (...keys: string[]) =>
    keys.map((key) => cleanText(meta.get(key) ?? '')).find((value) => value !== '') ?? null;
  const title = pick('og:title', 'twitter:title') ?? cleanText(TITLE_TAG.exec(head)?.[1] ?? '');
  const description = pick('og:description', 'twitter:description', 'description');
  const image = pick('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image');
  return {
    title: title ? cutText(title, TITLE_MAX) : null,
    description: description ? cutText(description, DESCRIPTION_MAX) : null,
    image: image ? absoluteHttpUrl(image, pageUrl) : null,
  };
}

/** `text` whole when it fits in `max` characters, else cut to end in an ellipsis within `max`. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function cleanText(raw: string): string {
  return decodeEntities(raw.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function absoluteHttpUrl(raw: string, base: URL): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
