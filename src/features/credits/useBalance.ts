import { useCallback, useEffect, useRef, useState } from 'react';
import { getCredits } from '../../api/credits';

export interface Balance {
  credits: number | undefined;
  failed: boolean;
  loading: boolean;
  /** Resolves true once the balance in view is the server's latest; false when the call failed. */
  load: () => Promise<boolean>;
}

/** The account's credits (spec 3 §2): loaded on mount, after a payment and on 刷新. The latest call wins. */
export function useBalance(): Balance {
  const [state, setState] = useState<{ credits: number | undefined; failed: boolean; loading: boolean }>({ credits: undefined, failed: false, loading: true });
  const generation = useRef(0);
  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState((last) => ({ ...last, loading: true }));
    try {
      const { credits } = await getCredits();
      if (mine === generation.current) setState({ credits, failed: false, loading: false });
      return true;
    } catch {
      if (mine === generation.current) setState((last) => ({ ...last, failed: true, loading: false }));
      return false;
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { ...state, load };
}
