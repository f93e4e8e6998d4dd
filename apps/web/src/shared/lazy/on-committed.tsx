import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `run` once, in the commit that first shows it: placed after a lazy component inside the same
 * Suspense boundary, it tells the page the component's code is on screen (before the browser paints).
 */
export function OnCommitted({ run }: { run: () => void }) {
  const latest = useRef(run);
  latest.current = run;
  useLayoutEffect(() => latest.current(), []);
  return null;
}
