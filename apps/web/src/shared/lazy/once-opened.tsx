import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children (typically a React.lazy dialog) from the first time `open` is true on, so a
 * dialog's code is fetched when it is first opened, not with the page, and closing still animates.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
