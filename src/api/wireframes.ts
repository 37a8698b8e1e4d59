import type { Id, Wireframe, WireframeInput, WireframeUpdate } from '../../contract/catalogue';
import { apiRequest } from './client';

export const listWireframes = (ids: Id[]) =>
  ids.length === 0
    ? Promise.resolve([] as Wireframe[])
    : apiRequest<Wireframe[]>('/api/phone_case_wireframes', { query: { ids: ids.join(',') } });

/** Spec 1 §7: a lookup whose failure the caller handles (no error modal). */
export const getWireframe = (id: Id) => apiRequest<Wireframe>(`/api/phone_case_wireframes/${id}`, { skipErrorModal: true });

export const createWireframe = (input: WireframeInput) =>
  apiRequest<Wireframe>('/api/phone_case_wireframes', { method: 'POST', body: input });
/** With `baseRevision`, another tab's edit since gets 409 WIREFRAME_CONFLICT (the caller asks, no error modal). */
export const updateWireframe = (id: Id, input: WireframeUpdate) =>
  apiRequest<Wireframe>(`/api/phone_case_wireframes/${id}`, {
    method: 'PATCH',
    body: input,
    ...(input.baseRevision === undefined ? {} : { callerHandles: (status: number | undefined) => status === 409 }),
  });
