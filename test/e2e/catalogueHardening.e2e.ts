import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderFromLinks } from '../../src/lib/ordering';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { bmpBytes } from '../support/imageFixtures';
import { casePng, declaredOnlyPng, pngUpload } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';
import { MAX_IMAGE_SIDE } from '../../contract/imageUpload';
import { imageTooLarge } from '../../contract/imageUploadTexts';

const e2e = useConsole();
/** expect.poll gives up after 1 s by default; a reload after a sort can take longer on a busy machine. */
const POLL = { timeout: 10_000 };

interface Named {
  id: string;
  name: string;
  next: string | null;
}
interface Material extends Named {
  colors: Named[];
}
interface Sku {
  id: string;
  wireframeId: string | null;
  enabled: boolean;
}
interface Wireframe {
  id: string;
  width: number;
  height: number;
}

const brandsOf = async (server: ConsoleServer) => orderFromLinks(await callDevApi<Named[]>(server, 'GET', '/api/phone_brands'));

// ------------------------------------------------------------------------------------ the wireframes

const cell = (page: Page, text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
const wireframeRow = (page: Page, material: string, color: string) =>
  page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(page, material) }).filter({ has: cell(page, color) });

async function openWireframes(page: Page, baseUrl: string) {
  await openSignedIn(page, baseUrl, '/app/phone_case_material/wireframe');
  await wireframeRow(page, '透明软壳', '磨砂黑').waitFor();
}

/** The model in view and the 透明软壳 · 磨砂黑 colour: the seeded row without a SKU. */
async function frostedBlackTarget(page: Page, server: ConsoleServer) {
  const modelId = new URL(page.url()).searchParams.get('model')!;
  const materials = await callDevApi<Material[]>(server, 'GET', '/api/phone_case_materials');
  const material = materials.find((item) => item.name === '透明软壳')!;
  const color = material.colors.find((item) => item.name === '磨砂黑')!;
  const brandId = new URL(page.url()).searchParams.get('brand')!;
  return { brandId, modelId, materialId: material.id, colorId: color.id, skuId: `${modelId}-${color.id}` };
}

const viewBoxOnlySvg = (width: number, height: number) => ({
  name: 'fg.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="none" stroke="#165dff" stroke-width="4"/></svg>`,
  ),
});

