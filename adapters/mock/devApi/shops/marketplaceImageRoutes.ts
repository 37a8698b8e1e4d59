// GET /api/__dev/marketplace_images/{name}.png: a stand-in for the marketplaces' image hosts (ROUTES.md
// "Dev tools"), where the seeded products' pictures are (fixtures/seed/shops.ts, the marketplace items of
// fixtures/platform/taobaoItems.json). An address outside never loads where the dev server runs offline, so
// the seed names these instead: a phone case drawn small, one of the order images' designs picked by the
// name, made per request (a few KB). Public, as a marketplace's pictures are; nothing is stored.
import * as api from '../../../../contract/endpoints/shops';
import { HttpError } from '../http/http';
import { orderThumbnailPng, pngResponse, THUMBNAIL_MAX } from '../orders/orderImages';
import type { Router } from '../http/router';


export function marketplaceImageRoutes(router: Router): void {
  router.on(api.marketplaceImages.get, ({ params }) => {
      const name = /^([a-z0-9][a-z0-9-]{0,63})\.png$/.exec(params.file ?? '')?.[1];
      if (name === undefined) throw new HttpError(404, 'FILE_NOT_FOUND', '图片不存在');
      return pngResponse(orderThumbnailPng('preview', `marketplace ${name}`, { width: THUMBNAIL_MAX, height: THUMBNAIL_MAX }));
    },
  );
}
