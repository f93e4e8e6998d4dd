import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true through one painted frame. A page shows its first content, and
 * what it holds back (code still to load, long lists) starts after the browser has painted that content:
 * started in the same frame, its requests and rendering delayed the paint.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [isAfterPaint, setIsAfterPaint] = useState(false);
  useEffect(() => {
    if (!ready || isAfterPaint) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      // A transition: React renders what was held back in slices, not as one long task.
      timer = setTimeout(() => startTransition(() => setIsAfterPaint(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, isAfterPaint]);
  return isAfterPaint;
}

/** `children` from the frame after this first paints; `placeholder` until then. */
export function AfterPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return useAfterPaint(true) ? children : placeholder;
}
