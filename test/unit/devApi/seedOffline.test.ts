// The seed works offline (ROUTES.md "Dev tools"): no address in the seed data or the marketplace fixtures
// points outside the dev server, and every seeded product's picture, in the product list and on the orders
// that name the product, is a path the dev API itself answers with a PNG (the stand-in for the marketplaces'
// image hosts), so the pictures load where the dev server runs without a network.
import { describe, expect, it } from 'vitest';
import marketplace from '../../../fixtures/platform/marketplace.json';
import cloudStore from '../../../fixtures/platform/cloudStore.json';
import { seed } from '../../../fixtures/seed';
import { marketplaceItems } from '../../../adapters/mock/platformFixtures';
import { ordersOf } from '../../../contract/orders';
import type { Shop } from '../../../contract/shops';
import { client } from './catalogueHelpers';
import { BASE, call, freshApi } from './helpers';
import { allOrders } from './orderHelpers';
import { allProducts } from './shopHelpers';

/** Every address with a host in a value: `scheme://host…` or `//host…`, wherever it stands in a text. */
function hostedAddresses(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/(?:[a-z][a-z0-9+.-]*:)?\/\/[^\s"'<>\\)]+/gi)]
    .map(([address]) => address)
    // An SVG's namespace names the standard; nothing is loaded from it.
    .filter((address) => !address.startsWith('http://www.w3.org/') && !address.startsWith('file://'));
}

/** On the dev server: a path of its own, or an address on the dev API's configured origin. */
const onDevServer = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || url.startsWith(`${BASE}/`);

describe('the seed works offline', () => {
  it.each([
    ['the seed (fixtures/seed)', seed],
    ['the marketplace items (fixtures/platform/taobaoItems.json)', marketplaceItems()],
    ['the marketplace answers and the cloud store (fixtures/platform)', [marketplace, cloudStore]],
  ])('names no address outside the dev server in %s', (_name, data) => {
    expect(hostedAddresses(data)).toEqual([]);
  });

  it('gives every seeded product and order a picture the dev API serves itself, as a PNG', async () => {
    const api = freshApi();
    const c = client(api);
    const shops = await c.get<Shop[]>('/api/shops');
    const products = (await Promise.all(shops.map((shop) => allProducts(c, shop.id)))).flat();
    const orders = (await allOrders(c)).flatMap(ordersOf);
    const pictures = [
      ...products.map((product) => product.imageUrl),
      ...orders.flatMap((order) => order.orderItems.map((item) => item.productImageUrl)),
    ].filter((url): url is string => url !== null);
    expect(products.length).toBeGreaterThan(50);
    expect(pictures.length).toBeGreaterThan(products.length);
    expect(pictures.filter((url) => !onDevServer(url))).toEqual([]);
    for (const url of new Set(pictures)) {
      const response = await call(api, url.startsWith(BASE) ? url.slice(BASE.length) : url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)], url).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it('answers 404 for a picture name it does not draw', async () => {
    const api = freshApi();
    for (const name of ['x.jpg', 'UPPER.png', '..png', `${'a'.repeat(65)}.png`]) {
      expect((await call(api, `/api/__dev/marketplace_images/${name}`)).status, name).toBe(404);
    }
  });
});
