import { useEffect, useRef } from 'react';
import { isDialogOpen } from '../../ui/dialogOpen';

/**
 * Escape closes the designer wherever the focus is. Arco's drawer only hears keys pressed inside it, and
 * the focus is often elsewhere: on the card that opened it, or on the page after a preview select
 * gave its focus back. Escape that closes something smaller is left to it: an open dropdown (judged
 * when the key went down, before the select re-renders itself as closed), a dialog, or a drag the
 * canvas cancels (it stops the key on the way down).
 */
export function useEscapeToClose(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;

  useEffect(() => {
    if (!active) return;
    let closesSomethingElse = false;
    const onCapture = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.target instanceof Element ? event.target : null;
      // A dialog over the designer answers Escape itself.
      closesSomethingElse = Boolean(target?.closest('[aria-expanded="true"], .arco-trigger-popup, .arco-modal-wrapper')) || isDialogOpen();
    };
    const onBubble = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || closesSomethingElse) return;
      latest.current();
    };
    window.addEventListener('keydown', onCapture, true);
    document.addEventListener('keydown', onBubble);
    return () => {
      window.removeEventListener('keydown', onCapture, true);
      document.removeEventListener('keydown', onBubble);
    };
  }, [active]);
}
