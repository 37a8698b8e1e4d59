import { useEffect, useRef, useState } from 'react';
import { onApiWrite } from '../../api/writes';
import { hasLink, loadFacts } from './loadFacts';
import type { AccountFacts } from './steps';

/** A burst of writes (a sort, a batch of uploads) or of screen changes is looked at once, after it. */
const SETTLE_MS = 400;

export type GuideFacts = { state: 'loading' } | { state: 'loaded'; facts: AccountFacts } | { state: 'failed' } | { state: 'finished' };

/**
 * The account's progress while the guide is shown: asked when the guide opens, after a screen change (the
 * merchant comes back from the step's screen) and after the writes the admin API accepted (the shop just
 * added ticks its step at once). One look at a time: a new one cancels the one under way. An account with
 * a link is `finished` after one lookup.
 */
export function useGuideFacts(active: boolean, screen: string): GuideFacts {
  const [facts, setFacts] = useState<GuideFacts>({ state: 'loading' });
  const [asked, setAsked] = useState(0);
  const known = useRef<AccountFacts | undefined>(undefined);
  const first = useRef(true);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onApiWrite(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setAsked((n) => n + 1), SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const look = async () => {
      try {
        if (await hasLink(controller.signal)) {
          if (!controller.signal.aborted) setFacts({ state: 'finished' });
          return;
        }
        const loaded = await loadFacts(controller.signal, known.current);
        if (controller.signal.aborted) return;
        known.current = loaded;
        setFacts({ state: 'loaded', facts: loaded });
      } catch {
        // Cancelled, or failed: a failed look leaves the last progress in place.
        if (!controller.signal.aborted) setFacts((shown) => (shown.state === 'loaded' ? shown : { state: 'failed' }));
      }
    };
    // The first look at once; later ones once the screen or the writes have settled.
    const timer = setTimeout(() => void look(), first.current ? 0 : SETTLE_MS);
    first.current = false;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, screen, asked]);

  return facts;
}
