import { useCallback, useEffect, useRef, useState } from 'react';
import { listFactories, listMaterialBindings } from '../../api/erp';

/**
 * Spec 3 §2, the tutorial's second step: whether any factory has a material binding. `known` stays false
 * until the answer is in (or when it cannot be had): the progress is then not shown rather than shown wrong.
 */
export function useMaterialBound(): { known: boolean; bound: boolean; recheck: () => void } {
  const [state, setState] = useState({ known: false, bound: false });
  const generation = useRef(0);

  const recheck = useCallback(() => {
    const mine = ++generation.current;
    void (async () => {
      try {
        const factories = await listFactories();
        let bound = false;
        for (const factory of factories) {
          if ((await listMaterialBindings(factory.id)).length > 0) {
            bound = true;
            break;
          }
        }
        if (mine === generation.current) setState({ known: true, bound });
      } catch {
        if (mine === generation.current) setState({ known: false, bound: false });
      }
    })();
  }, []);

  useEffect(() => {
    recheck();
    // The counter, not a node: bumping it on unmount makes an answer still on its way land nowhere.
    const counter = generation;
    return () => {
      counter.current++;
    };
  }, [recheck]);

  return { ...state, recheck };
}
