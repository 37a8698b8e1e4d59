// Factories and their phone models (spec 3 §3, §4, §7): the factory list an account synced from the ERP's
// directory (erpSeed.ts), the phone model sync task (erpSyncTask.ts) and the models it brought.
import * as api from '../../../../contract/endpoints/erp';
import { type Factory } from '../../../../contract/erp';
import { FACTORY_DIRECTORY } from './erpSeed';
import { requireFactory, requireIntegrated, type ErpAccount, type StoredFactory } from './erpState';
import { readSyncTask, settleSyncTask, startSyncTask } from './erpSyncTask';
import { HttpError, json } from '../http/http';
import type { Router } from '../http/router';
import { nextId, type DevState } from '../state';

export const NO_SYNC_TASK = '该工厂还没有机型同步任务';

export function erpFactoryRoutes(router: Router): void {
  router.on(api.erpFactories.list, ({ state, username }) => json(requireIntegrated(state.erp, username).factories.map(factoryWire)));

  // Idempotent: a factory already synced keeps its id, so a double click or a retry never lists one twice.
  router.on(api.erpFactories.sync, ({ state, username }) => {
    const account = requireIntegrated(state.erp, username);
    syncDirectory(state, account);
    return json(account.factories.map(factoryWire));
  });

  router.on(api.erpFactories.startModelSync, async ({ body, state, username, env }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, (await body()).factoryId);
    const task = startSyncTask(account, factory, state.erp.sync, env.now());
    return json(readSyncTask(account, factory, task, env.now()));
  });

  router.on(api.erpFactories.modelSync, ({ query, state, username, env }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, query().factoryId);
    const task = account.syncTasks.get(factory.id);
    if (!task) throw new HttpError(404, 'NO_SYNC_TASK', NO_SYNC_TASK);
    return json(readSyncTask(account, factory, task, env.now()));
  });

  router.on(api.erpFactories.models, ({ query, state, username, env }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, query().factoryId);
    settleSyncTask(account, factory, env.now());
    return json(account.phoneModels.get(factory.id) ?? []);
  });
}

function syncDirectory(state: DevState, account: ErpAccount): void {
  for (const entry of FACTORY_DIRECTORY) {
    if (account.factories.some((factory) => factory.directoryKey === entry.key)) continue;
    account.factories.push({ id: nextId(state), directoryKey: entry.key, name: entry.name, createdAt: entry.createdAt });
  }
}

export function factoryWire({ id, name, createdAt }: StoredFactory): Factory {
  return { id, name, createdAt };
}
