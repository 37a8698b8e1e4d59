import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../contract/catalogue';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { useConsole } from './fixtures';
import { canvas, openDesigner } from './designerPage';

const e2e = useConsole();

const previewDrawer = (page: Page) => page.locator('.batch-preview-drawer');
const cards = (page: Page) => previewDrawer(page).locator('.batch-preview-card');
const card = (page: Page, name: string) => cards(page).filter({ has: page.locator('.batch-preview-name', { hasText: new RegExp(`^${name}$`) }) });

async function colorOf(server: ConsoleServer, materialName: string, colorName: string): Promise<string> {
  const materials = await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials');
  return materials.find((m) => m.name === materialName)!.colors.find((c) => c.name === colorName)!.id;
}

async function modelOf(server: ConsoleServer, brandName: string, modelName: string): Promise<PhoneModel> {
  const brand = (await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands')).find((b) => b.name === brandName)!;
  return (await callDevApi<PhoneModel[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`)).find((m) => m.name === modelName)!;
}

/** The designer at 1024 × 640, the size a seller shrinks the plugin to. */
async function openNarrow(page: Page, server: ConsoleServer, template: string, layers: number): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 640 });
  await openDesigner(page, server, template, layers);
}

async function choose(page: Page, select: 'material' | 'color', option: string): Promise<void> {
  await previewDrawer(page).locator(`.batch-preview-${select}`).click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(option, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
}

/** The colour a drawn card shows at a point of the design (its 500 × 1044 canvas stretched over the card). */
async function pixelAt(page: Page, selector: string, x: number, y: number): Promise<number[]> {
  return page.locator(selector).evaluate(
    (element, [x, y]) => {
      const target = element as HTMLCanvasElement;
      const px = Math.floor((x / 500) * target.width);
      const py = Math.floor((y / 1044) * target.height);
      return Array.from(target.getContext('2d')!.getImageData(px, py, 1, 1).data);
    },
    [x, y] as const,
  );
}

/** How many distinct colours a canvas holds (sampled): a blank one has one. */
async function colours(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const target = element as HTMLCanvasElement;
    const data = target.getContext('2d')!.getImageData(0, 0, target.width, target.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });
}

describe('批量预览', () => {
  it('asks for a material and colour, then draws the unsaved design over every model of the colour, lazily, and opens one large', async () => {
    const { page, server } = e2e;
    const white = await colorOf(server, '液态硅胶', '白色');
    // A model with a SKU in the colour and no wireframe, and enough models that most start off screen.
    const plus = await modelOf(server, '苹果', 'iPhone 15 Plus');
    await callDevApi(server, 'POST', '/api/phone_case_skus', { phoneModelId: plus.id, materialColorId: white, enabled: true });
    await callDevApi(server, 'POST', '/api/__dev/preview_models', { materialColorId: white, count: 40 });

    await openNarrow(page, server, '蜜桃爱心', 3);
    // Unsaved: the top layer (the star sticker) is deleted before the preview opens.
    await page.locator('.designer-layer-row').first().click();
    await page.keyboard.press('Delete');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('2');

    await page.locator('.designer-batch-preview').click();
    await previewDrawer(page).getByText('请选择材质颜色').waitFor();
    // The keys go to the drawer once it is open, not to the page under it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.batch-preview-drawer') != null)).toBe(true);
    // The drawer comes from the left.
    await expect.poll(async () => (await previewDrawer(page).boundingBox())?.x).toBe(0);
    expect((await previewDrawer(page).boundingBox())!.width).toBeLessThan(1024);
    await choose(page, 'material', '液态硅胶');
    await previewDrawer(page).getByText('请选择材质颜色').waitFor();
    await choose(page, 'color', '白色');
    await previewDrawer(page).getByText('共 46 个机型').waitFor();
    expect((await cards(page).locator('.batch-preview-name').allInnerTexts()).slice(0, 6)).toEqual([
      'iPhone 15 Pro Max',
      'iPhone 15 Pro',
      'iPhone 15',
      'iPhone 15 Plus',
      'Mate 60 Pro',
      'Mate 60',
    ]);

    const first = card(page, 'iPhone 15 Pro Max');
    await expect.poll(() => first.getAttribute('data-state')).toBe('drawn');
    const firstCanvas = '.batch-preview-card >> nth=0 >> canvas';
    expect(await colours(page, firstCanvas)).toBeGreaterThan(20);
    // The design is the one on screen, not the saved one: where the deleted star was, the peach background
    // shows, as it does beside it at the same height (the gradient runs top to bottom).
    const peach = await pixelAt(page, firstCanvas, 150, 735);
    const whereTheStarWas = await pixelAt(page, firstCanvas, 375, 735);
    expect(whereTheStarWas.map((value, i) => Math.abs(value - peach[i]!)).every((difference) => difference < 40)).toBe(true);
    // Outside the print area the card is dimmed: the top margin is darker than the inside below it.
    const margin = await pixelAt(page, firstCanvas, 250, 12);
    expect(margin[0]! + margin[1]! + margin[2]!).toBeLessThan(peach[0]! + peach[1]! + peach[2]!);

    await expect.poll(() => card(page, 'iPhone 15 Plus').getAttribute('data-state')).toBe('noWireframe');
    await card(page, 'iPhone 15 Plus').getByText('当前机型没有线框图').waitFor();

    // Lazy: the last cards are not drawn until they scroll into view.
    const last = card(page, '测试机型 40');
    expect(await last.getAttribute('data-state')).toBe('waiting');
    const drawnBefore = await previewDrawer(page).locator('.batch-preview-card[data-state="drawn"]').count();
    expect(drawnBefore).toBeLessThan(46);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('data-state')).toBe('drawn');

    await last.locator('.batch-preview-box').click();
    const large = page.locator('.batch-preview-large');
    await large.locator('.arco-modal-title', { hasText: '测试机型 40' }).waitFor();
    await expect.poll(() => large.locator('.batch-preview-large-body').getAttribute('data-state')).toBe('drawn');
    expect(await colours(page, '.batch-preview-large-canvas')).toBeGreaterThan(20);
    // Measured once the dialog's zoom-in has ended: during it the box is scaled down.
    await expect.poll(async () => (await large.locator('canvas').boundingBox())?.height ?? 0).toBeGreaterThan(400);
    // Escape closes the large view, then the batch preview, and leaves the designer open with its work.
    await page.keyboard.press('Escape');
    // Unmounted once it has faded out: an Escape during the fade belongs to the closing dialog.
    await large.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await expect.poll(() => previewDrawer(page).isVisible()).toBe(false);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('2');
    // The same key neither closes the designer nor asks about its unsaved work.
    expect(await page.locator('.designer-close-modal:visible').count()).toBe(0);
    expect(await page.locator('.designer-drawer').isVisible()).toBe(true);
  });

  it('says 当前机型没有线框图 when the model opened large has none, and a colour without models says so', async () => {
    const { page, server } = e2e;
    const white = await colorOf(server, '液态硅胶', '白色');
    await callDevApi(server, 'POST', '/api/__dev/preview_models', { materialColorId: white, count: 1, withoutWireframe: 1 });
    await openNarrow(page, server, '星空物语', 3);
    await page.locator('.designer-batch-preview').click();
    await choose(page, 'material', '液态硅胶');
    await choose(page, 'color', '白色');
    const bare = card(page, '测试机型 1');
    await bare.getByText('当前机型没有线框图').waitFor();
    await bare.locator('.batch-preview-box').click();
    await page.locator('.batch-preview-large').getByText('当前机型没有线框图').waitFor();
    await page.locator('.batch-preview-large .arco-modal-close-icon').click();
    await expect.poll(() => page.locator('.batch-preview-large').isVisible()).toBe(false);

    // Another material asks for its colour again; 浅粉 has no SKU at all.
    await choose(page, 'material', '钢化玻璃');
    await previewDrawer(page).getByText('请选择材质颜色').waitFor();
    await choose(page, 'material', '液态硅胶');
    await choose(page, 'color', '浅粉');
    await previewDrawer(page).getByText('该材质颜色下还没有机型').waitFor();
  });

  it('shows 机型加载失败 with 重试 when the lookup fails, and the cards after a retry', async () => {
    const { page, server } = e2e;
    await openNarrow(page, server, '蜜桃爱心', 3);
    await page.locator('.designer-batch-preview').click();
    await choose(page, 'material', '透明软壳');
    await callDevApi(server, 'POST', '/api/__dev/faults', { path: '/api/phone_case_skus', method: 'GET', status: 500, times: 1 });
    await choose(page, 'color', '透明');
    await previewDrawer(page).getByText('机型加载失败').waitFor();
    // The API client's error modal said why; closing it leaves the drawer's own state.
    const errorModal = page.locator('.network-error-modal');
    await errorModal.getByText('/api/phone_case_skus').waitFor();
    await errorModal.getByRole('button', { name: '知道了' }).click();
    await errorModal.waitFor({ state: 'detached' });
    await previewDrawer(page).getByRole('button', { name: '重试' }).click();
    await previewDrawer(page).getByText('共 3 个机型').waitFor();
    await expect.poll(() => card(page, 'Mate 60 Pro').getAttribute('data-state')).toBe('drawn');
  });
});
