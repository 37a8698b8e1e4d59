import { useEffect, useRef } from 'react';
import { isDialogOpen } from '../../ui/dialogOpen';

/**
 * Calls `refresh` each time the page's tab is shown again: the merchant may have added, saved or deleted
 * templates in another tab meanwhile. Not while a dialog is open over the list (批量设置 applies to the
 * ticked templates, a confirmation asks about a card): the list then waits for the next time the tab is
 * shown, or for the dialog's own reload. The designer's drawer is no dialog: the list behind it is
 * refreshed, unseen, and is up to date when the drawer closes.
 */
export function useRefreshWhenShown(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && !isDialogOpen()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}