describe('线框图表单: sizes and stale rows', () => {
  it('gives an SVG with only a viewBox its viewBox size, so a matching PNG background is accepted', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await wireframeRow(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(viewBoxOnlySvg(100, 200));
    await form.getByLabel('背景图', { exact: true }).setInputFiles(pngUpload('bg.png', casePng(100, 200)));
    await expect.poll(() => form.getByText('100 × 200').count()).toBe(2);
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    expect(await form.getByText('背景图宽高和前景图宽高必须相等').count()).toBe(0);

    const { skuId } = await frostedBlackTarget(page, server);
    const sku = await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${skuId}`);
    const wireframe = await callDevApi<Wireframe>(server, 'GET', `/api/phone_case_wireframes/${sku.wireframeId}`);
    expect([wireframe.width, wireframe.height]).toEqual([100, 200]);
  });

  it('refuses an image that declares more than 8192 px a side before decoding it', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await wireframeRow(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('bomb.png', declaredOnlyPng(20000, 20000)));
    await form.getByText(imageTooLarge(MAX_IMAGE_SIDE)).waitFor();
    expect(await form.locator('.image-slot img').count()).toBe(0);
  });

  it('binds the SKU another tab created meanwhile: no 409, no second SKU, no unbound wireframe', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    const target = await frostedBlackTarget(page, server);
    // Another tab: the SKU exists now, on shelf, with no wireframe; this tab's row still says 未上传.
    await callDevApi(server, 'POST', '/api/phone_case_skus', {
      phoneBrandId: target.brandId,
      phoneModelId: target.modelId,
      materialId: target.materialId,
      materialColorId: target.colorId,
      wireframeId: null,
      enabled: true,
    });
    server.requests.length = 0;
    await wireframeRow(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
    await form.getByText('100 × 200').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await form.waitFor({ state: 'detached' });
    await wireframeRow(page, '透明软壳', '磨砂黑').locator('.wireframe-thumb img').first().waitFor();
    await networkSettled(e2e);

    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(server.requests).toContain(`GET /api/phone_case_skus/${target.skuId}`);
    expect(server.requests.filter((r) => r === 'POST /api/phone_case_skus')).toEqual([]);
    expect(server.requests.filter((r) => r === 'POST /api/phone_case_wireframes')).toHaveLength(1);
    const sku = await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${target.skuId}`);
    expect(sku.wireframeId).toBeTruthy();
    // The other tab's shelf state is kept.
    expect(sku.enabled).toBe(true);
  });

  it('asks first, then on 覆盖保存 updates the wireframe another tab gave the SKU instead of leaving it unbound', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    const target = await frostedBlackTarget(page, server);
    // Another tab saved a wireframe for this row (seeded through the dev API, with a stored image).
    const skus = await callDevApi<Sku[]>(server, 'GET', `/api/phone_case_skus?phoneModelIds=${target.modelId}`);
    const seeded = await callDevApi<Wireframe & { layers: { fileId: string }[] }>(
      server,
      'GET',
      `/api/phone_case_wireframes/${skus.find((sku) => sku.wireframeId)!.wireframeId}`,
    );
    const other = await callDevApi<Wireframe>(server, 'POST', '/api/phone_case_wireframes', {
      width: seeded.width,
      height: seeded.height,
      foregroundImageFileId: seeded.layers[0]!.fileId,
      backgroundImageFileId: null,
      printAreaLeft: null,
      printAreaTop: null,
      printAreaRight: null,
      printAreaBottom: null,
    });
    await callDevApi(server, 'POST', '/api/phone_case_skus', {
      phoneBrandId: target.brandId,
      phoneModelId: target.modelId,
      materialId: target.materialId,
      materialColorId: target.colorId,
      wireframeId: other.id,
      enabled: false,
    });
    server.requests.length = 0;
    await wireframeRow(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(120, 240)));
    await form.getByText('120 × 240').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    // The row was loaded empty: replacing what another tab uploaded is the merchant's call.
    const dialog = page.locator('.save-conflict-modal');
    await dialog.getByText('线框图已在其他页面修改').waitFor();
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toEqual([]);
    await dialog.getByRole('button', { name: '覆盖保存' }).click();
    await page.getByText('操作成功').waitFor();
    await networkSettled(e2e);

    expect(server.requests.filter((r) => r === 'POST /api/phone_case_wireframes')).toEqual([]);
    expect(server.requests).toContain(`PATCH /api/phone_case_wireframes/${other.id}`);
    const sku = await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${target.skuId}`);
    expect(sku.wireframeId).toBe(other.id);
    const wireframe = await callDevApi<Wireframe>(server, 'GET', `/api/phone_case_wireframes/${other.id}`);
    expect([wireframe.width, wireframe.height]).toEqual([120, 240]);
  });

  it('says 请先新增品牌 on the wireframe tab when the shop has no brand', async () => {
    const { page, server } = e2e;
    for (const brand of await brandsOf(server)) await callDevApi(server, 'DELETE', `/api/phone_brands/${brand.id}`);
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    await page.locator('.wireframe-tab').getByText('请先新增品牌').waitFor();
    expect(await page.locator('.wireframe-tab').getByText('该品牌下还没有型号').count()).toBe(0);
  });
});

// -------------------------------------------------------------------------------------- the import

async function openImport(page: Page, baseUrl: string) {
  await openSignedIn(page, baseUrl, '/app/phone_case_material/wireframe');
  await page.getByRole('button', { name: '一键导入线框图' }).click();
  return page.locator('.upload-wizard');
}

describe('一键导入线框图: counts and order', () => {
  it('counts files: four badly named files are 不导入 4 张', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    await wizard.getByTestId('import-files').setInputFiles([
      pngUpload('a.png', casePng(10, 20)),
      pngUpload('苹果-iPhone 15.png', casePng(10, 20)),
      pngUpload('苹果-iPhone 15-透明软壳-前景图.png', casePng(10, 20)),
      pngUpload('苹果-iPhone 15-透明软壳-磨砂黑-正面.png', casePng(10, 20)),
      pngUpload('一加-一加 12-液态硅胶-白色-前景图.png', casePng(100, 210)),
      pngUpload('一加-一加 12-液态硅胶-白色-背景图.png', casePng(100, 210)),
    ]);
    const plan = wizard.getByTestId('import-plan');
    await plan.getByText('不导入 4 张').waitFor();
    await plan.getByText('将新建 2 张').waitFor();
    await plan.getByText('将更新 0 张').waitFor();
  });

  it('creates models in natural order: iPhone 2 before iPhone 10', async () => {
    const { page, server } = e2e;
    const wizard = await openImport(page, server.url);
    await wizard.getByTestId('import-files').setInputFiles([
      pngUpload('序号-iPhone 10-液态硅胶-白色-前景图.png', casePng(100, 210)),
      pngUpload('序号-iPhone 2-液态硅胶-白色-前景图.png', casePng(100, 210)),
      pngUpload('序号-iPhone 1-液态硅胶-白色-前景图.png', casePng(100, 210)),
    ]);
    await wizard.getByTestId('import-plan').getByText('将新建 3 张').waitFor();
    await wizard.getByRole('button', { name: '确认导入' }).click();
    await wizard.getByText('成功 3 个，失败 0 个').waitFor();
    const brand = (await brandsOf(server)).find((item) => item.name === '序号')!;
    const models = orderFromLinks(await callDevApi<Named[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`));
    expect(models.map((model) => model.name)).toEqual(['iPhone 1', 'iPhone 2', 'iPhone 10']);
  });
});

