import { lazy, Suspense, useEffect, useState } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';

/*
 * The Track record panel for the profile pages, out of their first script (the profile's initial JS
 * budget is 200 kB): its chunk is fetched as soon as a profile page's code runs, beside the profile
 * request. The pages keep the trades under it hidden until it is there (useTrackRecordPanelReady),
 * so its arrival moves nothing on screen. Import this file only from the profile pages: importing it
 * starts the fetch.
 */
let ready = false;
const panelModule = withTimeout(import('./components/track-record-panel.tsx')).finally(() => {
  ready = true;
});
// A failed fetch is the lazy component's to report (the route's error page); not an unhandled rejection here.
panelModule.catch(() => {});

const Panel = lazy(() => panelModule.then((module) => ({ default: module.TrackRecordPanel })));

export function LazyTrackRecordPanel(props: { userId: number; hidden?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** Whether the panel's code has arrived (or failed to): until then the content under it waits. */
export function useTrackRecordPanelReady(): boolean {
  const [isReady, setReady] = useState(ready);
  useEffect(() => {
    if (isReady) return;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    panelModule.then(settle, settle);
    return () => {
      live = false;
    };
  }, [isReady]);
  return isReady;
}
