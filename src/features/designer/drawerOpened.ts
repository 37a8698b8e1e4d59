import { createContext, useContext } from 'react';

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