// ------------------------------------------------------------------------------------ design assets

describe('上传素材: formats', () => {
  it('refuses a format that is not listed with the format text, and bytes that are no image as 图片加载失败', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    server.requests.length = 0;
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([
      { name: 'flower.bmp', mimeType: 'image/bmp', buffer: Buffer.from(bmpBytes(20, 40)) },
      { name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from(bmpBytes(20, 40)) },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
      pngUpload('good.png', casePng(20, 40)),
    ]);
    await wizard.getByText('成功 1 个，失败 3 个').waitFor();
    const wrong = '文件格式不支持，仅支持 jpg、jpeg、png、gif、svg、webp';
    await wizard.locator('tr', { hasText: 'flower.bmp' }).getByText(wrong).waitFor();
    await wizard.locator('tr', { hasText: 'renamed.png' }).getByText(wrong).waitFor();
    // Bytes that are no image behind a listed name: a damaged image, as the designer's upload says it.
    await wizard.locator('tr', { hasText: 'notes.png' }).getByText('图片加载失败，请检查图片是否损坏').waitFor();
    // Only good.png and its thumbnail went up.
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(2);
  });

  it('refuses an image that declares more than 8192 px a side, uploads nothing for it, and offers no retry', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    server.requests.length = 0;
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([pngUpload('bomb.png', declaredOnlyPng(20000, 20000))]);
    await wizard.locator('tr', { hasText: 'bomb.png' }).getByText(imageTooLarge(MAX_IMAGE_SIDE)).waitFor();
    await wizard.getByText('成功 0 个，失败 1 个').waitFor();
    expect(await wizard.getByRole('button', { name: '重新上传失败的文件' }).count()).toBe(0);
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toEqual([]);
  });

  it('says why when no chosen file is left: 所选的文件不符合规范请检查 and the format', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([{ name: 'flower.bmp', mimeType: 'image/bmp', buffer: Buffer.from(bmpBytes(20, 40)) }]);
    await page.getByText('所选的文件不符合规范请检查：文件格式不支持，仅支持 jpg、jpeg、png、gif、svg、webp').waitFor();
  });
});

// -------------------------------------------------------------------------------------- drag-sort

const brandRow = (page: Page, name: string) => page.locator('.brand-tab tbody tr', { has: page.getByText(name, { exact: true }) });
const shownBrands = (page: Page) => page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts();

async function openBrands(page: Page, url: string): Promise<void> {
  await openSignedIn(page, url, '/app/phone_brand_model/brand');
  await brandRow(page, '苹果').waitFor();
}

describe('drag-sort while it saves', () => {
  it('shows the row where it was dropped and 正在保存排序… until the calls finish', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    hold(server, { method: 'PATCH', path: '/api/phone_brands/*', times: 1 });
    await brandRow(page, 'vivo').locator('.drag-handle').dragTo(brandRow(page, '苹果'));
    await page.locator('.brand-tab').getByText('正在保存排序…').waitFor();
    expect((await shownBrands(page)).slice(0, 6)).toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);
    await releaseHeld(server);
    await page.getByText('排序成功').waitFor();
    await page.locator('.brand-tab').getByText('正在保存排序…').waitFor({ state: 'detached' });
    expect((await shownBrands(page)).slice(0, 6)).toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);
    expect(await page.getByText('正在排序中，请稍后重试').count()).toBe(0);
  });

  it('reloads the true order and says so when a call fails part-way', async () => {
    const { page, server } = e2e;
    await openBrands(page, server.url);
    const xiaomi = (await brandsOf(server)).find((brand) => brand.name === '小米')!;
    // vivo to the top moves OPPO first, then 小米: that second call fails.
    server.devApi.faults.add({ method: 'PATCH', path: `/api/phone_brands/${xiaomi.id}/ordering`, status: 500, times: 1 });
    await brandRow(page, 'vivo').locator('.drag-handle').dragTo(brandRow(page, '苹果'));
    await page.getByText('排序未能全部保存，已重新加载当前顺序').waitFor();
    const truth = (await brandsOf(server)).map((brand) => brand.name);
    expect(truth.slice(0, 6)).not.toEqual(['vivo', '苹果', '华为', '小米', 'OPPO', '荣耀']);
    await expect.poll(() => shownBrands(page), POLL).toEqual(truth);
    expect(await page.getByText('排序成功').count()).toBe(0);
  });
});
