import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen or within `margin` of it. Where IntersectionObserver is missing
 * (old browsers, jsdom) the answer is always true, so nothing that depends on it goes stale.
 */
export function useIsOnScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isOnScreen, setIsOnScreen] = useState(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setIsOnScreen(entry.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin]);
  return isOnScreen;
}

/**
 * Whether the element has come within `margin` of the screen yet; once it has, always true. For
 * work worth doing only for what is seen (drawing a chart). True at once where IntersectionObserver
 * is missing.
 */
export function useHasBeenOnScreen(ref: RefObject<Element | null>, margin = '100px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
