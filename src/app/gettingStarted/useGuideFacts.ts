import { useEffect, useRef, useState } from 'react';
import { onApiWrite } from '../../api/writes';
import { hasLink, loadFacts } from './loadFacts';
import type { AccountFacts } from './steps';

/** A burst of writes (a sort, a batch of uploads) or of screen changes is looked at once, after it. */
const SETTLE_MS = 400;

export type GuideFacts = { state: 'loading' } | { state: 'loaded'; facts: AccountFacts } | { state: 'failed' } | { state: 'finished' };

/**
 * The account's progress while the guide is shown: asked when the guide opens, after a screen change (the
 * merchant comes back from the step's screen), after the writes the admin API accepted (the shop just
 * added ticks its step at once) and when the tab is shown again (a step done in another tab, or in the
 * Qianniu client, counts without a screen change). One look at a time. An account with a link is
 * `finished` after one lookup.
 */
export function useGuideFacts(active: boolean, screen: string): GuideFacts {
  const [facts, setFacts] = useState<GuideFacts>({ state: 'loading' });
  const [asked, setAsked] = useState(0);
  const known = useRef<AccountFacts | undefined>(undefined);
  const first = useRef(true);
  const lastScreen = useRef(screen);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onApiWrite(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setAsked((n) => n + 1), SETTLE_MS);
    });
    const onShown = () => {
      if (document.visibilityState === 'visible') setAsked((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      stop();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [active]);

  // One look at a time: a trigger during a look asks for one more after it, rather than cutting it short
  // (a look cut short by a quick screen change would be asked again from the start, and never finish).
  const running = useRef(false);
  const again = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!active) return;
    const look = async (): Promise<void> => {
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = true;
      const current = new AbortController();
      controller.current = current;
      try {
        if (await hasLink(current.signal)) {
          // Finished for good: nothing more to look at, whatever asked meanwhile.
          again.current = false;
          if (!current.signal.aborted) setFacts({ state: 'finished' });
          return;
        }
        const loaded = await loadFacts(current.signal, known.current);
        if (current.signal.aborted) return;
        known.current = loaded;
        setFacts({ state: 'loaded', facts: loaded });
      } catch {
        // Cancelled, or failed: a failed look leaves the last progress in place.
        if (!current.signal.aborted) setFacts((shown) => (shown.state === 'loaded' ? shown : { state: 'failed' }));
      } finally {
        running.current = false;
        if (again.current && !current.signal.aborted) {
          again.current = false;
          void look();
        }
      }
    };
    // The first look at once, and so a look asked for by settled writes or a tab shown again: the step
    // counts as soon as it is done. After a screen change, once the screen's own first calls have settled.
    const screenChanged = lastScreen.current !== screen;
    lastScreen.current = screen;
    const timer = setTimeout(() => void look(), first.current || !screenChanged ? 0 : SETTLE_MS);
    first.current = false;
    return () => clearTimeout(timer);
  }, [active, screen, asked]);

  // Gone, or closed: what is under way is no longer anyone's.
  useEffect(() => {
    if (!active) return;
    return () => {
      controller.current?.abort();
      again.current = false;
    };
  }, [active]);

  return facts;
}
