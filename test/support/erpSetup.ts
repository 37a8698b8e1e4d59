import type { PhoneCaseMaterial } from '../../contract/catalogue';
import type { Factory, FactoryMaterial, FactoryPhoneModel, PushOrderItem } from '../../contract/erp';
import { parseCustomizationContent, type Order } from '../../contract/orders';
import type { ConsoleServer } from './consoleServer';
import { callDevApi } from './devApiCalls';

/** The seeded factory whose materials have counterparts of every product material (ROUTES.md, Factory ERP). */
export const MAIN_FACTORY = '深圳卡美印务';
const MAIN_MATERIAL_CODES: Record<string, string> = { 透明软壳: 'TPU-CL', 液态硅胶: 'LSG', 钢化玻璃: 'TG' };

/** What the simulated factory received (GET /api/__dev/erp_pushes). */
export interface ReceivedPush {
  owner: string;
  factoryId: string;
  factoryName: string;
  orderOriginalId: string;
  orderItems: PushOrderItem[];
  accepted: boolean;
}

export const factoryReceived = (server: ConsoleServer) => callDevApi<ReceivedPush[]>(server, 'GET', '/api/__dev/erp_pushes');

/** The demo account with its key given and its factories synced; the main factory. */
export async function integrateFactories(server: ConsoleServer): Promise<Factory> {
  await callDevApi(server, 'POST', '/api/erp/integrations', { erp: 1, apiAccessToken: 'erp_key-0123456789abcdef' });
  const factories = await callDevApi<Factory[]>(server, 'POST', '/api/erp/factories/sync');
  const main = factories.find((factory) => factory.name === MAIN_FACTORY);
  if (!main) throw new Error(`no seeded factory ${MAIN_FACTORY}`);
  return main;
}

/**
 * Binds what these orders name to the factory, so that only the refusals a test configures refuse them: their
 * phone models (to the factory's first code), and every material and colour.
 */
export async function bindForOrders(server: ConsoleServer, factoryId: string, orders: readonly Order[]): Promise<void> {
  await callDevApi(server, 'POST', '/api/__dev/erp_sync', { durationMs: 0 });
  await callDevApi(server, 'POST', '/api/erp/factory_phone_models/sync_task', { factoryId });
  const [first] = await callDevApi<FactoryPhoneModel[]>(server, 'GET', `/api/erp/factory_phone_models?factoryId=${factoryId}`);
  const modelIds = new Set(
    orders.flatMap((order) => order.orderItems.flatMap((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).map((info) => info.phoneModelId))),
  );
  for (const phoneModelId of modelIds) {
    await callDevApi(server, 'POST', '/api/erp/factory_phone_model_bindings', { factoryId, phoneModelId, erpPhoneModelCode: first!.code });
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

/** Sets which orders the factory refuses: a message, or null for a reply without one (the raw response). */
export const refusePushes = (server: ConsoleServer, refuse: Record<string, string | null>) => callDevApi(server, 'POST', '/api/__dev/erp_push', { refuse });

/** An order every item of which carries readable infos: what a factory can make. */
export const isPushable = (order: Order) =>
  order.childOrders.length === 0 && order.orderItems.length > 0 && order.orderItems.every((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).length > 0);
