import sanitizeHtml from 'sanitize-html';

/**
 * A webinar's description arrives as the rich-text editor's HTML and is shown as HTML to everyone,
 * so only plain formatting survives: paragraphs, emphasis, lists, two heading sizes, quotes and
 * https links (opened without handing the page to the target). Everything else (scripts, styles,
 * event handlers, images, other attributes) is dropped; the text inside unknown tags is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { a: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Only absolute https addresses (a relative one would point into our own app); whatever rel the
  // sender wrote, a link gets ours.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = /^https:\/\/[^/\s]/i.test(href)
        ? { href, rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: kept };
    },
  },
  // A link without an address we keep loses its tag but keeps its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

export function sanitizeWebinarDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says something: text, not only tags and blanks. */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
