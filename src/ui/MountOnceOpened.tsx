import { Message, Spin } from '@arco-design/web-react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { MSG } from '../messages';

/**
 * Renders a dialog from its first opening on, for a dialog loaded lazily (lazyPart) by a screen that shows
 * without it: an add/edit form brings Arco's Form and its validator. Mounted from then on, so it closes with
 * its fade-out and opens again at once, as one mounted from the start would. While its code loads, a spinner
 * says the click was taken; if the code does not come, the screen stays, the failure is said, and `onFailed`
 * closes the dialog so that the next click tries again.
 */
export function MountOnceOpened({ open, onFailed, children }: { open: boolean; onFailed: () => void; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PartBoundary
      onFailed={() => {
        setOpened(false);
        onFailed();
      }}
    >
      <Suspense
        fallback={
          <div className="part-loading" role="status" aria-label={MSG.app.loadingScreen}>
            <Spin />
          </div>
        }
      >
        {children}
      </Suspense>
    </PartBoundary>
  );
}

/** Catches a part whose code did not load, so the screen around it is not replaced by the screen's failure. */
class PartBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    Message.error(MSG.app.loadScreenFailed);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
