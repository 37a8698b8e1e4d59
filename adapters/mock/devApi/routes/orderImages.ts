// GET /api/order_images/{orderId}/{itemId}/{infoIndex}/customized.png | preview.png | print.png (ROUTES.md
// "Order images"). The two the order content names are public, since an <img> sends no token: the effect
// image (free) and the customized image's display rendition, never its print file. `?x-oss-process=
// image/resize,…` gives a thumbnail of at most 160 px a side. print.png is the print file, served only at
// the signed address the customized-image lookup hands out (printLinks.ts), and only while the image is
// charged. Faults: index.ts keys a thumbnail request apart.
import { printKey } from '../creditState';
import { HttpError } from '../http';
import { orderImagePng, orderThumbnailPng, pngResponse, thumbnailBox } from '../orderImages';
import { readableInfos } from '../orderState';
import { ORDER_IMAGES_PREFIX, type OrderImageKind } from '../orderWire';
import { printLinkValid, printPath } from '../printLinks';
import type { Router } from '../router';

const FILES: Readonly<Record<string, OrderImageKind | 'print'>> = { 'customized.png': 'customized', 'preview.png': 'preview', 'print.png': 'print' };
const missing = () => new HttpError(404, 'FILE_NOT_FOUND', '图片不存在');
const refused = () => new HttpError(403, 'FORBIDDEN', '无权下载该印刷文件');

export function orderImageRoutes(router: Router): void {
  router.get(
    `${ORDER_IMAGES_PREFIX}/:orderId/:itemId/:infoIndex/:file`,
    ({ params, url, state, env }) => {
      const { orderId = '', itemId = '', infoIndex = '', file = '' } = params;
      const kind = FILES[file];
      if (!kind || !/^(0|[1-9]\d{0,29})$/.test(orderId) || !/^(0|[1-9]\d{0,29})$/.test(itemId) || !/^(0|[1-9]\d?)$/.test(infoIndex)) throw missing();
      const held = state.orders.items.get(itemId);
      if (!held || held.order.id !== orderId) throw missing();
      const info = readableInfos(held.item)[Number(infoIndex)];
      const imageKey = (rendition: string) => `order ${orderId} item ${itemId} info ${infoIndex} ${rendition}`;
      if (kind === 'print') {
        // The signature first: without it, whether an image exists or is charged is not told either.
        if (!printLinkValid(env.printSecret, printPath(orderId, itemId, Number(infoIndex)), held.order.owner, env.now(), url)) throw refused();
        if (!info?.hasCustomizedImage) throw missing();
        if (!info.creditDeducted) throw refused();
        // Served in full since its charge: the bytes have left, so the charge is no longer refunded (chargeImages.ts).
        return pngResponse(orderImagePng('print', imageKey('customized')), () => state.credits.servedPrints.add(printKey(itemId, Number(infoIndex))));
      }
      if (!info || !(kind === 'customized' ? info.hasCustomizedImage : info.hasPreviewImage)) throw missing();
      const box = thumbnailBox(url.searchParams.get('x-oss-process'));
      if (box) return pngResponse(orderThumbnailPng(kind, imageKey(kind), box));
      return pngResponse(kind === 'customized' ? orderImagePng('display', imageKey('customized display')) : orderImagePng('preview', imageKey(kind)));
    },
    'public',
  );
}
