// @vitest-environment happy-dom
// Under the mock adapter the dev API runs in the page: the console fetches an order image through
// adapter.fetchFile, which hands /api/ paths to the in-page dev API (no server, no Node module).
import { describe, expect, it } from 'vitest';
import { createMockAdapter } from '../../../adapters/mock';
import type { AdminFilesPort } from '../../../adapters/types';
import { imagesOf } from './orderHelpers';
import type { OrderPage } from '../../../contract/orders';
import { merchantToken } from './catalogueHelpers';

describe('order images in the page', () => {
  it('reach the console through the mock adapter’s fetchFile', async () => {
    const adapter = createMockAdapter({ files: {} as AdminFilesPort });
    const list = await adapter.apiFetch(new Request(new URL('/api/orders', location.href), { headers: { authorization: `Bearer ${merchantToken()}` } }));
    const [image] = imagesOf(((await list.json()) as OrderPage).items);
    expect(image!.info.customizedImageUrl).toMatch(/^\/api\/order_images\//);
    const response = await adapter.fetchFile(image!.info.customizedImageUrl);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(1, 4), (byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(bytes.length).toBe(Number(response.headers.get('content-length')));
  });
});
