import type { TextSegment } from '@tradecircle/domain';

export { safeHttpUrl, splitLinks, type TextSegment } from '@tradecircle/domain';

/**
 * The first `limit` visible characters of the segments, ending in an ellipsis when cut. A link cut
 * in the middle keeps its whole address, so it still opens the right page.
 */
export function truncateSegments(
  segments: readonly TextSegment[],
  limit: number,
): { segments: TextSegment[]; isTruncated: boolean } {
  const total = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  if (total <= limit) return { segments: [...segments], isTruncated: false };
  const kept: TextSegment[] = [];
  let budget = limit;
  for (const segment of segments) {
    if (budget <= 0) break;
    const text = segment.text.length > budget ? segment.text.slice(0, budget) : segment.text;
    budget -= text.length;
    kept.push({ ...segment, text });
  }
  const last = kept.at(-1);
  if (last) last.text = last.text.trimEnd();
  kept.push({ kind: 'text', text: '…' });
  return { segments: kept, isTruncated: true };
}
