import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload, truncatedPng } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, letGoAny } from './held';

const e2e = useConsole();

async function openImport(page: Page, baseUrl: string) {
  await openSignedIn(page, baseUrl, '/app/phone_case_material/wireframe');
  await page.getByRole('button', { name: '一键导入线框图' }).click();
  return page.locator('.upload-wizard');
}

/** The wireframe and SKU writes the dev API received, from `from` on. */
const wireframeWrites = (requests: string[], from = 0) =>
  requests.slice(from).filter((r) => /^(POST|PATCH) \/api\/phone_case_(wireframes|skus)(\/|$|\?)/.test(r));

const resultRow = (page: Page, name: string | RegExp) => page.locator('.upload-wizard .arco-table-tr', { hasText: name });

describe('一键导入线框图', () => {
  it('imports the good groups of a folder and reports every bad file with its reason', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    await wizard.getByTestId('import-files').setInputFiles([
      // A new brand, model and colour, foreground and background.
      pngUpload('一加-一加 12-液态硅胶-白色-前景图.png', casePng(100, 210)),
      pngUpload('一加-一加 12-液态硅胶-白色-背景图.png', casePng(100, 210, [200, 200, 200])),
      // An existing model with no wireframe for this colour: a foreground alone.
      pngUpload('苹果-iPhone 15 Pro Max-透明软壳-磨砂黑-前景图.png', casePng(100, 210)),
      // Misnamed: six parts.
      pngUpload('小米-Redmi-K70-透明软壳-透明-前景图.png', casePng(100, 210)),
      // A third image in one group.
      pngUpload('华为-Mate 60-液态硅胶-白色-前景图.png', casePng(100, 210)),
      pngUpload('华为-Mate 60-液态硅胶-白色-背景图.png', casePng(100, 210)),
      pngUpload('华为-Mate 60-液态硅胶-白色-前景图.gif', casePng(100, 210)),
      // Sizes differ.
      pngUpload('小米-小米 14-透明软壳-透明-前景图.png', casePng(100, 210)),
      pngUpload('小米-小米 14-透明软壳-透明-背景图.png', casePng(90, 210)),
      // A damaged PNG alone.
      pngUpload('OPPO-Find X7-透明软壳-透明-前景图.png', truncatedPng(100, 210)),
    ]);
    const plan = wizard.getByTestId('import-plan');
    await plan.getByText('将新建 3 张').waitFor();
    await plan.getByText('不导入 7 张').waitFor();
    await wizard.locator('.import-rejections li', { hasText: '小米-Redmi-K70-透明软壳-透明-前景图.png' }).getByText('图片命名不符合规则').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST ') && !r.includes('/users/login'))).toEqual([]);

    await wizard.getByRole('button', { name: '确认导入' }).click();
    // The results count files, as the plan does: 3 imported, 7 not.
    await wizard.getByText('成功 3 个，失败 7 个').waitFor();
    await resultRow(page, '一加-一加 12-液态硅胶-白色-前景图.png').getByText('成功').waitFor();
    await resultRow(page, '苹果-iPhone 15 Pro Max-透明软壳-磨砂黑-前景图.png').getByText('成功').waitFor();
    await resultRow(page, 'Redmi-K70').getByText('图片命名不符合规则').waitFor();
    await resultRow(page, '华为-Mate 60').getByText('同一品牌型号材质颜色线框图最多只能上传2张哦~').waitFor();
    await resultRow(page, '小米-小米 14').getByText('当前添加的线框图前后景图片大小不一致或图片有问题，请检查，谢谢~').waitFor();
    await resultRow(page, 'OPPO-Find X7').getByText('当前添加的线框图图片有问题，请检查，谢谢~').waitFor();

    await wizard.getByRole('button', { name: '完成' }).click();
    await page.locator('.wireframe-tab .arco-tabs-header-title', { hasText: '一加' }).click();
    // The previous brand's table also has a 白色 row: wait for the new brand's model before looking.
    await page.locator('.screen-toolbar .arco-select-view-value', { hasText: '一加 12' }).waitFor();
    const imported = page
      .locator('.wireframe-tab .arco-table-tr')
      .filter({ has: page.locator('td', { hasText: /^液态硅胶$/ }) })
      .filter({ has: page.locator('td', { hasText: /^白色$/ }) });
    await expect.poll(() => imported.locator('.wireframe-thumb img').count()).toBe(2);
    // Three images uploaded, each once; three POSTs for the new brand, model and nothing else created.
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(3);
    expect(server.requests.filter((r) => r === 'POST /api/phone_brands')).toHaveLength(1);
  });

  it('retries only what failed, without sending an uploaded file again', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    // The first wireframe write fails once; its images are already uploaded by then.
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_case_wireframes', status: 500, times: 1 });
    await wizard.getByTestId('import-files').setInputFiles([
      pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-前景图.png', casePng(100, 210)),
    ]);
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await wizard.getByText('成功 0 个，失败 1 个').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await resultRow(page, 'iPhone 15-透明软壳').getByText('注入的故障 500').waitFor();
    await wizard.getByRole('button', { name: '重新上传失败的文件' }).click();
    await wizard.getByText('成功 1 个，失败 0 个').waitFor();
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(1);
  });

  it('closing during the upload stops the import, and it opens again on step 0', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    const files = [
      pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-前景图.png', casePng(100, 210)),
      pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-背景图.png', casePng(100, 210)),
    ];
    await wizard.getByTestId('import-files').setInputFiles(files);
    await wizard.getByRole('button', { name: '确认导入' }).waitFor();
    // The upload's calls are held: the close comes while the first is under way.
    hold(server, { method: 'POST', path: '/api/files/*' });
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await wizard.locator('.upload-wizard-progress').waitFor();
    // Progress in files, as the plan counts: one wireframe, two files.
    await wizard.locator('.upload-wizard-progress').getByText('0/2', { exact: true }).waitFor();
    // The foreground's first call has reached the server (the background goes after it): anything later is new.
    await expect.poll(() => server.requests.filter((r) => r === 'POST /api/files/upload_form').length).toBe(1);
    const atClose = server.requests.length;
    await wizard.locator('.arco-modal-close-icon').click();
    // Closing mid-run asks first.
    await page.locator('.arco-modal', { hasText: '任务仍在进行' }).getByRole('button', { name: '停止并关闭' }).click();
    await wizard.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '一键导入线框图' }).click();
    await wizard.locator('.arco-steps-item-process', { hasText: '说明' }).waitFor();
    await wizard.getByRole('button', { name: '选择图片' }).waitFor();
    expect(await wizard.locator('.upload-wizard-progress, .upload-wizard-summary, .arco-table').count()).toBe(0);
    // The abandoned upload is let go (unless the close aborted it) and nothing follows it: had the run gone
    // on, its next call (and in the end the wireframe writes) would reach the server before the network settles.
    letGoAny(server);
    await networkSettled(e2e);
    expect(wireframeWrites(server.requests)).toEqual([]);
    expect(server.requests.slice(atClose).filter((r) => r === 'POST /api/files/upload_form')).toEqual([]);
    // The old run settling did not close or change the reopened wizard.
    await wizard.locator('.arco-steps-item-process', { hasText: '说明' }).waitFor();
    expect(await wizard.locator('.upload-wizard-progress').count()).toBe(0);

    // The reopened wizard imports as usual.
    server.devApi.faults.clear();
    await wizard.getByTestId('import-files').setInputFiles(files);
    await wizard.getByRole('button', { name: '确认导入' }).click();
    // Two files, one wireframe.
    await wizard.getByText('成功 2 个，失败 0 个').waitFor();
    expect(wireframeWrites(server.requests).filter((r) => r === 'POST /api/phone_case_wireframes')).toHaveLength(1);
  });

  it('a retry after a failed SKU write updates the wireframe the first attempt created', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_case_skus', status: 500, times: 1 });
    await wizard.getByTestId('import-files').setInputFiles([pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-前景图.png', casePng(100, 210))]);
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await wizard.getByText('成功 0 个，失败 1 个').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await wizard.getByRole('button', { name: '重新上传失败的文件' }).click();
    await wizard.getByText('成功 1 个，失败 0 个').waitFor();
    const writes = wireframeWrites(server.requests);
    expect(writes.filter((r) => r === 'POST /api/phone_case_wireframes')).toHaveLength(1);
    expect(writes.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toHaveLength(1);
    expect(writes.filter((r) => r === 'POST /api/phone_case_skus')).toHaveLength(2);
  });

  it('says 获取数据发生错误 when the current catalogue cannot be read', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    server.devApi.faults.add({ method: 'GET', path: '/api/phone_brands', status: 500, times: 1 });
    await wizard.getByTestId('import-files').setInputFiles([pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-前景图.png', casePng(100, 210))]);
    await wizard.getByText('获取数据发生错误').waitFor();
  });
});

describe('线框图表单', () => {
  const cell = (page: Page, text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
  const row = (page: Page, material: string, color: string) =>
    page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(page, material) }).filter({ has: cell(page, color) });

  it('saved again after a failed SKU write, creates one wireframe, not two', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    await row(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
    await form.getByText('100 × 200').waitFor();
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_case_skus', status: 500, times: 1 });
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await page.locator('.network-error-modal').waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await row(page, '透明软壳', '磨砂黑').locator('.wireframe-thumb img').first().waitFor();

    const writes = wireframeWrites(server.requests);
    expect(writes.filter((r) => r === 'POST /api/phone_case_wireframes')).toHaveLength(1);
    expect(writes.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toHaveLength(1);
    expect(writes.filter((r) => r === 'POST /api/phone_case_skus')).toHaveLength(2);
    // The file went up once; the retry sent only the writes.
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(1);
  });
});
