// 打印治具 (production sheets §1): the seeded jigs and the A3's drawing, a grid jig made through a refusal, an
// SVG jig read from a file and a hostile one refused, newshop's empty state, a stale save from another tab,
// the jigs kept in the browser (with export and import) when the service does not know the routes, and the
// screen at 1024 × 640.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Jig } from '../../contract/jigTypes';
import { callDevApi as api } from '../support/devApiCalls';
import { HOSTILE_SVGS, jigSvg, pocketsSvg } from '../support/jigSvgs';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { arrived } from './held';
import { loseNextReply } from './lostReply';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const PATH = '/api/print_jigs';
const SCREEN = '/app/print_jigs';
const KEPT_IN_BROWSER = '服务器暂不支持保存打印治具，治具已保存在本浏览器中（仅当前账号可见）；更换浏览器或清除浏览器数据前，请先导出备份。';

async function openJigs(page: Page, url: string, account?: { username: string; password: string }): Promise<void> {
  await openSignedIn(page, url, SCREEN, account);
  await page.locator('.jig-list').waitFor();
}

const rows = (page: Page) => page.locator('.jig-list tbody tr');
const row = (page: Page, name: string) => page.locator('.jig-list tbody tr', { has: page.getByRole('button', { name, exact: true }) });
const cells = async (page: Page, name: string) => (await row(page, name).locator('td').allTextContents()).map((text) => text.trim());
const formModal = (page: Page) => page.locator('.jig-form-modal');
const numbersIn = (page: Page, scope: string) => page.locator(`${scope} .jig-slot-number`).allTextContents();
const posts = () => arrived(e2e.server, 'POST', /^\/api\/print_jigs$/);

/** Fills the form's number box labelled `label`. */
async function fill(page: Page, label: string, value: string): Promise<void> {
  const box = formModal(page).locator('.arco-form-item', { has: page.getByText(label, { exact: true }) }).locator('input');
  await box.fill(value);
}

/** 新建治具 with a name, the grid's numbers typed in the order given. */
async function newGridJig(page: Page, name: string, grid: Array<[string, string]>): Promise<void> {
  await page.getByRole('button', { name: '新建治具' }).first().click();
  await formModal(page).getByText('新建治具').first().waitFor();
  await formModal(page).getByPlaceholder('例如：A3 六格治具').fill(name);
  for (const [label, value] of grid) await fill(page, label, value);
}

const FOUR_SLOTS: Array<[string, string]> = [
  ['列数', '2'],
  ['行数', '2'],
  ['首个槽位左边距（mm）', '10'],
  ['首个槽位上边距（mm）', '10'],
  ['槽位宽度（mm）', '120'],
  ['槽位高度（mm）', '180'],
  ['横向间距（mm）', '130'],
  ['纵向间距（mm）', '200'],
];

