import { useEffect, useState } from 'react';
import { onApiWrite } from '../../api/writes';
import { hasLink, loadFacts } from './loadFacts';
import type { AccountFacts } from './steps';

/** A burst of writes (a sort, a batch of uploads) is looked at once, after it. */
const AFTER_WRITES_MS = 400;

export type GuideFacts = { state: 'loading' } | { state: 'loaded'; facts: AccountFacts } | { state: 'failed' } | { state: 'finished' };

/**
 * The account's progress while the guide is shown: asked when the guide opens, on every screen change (the
 * merchant comes back from the step's screen) and after each write the admin API accepted (the shop just
 * added ticks its step at once). An account with a link is `finished` after one lookup.
 */
export function useGuideFacts(active: boolean, screen: string): GuideFacts {
  const [facts, setFacts] = useState<GuideFacts>({ state: 'loading' });
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onApiWrite(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setAsked((n) => n + 1), AFTER_WRITES_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    let live = true;
    void (async () => {
      try {
        if (await hasLink()) {
          if (live) setFacts({ state: 'finished' });
          return;
        }
        const loaded = await loadFacts();
        if (live) setFacts({ state: 'loaded', facts: loaded });
      } catch {
        // Keep what was shown: a failed second look leaves the last progress in place.
        if (live) setFacts((shown) => (shown.state === 'loaded' ? shown : { state: 'failed' }));
      }
    })();
    return () => {
      live = false;
    };
  }, [active, screen, asked]);

  return facts;
}
