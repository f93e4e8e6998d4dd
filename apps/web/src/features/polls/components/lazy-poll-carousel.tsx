import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../app/lazy-page.ts';

// Home's poll row draws nothing until there are polls, so its code can come after the page's own.
const PollCarousel = lazy(() =>
  withTimeout(import('./poll-carousel.tsx')).then((m) => ({ default: m.PollCarousel })),
);

/** The poll carousel, loaded beside Home's first requests. */
export function LazyPollCarousel() {
  return (
    <Suspense fallback={null}>
      <PollCarousel />
    </Suspense>
  );
}
