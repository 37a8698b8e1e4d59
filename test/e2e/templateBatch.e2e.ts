import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../contract/catalogue';
import type { DesignAssetCollection } from '../../contract/library';
import type { DesignTemplate, TemplateGroup, TemplateSummary } from '../../contract/templates';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';
import { canvas } from './designerPage';

const e2e = useConsole();

const BATCH = '/api/design_templates/batch_settings';
const cardNames = (page: Page) => page.locator('.template-card-name').allInnerTexts();
const card = (page: Page, name: string) => page.locator('.template-card', { has: page.getByText(name, { exact: true }) });
const modal = (page: Page) => page.locator('.template-batch-modal');
const batchPosts = (server: ConsoleServer) => server.requests.filter((request) => request.startsWith('POST') && request.includes(BATCH)).length;

async function hotTemplates(server: ConsoleServer): Promise<DesignTemplate[]> {
  const group = (await callDevApi<TemplateGroup[]>(server, 'GET', '/api/design_template_collections')).find((g) => g.name === '热门模板')!;
  const list = await callDevApi<TemplateSummary[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
  return Promise.all(list.map((template) => callDevApi<DesignTemplate>(server, 'GET', `/api/design_templates/${template.id}`)));
}

const byName = (templates: DesignTemplate[], name: string) => templates.find((template) => template.name === name)!;

async function openScreen(page: Page, server: ConsoleServer): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, '/app/design_template');
  await expect.poll(() => cardNames(page)).toEqual(['蜜桃爱心', '星空物语', '萌猫贴贴']);
}

/** Picks an option of an Arco select in the batch modal (or the designer) by its visible text. */
async function pick(page: Page, select: string, option: string): Promise<void> {
  await page.locator(select).click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(option, { exact: true }).click();
}

/**
 * Waits until no dropdown is open. A multiple select stays open after a pick: a click on `outside` (a
 * heading beside it) closes it; Escape would also close the modal or the designer's floating panel.
 */
async function closeDropdowns(page: Page, outside?: string): Promise<void> {
  if (outside) await page.locator(outside).first().click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
}

