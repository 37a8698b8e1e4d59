// GET /api/order_images/{orderId}/{itemId}/{infoIndex}/customized.png | preview.png | print.png (ROUTES.md
// "Order images"). A buyer's design is the account's alone, and an <img> sends no token, so each is served
// only at an address that carries its owner's proof (printLinks.ts): the two the order content names (the
// customized image's display rendition, never its print file, and the effect image) with the key every read
// of the order gives them, `&x-oss-process=image/resize,…` added for a thumbnail of at most 160 px a side;
// print.png, the print file, only as the customized-image lookup signs it (with an expiry), and only while
// charged. Faults: index.ts keys a thumbnail request apart.
import * as api from '../../../../contract/endpoints/orders';
import { printKey } from '../credits/creditState';
import { HttpError } from '../http/http';
import { orderImagePng, orderThumbnailPng, pngResponse, thumbnailBox } from './orderImages';
import { readableInfos } from './orderState';
import { orderImagePath, type OrderImageKind } from './orderWire';
import { imageKeyValid, printLinkValid, printPath } from './printLinks';
import type { Router } from '../http/router';

const FILES: Readonly<Record<string, OrderImageKind | 'print'>> = { 'customized.png': 'customized', 'preview.png': 'preview', 'print.png': 'print' };
const missing = () => new HttpError(404, 'FILE_NOT_FOUND', '图片不存在');
const refused = () => new HttpError(403, 'FORBIDDEN', '无权下载该印刷文件');
/** No account is named so (a username has no line break): what a proof is checked against when the ids name nothing. */
const NO_OWNER = '\nnobody';

export function orderImageRoutes(router: Router): void {
  router.on(api.orderImages.get, ({ params, url, state, env }) => {
      const { orderId = '', itemId = '', infoIndex = '', file = '' } = params;
      const kind = FILES[file];
      if (!kind || !/^(0|[1-9]\d{0,29})$/.test(orderId) || !/^(0|[1-9]\d{0,29})$/.test(itemId) || !/^(0|[1-9]\d?)$/.test(infoIndex)) throw missing();
      const index = Number(infoIndex);
      const found = state.orders.items.get(itemId);
      const held = found?.order.id === orderId ? found : undefined;
      // The proof is computed whether or not the ids name an image (against an owner no account has when they
      // do not), so how long the answer takes does not tell either.
      const owner = held?.order.owner ?? NO_OWNER;
      const imageKey = (rendition: string) => `order ${orderId} item ${itemId} info ${infoIndex} ${rendition}`;
      if (kind === 'print') {
        // The signature first, the same 403 for ids that do not exist: without it, whether an order, an item
        // or an image exists or is charged is not told either.
        const signed = printLinkValid(env.printSecret, printPath(orderId, itemId, index), owner, env.now(), url);
        if (!held || !signed) throw refused();
        const info = readableInfos(held.item)[index];
        if (!info?.hasCustomizedImage) throw missing();
        if (!info.creditDeducted) throw refused();
        // Served in full since its charge: the bytes have left, so the charge is no longer refunded (chargeImages.ts).
        return pngResponse(orderImagePng('print', imageKey('customized')), () => state.credits.servedPrints.add(printKey(itemId, index)));
      }
      // A guessed, altered or unkeyed address is told apart from a missing image by nothing: the same 404
      // (a 403 would confirm that the order, the item and the image exist).
      const signed = imageKeyValid(env.printSecret, orderImagePath(orderId, itemId, index, kind), owner, url);
      const info = held && signed ? readableInfos(held.item)[index] : undefined;
      if (!info || !(kind === 'customized' ? info.hasCustomizedImage : info.hasPreviewImage)) throw missing();
      const box = thumbnailBox(url.searchParams.get('x-oss-process'));
      if (box) return pngResponse(orderThumbnailPng(kind, imageKey(kind), box));
      return pngResponse(kind === 'customized' ? orderImagePng('display', imageKey('customized display')) : orderImagePng('preview', imageKey(kind)));
    },
  );
}
