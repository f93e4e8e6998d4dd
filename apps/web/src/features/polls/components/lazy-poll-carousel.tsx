import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnCommitted } from '../../../shared/lazy/on-committed.tsx';

// Home's poll row draws nothing until there are polls, so its code can come after the page's own.
const PollCarousel = lazy(() =>
  withTimeout(import('./poll-carousel.tsx')).then((m) => ({ default: m.PollCarousel })),
);

/**
 * The poll carousel, loaded beside Home's first requests. `onCodeLoaded`: called in the commit that
 * first renders its code (Home holds its feed until then).
 */
export function LazyPollCarousel({ onCodeLoaded }: { onCodeLoaded?: () => void }) {
  return (
    <Suspense fallback={null}>
      <PollCarousel />
      {onCodeLoaded && <OnCommitted run={onCodeLoaded} />}
    </Suspense>
  );
}
