// Many orders with images at once, for tests and the benchmark (ROUTES.md "Order images"): `count` plain
// orders of one shop, the newest of the account, each with `imagesPerOrder` customized images (items of up
// to three infos), every image with a print file and an effect image.
import { MergeSplitStatus, type Order } from '../../../../contract/orders';
import { badRequest } from '../http/http';
import { OrderFactory, brandsWithModels, family, materialsWithColours, seededRandom } from './orderFactory';
import { addOrders, readableInfos } from './orderState';
import { CREDITS_PER_IMAGE } from '../../../../contract/credits';
import type { AddOrdersBody } from '../../../../contract/devOrders';
import { orderWire, type ImageAddress } from './orderWire';
import { findShop } from '../shops/shopState';
import { namedAccount, nextId, type DevState } from '../state';

const INFOS_PER_ITEM = 3;

export const NO_MODEL_FOR_ORDERS = '该账号还没有带型号的品牌，无法生成定制订单：请先添加品牌和型号';
export const NO_COLOR_FOR_ORDERS = '该账号还没有带颜色的材质，无法生成定制订单：请先添加材质和颜色';

/** Adds the orders a body read by its schema (contract/devOrders.ts) asks for and returns them as GET /api/orders would, newest first. */
export function addOrdersWithImages(accountOf: (owner: string) => DevState | undefined, address: ImageAddress, now: number, options: AddOrdersBody): Order[] {
  const { shopId, shopName, count, imagesPerOrder, charged, username } = options;
  const state = namedAccount(accountOf, username);
  const { owner } = state;
  // The account's own shops only: another account's shop, by id or by name, is none of its.
  const shop =
    shopId !== undefined ? findShop(state.shops, shopId) : state.shops.shops.find((candidate) => candidate.name === shopName);
  if (!shop) throw badRequest(`店铺不存在: ${String(shopName)}`);
  // Every image names a brand, a model, a material and a colour of the account's own (a day-one account has none).
  if (brandsWithModels(state.catalogue).length === 0) throw badRequest(NO_MODEL_FOR_ORDERS);
  if (materialsWithColours(state.catalogue).length === 0) throw badRequest(NO_COLOR_FOR_ORDERS);

  // Seeded by how many numbers exist, so the same calls on a fresh state give the same orders.
  const factory = new OrderFactory(state.orders, state, () => nextId(state), seededRandom(state.orders.originalIds.size));
  const itemSizes: number[] = [];
  for (let left = imagesPerOrder; left > 0; left -= INFOS_PER_ITEM) itemSizes.push(Math.min(INFOS_PER_ITEM, left));
  // All at `now`: ties list the orders added last first, each batch in its own order, so a batch never
  // interleaves with one added a moment before on a clock that stands still (tests fix it).
  const orders = Array.from({ length: count }, () =>
    family(factory, { owner, shopId: shop.id, createdAt: now }, MergeSplitStatus.INDEPENDENT, () =>
      itemSizes.map((infos) => factory.item(shop.id, { variant: 'v1', infos, charged })),
    ),
  );
  addOrders(state.orders, orders);
  if (charged) {
    // Charged orders have their deduction records, as a charge would have left them.
    state.credits.usage.unshift(
      ...orders.map((order) => {
        const images = order.items.flatMap((item) => readableInfos(item).map((_info, infoIndex) => ({ orderItemId: item.id, infoIndex })));
        return { id: nextId(state), owner, orderId: order.id, orderOriginalId: order.originalId, shopId: order.shopId, createdAt: now, usedCredits: images.length * CREDITS_PER_IMAGE, images };
      }),
    );
  }
  return orders.map((order) => orderWire(address, order));
}
