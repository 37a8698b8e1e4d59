import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkSettled, openSignedIn, signIn, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';

const e2e = useConsole();

/**
 * Every list of the console, when its load fails, shows 列表加载失败 with 重试 instead of
 * an empty list or rows that look like data; 重试 then shows the real list.
 */
interface ListCase {
  name: string;
  url: string;
  /** The list call to fail once. */
  fault: string;
  /** What the loaded list shows: one per row, card or tab. */
  items: string;
  /** Texts a failed list must not show as if they were data. */
  notShown?: string[];
}

const CASES: ListCase[] = [
  { name: '品牌列表', url: '/app/phone_brand_model/brand', fault: '/api/phone_brands', items: '.brand-tab tbody .drag-handle' },
  { name: '型号页的品牌', url: '/app/phone_brand_model/model', fault: '/api/phone_brands', items: '.brand-tabs .arco-tabs-header-title', notShown: ['请先新增品牌'] },
  { name: '型号列表', url: '/app/phone_brand_model/model', fault: '/api/phone_brands/*', items: '.model-list tbody .drag-handle', notShown: ['共 0 个型号'] },
  { name: '材质列表', url: '/app/phone_case_material/material', fault: '/api/phone_case_materials', items: '.material-tab tbody .drag-handle' },
  {
    name: '线框图的 SKU',
    url: '/app/phone_case_material/wireframe',
    fault: '/api/phone_case_skus',
    items: '.wireframe-tab tbody .arco-table-tr .arco-switch',
    notShown: ['未上传', '下架', '暂无数据'],
  },
  { name: '线框图的品牌与材质', url: '/app/phone_case_material/wireframe', fault: '/api/phone_case_materials', items: '.wireframe-tab tbody .arco-table-tr .arco-switch' },
  { name: '素材分组', url: '/app/design_assets/images', fault: '/api/design_asset_collections', items: '.asset-collection' },
  { name: '素材', url: '/app/design_assets/images', fault: '/api/design_assets', items: '.asset-grid li' },
  { name: '分组管理', url: '/app/design_assets/images/collection', fault: '/api/design_asset_collections', items: '.collection-screen tbody .drag-handle' },
  { name: '字体库', url: '/app/fonts', fault: '/api/shop_fonts', items: '.font-tab tbody .drag-handle' },
  { name: '文字颜色', url: '/app/fonts/colors', fault: '/api/shop_font_colors', items: '.text-color-tab tbody .drag-handle' },
  { name: '模板分组', url: '/app/design_template', fault: '/api/design_template_collections', items: '.template-tabs .arco-tabs-header-title', notShown: ['还没有模板分组'] },
  { name: '模板', url: '/app/design_template', fault: '/api/design_templates', items: '.template-card', notShown: ['共 0 个模板'] },
];

async function dismissErrorModal(page: Page): Promise<void> {
  const modal = page.locator('.network-error-modal');
  await modal.getByText('网络请求错误').waitFor();
  await modal.getByRole('button', { name: '知道了' }).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('a list that failed to load', () => {
  for (const list of CASES) {
    it(`${list.name}: 列表加载失败 with 重试, no rows, then the list after 重试`, async () => {
      const { page, server } = e2e;
      await signIn(page, server.url);
      server.devApi.faults.add({ method: 'GET', path: list.fault, status: 500, times: 1 });
      await page.goto(`${server.url}${list.url}`);
      const failed = page.getByRole('alert').filter({ hasText: '列表加载失败' });
      await failed.waitFor();
      await dismissErrorModal(page);
      expect(await page.locator(list.items).count()).toBe(0);
      for (const text of list.notShown ?? []) expect(await page.getByText(text, { exact: true }).count(), text).toBe(0);

      await failed.getByRole('button', { name: '重试' }).click();
      await page.locator(list.items).first().waitFor();
      expect(await failed.count()).toBe(0);
    });
  }

  it('设计器的机型预览: 列表加载失败 with 重试 instead of empty selects, then the brands', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_template');
    await page.locator('.template-card').first().waitFor();
    await networkSettled(e2e);
    server.devApi.faults.add({ method: 'GET', path: '/api/phone_brands', status: 500, times: 1 });
    await page.locator('.template-card').first().getByRole('button', { name: '编辑' }).click();
    const failed = page.locator('.designer-preview').getByRole('alert').filter({ hasText: '列表加载失败' });
    await failed.waitFor();
    await dismissErrorModal(page);
    expect(await page.locator('.designer-preview-brand').count()).toBe(0);
    await failed.getByRole('button', { name: '重试' }).click();
    await page.locator('.designer-preview-brand').waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('shows no 暂无数据 under the spinner of a slow first load', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    hold(server, { method: 'GET', path: '/api/shop_fonts', times: 1 });
    await page.goto(`${server.url}/app/fonts`);
    await page.locator('.font-tab .arco-spin-loading').waitFor();
    expect(await page.getByText('暂无数据').count()).toBe(0);
    await releaseHeld(server);
    await page.locator('.font-tab tbody .drag-handle').first().waitFor();
  });
});
