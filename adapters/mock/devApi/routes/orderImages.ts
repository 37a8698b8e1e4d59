// GET /api/order_images/{orderId}/{itemId}/{infoIndex}/customized.png | preview.png (ROUTES.md "Order
// images"): public like /api/files/:id/content, since an <img> sends no token. `?x-oss-process=image/resize,…`
// gives a thumbnail of at most 160 px a side. Faults: index.ts keys a thumbnail request apart.
import { HttpError } from '../http';
import { orderImagePng, orderThumbnailPng, pngResponse, thumbnailBox } from '../orderImages';
import { readableInfos } from '../orderState';
import { ORDER_IMAGES_PREFIX, type OrderImageKind } from '../orderWire';
import type { Router } from '../router';

const FILES: Readonly<Record<string, OrderImageKind>> = { 'customized.png': 'customized', 'preview.png': 'preview' };
const missing = () => new HttpError(404, 'FILE_NOT_FOUND', '图片不存在');

export function orderImageRoutes(router: Router): void {
  router.get(
    `${ORDER_IMAGES_PREFIX}/:orderId/:itemId/:infoIndex/:file`,
    ({ params, url, state }) => {
      const { orderId = '', itemId = '', infoIndex = '', file = '' } = params;
      const kind = FILES[file];
      if (!kind || !/^\d{1,30}$/.test(orderId) || !/^\d{1,30}$/.test(itemId) || !/^\d{1,2}$/.test(infoIndex)) throw missing();
      const held = state.orders.items.get(itemId);
      if (!held || held.order.id !== orderId) throw missing();
      const info = readableInfos(held.item)[Number(infoIndex)];
      if (!info || !(kind === 'customized' ? info.hasCustomizedImage : info.hasPreviewImage)) throw missing();
      const imageKey = `order ${orderId} item ${itemId} info ${infoIndex} ${kind}`;
      const box = thumbnailBox(url.searchParams.get('x-oss-process'));
      return pngResponse(box ? orderThumbnailPng(kind, imageKey, box) : orderImagePng(kind, imageKey));
    },
    'public',
  );
}
