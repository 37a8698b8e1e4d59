import type { Id, Wireframe, WireframeInput, WireframeUpdate } from '../../contract/catalogue';
import { wireframes } from '../../contract/endpoints/catalogue/wireframes';
import { call, type ApiOptions } from './client';

export const listWireframes = (ids: Id[]) =>
  ids.length === 0
    ? Promise.resolve([] as Wireframe[])
    : call(wireframes.list, { query: { ids: ids.join(',') } });

/** Spec 1 §7: a lookup whose failure the caller handles (no error modal). */
export const getWireframe = (id: Id) => call(wireframes.get, { params: { id }, skipErrorModal: true });

export const createWireframe = (input: WireframeInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(wireframes.create, { body: input, ...options });
/** With `baseRevision`, another tab's edit since gets 409 WIREFRAME_CONFLICT (the caller asks, no error modal). */
export const updateWireframe = (id: Id, input: WireframeUpdate) =>
  call(wireframes.update, {
    params: { id },
    body: input,
    ...(input.baseRevision === undefined ? {} : { callerHandles: (status: number | undefined) => status === 409 }),
  });
