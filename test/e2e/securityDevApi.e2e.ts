// The dev API's attacks in a real Chromium: a page on another origin cannot drive the dev tools through
// the merchant's browser, and an SVG sticker with script uploaded through the library never runs it.
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { loginAs, openSignedIn, useConsole } from './fixtures';
import { callDevApi as api, uploadThroughDevApi } from '../support/devApiCalls';

const e2e = useConsole();
const EVIL = 'https://evil.example';
const MARKER_BRAND = '攻击前新增的品牌';

const brandNames = async (server: ConsoleServer) => (await api<Array<{ name: string }>>(server, 'GET', '/api/phone_brands')).map((brand) => brand.name);

/** A public page on a foreign origin, served by the test, that posts to the dev tools the way any site could. */
async function attackFrom(page: Page, consoleUrl: string): Promise<string[]> {
  await page.route(`${EVIL}/attack.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title><p>nothing to see</p>' }),
  );
  await page.goto(`${EVIL}/attack.html`);
  return page.evaluate(async (target) => {
    const outcomes: string[] = [];
    const attacks: Array<[string, string]> = [
      ['/api/__dev/reset', ''],
      ['/api/__dev/faults', JSON.stringify({ path: '/api/*', hang: true })],
      ['/api/__dev/faults', JSON.stringify({ path: '/api/users/me', status: 500 })],
    ];
    // no-cors: a simple request (text/plain, no preflight) whose reply the page cannot read; it is
    // sent all the same, which is the attack. The fetch settles once the server has answered.
    for (const [path, body] of attacks) {
      const reply = await fetch(target + path, { method: 'POST', mode: 'no-cors', body });
      outcomes.push(`${path} ${reply.type}`);
    }
    return outcomes;
  }, consoleUrl);
}

describe('a page on another origin cannot drive /api/__dev/*', () => {
  it('sends no-cors POSTs to reset and faults, and nothing changes', async () => {
    const { page, server } = e2e;
    await api(server, 'POST', '/api/phone_brands', { name: MARKER_BRAND });
    expect(await brandNames(server)).toContain(MARKER_BRAND);

    const outcomes = await attackFrom(page, server.url);
    expect(outcomes).toEqual(['/api/__dev/reset opaque', '/api/__dev/faults opaque', '/api/__dev/faults opaque']);
    // They reached the server (the browser did not stop them): the dev API refused them itself.
    expect(server.requests.filter((request) => request.startsWith('POST /api/__dev/'))).toEqual([
      'POST /api/__dev/reset',
      'POST /api/__dev/faults',
      'POST /api/__dev/faults',
    ]);
    expect(server.devApi.faults.list()).toEqual([]);
    expect(await brandNames(server)).toContain(MARKER_BRAND);
  });

  it('still lets the console itself use the dev tools from its own origin', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const status = await page.evaluate(async () => {
      const added = await fetch('/api/__dev/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/users/me', status: 500, times: 1 }),
      });
      return added.status;
    });
    expect(status).toBe(200);
    expect(server.devApi.faults.list()).toEqual([{ path: '/api/users/me', status: 500, times: 1 }]);
  });
});

describe('an SVG sticker with script and outside links: the asset library refuses it, and sent to the dev API it never runs', () => {
  const PAYLOAD = [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="300"',
    ` onload="alert('onload'); document.title = 'pwned by onload'">`,
    `<script>alert('script'); document.title = 'pwned by script'; if (window.opener) window.opener.document.title = 'pwned opener';</script>`,
    `<a xlink:href="javascript:alert('link')"><rect width="300" height="300" fill-opacity="0"/></a>`,
    `<image href="https://evil.example/track.png" width="1" height="1"/>`,
    '<circle id="sticker-dot" cx="150" cy="150" r="100" fill="#f53f3f"/>',
    '</svg>',
  ].join('');

  it('is refused by 上传素材; uploaded directly, it shows in the library and opens its fileUrl as a page without a dialog or a title change', async () => {
    const { page, server, context } = e2e;
    const dialogs: string[] = [];
    // Any page of the context: the library, and the file opened on its own.
    context.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const foreignRequests: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(EVIL)) foreignRequests.push(request.url());
    });
    await context.route(`${EVIL}/**`, (route) => route.fulfill({ status: 404, body: '' }));

    await openSignedIn(page, server.url, '/app/design_assets/maps');
    await page.locator('.asset-card img').first().waitFor();
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByText('单个文件不超过 3M', { exact: false }).waitFor();
    await wizard.getByTestId('asset-files').setInputFiles([{ name: '恶意贴纸.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(PAYLOAD) }]);
    // The console refuses it at the door: its link and its image point outside the file (lib/canvasSafety.ts).
    await wizard.getByText('成功 0 个，失败 1 个').waitFor();
    await wizard.locator('tr', { hasText: '恶意贴纸.svg' }).getByText('SVG 引用了文件以外的图片或资源', { exact: false }).waitFor();
    await wizard.getByRole('button', { name: '完成' }).click();

    // Sent straight to the dev API, as another tool might: stored without its active parts.
    const [stickers] = await api<Array<{ id: string }>>(server, 'GET', '/api/design_asset_collections?type=2');
    const fileId = await uploadThroughDevApi(server, '恶意贴纸.svg', PAYLOAD, 'image/svg+xml', 1);
    await api(server, 'POST', '/api/design_assets', { type: 2, collectionId: stickers!.id, fileId, thumbnailFileId: null });
    const { items } = await api<{ items: Array<{ id: string; url: string; fileId: string }> }>(
      server,
      'GET',
      `/api/design_assets?collectionId=${stickers!.id}&pageNo=1&pageSize=500`,
    );
    const sticker = items.find((asset) => server.devApi.files.get(asset.fileId)?.fileName === '恶意贴纸.svg')!;
    expect(sticker).toBeDefined();
    // Still a picture: the sanitised file draws in an <img>.
    const drawn = await page.evaluate(
      (src) =>
        new Promise<number>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => reject(new Error(`did not load: ${src}`));
          image.src = src;
        }),
      sticker.url,
    );
    expect(drawn).toBe(300);

    const consoleTitle = await page.title();
    const fileUrl = new URL(sticker.url, server.url).href;
    // Opened from the console, so that a script would find the console as window.opener.
    const [opened] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), fileUrl)]);
    // 'load' is the settle signal: an SVG document's scripts and its onload have run by then.
    await opened.waitForLoadState('load');
    expect(opened.url()).toBe(fileUrl);
    expect(dialogs).toEqual([]);
    expect(await page.title()).toBe(consoleTitle);
    expect(await opened.title()).not.toMatch(/pwned/);
    expect(foreignRequests).toEqual([]);

    // What the browser was given: the sticker without its active parts, as an image that may run nothing.
    const served = await fetch(fileUrl);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const text = await served.text();
    expect(text).toContain('id="sticker-dot"');
    expect(text).not.toMatch(/script|onload|javascript:|foreignObject|evil\.example/);
  });
});
