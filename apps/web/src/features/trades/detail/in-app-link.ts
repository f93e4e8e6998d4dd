import type { LinkPreview } from '@tradecircle/domain';
import { safeHttpUrl } from '../../../shared/ui/safe-links.ts';

/** Preview kinds the server gives links to TradeCircle's own pages. */
const IN_APP_KINDS: ReadonlySet<string> = new Set(['trade', 'security', 'profile', 'group']);

export type PreviewTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string } | null;

/**
 * Where a preview leads: our own pages as a router path (so they open in this tab, inside the app),
 * anything else as a safe http(s) address for a new tab; null when the address is not usable.
 */
export function previewTarget(
  preview: Pick<LinkPreview, 'url' | 'kind'>,
  origin = window.location.origin,
): PreviewTarget {
  if (IN_APP_KINDS.has(preview.kind)) {
    let url: URL;
    try {
      url = new URL(preview.url, origin);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  }
  const href = safeHttpUrl(preview.url);
  return href ? { kind: 'external', href } : null;
}

/** The host name shown on a preview: 'moneycontrol.com' for https://www.moneycontrol.com/news/x. */
export function previewHost(url: string, origin = window.location.origin): string {
  try {
    return new URL(url, origin).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A preview image's address when it is http(s) (absolute, or a path on this site), else null. */
export function previewImageSrc(image: string | null, origin = window.location.origin): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
