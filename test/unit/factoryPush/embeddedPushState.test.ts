import { describe, expect, it } from 'vitest';
import type { PushOrderInput } from '../../../contract/erp';
import { embeddedPushState, type EmbeddedPushEvent, type EmbeddedPushState } from '../../../src/features/factoryPush/embeddedPushState';

const list = (id: string): PushOrderInput[] => [{ orderOriginalId: id, orderItems: [{ originalId: `${id}1`, quantity: 1, phoneCaseCustomizationInfos: [] }] }];
const start: EmbeddedPushState = { view: 'checking', orders: null, opening: 0 };
const play = (events: EmbeddedPushEvent[], from = start) => events.reduce(embeddedPushState, from);

describe('/push_order_to_factory: when the dialog opens, and with which orders', () => {
  it('opens with a list once signed in, each opening counted (READY once per opening)', () => {
    expect(play([{ type: 'signedIn', signedIn: true }, { type: 'orders', orders: list('A'), runPhase: 'ready' }])).toEqual({ view: 'open', orders: list('A'), opening: 1 });
  });

  it('keeps a list that arrives while the session is checked, and opens with it once signed in', () => {
    expect(play([{ type: 'orders', orders: list('A'), runPhase: 'ready' }, { type: 'signedIn', signedIn: true }])).toEqual({ view: 'open', orders: list('A'), opening: 1 });
  });

  it('opens nothing without a session, whatever arrives, and opens the latest list once the seller has signed in', () => {
    const state = play([{ type: 'orders', orders: list('A'), runPhase: 'ready' }, { type: 'signedIn', signedIn: false }, { type: 'orders', orders: list('B'), runPhase: 'ready' }]);
    expect(state.view).toBe('signedOut');
    expect(embeddedPushState(state, { type: 'signedIn', signedIn: false }).view).toBe('signedOut');
    expect(embeddedPushState(state, { type: 'signedIn', signedIn: true })).toEqual({ view: 'open', orders: list('B'), opening: 1 });
    expect(play([{ type: 'signedIn', signedIn: false }, { type: 'signedIn', signedIn: true }]).view).toBe('waiting');
  });

  it('replaces the list of an open dialog before any push, as a new opening', () => {
    const state = play([{ type: 'signedIn', signedIn: true }, { type: 'orders', orders: list('A'), runPhase: 'ready' }, { type: 'orders', orders: list('B'), runPhase: 'ready' }]);
    expect(state).toEqual({ view: 'open', orders: list('B'), opening: 2 });
  });

  it.each(['running', 'finished'] as const)('ignores a new list while the run is %s', (runPhase) => {
    const open = play([{ type: 'signedIn', signedIn: true }, { type: 'orders', orders: list('A'), runPhase: 'ready' }]);
    expect(embeddedPushState(open, { type: 'orders', orders: list('B'), runPhase })).toBe(open);
  });

  it('waits for the next list after the dialog is closed, and opens afresh with it', () => {
    const state = play([
      { type: 'signedIn', signedIn: true },
      { type: 'orders', orders: list('A'), runPhase: 'ready' },
      { type: 'closed' },
      { type: 'orders', orders: list('B'), runPhase: 'finished' },
    ]);
    expect(state).toEqual({ view: 'open', orders: list('B'), opening: 2 });
  });

  it('closes the dialog and drops its list when the browser’s session becomes another account’s, or none', () => {
    const open = play([{ type: 'signedIn', signedIn: true }, { type: 'orders', orders: list('A'), runPhase: 'ready' }]);
    expect(embeddedPushState(open, { type: 'accountChanged', signedIn: true })).toEqual({ view: 'waiting', orders: null, opening: 1 });
    expect(embeddedPushState(open, { type: 'accountChanged', signedIn: false })).toEqual({ view: 'signedOut', orders: null, opening: 1 });
    const signedOut = play([{ type: 'signedIn', signedIn: false }]);
    expect(embeddedPushState(signedOut, { type: 'accountChanged', signedIn: true })).toBe(signedOut);
  });
});
