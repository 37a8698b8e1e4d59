import { useRef, type KeyboardEvent } from 'react';

/**
 * For a Select that holds the focus in a dialog, where it keeps the escape key from the dialog: escape then
 * closes the dialog (`onEscape`) when the select's list is closed, and only the list when it is open.
 * Arco tells the list closed before it hands the same key to onKeyDown, so the close is noted a task later.
 */
export function useSelectEscape(onEscape: () => void): { onVisibleChange: (visible: boolean) => void; onKeyDown: (event: KeyboardEvent) => void } {
  const listOpen = useRef(false);
  return {
    onVisibleChange: (visible) => {
      if (visible) listOpen.current = true;
      else setTimeout(() => (listOpen.current = false), 0);
    },
    onKeyDown: (event) => {
      if (event.key === 'Escape' && !listOpen.current) onEscape();
    },
  };
}
