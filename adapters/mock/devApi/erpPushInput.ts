// Reading POST /api/erp/push_order strictly (spec 3 §3): the order number, its items and their
// customization infos, with limits no real order comes near. Garbage is a 400 that says where, never a throw.
import type { PhoneCaseCustomizationInfo } from '../../../contract/orders';
import { PUSH_LIMITS, isOrderNumber, type PushOrderItem, type PushOrderRequest } from '../../../contract/erp';
import { bodyId } from './erpInput';
import { badRequest } from './http';
import { idOf } from './orderInput';

export const PUSH_ITEMS_MAX = PUSH_LIMITS.itemsPerOrder;
export const PUSH_INFOS_MAX = PUSH_LIMITS.infosPerItem;
export const PUSH_QUANTITY_MAX = PUSH_LIMITS.quantityMax;
const NAME_MAX_LENGTH = PUSH_LIMITS.nameMax;
const URL_MAX_LENGTH = PUSH_LIMITS.urlMax;

const INFO_IDS = ['phoneBrandId', 'phoneModelId', 'phoneCaseMaterialId', 'phoneCaseMaterialColorId'] as const;
const INFO_NAMES = ['phoneBrandName', 'phoneModelName', 'phoneCaseMaterialName', 'phoneCaseMaterialColorName'] as const;
const INFO_URLS = ['customizedImageUrl', 'previewImageUrl'] as const;

export function readPushOrder(body: Record<string, unknown>): PushOrderRequest {
  const factoryId = bodyId(body, 'factoryId');
  const orderOriginalId = number(body.orderOriginalId, 'orderOriginalId');
  const rawItems = body.orderItems;
  if (!Array.isArray(rawItems) || rawItems.length === 0) throw badRequest('orderItems 必须是非空数组');
  if (rawItems.length > PUSH_ITEMS_MAX) throw badRequest(`orderItems 最多 ${PUSH_ITEMS_MAX} 项`);
  const orderItems = rawItems.map((raw, index) => readItem(raw, `orderItems[${index}]`));
  const seen = new Set<string>();
  for (const item of orderItems) {
    if (seen.has(item.originalId)) throw badRequest(`orderItems 中的子订单 ${item.originalId} 重复`);
    seen.add(item.originalId);
  }
  return { factoryId, orderOriginalId, orderItems };
}

function readItem(raw: unknown, where: string): PushOrderItem {
  const item = object(raw, where);
  const quantity = item.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > PUSH_QUANTITY_MAX) {
    throw badRequest(`${where}.quantity 必须是 1 到 ${PUSH_QUANTITY_MAX} 的整数`);
  }
  const infos = item.phoneCaseCustomizationInfos;
  if (!Array.isArray(infos)) throw badRequest(`${where}.phoneCaseCustomizationInfos 必须是数组`);
  if (infos.length > PUSH_INFOS_MAX) throw badRequest(`${where}.phoneCaseCustomizationInfos 最多 ${PUSH_INFOS_MAX} 项`);
  return {
    originalId: number(item.originalId, `${where}.originalId`),
    quantity,
    phoneCaseCustomizationInfos: infos.map((info, index) => readInfo(info, `${where}.phoneCaseCustomizationInfos[${index}]`)),
  };
}

function readInfo(raw: unknown, where: string): PhoneCaseCustomizationInfo {
  const info = object(raw, where);
  const text = (field: string, max: number) => {
    const value = info[field] ?? '';
    if (typeof value !== 'string' || value.length > max) throw badRequest(`${where}.${field} 必须是不超过 ${max} 个字符的字符串`);
    return value;
  };
  const ids = Object.fromEntries(
    INFO_IDS.map((field) => {
      const id = idOf(info[field]);
      if (id === undefined) throw badRequest(`${where}.${field} 必须是 id`);
      return [field, id];
    }),
  ) as Record<(typeof INFO_IDS)[number], string>;
  const names = Object.fromEntries(INFO_NAMES.map((field) => [field, text(field, NAME_MAX_LENGTH)])) as Record<(typeof INFO_NAMES)[number], string>;
  const urls = Object.fromEntries(INFO_URLS.map((field) => [field, text(field, URL_MAX_LENGTH)])) as Record<(typeof INFO_URLS)[number], string>;
  const creditDeducted = info.creditDeducted ?? false;
  if (typeof creditDeducted !== 'boolean') throw badRequest(`${where}.creditDeducted 必须是布尔值`);
  return { ...ids, ...names, ...urls, creditDeducted };
}

function object(raw: unknown, where: string): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${where} 必须是对象`);
  return raw as Record<string, unknown>;
}

/** An order or sub-order number: the marketplace's (contract isOrderNumber). */
function number(value: unknown, field: string): string {
  if (!isOrderNumber(value)) throw badRequest(`${field} 必须是 1 到 64 个可见字符（字母、数字或符号，不含空格）`);
  return value;
}
