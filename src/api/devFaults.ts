import type { FaultRule } from '../../contract/devFaults';
import { apiRequest } from './client';

export type { FaultRule };

export const listFaults = () => apiRequest<FaultRule[]>('/api/__dev/faults');
export const addFault = (rule: FaultRule) => apiRequest<unknown>('/api/__dev/faults', { method: 'POST', body: rule });
export const clearFaults = () => apiRequest<unknown>('/api/__dev/faults', { method: 'DELETE' });