describe('批量设置', () => {
  it('applies product mode, bound collections and preview model to three templates in one call, once, then reloads the grid', async () => {
    const { page, server } = e2e;
    await openScreen(page, server);
    const toasts = await recordToasts(page);

    await page.getByRole('button', { name: '批量设置' }).click();
    await expect.poll(toasts).toContain('请至少选择一个设计模版');
    expect(await modal(page).count()).toBe(0);

    await page.locator('.template-select-all').click();
    await page.locator('.template-ticked-count', { hasText: '已选 3 个' }).waitFor();
    await page.getByRole('button', { name: '批量设置' }).click();
    await modal(page).getByText('批量设置（已选 3 个模板）').waitFor();

    // Nothing ticked to apply: said, and nothing sent.
    await modal(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('请至少选择一项要设置的内容');
    await modal(page).locator('.template-batch-apply', { hasText: '产品模式' }).click();
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).getByText('请选择产品模式').waitFor();
    await networkSettled(e2e);
    expect(batchPosts(server)).toBe(0);

    // The seller side's names for modes 1 to 5.
    await modal(page).locator('.template-batch-mode').click();
    expect(await page.locator('.arco-select-popup:visible .arco-select-option').allInnerTexts()).toEqual([
      '默认',
      '自由定制',
      '单个模板',
      '模板分组',
      '模板分组 + 自由定制',
    ]);
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('模板分组 + 自由定制', { exact: true }).click();
    await closeDropdowns(page);

    await modal(page).locator('.template-batch-apply', { hasText: '绑定素材分组' }).click();
    await pick(page, '.template-batch-modal .template-batch-collections', '表情');
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('节日', { exact: true }).click();
    await closeDropdowns(page, '.template-batch-modal .template-batch-hint');

    await modal(page).locator('.template-batch-apply', { hasText: '预览机型' }).click();
    await modal(page).locator('.template-batch-brand').click();
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('华为', { exact: true }).click();
    await closeDropdowns(page);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).getByText('请选择预览机型和材质颜色').waitFor();
    await pick(page, '.template-batch-modal .template-batch-model', 'Mate 60 Pro');
    await closeDropdowns(page);
    await modal(page).locator('.template-batch-color').click();
    // Only the colours the model has a SKU in.
    expect(await page.locator('.arco-select-popup:visible .arco-select-option').allInnerTexts()).toEqual([
      '透明软壳 / 透明',
      '液态硅胶 / 白色',
      '液态硅胶 / 黑色',
    ]);
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('液态硅胶 / 黑色', { exact: true }).click();
    await closeDropdowns(page);

    // A slow server and a double click: one call.
    hold(server, { method: 'POST', path: BATCH, times: 1 });
    await modal(page).getByRole('button', { name: '保存' }).dblclick();
    // Both clicks are in while the first is held: one call.
    await expect.poll(() => batchPosts(server)).toBe(1);
    await releaseHeld(server);
    await expect.poll(toasts).toContain('操作成功');
    await modal(page).waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(batchPosts(server)).toBe(1);

    const stored = await hotTemplates(server);
    const collections = [
      ...(await callDevApi<DesignAssetCollection[]>(server, 'GET', '/api/design_asset_collections?type=1')),
      ...(await callDevApi<DesignAssetCollection[]>(server, 'GET', '/api/design_asset_collections?type=2')),
    ];
    const idOf = (name: string) => collections.find((collection) => collection.name === name)!.id;
    const brand = (await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands')).find((b) => b.name === '华为')!;
    const mate = (await callDevApi<PhoneModel[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`)).find((m) => m.name === 'Mate 60 Pro')!;
    const black = (await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials'))
      .find((m) => m.name === '液态硅胶')!
      .colors.find((c) => c.name === '黑色')!;
    for (const template of stored) {
      expect(template.productMode).toBe(5);
      expect(template.boundDesignAssetCollectionIds).toEqual([idOf('表情'), idOf('节日')]);
      expect(template.previewPhoneModelId).toBe(mate.id);
      expect(template.previewMaterialColorId).toBe(black.id);
      expect(template.layers.length).toBeGreaterThan(0);
    }
    // The grid reloaded: each template was written, in the order ticked, so the newest write is now first.
    await expect.poll(() => cardNames(page)).toEqual(['萌猫贴贴', '星空物语', '蜜桃爱心']);
    // Each card says its product mode now.
    await expect.poll(() => page.locator('.template-card-mode').allInnerTexts()).toEqual(Array(3).fill('产品模式：模板分组 + 自由定制'));
    // The ticks are cleared.
    expect(await page.locator('.template-card-tick.arco-checkbox-checked').count()).toBe(0);
    expect(await page.locator('.template-ticked-count').count()).toBe(0);
  });

  it('changes only the ticked templates and only the ticked field', async () => {
    const { page, server } = e2e;
    const before = await hotTemplates(server);
    await openScreen(page, server);
    const toasts = await recordToasts(page);
    await card(page, '蜜桃爱心').locator('.template-card-tick').click();
    await card(page, '萌猫贴贴').locator('.template-card-tick').click();
    await page.locator('.template-ticked-count', { hasText: '已选 2 个' }).waitFor();
    await page.getByRole('button', { name: '批量设置' }).click();
    await modal(page).locator('.template-batch-apply', { hasText: '产品模式' }).click();
    await pick(page, '.template-batch-modal .template-batch-mode', '自由定制');
    await closeDropdowns(page);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('操作成功');
    await modal(page).waitFor({ state: 'detached' });

    await card(page, '蜜桃爱心').getByText('产品模式：自由定制').waitFor();
    expect(await card(page, '星空物语').locator('.template-card-mode').count()).toBe(0);
    const after = await hotTemplates(server);
    expect(byName(after, '蜜桃爱心').productMode).toBe(2);
    expect(byName(after, '萌猫贴贴').productMode).toBe(2);
    expect(byName(after, '星空物语')).toEqual(byName(before, '星空物语'));
    for (const name of ['蜜桃爱心', '萌猫贴贴']) {
      expect(byName(after, name).boundDesignAssetCollectionIds).toEqual(byName(before, name).boundDesignAssetCollectionIds);
      expect(byName(after, name).previewPhoneModelId).toBe(byName(before, name).previewPhoneModelId);
      expect(byName(after, name).layers).toEqual(byName(before, name).layers);
    }
  });

  it('a ticked template deleted in another tab: the call says so, its tick drops out, and 保存 again applies to the rest', async () => {
    const { page, server } = e2e;
    const before = await hotTemplates(server);
    await openScreen(page, server);
    await card(page, '蜜桃爱心').locator('.template-card-tick').click();
    await card(page, '萌猫贴贴').locator('.template-card-tick').click();
    await page.getByRole('button', { name: '批量设置' }).click();
    await modal(page).locator('.template-batch-apply', { hasText: '产品模式' }).click();
    await pick(page, '.template-batch-modal .template-batch-mode', '自由定制');
    await closeDropdowns(page);
    const cat = byName(before, '萌猫贴贴');
    await callDevApi(server, 'DELETE', `/api/design_templates/${cat.id}`);
    await modal(page).getByRole('button', { name: '保存' }).click();
    const errorModal = page.locator('.network-error-modal');
    await errorModal.getByText(`设计模板不存在: ${cat.id}`).waitFor();
    await errorModal.getByRole('button', { name: '知道了' }).click();
    // The grid without it, the dialog still open with the mode chosen, for the one template left.
    await card(page, '萌猫贴贴').waitFor({ state: 'detached' });
    await modal(page).getByText('批量设置（已选 1 个模板）').waitFor();
    await modal(page).locator('.template-batch-mode', { hasText: '自由定制' }).waitFor();
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await card(page, '蜜桃爱心').getByText('产品模式：自由定制').waitFor();
    expect(byName(await hotTemplates(server), '蜜桃爱心').productMode).toBe(2);
  });

  it('批量设置 whose only ticked template was deleted in another tab closes once the grid is read again', async () => {
    const { page, server } = e2e;
    const cat = byName(await hotTemplates(server), '萌猫贴贴');
    await openScreen(page, server);
    await card(page, '萌猫贴贴').locator('.template-card-tick').click();
    await page.getByRole('button', { name: '批量设置' }).click();
    await modal(page).locator('.template-batch-apply', { hasText: '产品模式' }).click();
    await pick(page, '.template-batch-modal .template-batch-mode', '自由定制');
    await closeDropdowns(page);
    await callDevApi(server, 'DELETE', `/api/design_templates/${cat.id}`);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText(`设计模板不存在: ${cat.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await card(page, '萌猫贴贴').waitFor({ state: 'detached' });
    await modal(page).waitFor({ state: 'detached' });
    expect(batchPosts(server)).toBe(1);
  });

  it('keeps the modal open with what was chosen when the call fails, and applies nothing', async () => {
    const { page, server } = e2e;
    const before = await hotTemplates(server);
    await openScreen(page, server);
    await page.locator('.template-select-all').click();
    await page.getByRole('button', { name: '批量设置' }).click();
    await modal(page).locator('.template-batch-apply', { hasText: '产品模式' }).click();
    await pick(page, '.template-batch-modal .template-batch-mode', '单个模板');
    await closeDropdowns(page);
    server.devApi.faults.add({ method: 'POST', path: BATCH, status: 500, times: 1 });
    await modal(page).getByRole('button', { name: '保存' }).click();
    const errorModal = page.locator('.network-error-modal');
    await errorModal.getByText(BATCH).waitFor();
    await errorModal.getByRole('button', { name: '知道了' }).click();
    await errorModal.waitFor({ state: 'detached' });
    await modal(page).locator('.template-batch-mode', { hasText: '单个模板' }).waitFor();
    expect(await hotTemplates(server)).toEqual(before);
    await page.locator('.template-ticked-count', { hasText: '已选 3 个' }).waitFor();
  });
});

/** The product mode of every draft kept in IndexedDB (a stored value with `layers`). */
async function draftModes(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const request = <T,>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const modes: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        for (const value of await request(db.transaction(store).objectStore(store).getAll())) {
          const draft = value as { layers?: unknown; productMode?: unknown } | null;
          if (Array.isArray(draft?.layers)) modes.push(draft.productMode);
        }
      }
      db.close();
    }
    return modes;
  });
}

