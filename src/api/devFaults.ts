import type { FaultRule } from '../../contract/devFaults';
import { devTools } from '../../contract/endpoints/devTools/devTools';
import { call } from './client';

export type { FaultRule };

export const listFaults = () => call(devTools.faults);
export const addFault = (rule: FaultRule) => call(devTools.addFault, { body: rule });
export const clearFaults = () => call(devTools.clearFaults);
