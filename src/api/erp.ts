import type { Id } from '../../contract/catalogue';
import type {
  ErpIntegrationInput,
  MaterialBindingInput,
  MaterialColorBindingInput,
  PhoneModelBindingInput,
  PushOrderRequest,
} from '../../contract/erp';
import { erpColorBindings } from '../../contract/endpoints/erp/erpColorBindings';
import { erpFactories } from '../../contract/endpoints/erp/erpFactories';
import { erpIntegrations } from '../../contract/endpoints/erp/erpIntegrations';
import { erpMaterialBindings } from '../../contract/endpoints/erp/erpMaterialBindings';
import { erpMaterials } from '../../contract/endpoints/erp/erpMaterials';
import { erpModelBindings } from '../../contract/endpoints/erp/erpModelBindings';
import { erpPrintFiles } from '../../contract/endpoints/erp/erpPrintFiles';
import { erpPush } from '../../contract/endpoints/erp/erpPush';
import { ApiError, call, type ApiOptions } from './client';

type Signal = Pick<ApiOptions, 'signal'>;

/** Spec 3 §7: the account's ERP integrations (none: the tutorial is shown). */
export const listIntegrations = (options: Signal = {}) => call(erpIntegrations.list, options);

export const createIntegration = (input: ErpIntegrationInput) =>
  call(erpIntegrations.create, { body: input });

/** Spec 3 §7 leaves the method open; ours is PUT, with only the key. */
export const updateIntegrationKey = (id: Id, apiAccessToken: string) =>
  call(erpIntegrations.replace, { params: { id }, body: { apiAccessToken } });

/** `probeOnly`: the embedded push page, where an ended session must not send the frame to /login. */
export const listFactories = (options: Pick<ApiOptions, 'signal' | 'probeOnly'> = {}) => call(erpFactories.list, options);

/** 同步: fetches the factory list from the ERP again. A failure is shown in the 同步失败 dialog, not the generic one. */
export const syncFactories = () =>
  call(erpFactories.sync, { callerHandles: (status) => status !== 401 && status !== 403 });

export const listFactoryPhoneModels = (factoryId: Id, options: Signal = {}) =>
  call(erpFactories.models, { query: { factoryId }, ...options });

/** Starts the factory's phone model sync task, or answers the one already running. */
export const startPhoneModelSync = (factoryId: Id, options: Signal = {}) =>
  call(erpFactories.startModelSync, { body: { factoryId }, ...options });

/** The poll passes `callerHandles`: a read that fails is retried on the next tick, not shown as a modal each second. */
export const getPhoneModelSync = (factoryId: Id, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  call(erpFactories.modelSync, { query: { factoryId }, ...options });

export const listPhoneModelBindings = (factoryId: Id, phoneBrandId: Id, options: Signal = {}) =>
  call(erpModelBindings.list, { query: { factoryId, phoneBrandId }, ...options });

/** Binds a model, or changes its code when it is bound already. */
export const bindPhoneModel = (binding: PhoneModelBindingInput, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  call(erpModelBindings.create, { body: binding, ...options });

export const deletePhoneModelBinding = (factoryId: Id, phoneModelId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(erpModelBindings.remove, { params: { factoryId, phoneModelId }, ...options });

export const listFactoryMaterials = (factoryId: Id, options: Signal = {}) =>
  call(erpMaterials.list, { query: { factoryId }, ...options });

export const listMaterialBindings = (factoryId: Id, options: Signal = {}) =>
  call(erpMaterialBindings.list, { query: { factoryId }, ...options });

export const bindMaterial = (binding: MaterialBindingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(erpMaterialBindings.create, { body: binding, ...options });

export const deleteMaterialBinding = (factoryId: Id, materialId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(erpMaterialBindings.remove, { params: { factoryId, materialId }, ...options });

export const listMaterialColorBindings = (factoryId: Id, options: Signal = {}) =>
  call(erpColorBindings.list, { query: { factoryId }, ...options });

export const bindMaterialColor = (binding: MaterialColorBindingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(erpColorBindings.create, { body: binding, ...options });

export const deleteMaterialColorBinding = (factoryId: Id, materialColorId: Id, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(erpColorBindings.remove, {
    params: { factoryId, materialColorId },
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
  call(erpPush.push, {
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
  call(erpPrintFiles.lookup, {
    body: { orderOriginalIds },
    callerHandles: (status) => status !== 401 && status !== 403,
    ...options,
  });
