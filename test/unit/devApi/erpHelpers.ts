// Shared by the ERP tests: an account with its key given and its factories synced, the main factory, the
// seeded catalogue's colours with the main factory's counterparts, and a push body made from an order.
import type { DevApi } from '../../../adapters/mock/devApi';
import type { PhoneCaseMaterial } from '../../../contract/catalogue';
import type { Factory, FactoryMaterial, PrintFileOrder, PushOrderRequest } from '../../../contract/erp';
import { ordersOf, parseCustomizationContent, type Order } from '../../../contract/orders';
import type { Client } from './catalogueHelpers';
import { call } from './helpers';

export const KEY = 'erp_key-0123456789abcdef';
export const MAIN_FACTORY = '深圳卡美印务';
export const SECOND_FACTORY = '东莞易印工坊';
export const EMPTY_FACTORY = '义乌快印小厂';

/** The product's material name → the main factory's material code, colours in the same order. */
export const MAIN_MATERIAL_CODES: Record<string, string> = { 透明软壳: 'TPU-CL', 液态硅胶: 'LSG', 钢化玻璃: 'TG' };

export async function integrate(c: Client): Promise<Factory[]> {
  await c.ok('POST', '/api/erp/integrations', { erp: 1, apiAccessToken: KEY });
  return c.ok<Factory[]>('POST', '/api/erp/factories/sync');
}

export const factoryNamed = (factories: Factory[], name: string): Factory => {
  const factory = factories.find((candidate) => candidate.name === name);
  if (!factory) throw new Error(`no factory ${name}`);
  return factory;
};

/** A dev tool call, as a same-origin page makes it. */
export async function devPost(api: DevApi, path: string, body: unknown): Promise<Response> {
  return call(api, path, { method: 'POST', body });
}

/** Finishes the factory's phone model sync at once (duration 0). */
export async function syncModels(api: DevApi, c: Client, factoryId: string): Promise<void> {
  await devPost(api, '/api/__dev/erp_sync', { durationMs: 0 });
  await c.ok('POST', '/api/erp/factory_phone_models/sync_task', { factoryId });
}

/** Binds every product material and colour to the main factory's counterparts. */
export async function bindAllMaterials(c: Client, factoryId: string): Promise<void> {
  const materials = await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials');
  const erpMaterials = await c.get<FactoryMaterial[]>(`/api/erp/phone_case_materials?factoryId=${factoryId}`);
  for (const material of materials) {
    const erp = erpMaterials.find((candidate) => candidate.code === MAIN_MATERIAL_CODES[material.name])!;
    await c.ok('POST', '/api/erp/phone_case_material_bindings', { factoryId, materialId: material.id, erpMaterialId: erp.id, erpMaterialCode: erp.code });
    for (const [index, color] of material.colors.entries()) {
      const erpColor = erp.colors[index]!;
      await c.ok('POST', '/api/erp/phone_case_material_color_bindings', {
        factoryId,
        materialColorId: color.id,
        erpMaterialColorId: erpColor.id,
        erpMaterialColorCode: erpColor.code,
      });
    }
  }
}

/** The push body the console sends for a leaf order: its items with their readable infos. */
export function pushOf(order: Order, factoryId: string): PushOrderRequest {
  return {
    factoryId,
    orderOriginalId: order.originalId,
    orderItems: order.orderItems.map((item) => ({
      originalId: item.originalId,
      quantity: item.quantity,
      phoneCaseCustomizationInfos: parseCustomizationContent(item.customizationInfo?.content) ?? [],
    })),
  };
}

/** Leaf orders whose every item carries readable customization infos. */
/**
 * The push the console sends for an order: each image charged first (a push counts as a download) and sent
 * as its print file's signed address, from POST /api/erp/print_files.
 */
export async function printPushOf(c: Client, order: Order, factoryId: string): Promise<PushOrderRequest> {
  const prepare = () => c.ok<PrintFileOrder[]>('POST', '/api/erp/print_files', { orderOriginalIds: [order.originalId] });
  const [found] = (await prepare()).filter((entry) => entry.orderId === order.id);
  const images = found!.items.flatMap((item) =>
    item.infos.filter((info) => info.customizedImageUrl !== '').map((info) => ({ orderId: found!.orderId, orderItemId: item.orderItemId, infoIndex: info.infoIndex })),
  );
  if (images.length > 0) await c.ok('POST', '/api/credit_charges', { images });
  const [charged] = (await prepare()).filter((entry) => entry.orderId === order.id);
  return {
    factoryId,
    orderOriginalId: order.originalId,
    orderItems: order.orderItems.map((item) => ({
      originalId: item.originalId,
      quantity: item.quantity,
      phoneCaseCustomizationInfos: charged!.items
        .find((entry) => entry.orderItemId === item.id)!
        .infos.map(({ infoIndex: _index, printUrl, ...info }) => ({ ...info, customizedImageUrl: printUrl })),
    })),
  };
}

export function pushableOrders(orders: Order[]): Order[] {
  return orders
    .flatMap(ordersOf)
    .filter((order) => order.orderItems.length > 0 && order.orderItems.every((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).length > 0));
}
