import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog from its first opening on, for a dialog loaded lazily (lazyScreen) by a screen that shows
 * without it: an add/edit form brings Arco's Form and its validator. Mounted from then on, so it closes with
 * its fade-out and opens again at once, as one mounted from the start would.
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
