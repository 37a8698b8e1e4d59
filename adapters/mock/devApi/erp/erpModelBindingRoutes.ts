// Phone model bindings (spec 3 §3, §7): a product phone model ↔ one of the factory's synced model codes,
// per account and factory. POST binds or rebinds; a code the factory's last sync did not bring is refused.
import * as api from '../../../../contract/endpoints/erp';
import { type PhoneModelBinding } from '../../../../contract/erp';
import { lookupModel, modelsOf } from '../catalogue/catalogueState';
import { checkBindingBase } from './erpInput';
import { bindingKey, requireFactory, requireIntegrated } from './erpState';
import { settleSyncTask } from './erpSyncTask';
import { HttpError, badRequest, json } from '../http/http';
import type { Router } from '../http/router';

export const PHONE_MODEL_UNKNOWN = '机型不存在，请刷新后重试';
export const MODEL_BINDING_NOT_FOUND = '该机型未绑定该工厂的机型编码';
export const modelBindingChanged = (current: string | null) =>
  current ? `该机型已在别处绑定为 ${current}，请刷新后再改` : '该机型的绑定已在别处删除，请刷新后再改';
export const modelCodeUnknown = (code: string) => `工厂没有编码为「${code}」的机型，请先同步该工厂的机型`;


export function erpModelBindingRoutes(router: Router): void {
  router.on(api.erpModelBindings.list, ({ query, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const { factoryId, phoneBrandId } = query();
    const factory = requireFactory(account, factoryId);
    const models = modelsOf(state.catalogue, phoneBrandId);
    const bindings = models.flatMap((model) => account.modelBindings.get(bindingKey(factory.id, model.id)) ?? []);
    return json(bindings);
  });

  router.on(api.erpModelBindings.create, async ({ body, state, username, env }) => {
    const account = requireIntegrated(state.erp, username);
    const { factoryId, phoneModelId, erpPhoneModelCode, baseErpPhoneModelCode } = await body();
    const factory = requireFactory(account, factoryId);
    if (!lookupModel(state.catalogue, phoneModelId)) throw badRequest(PHONE_MODEL_UNKNOWN);
    settleSyncTask(account, factory, env.now());
    const synced = account.phoneModels.get(factory.id) ?? [];
    if (!synced.some((model) => model.code === erpPhoneModelCode)) throw badRequest(modelCodeUnknown(erpPhoneModelCode));
    const key = bindingKey(factory.id, phoneModelId);
    checkBindingBase(baseErpPhoneModelCode, account.modelBindings.get(key)?.erpPhoneModelCode ?? null, modelBindingChanged);
    const binding: PhoneModelBinding = { factoryId: factory.id, phoneModelId, erpPhoneModelCode };
    account.modelBindings.set(bindingKey(factory.id, phoneModelId), binding);
    return json(binding);
  });

  router.on(api.erpModelBindings.remove, ({ params, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, params.factoryId!);
    if (!account.modelBindings.delete(bindingKey(factory.id, params.phoneModelId!))) {
      throw new HttpError(404, 'NOT_FOUND', MODEL_BINDING_NOT_FOUND);
    }
    return json({});
  });
}
