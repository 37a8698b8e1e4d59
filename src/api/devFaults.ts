import { apiRequest } from './client';

/** A fault the dev API injects into matching routes (QA and tests; not part of the real admin API). */
export interface FaultRule {
  method?: string;
  path: string;
  latencyMs?: number;
  status?: number;
  hang?: boolean;
  times?: number;
}

export const listFaults = () => apiRequest<FaultRule[]>('/api/__dev/faults');
export const addFault = (rule: FaultRule) => apiRequest<unknown>('/api/__dev/faults', { method: 'POST', body: rule });
export const clearFaults = () => apiRequest<unknown>('/api/__dev/faults', { method: 'DELETE' });
