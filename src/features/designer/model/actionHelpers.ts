/** What every action module builds its actions with. */
import type { ActionName, ActionResult, DesignerAction } from './actionTypes';
import { keyTestFor } from './shortcuts';
import type { DesignerState } from './types';

type ActionSpec<N extends ActionName> = Omit<DesignerAction<N>, 'keyTest'>;

/** Adds the keyTest made from the declared shortcuts, so the two cannot disagree. */
export function defineAction<N extends ActionName>(spec: ActionSpec<N>): DesignerAction<N> {
  return spec.shortcuts.length > 0 ? { ...spec, keyTest: keyTestFor(spec.shortcuts) } : spec;
}

/** An edit that changed nothing must not become an undo step. */
export function edit(before: DesignerState, after: DesignerState): ActionResult {
  return { state: after, capture: after === before ? 'never' : 'immediately' };
}
