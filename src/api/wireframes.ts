import type { Id, Wireframe, WireframeInput } from '../../contract/catalogue';
import { apiRequest } from './client';

export const listWireframes = (ids: Id[]) =>
  ids.length === 0
    ? Promise.resolve([] as Wireframe[])
    : apiRequest<Wireframe[]>('/api/phone_case_wireframes', { query: { ids: ids.join(',') } });

/** Spec 1 §7: a lookup whose failure the caller handles (no error modal). */
export const getWireframe = (id: Id) => apiRequest<Wireframe>(`/api/phone_case_wireframes/${id}`, { skipErrorModal: true });

export const createWireframe = (input: WireframeInput) =>
  apiRequest<Wireframe>('/api/phone_case_wireframes', { method: 'POST', body: input });
export const updateWireframe = (id: Id, input: WireframeInput) =>
  apiRequest<Wireframe>(`/api/phone_case_wireframes/${id}`, { method: 'PATCH', body: input });
