// An order image's address tells nothing by how long its answer takes (ROUTES.md "Order images"): the proof
// (the key, the print signature) is computed and compared, in time that depends on its length only, whether
// or not the order and item it names exist, so a guessed pair of ids answers as slowly as a real one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as hmac from '../../../adapters/mock/devApi/http/hmac';
import type { DevApi } from '../../../adapters/mock/devApi';
import { client } from './catalogueHelpers';
import { BASE, call } from './helpers';
import { allOrders, fixedApi, imagesOf, NOW, printPathOf, type ImageOf } from './orderHelpers';

vi.mock('../../../adapters/mock/devApi/http/hmac', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../adapters/mock/devApi/http/hmac')>();
  return { ...actual, hmacSha256Hex: vi.fn(actual.hmacSha256Hex), sameSecret: vi.fn(actual.sameSecret) };
});

const WRONG = 'ab'.repeat(32);

describe('dev API order images: the same work for ids that exist and ids that do not', () => {
  let api: DevApi;
  let image: ImageOf;
  beforeEach(async () => {
    api = fixedApi();
    image = imagesOf(await allOrders(client(api))).find(({ info }) => info.customizedImageUrl !== '')!;
  });

  /** The status of a request and the HMACs and comparisons it made. */
  async function work(path: string): Promise<[number, number, number]> {
    vi.mocked(hmac.hmacSha256Hex).mockClear();
    vi.mocked(hmac.sameSecret).mockClear();
    const { status } = await call(api, path);
    return [status, vi.mocked(hmac.hmacSha256Hex).mock.calls.length, vi.mocked(hmac.sameSecret).mock.calls.length];
  }

  const missing = (path: string) => path.replace(`/${image.itemId}/`, '/987654321987/');

  it('checks a print file’s signature whether or not the order and item exist', async () => {
    const path = `${printPathOf(image)}?expires=${NOW + 60_000}&token=${WRONG}`;
    const existing = await work(path);
    expect(existing).toEqual([403, 1, 1]);
    expect(await work(missing(path))).toEqual(existing);
    expect(await work(path.replace(`/${image.order.id}/`, '/987654321987/'))).toEqual(existing);
  });

  it('checks a display or effect image’s key whether or not the order and item exist', async () => {
    const path = `${new URL(image.info.customizedImageUrl, BASE).pathname}?key=${WRONG}`;
    const existing = await work(path);
    expect(existing).toEqual([404, 1, 1]);
    expect(await work(missing(path))).toEqual(existing);
  });
});
