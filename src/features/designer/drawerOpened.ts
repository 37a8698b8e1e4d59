import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/**
 * Whether the designer's drawer has finished opening. Its focus lock starts only then, and a lock that
 * starts takes the focus from any dialog opened before it (react-focus-lock: the last lock started is the
 * one in force), so the keys pressed in that dialog would reach the page under it. A dialog of the designer
 * waits for it. True outside the drawer, where no such lock starts late.
 */
export const DrawerOpenedContext = createContext(true);

export function useDrawerOpened(): boolean {
  return useContext(DrawerOpenedContext);
}

/**
 * A wait for `opened`, for work that opens a dialog of its own (a save's questions, Modal.confirm): settled at
 * once while the drawer is open, else in the effects of the render that opened it, after its lock started.
 */
export function useWhenOpened(opened: boolean): () => Promise<void> {
  const state = useRef({ opened, waiting: [] as (() => void)[] });
  useEffect(() => {
    state.current.opened = opened;
    if (opened) for (const resolve of state.current.waiting.splice(0)) resolve();
  }, [opened]);
  return useCallback(() => (state.current.opened ? Promise.resolve() : new Promise<void>((resolve) => state.current.waiting.push(resolve))), []);
}

/**
 * Puts the focus in a drawer's scrolling body (Arco gives it tabIndex -1), not on its first control, unless
 * it is in the drawer already; whether it is there now. It does not take while the drawer is still hidden.
 */
export function focusDrawerBody(drawerClass: string): boolean {
  const body = document.querySelector<HTMLElement>(`.${drawerClass} .arco-drawer-scroll`);
  if (!body) return false;
  if (!body.contains(document.activeElement)) body.focus({ preventScroll: true });
  return body.contains(document.activeElement);
}
