// Order images (ROUTES.md "Order images"): real PNGs of print resolution at signed addresses only, the
// content's display rendition, distinct bytes per image, thumbnails, the 403s and 404s, faults aimed at one
// image, flat memory over many, and the N-orders helper.
import { beforeEach, describe, expect, it } from 'vitest';
import { type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { ordersOf, parseCustomizationContent, thumbnailUrl, type Order } from '../../../contract/orders';
import { client, merchantToken, type Client } from './catalogueHelpers';
import { BASE, call, errorOf } from './helpers';
import { allOrders, fixedApi, imagesOf, NOW, printPathOf, printUrlOf } from './orderHelpers';
import { decodePng } from './pngChunks';
import { TAOBAO_SHOP, shopNamed } from './shopHelpers';

const path = (url: string) => url.slice(BASE.length);

async function bytesOf(api: DevApi, url: string): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await call(api, path(url));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('dev API order images', () => {
  let api: DevApi;
  let c: Client;
  let orders: Order[];
  beforeEach(async () => {
    api = fixedApi();
    c = client(api);
    orders = await allOrders(c);
  });

  const chargedImage = () => imagesOf(orders).find((image) => image.info.creditDeducted && image.info.customizedImageUrl !== '')!;

  it('serves the print file at the lookup’s signed address as a 300 dpi RGBA PNG of about 2.5 MB, with the stored-file headers', async () => {
    const image = chargedImage();
    const url = printUrlOf(api, image)!;
    expect(url.startsWith(`${BASE}${printPathOf(image)}?`)).toBe(true);
    // No bearer token: an <a> or a fetch from any adapter opens it by the address alone.
    const { response, bytes } = await bytesOf(api, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(bytes.length).toBeGreaterThan(2_400_000);
    expect(bytes.length).toBeLessThan(2_700_000);
    const png = decodePng(bytes);
    expect(png).toMatchObject({ width: 560, height: 1120, bitDepth: 8, colorType: 6 });
    expect(png.phys).toEqual({ x: 11811, y: 11811, unit: 1 });
    expect(png.chunkTypes.slice(0, 3)).toEqual(['IHDR', 'pHYs', 'tEXt']);
    expect(png.data.length).toBe((560 * 4 + 1) * 1120);
    // Transparent outside the case's rounded corner, opaque in the middle.
    expect(png.data[1 + 3]).toBe(0);
    const middle = 560 * 4 * 0 + (560 * 4 + 1) * 560 + 1 + 280 * 4;
    expect(png.data[middle + 3]).toBe(255);
  });

  it('gives every image its own bytes, and a smaller effect image', async () => {
    const [first, second] = imagesOf(orders).filter((image) => image.info.creditDeducted && image.info.customizedImageUrl !== '');
    const a = (await bytesOf(api, printUrlOf(api, first!)!)).bytes;
    const b = (await bytesOf(api, printUrlOf(api, second!)!)).bytes;
    const again = (await bytesOf(api, printUrlOf(api, first!)!)).bytes;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).equals(Buffer.from(again))).toBe(true);
    const preview = (await bytesOf(api, first!.info.previewImageUrl)).bytes;
    const png = decodePng(preview);
    expect(png).toMatchObject({ width: 360, height: 720, colorType: 2 });
    expect(preview.length).toBeLessThan(1_000_000);
    expect(png.texts[0]).toContain(`item ${first!.itemId} info ${first!.infoIndex} preview`);
  });

  it('answers the content’s customized address with a watermarked display rendition, never the print file', async () => {
    for (const image of [chargedImage(), imagesOf(orders).find((candidate) => !candidate.info.creditDeducted && candidate.info.customizedImageUrl !== '')!]) {
      const { response, bytes } = await bytesOf(api, image.info.customizedImageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = decodePng(bytes);
      expect(png).toMatchObject({ width: 200, height: 400, colorType: 6 });
      expect(Math.max(png.width, png.height)).toBeLessThanOrEqual(400);
      expect(png.phys).toEqual({ x: 2835, y: 2835, unit: 1 });
      expect(bytes.length).toBeLessThan(400_000);
      expect(png.texts[0]).toContain('display');
      // The band across the middle: opaque dark grey with white letters, over the transparent corners too.
      const row = (y: number) => png.data.subarray(y * (200 * 4 + 1) + 1, (y + 1) * (200 * 4 + 1));
      const band = row(200);
      expect(band[3]).toBe(255);
      expect(band[0]).toBe(64);
      const shades = new Set(Array.from({ length: 200 }, (_, x) => band[x * 4]));
      expect([...shades].sort()).toEqual([255, 64]);
      const print = (await bytesOf(api, printUrlOf(api, chargedImage())!)).bytes;
      expect(Buffer.from(bytes).equals(Buffer.from(print))).toBe(false);
    }
  });

  it('refuses the print file without a valid signature, for another account, or for an image not charged', async () => {
    const image = chargedImage();
    const url = printUrlOf(api, image)!;
    const query = new URL(url).searchParams;
    const token = query.get('token')!;
    const expires = query.get('expires')!;
    const flipped = (token[0] === 'a' ? 'b' : 'a') + token.slice(1);
    const printPath = printPathOf(image);
    const other = imagesOf(orders).find((candidate) => candidate.info.creditDeducted && candidate.info.customizedImageUrl !== '' && candidate.itemId !== image.itemId)!;
    const refusedPaths = [
      printPath,
      `${printPath}?expires=${expires}`,
      `${printPath}?token=${token}`,
      `${printPath}?expires=${expires}&token=${flipped}`,
      `${printPath}?expires=${Number(expires) + 1}&token=${token}`,
      `${printPath}?expires=${expires}&token=${token.toUpperCase()}`,
      // A signature is for its own path: it opens no other image.
      `${printPathOf(other)}?expires=${expires}&token=${token}`,
    ];
    // One address per file: no other spelling of the same path, and nothing else in the query.
    const otherSpellings = [
      `${printPath.replace(/\/(\d+)\/print\.png$/, '/0$1/print.png')}?expires=${expires}&token=${token}`,
      `${printPath.replace('/print.png', '//print.png')}?expires=${expires}&token=${token}`,
      `${printPath.replace('print.png', 'print%2Epng')}?expires=${expires}&token=${token}`,
      `${printPath}?expires=${expires}&token=${token}&x=1`,
    ];
    for (const spelling of otherSpellings) expect([403, 404], spelling).toContain((await call(api, spelling, { token: merchantToken(api) })).status);
    for (const wrong of refusedPaths) {
      const response = await call(api, wrong, { token: merchantToken(api) });
      expect(response.status, wrong).toBe(403);
      expect((await errorOf(response)).code).toBe('FORBIDDEN');
    }

    // Another account's charged image: demo's lookup releases nothing of it, demo's signatures do not open
    // it; its owner's lookup does.
    const [theirs] = imagesOf(api.orders.add({ shopName: TAOBAO_SHOP, count: 1, charged: true, username: DEV_ACCOUNTS.audit.username }));
    expect(api.orders.lookup([theirs!.order.id])).toEqual([]);
    expect(await client(api).ok('POST', '/api/orders/customized_images', { orderIds: [theirs!.order.id] })).toEqual([]);
    expect((await call(api, `${printPathOf(theirs!)}?expires=${expires}&token=${token}`, { token: merchantToken(api) })).status).toBe(403);
    expect((await call(api, path(printUrlOf(api, theirs!, DEV_ACCOUNTS.audit.username)!))).status).toBe(200);

    // An image not charged: the lookup leaves it out, and a signature made for it (the secret leaked,
    // say) still gets nothing while it is uncharged.
    const fresh = imagesOf(orders).find((candidate) => !candidate.info.creditDeducted && candidate.info.customizedImageUrl !== '')!;
    expect(printUrlOf(api, fresh)).toBeUndefined();
    expect((await call(api, `${printPathOf(fresh)}?expires=${expires}&token=${token}`)).status).toBe(403);
  });

  it('refuses a print address once it has run out or the dev API was reset', async () => {
    let now = NOW;
    const timed = fixedApi(() => now);
    const image = imagesOf(await allOrders(client(timed))).find((candidate) => candidate.info.creditDeducted && candidate.info.customizedImageUrl !== '')!;
    const url = printUrlOf(timed, image)!;
    now += 12 * 60 * 60 * 1000 - 1;
    expect((await call(timed, path(url))).status).toBe(200);
    now += 1;
    expect((await call(timed, path(url))).status).toBe(403);
    now = NOW;
    expect((await call(timed, path(url))).status).toBe(200);
    timed.reset();
    expect((await call(timed, path(url))).status).toBe(403);
    expect((await call(timed, path(printUrlOf(timed, image)!))).status).toBe(200);
  });

  it('answers an OSS resize with a thumbnail of at most 160 px', async () => {
    const [image] = imagesOf(orders);
    const { response, bytes } = await bytesOf(api, thumbnailUrl(image!.info.customizedImageUrl));
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = decodePng(bytes);
    expect(png).toMatchObject({ width: 80, height: 160, colorType: 6 });
    expect(bytes.length).toBeLessThan(60_000);
    const small = decodePng((await bytesOf(api, `${image!.info.previewImageUrl}&x-oss-process=image/resize,m_lfit,w_40,h_999`)).bytes);
    expect([small.width, small.height]).toEqual([40, 80]);
  });

  it('answers 404 for an image that is not there', async () => {
    const images = imagesOf(orders);
    const [image] = images;
    const noPrint = images.find((candidate) => candidate.info.customizedImageUrl === '')!;
    const other = images.find((candidate) => candidate.order.id !== image!.order.id)!;
    const unknownItem = orders
      .flatMap(ordersOf)
      .flatMap((order) => order.orderItems.map((item) => ({ order, item })))
      .find(({ item }) => item.customizationInfo !== null && parseCustomizationContent(item.customizationInfo.content) === null)!;
    for (const wrong of [
      `/api/order_images/${image!.order.id}/${image!.itemId}/7/customized.png`,
      `/api/order_images/${other.order.id}/${image!.itemId}/0/customized.png`,
      `/api/order_images/${noPrint.order.id}/${noPrint.itemId}/${noPrint.infoIndex}/customized.png`,
      `/api/order_images/${unknownItem.order.id}/${unknownItem.item.id}/0/preview.png`,
      `/api/order_images/${image!.order.id}/${image!.itemId}/0/other.png`,
      `/api/order_images/x/${image!.itemId}/0/customized.png`,
    ]) {
      const response = await call(api, wrong);
      expect(response.status, wrong).toBe(404);
      expect((await errorOf(response)).code).toBe('FILE_NOT_FOUND');
    }
  });

  it('fails one chosen image’s download n times through the fault switch, leaving its thumbnail alone', async () => {
    const [image, other] = imagesOf(orders).filter((candidate) => candidate.info.creditDeducted && candidate.info.customizedImageUrl !== '');
    const url = printUrlOf(api, image!)!;
    const listed = image!.info.customizedImageUrl;
    // The rule names the print path; the signed address's query is not part of what it matches.
    api.faults.add({ method: 'GET', path: printPathOf(image!), status: 503, times: 2 });
    expect((await call(api, path(thumbnailUrl(listed)))).status).toBe(200);
    expect((await call(api, path(listed))).status).toBe(200);
    expect((await call(api, path(printUrlOf(api, other!)!))).status).toBe(200);
    expect((await call(api, path(url))).status).toBe(503);
    expect((await call(api, path(url))).status).toBe(503);
    expect((await call(api, path(url))).status).toBe(200);
    api.faults.add({ path: '/api/order_images/*', status: 500, times: 2 });
    expect((await call(api, path(thumbnailUrl(listed)))).status).toBe(500);
    expect((await call(api, path(url))).status).toBe(500);
    expect((await call(api, path(url))).status).toBe(200);
  });

  it('keeps memory flat over 1,000 images served', async () => {
    const added = api.orders.add({ shopName: TAOBAO_SHOP, count: 500, imagesPerOrder: 2, charged: true });
    const urls = api.orders.lookup(added.map((order) => order.id)).flatMap((record) => record.customizedImageUrls.map((entry) => entry.customizedImageUrl));
    expect(urls).toHaveLength(1000);
    let total = 0;
    const heap = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const read = async (url: string) => {
      const reader = (await call(api, path(url))).body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.length;
      }
    };
    await read(urls[0]!);
    const before = heap();
    for (const url of urls) await read(url);
    expect(total).toBeGreaterThan(1000 * 2_400_000);
    // 2.5 GB went through; what stays is the few shared design bodies, never one per image.
    expect(heap() - before).toBeLessThan(80 * 1024 * 1024);
  }, 60_000);

  it('adds N orders with images to one shop, newest first, by the DevApi object or the dev tools route', async () => {
    const shop = await shopNamed(c, TAOBAO_SHOP);
    const added = api.orders.add({ shopId: shop.id, count: 30 });
    expect(added).toHaveLength(30);
    const page = await allOrders(c, `&shopId=${shop.id}`);
    expect(page.slice(0, 30).map((order) => order.id)).toEqual(added.map((order) => order.id));
    const images = imagesOf(added);
    expect(images).toHaveLength(30);
    for (const { info } of images) {
      expect(info.creditDeducted).toBe(false);
      expect(info.customizedImageUrl).not.toBe('');
    }
    expect((await call(api, path(images[29]!.info.customizedImageUrl))).status).toBe(200);

    const response = await call(api, '/api/__dev/orders', { method: 'POST', body: { shopName: TAOBAO_SHOP, count: 3, imagesPerOrder: 5 } });
    expect(response.status).toBe(200);
    const { orderIds } = (await response.json()) as { orderIds: string[] };
    const three = (await allOrders(c)).slice(0, 3);
    expect(three.map((order) => order.id).sort()).toEqual([...orderIds].sort());
    expect(imagesOf(three)).toHaveLength(15);
    expect(three[0]!.orderItems.map((item) => parseCustomizationContent(item.customizationInfo?.content)!.length)).toEqual([3, 2]);
    for (const bad of [{ shopName: TAOBAO_SHOP, count: 0 }, { shopName: TAOBAO_SHOP, count: 1, imagesPerOrder: 10 }, { shopName: '无此店', count: 1 }, { shopName: TAOBAO_SHOP, count: 1, username: 'demo:运营' }]) {
      expect((await call(api, '/api/__dev/orders', { method: 'POST', body: bad })).status).toBe(400);
    }
  });
});
