// Through the dev server (nodeMiddleware), as the end-to-end tests and the benchmark fetch them: an order
// image streams with its length at its signed address and only there, a fault fails it once, and the
// payment page takes its form post.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { createNodeMiddleware } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import type { PaymentForm } from '../../../contract/credits';
import { decodePng } from './pngChunks';
import { imagesOf } from './orderHelpers';

describe('order images and payment over HTTP', () => {
  let server: Server;
  let origin: string;
  let api: DevApi;
  beforeEach(async () => {
    let middleware: ReturnType<typeof createNodeMiddleware> | undefined;
    server = createServer((req, res) => middleware!(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    api = createDevApi({ origin });
    middleware = createNodeMiddleware(api);
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses the print file to a plain request with no signature, paid or not', async () => {
    const [paid, unpaid] = imagesOf([...api.orders.add({ shopName: '壳美抖音小店', count: 1, charged: true }), ...api.orders.add({ shopName: '壳美抖音小店', count: 1 })]);
    for (const image of [paid!, unpaid!]) {
      const response = await fetch(`${origin}/api/order_images/${image.order.id}/${image.itemId}/${image.infoIndex}/print.png`);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).not.toBe('image/png');
      // The content's address: a display rendition of at most 400 px, whoever asks.
      const shown = await fetch(image.info.customizedImageUrl);
      expect(shown.status).toBe(200);
      expect(decodePng(new Uint8Array(await shown.arrayBuffer()))).toMatchObject({ width: 200, height: 400 });
    }
  });

  it('streams a print file with its Content-Length, and fails it once when told to', async () => {
    const [order] = api.orders.add({ shopName: '壳美抖音小店', count: 1, charged: true });
    const url = api.orders.lookup([order!.id])[0]!.customizedImageUrls[0]!.customizedImageUrl;
    expect(url.startsWith(origin)).toBe(true);
    api.faults.add({ method: 'GET', path: new URL(url).pathname, status: 503, times: 1 });
    expect((await fetch(url)).status).toBe(503);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(decodePng(bytes).phys).toEqual({ x: 11811, y: 11811, unit: 1 });
  });

  it('takes the payment page’s form post and redirects to the result page', async () => {
    const headers = { authorization: `Bearer ${api.tokens.issue(DEV_ACCOUNTS.merchant.username)}` };
    const form = (await (await fetch(`${origin}/api/account_credits/payment_form?credits=1000`, { headers })).json()) as PaymentForm;
    const action = /action="([^"]+)"/.exec(form.paymentForm)![1]!;
    const token = /name="token" value="([^"]+)"/.exec(form.paymentForm)![1]!;
    const paid = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ token, action: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/app/payment_result?rechargeRecordId=${form.rechargeRecordId}`);
    const credits = (await (await fetch(`${origin}/api/account_credits/current`, { headers })).json()) as { credits: number };
    expect(credits.credits).toBe(4000);
  });
});
