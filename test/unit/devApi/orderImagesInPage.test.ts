// @vitest-environment happy-dom
// Under the mock adapter the dev API runs in the page: the console fetches an order image through
// adapter.fetchFile, which hands /api/ paths to the in-page dev API (no server, no Node module), the
// signed print address's query included.
import { describe, expect, it } from 'vitest';
import { createMockAdapter } from '../../../adapters/mock';
import type { AdminFilesPort } from '../../../adapters/types';
import { imagesOf } from './orderHelpers';
import type { CustomizedImageRecord, OrderPage } from '../../../contract/orders';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';

describe('order images in the page', () => {
  it('reach the console through the mock adapter’s fetchFile', async () => {
    const adapter = createMockAdapter({ files: {} as AdminFilesPort });
    // Signed in as the console signs in: the adapter's own dev API hands out the token.
    const { username, password } = DEV_ACCOUNTS.merchant;
    const login = await adapter.apiFetch(
      new Request(new URL('/api/users/login', location.href), { method: 'POST', body: JSON.stringify({ username, password }), headers: { 'content-type': 'application/json' } }),
    );
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await adapter.apiFetch(new Request(new URL('/api/orders?pageSize=100', location.href), { headers }));
    const image = imagesOf(((await list.json()) as OrderPage).items).find((candidate) => candidate.info.creditDeducted && candidate.info.customizedImageUrl)!;
    expect(image.info.customizedImageUrl).toMatch(/^\/api\/order_images\//);
    const lookup = await adapter.apiFetch(
      new Request(new URL('/api/orders/customized_images', location.href), { method: 'POST', headers, body: JSON.stringify({ orderIds: [image.order.id] }) }),
    );
    const [record] = (await lookup.json()) as CustomizedImageRecord[];
    const print = record!.customizedImageUrls.find((entry) => entry.orderItemId === image.itemId && entry.infoIndex === image.infoIndex)!;
    expect(print.customizedImageUrl).toMatch(/^\/api\/order_images\/.*\/print\.png\?expires=\d+&token=/);
    expect((await adapter.fetchFile(print.customizedImageUrl.replace(/\?.*/, ''))).status).toBe(403);
    const response = await adapter.fetchFile(print.customizedImageUrl);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(1, 4), (byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(bytes.length).toBe(Number(response.headers.get('content-length')));
    expect(bytes.length).toBeGreaterThan(2_400_000);
  });
});