describe('设计器 设置', () => {
  it('saves the product mode and bound collections with the template and shows them on reopening', async () => {
    const { page, server } = e2e;
    await openScreen(page, server);
    await card(page, '星空物语').locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await pick(page, '.designer-settings-mode', '模板分组');
    await closeDropdowns(page);
    await page.locator('.designer-settings-collections').click();
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('卡通', { exact: true }).click();
    await closeDropdowns(page, '.designer-settings .arco-form-label-item');
    await page.locator('.designer-settings').getByText('预览机型在顶部的机型选择器中设置，随模板保存。').waitFor();
    const toasts = await recordToasts(page);
    await page.locator('.designer-drawer').getByRole('button', { name: '保存' }).first().click();
    await expect.poll(toasts).toContain('保存成功');

    const saved = byName(await hotTemplates(server), '星空物语');
    expect(saved.productMode).toBe(4);
    const cartoon = (await callDevApi<DesignAssetCollection[]>(server, 'GET', '/api/design_asset_collections?type=1')).find((c) => c.name === '卡通')!;
    expect(saved.boundDesignAssetCollectionIds).toContain(cartoon.id);

    // Saved: closing asks nothing.
    await page.locator('.designer-drawer .arco-drawer-close-icon').click();
    await page.locator('.designer-drawer').waitFor({ state: 'detached' });
    await card(page, '星空物语').locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await page.locator('.designer-settings-mode', { hasText: '模板分组' }).waitFor();
    await page.locator('.designer-settings-collections', { hasText: '卡通' }).waitFor();
  });

  it('keeps an unsaved product mode in the draft, offered back after a reload', async () => {
    const { page, server } = e2e;
    await openScreen(page, server);
    await card(page, '萌猫贴贴').locator('.template-thumb').click();
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await pick(page, '.designer-settings-mode', '单个模板');
    await closeDropdowns(page);
    await expect.poll(() => draftModes(page)).toEqual([3]);
    await page.reload();
    await card(page, '萌猫贴贴').locator('.template-thumb').click();
    await page.locator('.designer-restore-modal').getByRole('button', { name: '恢复' }).click();
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await page.locator('.designer-settings-mode', { hasText: '单个模板' }).waitFor();
    // Restored, not saved.
    expect(byName(await hotTemplates(server), '萌猫贴贴').productMode).toBeNull();
  });

  it('a batch applied while the designer is open makes its next save ask, rather than overwrite the batch', async () => {
    const { page, server } = e2e;
    await openScreen(page, server);
    await card(page, '蜜桃爱心').locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    const template = byName(await hotTemplates(server), '蜜桃爱心');
    await callDevApi(server, 'POST', BATCH, { templateIds: [template.id], productMode: 1 });
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await pick(page, '.designer-settings-mode', '自由定制');
    await closeDropdowns(page);
    await page.locator('.designer-drawer').getByRole('button', { name: '保存' }).first().click();
    await page.getByText('模板已在其他页面保存').waitFor();
    expect(byName(await hotTemplates(server), '蜜桃爱心').productMode).toBe(1);
  });

  it('覆盖保存 over a batch keeps the settings the designer did not change, and shows them', async () => {
    const { page, server } = e2e;
    await openScreen(page, server);
    await card(page, '蜜桃爱心').locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    const template = byName(await hotTemplates(server), '蜜桃爱心');
    await callDevApi(server, 'POST', BATCH, { templateIds: [template.id], productMode: 3 });
    // Only the design changes here: a layer moves.
    await page.locator('.designer-layer-row').first().click();
    await page.keyboard.press('ArrowRight');
    await page.locator('.designer-drawer').getByRole('button', { name: '保存' }).first().click();
    await page.getByRole('button', { name: '覆盖保存' }).click();
    await page.locator('.arco-message', { hasText: '保存成功' }).waitFor();
    const saved = byName(await hotTemplates(server), '蜜桃爱心');
    expect(saved.productMode).toBe(3);
    expect(saved.revision).toBeGreaterThan(template.revision + 1);
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await expect.poll(() => page.locator('.designer-settings-mode').textContent()).toContain('单个模板');
  });
});
