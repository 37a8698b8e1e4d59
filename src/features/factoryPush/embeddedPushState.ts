import type { PushOrderInput } from '../../../contract/erp';
import type { PushPhase } from './usePushRun';

/**
 * What /push_order_to_factory shows. `opening` counts the dialog's openings: each one is a fresh dialog
 * (one run per opening) and is answered READY once.
 */
export interface EmbeddedPushState {
  view: 'checking' | 'untrusted' | 'signedOut' | 'waiting' | 'open';
  /** The orders the dialog pushes, or (while the session is checked) the ones it will open with. */
  orders: readonly PushOrderInput[] | null;
  opening: number;
}

export type EmbeddedPushEvent =
  | { type: 'signedIn'; signedIn: boolean }
  /** A well-formed PUSH_ORDERS from the trusted parent; `runPhase` is the open dialog's. */
  | { type: 'orders'; orders: readonly PushOrderInput[]; runPhase: PushPhase }
  | { type: 'closed' }
  /** The browser's session is another account's now (or none): a dialog opened for the old one goes. */
  | { type: 'accountChanged'; signedIn: boolean };

/**
 * The page's rules, apart from React:
 * - orders that arrive while the session is being checked, or while there is none, wait (the parent may send
 *   them as soon as the frame loads); nothing opens without a session, and once the seller has signed in
 *   (登录 in another tab, then back here) the latest of them opens;
 * - a new list replaces the open dialog's only while nothing has been pushed: during a run it is ignored,
 *   and after a run too, so the results the seller is reading are never swapped for another list (the
 *   parent closes the dialog, CLOSE_APP, and sends the next list);
 * - after 取消 or 关闭 the page waits for the next list;
 * - when the browser's session becomes another account's (or none), an open dialog closes, its list dropped:
 *   nothing is pushed in an account the seller did not see named.
 */
export function embeddedPushState(state: EmbeddedPushState, event: EmbeddedPushEvent): EmbeddedPushState {
  switch (event.type) {
    case 'signedIn':
      if (state.view !== 'checking' && state.view !== 'signedOut') return state;
      if (!event.signedIn) return { ...state, view: 'signedOut' };
      return state.orders ? { view: 'open', orders: state.orders, opening: state.opening + 1 } : { ...state, view: 'waiting' };
    case 'orders':
      if (state.view === 'checking' || state.view === 'signedOut') return { ...state, orders: event.orders };
      if (state.view === 'waiting') return { view: 'open', orders: event.orders, opening: state.opening + 1 };
      if (state.view === 'open' && event.runPhase === 'ready') return { view: 'open', orders: event.orders, opening: state.opening + 1 };
      return state;
    case 'closed':
      if (state.view === 'open') return { view: 'waiting', orders: null, opening: state.opening };
      return state;
    case 'accountChanged':
      // Never pushed in another account than the one the seller saw: the list goes with the dialog.
      if (state.view === 'open' || state.view === 'waiting') return { view: event.signedIn ? 'waiting' : 'signedOut', orders: null, opening: state.opening };
      return state;
  }
}
