// A buyer's design is read by no address that can be guessed (ROUTES.md "Order images"): for each image the
// order content names (the display rendition, the effect image, a thumbnail of either), an anonymous request
// and another account's request at the plain path, or with a key altered or borrowed, meet the same 404 as an
// image that does not exist; the owner's address, as GET /api/orders hands it out, opens it with no token at
// all (an <img> sends none), the same address on every read, until the dev API is reset. The print file keeps
// its 403 for every unsigned request, existing or not.
import { beforeEach, describe, expect, it } from 'vitest';
import { type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { thumbnailUrl, type PhoneCaseCustomizationInfo } from '../../../contract/orders';
import { client, merchantToken } from './catalogueHelpers';
import { BASE, call, errorOf } from './helpers';
import { allOrders, fixedApi, imagesOf, NOW, printPathOf, type ImageOf } from './orderHelpers';
import { TAOBAO_SHOP } from './shopHelpers';

const HOUR = 60 * 60 * 1000;

interface Kind {
  name: string;
  /** The address the content gives for it (keyed), as the console puts it in an <img>. */
  signed(info: PhoneCaseCustomizationInfo): string;
}

const KINDS: Kind[] = [
  { name: 'the customized image (display rendition)', signed: (info) => info.customizedImageUrl },
  { name: 'the effect image', signed: (info) => info.previewImageUrl },
  { name: 'the customized image’s thumbnail', signed: (info) => thumbnailUrl(info.customizedImageUrl) },
  { name: 'the effect image’s thumbnail', signed: (info) => thumbnailUrl(info.previewImageUrl) },
];

const pathOf = (url: string) => url.slice(BASE.length);
/** The address without its key: what anyone could write from the ids (the old address). */
const unsigned = (url: string) => pathOf(url).replace(/[?&]key=[^&]*/, '').replace(/^([^?]*)&/, '$1?');
const withKey = (url: string, key: string) => pathOf(url).replace(/([?&]key=)[^&]*/, `$1${key}`);

describe('dev API order images: no address can be guessed', () => {
  let api: DevApi;
  let now: number;
  let image: ImageOf;
  beforeEach(async () => {
    now = NOW;
    api = fixedApi(() => now);
    image = imagesOf(await allOrders(client(api))).find(({ info }) => info.customizedImageUrl !== '' && info.previewImageUrl !== '')!;
  });

  const auditToken = () => api.tokens.issue(DEV_ACCOUNTS.audit.username);

  async function expectNotFound(path: string, token?: string): Promise<void> {
    const response = await call(api, path, { token });
    expect(response.status, path).toBe(404);
    expect(response.headers.get('content-type'), path).not.toBe('image/png');
    expect((await errorOf(response)).code, path).toBe('FILE_NOT_FOUND');
  }

  it.each(KINDS)('opens $name at the owner’s address, with no token, as an <img> asks; the same address on every read', async (kind) => {
    const url = kind.signed(image.info);
    expect(url).toMatch(/\?key=[0-9a-f]{64}(&x-oss-process=.*)?$/);
    const response = await call(api, pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // A day later the list gives the same address, so the <img> it shows is not loaded again.
    now += 24 * HOUR;
    const [again] = imagesOf(await allOrders(client(api), `&originalId=${image.order.originalId}`)).filter((candidate) => candidate.itemId === image.itemId && candidate.infoIndex === image.infoIndex);
    expect(kind.signed(again!.info)).toBe(url);
    expect((await call(api, pathOf(url))).status).toBe(200);
  });

  it.each(KINDS)('answers 404 to a guessed address of $name: anonymous, another account, the owner’s own session', async (kind) => {
    const guessed = unsigned(kind.signed(image.info));
    expect(guessed).toMatch(/^\/api\/order_images\/\d+\/\d+\/\d\/(customized|preview)\.png(\?x-oss-process=.*)?$/);
    await expectNotFound(guessed);
    await expectNotFound(guessed, auditToken());
    // Not even the owner's bearer token stands in for the signature: the address alone decides.
    await expectNotFound(guessed, merchantToken(api));
  });

  it.each(KINDS)('answers 404 to an altered, borrowed, padded or pre-reset key of $name', async (kind) => {
    const url = kind.signed(image.info);
    const key = new URL(url).searchParams.get('key')!;
    await expectNotFound(withKey(url, (key[0] === 'a' ? 'b' : 'a') + key.slice(1)));
    await expectNotFound(withKey(url, key.toUpperCase()));
    await expectNotFound(`${pathOf(url)}&x=1`);
    // Another account's own image keys its own path only.
    const [theirs] = imagesOf(api.orders.add({ shopName: TAOBAO_SHOP, count: 1, username: DEV_ACCOUNTS.audit.username }));
    const theirKey = new URL(kind.signed(theirs!.info)).searchParams.get('key')!;
    await expectNotFound(withKey(url, theirKey), auditToken());
    // The key opens no other image of the same info: not the print file, not the other rendition.
    expect((await call(api, `${printPathOf(image)}?key=${key}`)).status).toBe(403);
    const other = /customized\.png/.test(url) ? unsigned(url).replace('customized.png', 'preview.png') : unsigned(url).replace('preview.png', 'customized.png');
    await expectNotFound(`${other}${other.includes('?') ? '&' : '?'}key=${key}`);
    api.reset();
    await expectNotFound(pathOf(url));
  });

  it('tells an image that exists from one that does not by nothing: the same 404 body', async () => {
    const exists = unsigned(image.info.previewImageUrl);
    const missing = exists.replace(/\/\d+\/preview\.png$/, '/9/preview.png');
    const unknownOrder = `/api/order_images/999999/999998/0/preview.png`;
    const bodies = await Promise.all(
      [exists, missing, unknownOrder].map(async (path) => {
        const response = await call(api, path, { token: auditToken() });
        const { code, message } = await errorOf(response);
        return { status: response.status, code, message };
      }),
    );
    expect(bodies).toEqual([bodies[2], bodies[2], { status: 404, code: 'FILE_NOT_FOUND', message: '图片不存在' }]);
  });

  it('keeps the print file’s one answer, 403, for every unsigned request, whether the image exists or not', async () => {
    for (const path of [printPathOf(image), '/api/order_images/999999/999998/0/print.png']) {
      for (const token of [undefined, auditToken()]) {
        const response = await call(api, path, { token });
        expect(response.status, path).toBe(403);
        expect((await errorOf(response)).code).toBe('FORBIDDEN');
      }
    }
  });
});
