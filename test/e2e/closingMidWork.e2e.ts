import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, letGoAny, releaseHeld } from './held';

const e2e = useConsole();

/**
 * Closing the upload wizard, the import wizard or a batch while it runs asks first and
 * says what finished and what did not; leaving or reloading the page meanwhile is warned.
 * The work's calls are held at the dev API, so it is surely still running when the test closes it;
 * after 停止并关闭 the test lets them go, and anything the stopped run still sent would reach the server.
 */
const question = (page: Page) => page.locator('.arco-modal', { hasText: '任务仍在进行' });

/** Whether the page would ask before unloading now (the browser shows its own dialog for a real reload). */
const unloadWarns = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('closing mid-work', () => {
  it('the asset upload wizard asks first, goes on after 继续, and after 停止并关闭 says what finished', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    expect(await unloadWarns(page)).toBe(false);

    hold(server, { method: 'POST', path: '/api/files/*' });
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([pngUpload('one.png', casePng(100, 200)), pngUpload('two.png', casePng(100, 200))]);
    await wizard.locator('.upload-wizard-progress').waitFor();
    expect(await unloadWarns(page)).toBe(true);

    await wizard.locator('.arco-modal-close-icon').click();
    await question(page).getByText('已完成 0 个，未完成 2 个。关闭将停止未完成的部分。').waitFor();
    await question(page).getByText('未完成：one.png、two.png').waitFor();
    await question(page).getByRole('button', { name: '继续' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await wizard.locator('.upload-wizard-progress').isVisible()).toBe(true);

    await wizard.locator('.arco-modal-close-icon').click();
    await question(page).getByRole('button', { name: '停止并关闭' }).click();
    letGoAny(server);
    await wizard.waitFor({ state: 'hidden' });
    await page.getByText('已停止：完成 0 个，未完成 2 个').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_assets'))).toEqual([]);
    expect(await unloadWarns(page)).toBe(false);
  });

  it('names the first ten unfinished files and how many more, so the question fits a 1024 × 640 window', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    hold(server, { method: 'POST', path: '/api/files/*' });
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    const files = Array.from({ length: 40 }, (_, i) => pngUpload(`素材文件-${String(i + 1).padStart(2, '0')}.png`, casePng(20, 40)));
    await wizard.getByTestId('asset-files').setInputFiles(files);
    await wizard.locator('.upload-wizard-progress').waitFor();
    await wizard.locator('.arco-modal-close-icon').click();
    const names = files.slice(0, 10).map((file) => file.name).join('、');
    await question(page).getByText(`未完成：${names} 等，另有 30 个`).waitFor();
    const stop = question(page).getByRole('button', { name: '停止并关闭' });
    const box = (await stop.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await stop.click();
    letGoAny(server);
    await wizard.waitFor({ state: 'hidden' });
  });

  it('the import wizard lists the catalogue entries it created for files that were then stopped', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    await page.getByRole('button', { name: '一键导入线框图' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('import-files').setInputFiles([pngUpload('一加-一加 12-透明软壳-磨砂黑-前景图.png', casePng(100, 210))]);
    await wizard.getByRole('button', { name: '确认导入' }).waitFor();
    hold(server, { method: 'POST', path: '/api/files/*' });
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await wizard.locator('.upload-wizard-progress').waitFor();
    expect(await unloadWarns(page)).toBe(true);

    await wizard.locator('.arco-modal-close-icon').click();
    await question(page).getByText('已完成 0 个，未完成 1 个', { exact: false }).waitFor();
    const created = '导入已新建、但其文件未完成的目录项：品牌「一加」、型号「一加 一加 12」';
    await question(page).getByText(created).waitFor();
    await question(page).getByRole('button', { name: '停止并关闭' }).click();
    letGoAny(server);
    const summary = page.locator('.arco-modal', { hasText: '已停止：完成 0 个，未完成 1 个' });
    await summary.getByText(created).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => /^POST \/api\/phone_case_(wireframes|skus)/.test(r))).toEqual([]);
    expect(await unloadWarns(page)).toBe(false);
  });

  it('the import wizard asks before closing while it creates missing entries, and names the ones it made', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    await page.getByRole('button', { name: '一键导入线框图' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('import-files').setInputFiles([pngUpload('一加-一加 12-透明软壳-磨砂黑-前景图.png', casePng(100, 210))]);
    await wizard.getByRole('button', { name: '确认导入' }).waitFor();
    hold(server, { method: 'POST', path: '/api/phone_brands' });
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await expect.poll(() => server.requests.filter((r) => r === 'POST /api/phone_brands').length).toBe(1);
    expect(await unloadWarns(page)).toBe(true);

    await wizard.locator('.arco-modal-close-icon').click();
    await question(page).getByText('正在新建缺少的品牌、型号、材质和颜色，线框图尚未开始上传。关闭将停止导入。').waitFor();
    await question(page).getByRole('button', { name: '停止并关闭' }).click();
    // The brand's call was already sent: once answered it is made, and named; nothing after it is.
    await releaseHeld(server);
    const summary = page.locator('.arco-modal', { hasText: '已停止导入：线框图均未上传' });
    await summary.getByText('导入已新建、但其文件未完成的目录项：品牌「一加」').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => /^POST \/api\/(phone_brands\/[^/]+\/phone_models|files\/upload_form|phone_case_wireframes)/.test(r))).toEqual([]);
    expect(await unloadWarns(page)).toBe(false);
  });

  it('批量修改打印区域 asks before closing mid-batch and stops before the next wireframe', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    const cell = (text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
    const row = (material: string, color: string) =>
      page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(material) }).filter({ has: cell(color) });
    await row('透明软壳', '透明').locator('.arco-checkbox').click();
    await row('液态硅胶', '白色').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改打印区域' }).click();
    const modal = page.locator('.batch-print-area');
    for (const side of ['左', '右', '上', '下']) await modal.getByLabel(side, { exact: true }).fill('5');
    await networkSettled(e2e);
    hold(server, { method: 'PATCH', path: '/api/phone_case_wireframes/*' });
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('正在处理 0/2').waitFor();
    expect(await unloadWarns(page)).toBe(true);

    await modal.locator('.arco-modal-close-icon').click();
    await question(page).getByText('已完成 0 个，未完成 2 个。关闭将停止未完成的部分。').waitFor();
    await question(page).getByRole('button', { name: '停止并关闭' }).click();
    // The wireframe in flight is answered and counted; the next one is not started (no longer held, it would arrive).
    await releaseHeld(server);
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('已停止：完成 1 个，未完成 1 个').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toHaveLength(1);
    expect(await unloadWarns(page)).toBe(false);
  });

  it('the upload wizard offers 重新上传失败的文件 only for a failure a retry may fix', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    // A refusal of what was sent (400) would be refused again: nothing to retry.
    server.devApi.faults.add({ method: 'POST', path: '/api/design_assets', status: 400, body: { message: '素材参数错误' }, times: 1 });
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([pngUpload('one.png', casePng(100, 200))]);
    await wizard.getByText('成功 0 个，失败 1 个').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await wizard.getByRole('button', { name: '完成' }).waitFor();
    expect(await wizard.getByRole('button', { name: '重新上传失败的文件' }).count()).toBe(0);
  });
});
