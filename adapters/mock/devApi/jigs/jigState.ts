// The account's printers' jigs and film sheets (contract/jigTypes.ts), in the order they were made.
import type { Jig } from '../../../../contract/jigTypes';

export interface JigState {
  jigs: Jig[];
}

export const emptyJigs = (): JigState => ({ jigs: [] });
