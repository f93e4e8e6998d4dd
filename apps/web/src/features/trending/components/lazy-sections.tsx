import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';

/*
 * The preview sections at the foot of Home and Trending (premium groups, trending videos), out of
 * those pages' first script: they load beside the pages' own calls and draw themselves when they
 * arrive. Nothing follows them on either page, so their arrival moves nothing on screen.
 */
const PremiumGroupsSection = lazy(() =>
  withTimeout(import('./premium-groups-section.tsx')).then((m) => ({ default: m.PremiumGroupsSection })),
);
const TrendingVideosSection = lazy(() =>
  withTimeout(import('./trending-videos-section.tsx')).then((m) => ({ default: m.TrendingVideosSection })),
);

export function LazyPremiumGroupsSection({ isStacked = false }: { isStacked?: boolean }) {
  return (
    <Suspense fallback={null}>
      <PremiumGroupsSection isStacked={isStacked} />
    </Suspense>
  );
}

export function LazyTrendingVideosSection() {
  return (
    <Suspense fallback={null}>
      <TrendingVideosSection />
    </Suspense>
  );
}
