import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  HEAVY_WAIT_MS,
  loginAs,
  logInThroughForm,
  networkSettled,
  openSignedIn,
  recordToken,
  runClockUntil,
  signIn,
  useConsole,
} from './fixtures';

const e2e = useConsole();
const PNG = readFileSync(join(__dirname, '../../fixtures/samples/phone-case.png'));
const pngFile = { name: 'phone-case.png', mimeType: 'image/png', buffer: PNG };

async function uploadAndWait(scope: Page | FrameLocator): Promise<string> {
  await scope.getByTestId('upload-input').setInputFiles(pngFile);
  const fileId = await scope.getByTestId('uploaded-file-id').innerText();
  const image = scope.locator('.upload-preview img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
    .toBe(120);
  return fileId;
}

async function openHostSimulator(page: Page, baseUrl: string): Promise<FrameLocator> {
  await openSignedIn(page, baseUrl, '/__qianniu/');
  const plugin = page.frameLocator('#plugin');
  await plugin.getByText('运行环境：千牛').waitFor();
  return plugin;
}

describe('browser adapter', () => {
  it('uploads through the three-step flow, and the dev API holds the very bytes that display', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByText('运行环境：浏览器').waitFor();
    const fileId = await uploadAndWait(page);
    const stored = server.devApi.files.get(fileId);
    expect(stored?.status).toBe('uploaded');
    expect(Buffer.from(stored!.bytes).equals(PNG)).toBe(true);
    expect(server.requests).toEqual(
      expect.arrayContaining(['POST /api/files/upload_form', 'POST /api/files/storage', 'POST /api/files/upload_result']),
    );
  });

  it('reports 上传失败 with status and body when the storage POST fails, and tells upload_result', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    server.devApi.faults.add({ method: 'POST', path: '/api/files/storage', status: 413, body: { message: '文件过大' }, times: 1 });
    await page.getByTestId('upload-input').setInputFiles(pngFile);
    await page.locator('.upload-card').getByText(/^上传失败: 413 .*文件过大/).waitFor();
    expect(server.requests).toContain('POST /api/files/upload_result');
  });

  it('adds a fault from 平台调试 with a typed delay, rounded to whole milliseconds as the dev API takes them', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByLabel('接口路径').fill('/api/phone_brands');
    await page.getByLabel('延迟(ms)').fill('1.5');
    await page.getByRole('button', { name: '添加故障' }).click();
    await page.getByText('故障已添加').waitFor();
    expect(await page.getByLabel('延迟(ms)').inputValue()).toBe('2');
    expect(server.devApi.faults.list()).toEqual([expect.objectContaining({ path: '/api/phone_brands', latencyMs: 2 })]);
  });

  it('says 当前可能不是千牛环境 for a marketplace call outside the client', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByRole('button', { name: '调用' }).click();
    await page.getByText('当前可能不是千牛环境').waitFor();
  });
});

