// Factories and their phone model sync (ROUTES.md "Factory ERP"): the directory copied idempotently, the
// sync task read off the dev API's clock (running → done, failNext → failed with or without a message), one
// task at a time, the models it brings, and each account's own.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { SyncTaskStatus, type Factory, type FactoryPhoneModel, type SyncTask } from '../../../contract/erp';
import { client, type Client } from './catalogueHelpers';
import { EMPTY_FACTORY, KEY, MAIN_FACTORY, SECOND_FACTORY, devPost, factoryNamed, integrate } from './erpHelpers';
import { NOW, auditClient, fixedApi } from './orderHelpers';

const TASK = '/api/erp/factory_phone_models/sync_task';
const MODELS = '/api/erp/factory_phone_models';

describe('dev API ERP factories and phone model sync', () => {
  let api: DevApi;
  let c: Client;
  let now: number;
  let main: Factory;
  beforeEach(async () => {
    now = NOW;
    api = fixedApi(() => now);
    c = client(api);
    main = factoryNamed(await integrate(c), MAIN_FACTORY);
  });

  const start = (factoryId = main.id) => c.ok<SyncTask>('POST', TASK, { factoryId });
  const read = (factoryId = main.id) => c.get<SyncTask>(`${TASK}?factoryId=${factoryId}`);
  const models = (factoryId = main.id) => c.get<FactoryPhoneModel[]>(`${MODELS}?factoryId=${factoryId}`);

  it('lists no factory before the first sync, then the three of the directory; a second sync adds none and keeps the ids', async () => {
    const audit = auditClient(api);
    await audit.ok('POST', '/api/erp/integrations', { erp: 1, apiAccessToken: KEY });
    expect(await audit.get('/api/erp/factories')).toEqual([]);
    const factories = await c.get<Factory[]>('/api/erp/factories');
    expect(factories.map((factory) => factory.name)).toEqual([MAIN_FACTORY, SECOND_FACTORY, EMPTY_FACTORY]);
    for (const factory of factories) expect(factory).toEqual({ id: expect.any(String), name: expect.any(String), createdAt: expect.any(Number) });
    const again = await Promise.all([c.ok<Factory[]>('POST', '/api/erp/factories/sync'), c.ok<Factory[]>('POST', '/api/erp/factories/sync')]);
    expect(again).toEqual([factories, factories]);
    expect(await c.get('/api/erp/factories')).toEqual(factories);
  });

  it('starts with no account’s factories: another account syncs its own, with other ids', async () => {
    const audit = auditClient(api);
    await audit.fails('GET', '/api/erp/factories', undefined, 400);
    const theirs = await integrate(audit);
    expect(theirs.map((factory) => factory.name)).toEqual([MAIN_FACTORY, SECOND_FACTORY, EMPTY_FACTORY]);
    expect(theirs.map((factory) => factory.id)).not.toContain(main.id);
    await audit.fails('GET', `${MODELS}?factoryId=${main.id}`, undefined, 404);
    await audit.fails('POST', TASK, { factoryId: main.id }, 404);
  });

  it('runs a task for the configured duration with growing progress, then serves the factory’s models', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 10_000 });
    expect(await models()).toEqual([]);
    expect(await start()).toEqual({ status: SyncTaskStatus.RUNNING, errorMessage: null, progress: 0 });
    now += 2_500;
    expect(await read()).toEqual({ status: SyncTaskStatus.RUNNING, errorMessage: null, progress: 0.25 });
    expect(await models()).toEqual([]);
    now += 7_499;
    expect((await read()).status).toBe(SyncTaskStatus.RUNNING);
    now += 1;
    expect(await read()).toEqual({ status: SyncTaskStatus.DONE, errorMessage: null, progress: 1 });
    const list = await models();
    expect(list.length).toBeGreaterThan(300);
    expect(list).toContainEqual({ code: 'KM-AP-15PM', name: '苹果 iPhone15ProMax' });
  });

  it('stores the models when the time is up even if nobody polled the task', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1000 });
    await start();
    now += 1000;
    expect((await models()).length).toBeGreaterThan(300);
  });

  it('answers a second start while running with the running task, not a new one; starts anew once it ended', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 10_000, failNext: 1 });
    await start();
    now += 2_000;
    // The second click: the same task (20 % along), and failNext is not spent on it.
    expect(await start()).toMatchObject({ status: SyncTaskStatus.RUNNING, progress: 0.2 });
    now += 3_000;
    expect((await read()).status).toBe(SyncTaskStatus.FAILED);
    expect(await start()).toMatchObject({ status: SyncTaskStatus.RUNNING, progress: 0 });
    now += 10_000;
    expect((await read()).status).toBe(SyncTaskStatus.DONE);
  });

  it('re-syncs a factory that has models: the same list plus the ERP’s later models, once done; the bindings stay', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1000 });
    await start();
    now += 1000;
    const first = await models();
    expect(first.map((model) => model.code)).not.toContain('KM-HW-M80P');
    const mate60 = first.find((model) => model.name === '华为 Mate60 Pro')!;
    const huawei = (await c.get<Array<{ id: string; name: string }>>('/api/phone_brands')).find((brand) => brand.name === '华为')!;
    const huaweiModels = await c.get<Array<{ id: string; name: string }>>(`/api/phone_brands/${huawei.id}/phone_models`);
    const phoneModelId = huaweiModels.find((model) => model.name === 'Mate 60 Pro')!.id;
    await c.ok('POST', '/api/erp/factory_phone_model_bindings', { factoryId: main.id, phoneModelId, erpPhoneModelCode: mate60.code });

    expect(await start()).toMatchObject({ status: SyncTaskStatus.RUNNING, progress: 0 });
    // Until it is done, the factory keeps the models it had.
    expect(await models()).toEqual(first);
    now += 1000;
    expect((await read()).status).toBe(SyncTaskStatus.DONE);
    expect(await models()).toEqual([...first, { code: 'KM-HW-M80P', name: '华为 Mate80 Pro' }]);
    expect(await c.get(`/api/erp/factory_phone_model_bindings?factoryId=${main.id}&phoneBrandId=${huawei.id}`)).toEqual([
      { factoryId: main.id, phoneModelId, erpPhoneModelCode: mate60.code },
    ]);
  });

  it('a failed re-sync keeps the models the last success brought', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1000 });
    await start();
    now += 1000;
    const first = await models();
    await devPost(api, '/api/__dev/erp_sync', { failNext: 1 });
    await start();
    now += 1000;
    expect((await read()).status).toBe(SyncTaskStatus.FAILED);
    expect(await models()).toEqual(first);
  });

  it('fails the next N tasks with the configured message, leaving no models; a new start then succeeds', async () => {
    const config = await devPost(api, '/api/__dev/erp_sync', { durationMs: 4000, failNext: 2, errorMessage: 'ERP 接口超时' });
    expect(await config.json()).toEqual({ durationMs: 4000, failNext: 2, errorMessage: 'ERP 接口超时' });
    await start();
    now += 1000;
    expect((await read()).status).toBe(SyncTaskStatus.RUNNING);
    now += 1000;
    expect(await read()).toEqual({ status: SyncTaskStatus.FAILED, errorMessage: 'ERP 接口超时', progress: 0.5 });
    expect(await models()).toEqual([]);
    await start();
    now += 4000;
    expect((await read()).errorMessage).toBe('ERP 接口超时');
    await start();
    now += 4000;
    expect((await read()).status).toBe(SyncTaskStatus.DONE);
    expect((await models()).length).toBeGreaterThan(300);
  });

  it('fails with errorMessage null when configured so (the console shows 未知错误)', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1000, failNext: 1, errorMessage: null });
    await start();
    now += 1000;
    expect(await read()).toEqual({ status: SyncTaskStatus.FAILED, errorMessage: null, progress: 0.5 });
  });

  it('keeps each factory’s task apart; the third factory’s sync ends with no models, the second’s with its own codes', async () => {
    const factories = await c.get<Factory[]>('/api/erp/factories');
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1000 });
    const second = factoryNamed(factories, SECOND_FACTORY);
    const empty = factoryNamed(factories, EMPTY_FACTORY);
    await start(second.id);
    await start(empty.id);
    await c.fails('GET', `${TASK}?factoryId=${main.id}`, undefined, 404);
    now += 1000;
    expect((await read(empty.id)).status).toBe(SyncTaskStatus.DONE);
    expect(await models(empty.id)).toEqual([]);
    const secondModels = await models(second.id);
    expect(secondModels.length).toBeGreaterThan(50);
    expect(secondModels).toContainEqual({ code: expect.stringMatching(/^YB\d{4}$/), name: 'APPLE-IPHONE 15 PRO MAX' });
    expect(await models()).toEqual([]);
  });

  it('refuses bad factory ids and unknown factories', async () => {
    await c.fails('POST', TASK, {}, 400);
    await c.fails('POST', TASK, { factoryId: 'abc' }, 400);
    await c.fails('POST', TASK, { factoryId: '999999' }, 404);
    await c.fails('GET', TASK, undefined, 400);
    await c.fails('GET', `${MODELS}?factoryId=999999`, undefined, 404);
  });

  it('refuses a malformed dev configuration and changes nothing', async () => {
    for (const body of [{ durationMs: -1 }, { durationMs: 1.5 }, { failNext: 'x' }, { errorMessage: '' }, { errorMessage: 5 }]) {
      expect((await devPost(api, '/api/__dev/erp_sync', body)).status).toBe(400);
    }
    expect(await (await api.handle(new Request('http://dev.local/api/__dev/erp_sync'))).json()).toEqual({
      durationMs: 6000,
      failNext: 0,
      errorMessage: expect.any(String),
    });
  });

  it('puts the sync defaults back on reset()', async () => {
    await devPost(api, '/api/__dev/erp_sync', { durationMs: 1, failNext: 3 });
    api.reset();
    const config = (await (await api.handle(new Request('http://dev.local/api/__dev/erp_sync'))).json()) as { durationMs: number; failNext: number };
    expect(config).toMatchObject({ durationMs: 6000, failNext: 0 });
  });
});
