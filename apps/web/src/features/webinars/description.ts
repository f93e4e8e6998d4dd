/**
 * A webinar description is the server's sanitised HTML. The card cuts it by words of its text
 * (groups-and-payments.md §9: 'Read More' above 32 words), which needs the text without the tags.
 */
import { WEBINAR_LIMITS } from '@tradecircle/domain';

/** The description's words as a reader sees them (tags dropped, entities decoded). */
export function descriptionWords(html: string): string[] {
  // A space after each block, or '<p>one</p><p>two</p>' would read as the word 'onetwo'.
  const spaced = html.replace(/<\/(p|li|div|h[1-6])>|<br\s*\/?>/gi, '$& ');
  // A detached document: parsing runs no script and loads no image.
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.split(/\s+/).filter(Boolean);
}

/** The card's preview: the first 32 words and an ellipsis when there are more, else null. */
export function descriptionPreview(
  html: string,
  limit: number = WEBINAR_LIMITS.readMoreWords,
): string | null {
  const words = descriptionWords(html);
  return words.length > limit ? `${words.slice(0, limit).join(' ')}…` : null;
}