describe('mock adapter', () => {
  it('logs in, uploads and displays with no request reaching /api', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url, 'demo', 'demo1234', '?adapter=mock');
    await page.goto(`${server.url}/app/platform`);
    await page.getByText('运行环境：模拟').waitFor();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    await uploadAndWait(page);
    await page.getByRole('button', { name: '调用' }).click();
    await page.getByTestId('marketplace-result').getByText('壳美定制旗舰店').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.includes('/api/'))).toEqual([]);
  });

  it('replays a recorded fixture: its answers win over the dev API, still with no request to /api', async () => {
    const { page, server } = e2e;
    // The dev API would refuse this token; the recorded /api/users/me answers instead. A mock tab keeps its
    // session apart from the browser's (src/lib/tokenCookie.ts scopeSessionTo).
    await e2e.context.addCookies([{ name: '_token_.mock', value: 'not-a-dev-token', url: server.url }]);
    await recordToken(e2e.context, server.url, 'not-a-dev-token', '.mock');
    await page.goto(`${server.url}/app/platform?adapter=mock&fixture=qianniu-platform`);
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    await page.getByRole('button', { name: '调用' }).click();
    await page.getByTestId('marketplace-result').getByText('2200781234567').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.includes('/api/'))).toEqual([]);
  });

  it('opened in a second tab, neither ends nor replaces the session of the tab on the service', async () => {
    const { page, server, context } = e2e;
    await openSignedIn(page, server.url, '/app/setting');
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    const mockTab = await context.newPage();
    // The in-page dev API knows no token of the service's: the mock tab asks for a login of its own.
    await mockTab.goto(`${server.url}/app/setting?adapter=mock`);
    await mockTab.getByPlaceholder('用户名').waitFor();
    await page.reload();
    await page.getByText('运行环境：浏览器').waitFor();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    // Signed in on the mock, the other tab is told of no switch and still calls the service as before.
    await logInThroughForm(mockTab, server.url, 'tbtest_audit', 'audit1234');
    await mockTab.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    await page.reload();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(page.url()).toContain('/app/setting');
    await mockTab.close();
  });

  it('says so when the named fixture does not exist', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/app/platform?adapter=mock&fixture=nope`);
    await page.getByText('找不到录制文件 nope').waitFor();
  });
});

describe('qianniu adapter under the host simulator', () => {
  it('uploads through the bridge into the cloud store and registers the file with the admin API', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    const fileId = await uploadAndWait(plugin);
    const registered = server.devApi.files.get(fileId);
    expect(registered?.url).toMatch(/\/api\/__dev\/cloud_files\//);
    expect(server.requests).toContain('POST /api/__dev/cloud_files');
    expect(server.requests).toContain('POST /api/files/taobao');
  });

  it('answers a marketplace call from fixtures', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    await plugin.getByRole('button', { name: '调用' }).click();
    await plugin.getByTestId('marketplace-result').getByText('壳美定制旗舰店').waitFor();
  });

  it('shows 千牛数据返回超时 when the host drops its replies', async () => {
    const { page, server } = e2e;
    // The call's 10 s (CALL_TIMEOUT_MS) run on the page's clock rather than waited out.
    await page.clock.install();
    const plugin = await openHostSimulator(page, server.url);
    await page.locator('#drop').check();
    await plugin.getByRole('button', { name: '调用' }).click();
    await runClockUntil(page, plugin.getByText('千牛数据返回超时'));
  });

  it('shows 返回数据发生错误，请联系客服 for a reply of the wrong shape', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    await page.locator('#malformed').check();
    await plugin.getByRole('button', { name: '读取配置' }).click();
    await plugin.getByText('返回数据发生错误，请联系客服').waitFor();
  });

  it('saves a file through the client, which the simulator turns into a download', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    const download = page.waitForEvent('download');
    await plugin.getByRole('button', { name: '保存一个文本文件' }).click();
    expect((await download).suggestedFilename()).toBe('测试文件.txt');
    await plugin.getByText('保存成功').waitFor();
  });

  it('runs the mini-program’s own host code: the saved file is what the console sent, and no temporary file stays', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    const download = page.waitForEvent('download');
    await plugin.getByRole('button', { name: '保存一个文本文件' }).click();
    const saved = readFileSync((await (await download).path())!, 'utf8');
    expect(saved.startsWith('保存一个文本文件\n')).toBe(true);
    await plugin.getByText('保存成功').waitFor();
    await page.getByTestId('host-state').getByText('进行中的传输：0 · 临时文件：0').waitFor();
  });

  it('says a file is too large for the client’s temporary space under its caps, and keeps nothing of it', async () => {
    const { page, server } = e2e;
    const plugin = await openHostSimulator(page, server.url);
    await page.locator('#fs-cap').check();
    const large = { name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 7) };
    await plugin.getByTestId('upload-input').setInputFiles(large, { timeout: HEAVY_WAIT_MS });
    await plugin.locator('.upload-card .arco-alert').getByText(/文件超过千牛临时空间的上限/).waitFor({ timeout: HEAVY_WAIT_MS });
    await page.getByTestId('host-state').getByText('进行中的传输：0 · 临时文件：0').waitFor();
    expect(server.requests).not.toContain('POST /api/__dev/cloud_files');
    // A file within the caps still goes through.
    await uploadAndWait(plugin);
    await page.getByTestId('host-state').getByText('进行中的传输：0 · 临时文件：0').waitFor();
  });

  it('marks the adapter unusable with 当前可能不是千牛环境 when no host answers', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    // The hello goes unanswered for 3 s of page time, run on the page's clock rather than waited out.
    await page.clock.install();
    await page.goto(`${server.url}/app/platform?adapter=qianniu`);
    await runClockUntil(page, page.getByText('运行环境：千牛（不可用）'));
    await page.locator('.arco-badge-status-text', { hasText: '当前可能不是千牛环境' }).waitFor();
  });
});
