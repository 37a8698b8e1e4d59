import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A flow's questions as dialogs, one at a time: `ask` shows one and resolves with the merchant's answer.
 * When the screen goes with a question open (the browser's back button), it is answered as closed, so the
 * flow ends and refunds what it did not deliver instead of waiting for ever.
 */
export function useQuestions(): { ask: <A>(render: (answer: (value: A) => void) => ReactNode, closed: A) => Promise<A>; dialog: ReactNode } {
  const [dialog, setDialog] = useState<ReactNode>(null);
  const dismiss = useRef<(() => void) | null>(null);
  useEffect(() => () => dismiss.current?.(), []);
  const ask = useCallback(
    <A,>(render: (answer: (value: A) => void) => ReactNode, closed: A) =>
      new Promise<A>((resolve) => {
        const answer = (value: A) => {
          dismiss.current = null;
          setDialog(null);
          resolve(value);
        };
        dismiss.current = () => answer(closed);
        setDialog(render(answer));
      }),
    [],
  );
  return { ask, dialog };
}
