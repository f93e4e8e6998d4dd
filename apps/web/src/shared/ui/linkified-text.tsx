import { Link } from '@mui/material';
import type { TextSegment } from './safe-links.ts';

/** Rel for links out of user text: no access to this page, no referrer, no endorsement. */
export const USER_LINK_REL = 'noopener noreferrer nofollow';

/** Renders text segments, links as anchors opening in a new tab. */
export function LinkifiedSegments({ segments }: { segments: readonly TextSegment[] }) {
  // Where each segment starts in the text: a key that stays put while the text does.
  let offset = 0;
  return segments.map((segment) => {
    const key = offset;
    offset += segment.text.length;
    return segment.kind === 'link' ? (
      <Link key={key} href={segment.href} target="_blank" rel={USER_LINK_REL} sx={{ wordBreak: 'break-all' }}>
        {segment.text}
      </Link>
    ) : (
      <span key={key}>{segment.text}</span>
    );
  });
}