describe('打印治具', () => {
  it('shows demo’s three seeded jigs, and the A3 jig drawn with its six numbered slots', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url);
    await expect.poll(() => rows(page).count(), POLL).toBe(3);
    expect((await cells(page, 'A3 六格治具')).slice(0, 6)).toEqual(['A3 六格治具', '网格', '297 × 420 mm', '6', '300 dpi', '0 mm']);
    expect((await cells(page, '400×600 八格治具')).slice(0, 4)).toEqual(['400×600 八格治具', 'SVG', '400 × 600 mm', '8']);
    expect((await cells(page, 'UV-DTF 胶片 600')).slice(0, 4)).toEqual(['UV-DTF 胶片 600', '胶片', '600 × 1000 mm', '自动排列']);
    await page.getByText('预览：A3 六格治具').first().waitFor();
    expect(await numbersIn(page, '.jig-preview')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(await page.locator('.jig-preview svg').getAttribute('aria-label')).toBe('A3 六格治具的示意图，共6个槽位');

    // The SVG jig's turned pocket is marked.
    await row(page, '400×600 八格治具').getByRole('button', { name: '400×600 八格治具' }).click();
    await page.getByText('预览：400×600 八格治具').first().waitFor();
    expect(await page.locator('.jig-preview .jig-slot[data-slot="8"] .jig-slot-rotation').textContent()).toBe('R90');
    expect(await page.locator('.jig-preview .jig-slot-rotation').count()).toBe(1);
    expect(await page.getByText(KEPT_IN_BROWSER).count()).toBe(0);
  });

  it('makes a grid jig: an overlapping pitch is refused in the form and sends nothing, the drawing follows each number', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url);
    await rows(page).first().waitFor();
    await newGridJig(page, '两列治具', [...FOUR_SLOTS.slice(0, 6), ['横向间距（mm）', '100'], ['纵向间距（mm）', '200']]);
    const modal = formModal(page);
    await modal.locator('.arco-form-message', { hasText: '横向间距不能小于槽位宽度，否则相邻槽位会重叠' }).waitFor();
    await modal.locator('.jig-form-problem', { hasText: '横向间距不能小于槽位宽度，否则相邻槽位会重叠' }).waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await networkSettled(e2e);
    expect(posts()).toBe(0);

    // Fixed: the drawing shows the four slots at once, numbered across then down.
    await fill(page, '横向间距（mm）', '130');
    await expect.poll(() => numbersIn(page, '.jig-form-drawing'), POLL).toEqual(['1', '2', '3', '4']);
    expect(await modal.locator('.jig-form-problem').count()).toBe(0);
    // An offset that pushes the second column off the bed is named by its slots.
    await fill(page, '首个槽位左边距（mm）', '50');
    await modal.locator('.jig-form-problem', { hasText: '槽位2超出治具范围' }).waitFor();
    await fill(page, '首个槽位左边距（mm）', '10');
    await expect.poll(() => modal.locator('.jig-form-problem').count(), POLL).toBe(0);

    // Slot 2 turned and mirrored, through its row of the settings table.
    await modal.getByRole('combobox', { name: '槽位2旋转' }).click();
    await page.locator('.arco-select-popup:visible').getByText('90°', { exact: true }).click();
    await modal.getByLabel('槽位2镜像').check();

    const toasts = await recordToasts(page);
    await modal.getByRole('button', { name: '保存' }).dblclick();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(toasts).toContain('新建成功');
    await networkSettled(e2e);
    expect(posts()).toBe(1);
    const made = (await api<Jig[]>(server, 'GET', PATH)).find((jig) => jig.name === '两列治具')!;
    expect(made.slots.map(({ xMm, yMm, rotation, mirror }) => [xMm, yMm, rotation, mirror])).toEqual([
      [10, 10, 0, false],
      [140, 10, 90, true],
      [10, 210, 0, false],
      [140, 210, 0, false],
    ]);
    expect(made).toMatchObject({ widthMm: 297, heightMm: 420, bleedMm: 1.5, dpi: 300, cutLines: true });
    await expect.poll(() => numbersIn(page, '.jig-preview'), POLL).toEqual(['1', '2', '3', '4']);
    await page.locator('.jig-preview .jig-slot[data-slot="2"] .jig-slot-mirror').getByText('镜像').waitFor();
  });

  it('reads an SVG jig from a file, and refuses one with a script or without S-shapes, saying why', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url);
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: '新建治具' }).first().click();
    const modal = formModal(page);
    await modal.getByPlaceholder('例如：A3 六格治具').fill('八格模板');
    await modal.getByText('SVG', { exact: true }).click();
    const file = modal.locator('input[type=file]');

    const script = HOSTILE_SVGS.find((hostile) => hostile.what === 'a script')!;
    await file.setInputFiles({ name: '坏.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(script.svg) });
    await modal.locator('.jig-svg-refusal', { hasText: 'SVG 含有脚本，出于安全原因不能读取' }).waitFor();
    await file.setInputFiles({ name: '空.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(jigSvg('<rect id="pocket" width="10" height="10"/>')) });
    await modal.locator('.jig-svg-refusal', { hasText: 'SVG 中没有槽位' }).waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await networkSettled(e2e);
    expect(posts()).toBe(0);

    await file.setInputFiles({ name: '八格.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(pocketsSvg()) });
    await modal.getByText('八格.svg：8 个槽位，400 × 600 mm').waitFor();
    expect(await modal.locator('.jig-svg-refusal').count()).toBe(0);
    // The size follows the SVG: 400 × 600 is a preset.
    expect(await modal.locator('.jig-field-widthMm input').inputValue()).toBe('400');
    await expect.poll(() => numbersIn(page, '.jig-form-drawing'), POLL).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // Its pockets are drawn by their outlines, not as markup of the file.
    expect(await modal.locator('.jig-form-drawing path.jig-slot-outline').count()).toBe(8);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.waitFor({ state: 'hidden' });
    const made = (await api<Jig[]>(server, 'GET', PATH)).find((jig) => jig.name === '八格模板')!;
    expect(made).toMatchObject({ kind: 'svg', svgFileName: '八格.svg', widthMm: 400, heightMm: 600 });
    expect(made.slots[0]).toMatchObject({ number: 1, xMm: 30, yMm: 20, widthMm: 150, heightMm: 120 });
    await expect.poll(async () => (await cells(page, '八格模板')).slice(1, 4), POLL).toEqual(['SVG', '400 × 600 mm', '8']);
  });

  it('gives newshop an empty list that says how to make a jig', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url, { username: 'newshop', password: 'new1234' });
    const empty = page.locator('.jig-empty');
    await empty.getByText('还没有打印治具。新建一个网格治具', { exact: false }).waitFor();
    await empty.getByRole('button', { name: '新建治具' }).waitFor();
    await empty.getByRole('button', { name: '从 SVG 新建' }).click();
    // The form opens on SVG, its file picker ready.
    await formModal(page).getByRole('button', { name: '选择 SVG 文件' }).waitFor();
    expect(await page.locator('.jig-preview').count()).toBe(0);
  });

  it('refuses a save made from a jig another tab has saved since, and says so', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url);
    await row(page, 'A3 六格治具').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑治具').waitFor();
    await fill(page, '分辨率（dpi）', '600');

    // Another tab saves the jig meanwhile.
    const [a3] = await api<Jig[]>(server, 'GET', PATH);
    const { id: _id, updatedAt, ...fields } = a3!;
    await api(server, 'PUT', `${PATH}/${a3!.id}`, { ...fields, bleedMm: 2, baseUpdatedAt: updatedAt });

    await modal.getByRole('button', { name: '保存' }).click();
    const conflict = page.locator('.save-conflict-modal');
    await conflict.getByText('该治具已在其他页面修改过，当前内容不是最新版本。', { exact: false }).waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    await conflict.getByRole('button', { name: '继续编辑' }).click();
    await conflict.waitFor({ state: 'hidden' });
    expect((await api<Jig[]>(server, 'GET', PATH))[0]).toMatchObject({ bleedMm: 2, dpi: 300 });
    expect(await modal.isVisible()).toBe(true);
  });

  it('saved again after the reply of an edit was lost, saves: no conflict with its own first save', async () => {
    const { page, server } = e2e;
    await openJigs(page, server.url);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith(`${PATH}/`)) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // The edit reaches the API and is done; its reply is lost on the way back (a dropped connection).
    await loseNextReply(page, `**${PATH}/*`, 'PUT');
    await row(page, 'A3 六格治具').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑治具').waitFor();
    await fill(page, '分辨率（dpi）', '600');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText('请检查您的网络设置，请求发送失败！').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect((await api<Jig[]>(server, 'GET', PATH))[0]).toMatchObject({ dpi: 600 });

    // The merchant saves again: the same change, answered with what the first one saved.
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(await page.locator('.save-conflict-modal').count()).toBe(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api<Jig[]>(server, 'GET', PATH))[0]).toMatchObject({ dpi: 600 });
  });

  it('keeps the jigs in this browser, per account, when the service does not know the routes: says so, exports and imports them', async () => {
    const { page, server } = e2e;
    const seeded = await api<Jig[]>(server, 'GET', PATH);
    // A service without the extension: 404 UNKNOWN_ROUTE for every method of its paths.
    // No file picker: the export comes as a download, which the test reads.
    await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker);
    server.devApi.faults.add({ path: `${PATH}*`, status: 404, body: { traceId: 't-jigs', code: 'UNKNOWN_ROUTE', message: `接口不存在: ${PATH}` } });
    await openJigs(page, server.url);
    await page.getByText(KEPT_IN_BROWSER, { exact: false }).waitFor();
    await page.locator('.jig-empty').waitFor();

    await newGridJig(page, '本机治具', FOUR_SLOTS);
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await formModal(page).waitFor({ state: 'hidden' });
    await expect.poll(async () => (await cells(page, '本机治具')).slice(1, 4), POLL).toEqual(['网格', '297 × 420 mm', '4']);
    expect(await page.locator('.network-error-modal').count()).toBe(0);

    // Kept across a reload, in this browser.
    await page.reload();
    await page.getByText(KEPT_IN_BROWSER, { exact: false }).waitFor();
    await row(page, '本机治具').waitFor();

    // 导出 writes a JSON file of the account's jigs.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^打印治具_demo_\d{8}\.json$/);
    const path = join(mkdtempSync(join(tmpdir(), 'jigs-')), 'jigs.json');
    await saved.saveAs(path);
    const exported = JSON.parse(readFileSync(path, 'utf8')) as { jigs: Jig[] };
    expect(exported.jigs.map((jig) => [jig.name, jig.slots.length])).toEqual([['本机治具', 4]]);

    // Deleted, then 导入 brings it back; imported again beside it, it is added as a copy, never replacing it.
    await row(page, '本机治具').getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal').getByRole('button', { name: '删除' }).click();
    await page.locator('.jig-empty').waitFor();
    const importFile = page.locator('input[type=file][accept*="json"]');
    await importFile.setInputFiles(path);
    await row(page, '本机治具').waitFor();
    const toasts = await recordToasts(page);
    await importFile.setInputFiles(path);
    await row(page, '本机治具（导入）').waitFor();
    await expect.poll(toasts).toContain('已导入 1 个治具，其中 1 个与已有治具同名，已在名称后加“（导入）”');
    expect(await rows(page).count()).toBe(2);

    // A file that is no export of jigs is refused with the reason, and nothing is added.
    await importFile.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'pcc-print-jigs', jigs: [{ ...exported.jigs[0], dpi: 99 }] })) });
    await expect.poll(toasts).toContain('导入失败：第 1 个治具：分辨率不能小于150dpi');
    expect(await rows(page).count()).toBe(2);

    // Another account in the same browser reads none of them.
    await openJigs(page, server.url, { username: 'tbtest_audit', password: 'audit1234' });
    await page.getByText(KEPT_IN_BROWSER, { exact: false }).waitFor();
    await page.locator('.jig-empty').waitFor();

    // The service's jigs were never touched.
    server.devApi.faults.clear();
    expect(await api<Jig[]>(server, 'GET', PATH)).toEqual(seeded);
  });

  it('fits a 1024 × 640 window: the list and the drawing, the form’s fields, drawing and 保存', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openJigs(page, server.url);
    await expect.poll(() => numbersIn(page, '.jig-preview'), POLL).toHaveLength(6);
    await page.screenshot({ path: join(mkdtempSync(join(tmpdir(), 'jigs-shot-')), 'list.png') });
    // Each row's actions in the window, the table scrolling sideways under them if it must.
    for (const action of ['编辑', '复制', '删除']) {
      const box = (await row(page, 'A3 六格治具').getByRole('button', { name: action }).boundingBox())!;
      expect(box.x + box.width, action).toBeLessThanOrEqual(1024);
    }
    await row(page, 'A3 六格治具').getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await expect.poll(() => numbersIn(page, '.jig-form-drawing'), POLL).toHaveLength(6);
    const shot = join(mkdtempSync(join(tmpdir(), 'jigs-shot-')), 'form.png');
    await page.screenshot({ path: shot });
    process.stdout.write(`jig form screenshot: ${shot}\n`);
    for (const target of [modal.getByPlaceholder('例如：A3 六格治具'), modal.locator('.jig-form-drawing svg'), modal.getByRole('button', { name: '保存' })]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
    }
  });
});
