// The factory ERP's dev API set up from a test (ROUTES.md "Factory ERP"): a key given, factories synced, the
// main factory's models synced at once and everything of the catalogue bound, so a screen's test starts where
// it needs to; plus the dev knobs (sync duration and failures, push refusals and latency) and the pushes log.
import { mainFactorySpellings } from '../../adapters/mock/devApi/erp/erpModelSeed';
import type { PushLogEntry } from '../../adapters/mock/devApi/erp/erpState';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../contract/catalogue';
import type { Factory, FactoryMaterial, PrintFileOrder } from '../../contract/erp';
import type { Order } from '../../contract/orders';
import type { ConsoleServer } from './consoleServer';
import { callDevApi } from './devApiCalls';

export const ERP_TEST_KEY = 'erp_test_key_0123456789';
export const MAIN_FACTORY_NAME = '深圳卡美印务';
/** The product's material name → the main factory's material code; colours pair up in list order. */
const MAIN_MATERIAL_CODES: Record<string, string> = { 透明软壳: 'TPU-CL', 液态硅胶: 'LSG', 钢化玻璃: 'TG' };

export interface ErpSyncSettings {
  durationMs?: number;
  failNext?: number;
  errorMessage?: string | null;
}

export interface ErpPushSettings {
  refuse?: Record<string, string | null>;
  latencyMs?: number;
}

/** What the dev API's factory received, as GET /api/__dev/erp_pushes lists it to the demo merchant (its own print addresses shown). */
export type ReceivedPush = PushLogEntry;

export const configureErpSync = (server: ConsoleServer, settings: ErpSyncSettings) =>
  callDevApi<Required<ErpSyncSettings>>(server, 'POST', '/api/__dev/erp_sync', settings);

export const configureErpPush = (server: ConsoleServer, settings: ErpPushSettings) =>
  callDevApi<Required<ErpPushSettings>>(server, 'POST', '/api/__dev/erp_push', settings);

export const receivedPushes = (server: ConsoleServer) => callDevApi<ReceivedPush[]>(server, 'GET', '/api/__dev/erp_pushes');

/** Pushes one order the way the console does: its images charged, each sent as its print file's address. */
export async function pushLikeTheConsole(server: ConsoleServer, factoryId: string, order: Order): Promise<void> {
  const prepare = async () =>
    (await callDevApi<PrintFileOrder[]>(server, 'POST', '/api/erp/print_files', { orderOriginalIds: [order.originalId] })).find((found) => found.orderId === order.id)!;
  const found = await prepare();
  const images = found.items.flatMap((item) =>
    item.infos.filter((info) => info.customizedImageUrl !== '').map((info) => ({ orderId: found.orderId, orderItemId: item.orderItemId, infoIndex: info.infoIndex })),
  );
  if (images.length > 0) await callDevApi(server, 'POST', '/api/credit_charges', { images });
  const charged = await prepare();
  await callDevApi(server, 'POST', '/api/erp/push_order', {
    factoryId,
    orderOriginalId: order.originalId,
    orderItems: charged.items.map((item) => ({
      originalId: item.originalId,
      quantity: order.orderItems.find((candidate) => candidate.id === item.orderItemId)!.quantity,
      phoneCaseCustomizationInfos: item.infos.map(({ infoIndex: _position, printUrl, ...info }) => ({ ...info, customizedImageUrl: printUrl })),
    })),
  });
}

export interface ErpSetup {
  /** 'key': the integration only; 'factories': and the factories synced; 'models': and the main factory's
   * models synced; 'bound': and every catalogue model, material and colour bound to the main factory. */
  upTo: 'key' | 'factories' | 'models' | 'bound';
}

/** Brings the demo merchant's ERP integration up to `upTo`; answers the main factory (undefined for 'key'). */
export async function setUpErp(server: ConsoleServer, { upTo }: ErpSetup): Promise<Factory | undefined> {
  await callDevApi(server, 'POST', '/api/erp/integrations', { erp: 1, apiAccessToken: ERP_TEST_KEY });
  if (upTo === 'key') return undefined;
  const factories = await callDevApi<Factory[]>(server, 'POST', '/api/erp/factories/sync');
  const main = factories.find((factory) => factory.name === MAIN_FACTORY_NAME)!;
  if (upTo === 'factories') return main;
  const { durationMs } = await callDevApi<Required<ErpSyncSettings>>(server, 'GET', '/api/__dev/erp_sync');
  await configureErpSync(server, { durationMs: 0 });
  await callDevApi(server, 'POST', '/api/erp/factory_phone_models/sync_task', { factoryId: main.id });
  await configureErpSync(server, { durationMs });
  if (upTo === 'models') return main;
  await bindCatalogue(server, main.id);
  return main;
}

async function bindCatalogue(server: ConsoleServer, factoryId: string): Promise<void> {
  const brands = await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands');
  for (const brand of brands) {
    const models = await callDevApi<PhoneModel[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`);
    for (const spelling of mainFactorySpellings().filter((entry) => entry.brand === brand.name)) {
      const model = models.find((candidate) => candidate.name === spelling.model);
      if (!model) continue;
      await callDevApi(server, 'POST', '/api/erp/factory_phone_model_bindings', { factoryId, phoneModelId: model.id, erpPhoneModelCode: spelling.code });
    }
  }
  const materials = await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials');
  const erpMaterials = await callDevApi<FactoryMaterial[]>(server, 'GET', `/api/erp/phone_case_materials?factoryId=${factoryId}`);
  for (const material of materials) {
    const erp = erpMaterials.find((candidate) => candidate.code === MAIN_MATERIAL_CODES[material.name]);
    if (!erp) continue;
    await callDevApi(server, 'POST', '/api/erp/phone_case_material_bindings', { factoryId, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: erp.code });
    for (const [index, color] of material.colors.entries()) {
      const erpColor = erp.colors[index];
      if (!erpColor) continue;
      await callDevApi(server, 'POST', '/api/erp/phone_case_material_color_bindings', {
        factoryId,
        materialColorId: color.id,
        erpMaterialColorId: erpColor.id,
        erpMaterialColorCode: erpColor.code,
      });
    }
  }
}
