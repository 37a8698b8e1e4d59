import type { Id } from '../../contract/catalogue';
import type {
  ErpIntegration,
  ErpIntegrationInput,
  Factory,
  FactoryMaterial,
  FactoryPhoneModel,
  MaterialBinding,
  MaterialBindingInput,
  MaterialColorBinding,
  MaterialColorBindingInput,
  PhoneModelBinding,
  PhoneModelBindingInput,
  PrintFileOrder,
  PushOrderReply,
  PushOrderRequest,
  SyncTask,
} from '../../contract/erp';
import { ApiError, apiRequest, type ApiOptions } from './client';

type Signal = Pick<ApiOptions, 'signal'>;
const segment = encodeURIComponent;

/** Spec 3 §7: the account's ERP integrations (none: the tutorial is shown). */
export const listIntegrations = (options: Signal = {}) => apiRequest<ErpIntegration[]>('/api/erp/integrations', options);

export const createIntegration = (input: ErpIntegrationInput) =>
  apiRequest<ErpIntegration>('/api/erp/integrations', { method: 'POST', body: input });

/** Spec 3 §7 leaves the method open; ours is PUT, with only the key. */
export const updateIntegrationKey = (id: Id, apiAccessToken: string) =>
  apiRequest<ErpIntegration>(`/api/erp/integrations/${segment(id)}`, { method: 'PUT', body: { apiAccessToken } });

/** `probeOnly`: the embedded push page, where an ended session must not send the frame to /login. */
export const listFactories = (options: Pick<ApiOptions, 'signal' | 'probeOnly'> = {}) => apiRequest<Factory[]>('/api/erp/factories', options);

/** 同步: fetches the factory list from the ERP again. A failure is shown in the 同步失败 dialog, not the generic one. */
export const syncFactories = () =>
  apiRequest<Factory[]>('/api/erp/factories/sync', { method: 'POST', callerHandles: (status) => status !== 401 && status !== 403 });

export const listFactoryPhoneModels = (factoryId: Id, options: Signal = {}) =>
  apiRequest<FactoryPhoneModel[]>('/api/erp/factory_phone_models', { query: { factoryId }, ...options });

/** Starts the factory's phone model sync task, or answers the one already running. */
export const startPhoneModelSync = (factoryId: Id, options: Signal = {}) =>
  apiRequest<SyncTask>('/api/erp/factory_phone_models/sync_task', { method: 'POST', body: { factoryId }, ...options });

/** The poll passes `callerHandles`: a read that fails is retried on the next tick, not shown as a modal each second. */
export const getPhoneModelSync = (factoryId: Id, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  apiRequest<SyncTask>('/api/erp/factory_phone_models/sync_task', { query: { factoryId }, ...options });

export const listPhoneModelBindings = (factoryId: Id, phoneBrandId: Id, options: Signal = {}) =>
  apiRequest<PhoneModelBinding[]>('/api/erp/factory_phone_model_bindings', { query: { factoryId, phoneBrandId }, ...options });

/** Binds a model, or changes its code when it is bound already. */
export const bindPhoneModel = (binding: PhoneModelBindingInput, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  apiRequest<PhoneModelBinding>('/api/erp/factory_phone_model_bindings', { method: 'POST', body: binding, ...options });

export const deletePhoneModelBinding = (factoryId: Id, phoneModelId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<unknown>(`/api/erp/factory_phone_model_bindings/${segment(factoryId)}/${segment(phoneModelId)}`, { method: 'DELETE', ...options });

export const listFactoryMaterials = (factoryId: Id, options: Signal = {}) =>
  apiRequest<FactoryMaterial[]>('/api/erp/phone_case_materials', { query: { factoryId }, ...options });

export const listMaterialBindings = (factoryId: Id, options: Signal = {}) =>
  apiRequest<MaterialBinding[]>('/api/erp/phone_case_material_bindings', { query: { factoryId }, ...options });

export const bindMaterial = (binding: MaterialBindingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<MaterialBinding>('/api/erp/phone_case_material_bindings', { method: 'POST', body: binding, ...options });

export const deleteMaterialBinding = (factoryId: Id, materialId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<unknown>(`/api/erp/phone_case_material_bindings/${segment(factoryId)}/${segment(materialId)}`, { method: 'DELETE', ...options });

export const listMaterialColorBindings = (factoryId: Id, options: Signal = {}) =>
  apiRequest<MaterialColorBinding[]>('/api/erp/phone_case_material_color_bindings', { query: { factoryId }, ...options });

export const bindMaterialColor = (binding: MaterialColorBindingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<MaterialColorBinding>('/api/erp/phone_case_material_color_bindings', { method: 'POST', body: binding, ...options });

export const deleteMaterialColorBinding = (factoryId: Id, materialColorId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<unknown>(`/api/erp/phone_case_material_color_bindings/${segment(factoryId)}/${segment(materialColorId)}`, {
    method: 'DELETE',
    ...options,
  });

/**
 * A binding write from a stale view: 409 (bound otherwise meanwhile, contract BINDING_CHANGED) or 404 (a
 * delete of what is gone). The screen says so and reloads, instead of the generic error dialog.
 */
export const staleBindingHandled = { callerHandles: (status: number | undefined) => status === 404 || status === 409 };

export const isStaleBinding = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * Spec 3 §7: pushes one order. The generic error dialog is skipped: every failure but an ended session comes
 * back to the caller, which shows it on the order's row (推送失败 with the server's message or raw response).
 */
export const pushOrder = (request: PushOrderRequest, options: Pick<ApiOptions, 'signal' | 'probeOnly'> = {}) =>
  apiRequest<PushOrderReply>('/api/erp/push_order', {
    method: 'POST',
    body: request,
    callerHandles: (status) => status !== 401 && status !== 403,
    ...options,
  });

/**
 * What a push sends of each image of these orders (the account's own, by number): the print addresses of
 * charged images (contract/erp.ts PrintFileOrder). Failures come back to the caller, which shows them on the
 * order's row.
 */
export const printFiles = (orderOriginalIds: string[], options: Pick<ApiOptions, 'signal' | 'probeOnly'> = {}) =>
  apiRequest<PrintFileOrder[]>('/api/erp/print_files', {
    method: 'POST',
    body: { orderOriginalIds },
    callerHandles: (status) => status !== 401 && status !== 403,
    ...options,
  });
