import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from '../../src/app/routes';
import { setUpErp } from '../support/erpDevApi';
import { seriousViolations } from './axe';
import { HEAVY_TEST_TIMEOUT_MS, networkSettled, openSignedIn, signIn, useConsole } from './fixtures';

/**
 * Qianniu's plugin window is about 1024 × 640 and sellers make it no larger than they must (DESIGN.md:
 * every screen, the designer included, works there). Each screen, its main dialogs and the designer are
 * opened in such a window and measured: nothing reaches past the window's right edge unless something
 * inside the window scrolls it, and the designer's canvas keeps at least half the width. At each stop
 * axe-core checks the page as well: no serious or critical violation (./axe.ts).
 */
const e2e = useConsole();
const NARROW = { width: 1024, height: 640 };

/** Every screen of the console, by address; the test below proves that each route is among them. */
const SCREENS = [
  '/app/phone_brand_model/brand',
  '/app/phone_brand_model/model',
  '/app/phone_case_material/material',
  '/app/phone_case_material/wireframe',
  '/app/design_assets/images',
  '/app/design_assets/maps',
  '/app/design_assets/background_images',
  '/app/design_assets/images/collection',
  '/app/design_assets/maps/collection',
  '/app/fonts',
  '/app/fonts/colors',
  '/app/design_template',
  '/app/sku_customization_setting',
  '/app/sku_customization_urls_setting',
  '/app/sku_customization_urls_setting/generate',
  '/app/setting',
  '/app/platform',
  '/app/order_management',
  '/app/print_jigs',
  '/app/pay',
  '/app/pay/usage',
  '/app/pay/recharge',
  '/app/payment_result',
  // Without an integration every tab is the tutorial; the tabs themselves are below, with the ERP set up.
  '/app/integrations/factories',
];

/** The product screen opens on the first shop (Taobao: it syncs); adding products needs a short-video shop. */
async function pickShop(page: Page, name: string): Promise<void> {
  await page.locator('.shop-picker-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: name }).click();
  await page.locator('tbody tr').first().waitFor();
}

/** A button that opens a dialog, with what to do first (a selection) when it needs one. */
interface DialogOpener {
  screen: string;
  button: string;
  /** Which of the buttons so named: the first row's 编辑 rather than the toolbar's. */
  scope?: string;
  before?: (page: Page) => Promise<void>;
}

const DIALOGS: DialogOpener[] = [
  { screen: '/app/phone_brand_model/brand', button: '新增品牌' },
  { screen: '/app/phone_brand_model/model', button: '新增型号' },
  { screen: '/app/phone_case_material/material', button: '新增材质' },
  { screen: '/app/phone_case_material/material', button: '颜色管理' },
  { screen: '/app/phone_case_material/wireframe', button: '一键导入线框图' },
  { screen: '/app/phone_case_material/wireframe', button: '编辑', scope: 'tbody' },
  {
    screen: '/app/phone_case_material/wireframe',
    button: '批量修改打印区域',
    before: (page) => page.locator('tbody .arco-checkbox').first().click(),
  },
  { screen: '/app/design_assets/images', button: '上传素材' },
  { screen: '/app/design_assets/images/collection', button: '新增分组' },
  { screen: '/app/fonts', button: '新增字体' },
  { screen: '/app/print_jigs', button: '新建治具' },
  { screen: '/app/fonts/colors', button: '新增颜色' },
  { screen: '/app/design_template', button: '新增分组' },
  { screen: '/app/design_template', button: '重命名分组' },
  { screen: '/app/sku_customization_setting', button: '同步商品' },
  { screen: '/app/sku_customization_setting', button: '配置', scope: 'tbody' },
  {
    screen: '/app/sku_customization_setting',
    // The button counts what is ticked: 批量配置（1）.
    button: '批量配置（1）',
    before: (page) => page.locator('tbody .arco-checkbox').first().click(),
  },
  { screen: '/app/sku_customization_setting', button: '添加商品', before: (page) => pickShop(page, '壳美抖音小店') },
  { screen: '/app/setting', button: '添加店铺' },
  { screen: '/app/setting', button: '编辑', scope: 'tbody' },
  { screen: '/app/order_management', button: '命名规则' },
  // Paying without the agreement ticked: the recharge centre's warning (spec 3 §5).
  { screen: '/app/pay/recharge', button: '立即支付' },
  {
    screen: '/app/order_management',
    button: '下载定制图',
    // The whole page: some of its items surely carry a customized image.
    before: (page) => page.locator('.order-tick-page').click(),
  },
];

/**
 * What reaches past the right or left edge of the window: the document scrolling sideways, the shell's
 * content area scrolling sideways (the page, for a merchant), or any visible element outside the window
 * that no scrolling or clipping box inside the window holds. Runs in the page.
 */
function overflowsInPage(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) found.push(`the document scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  const content = document.querySelector('.shell-content');
  if (content && content.scrollWidth > content.clientWidth + 1) found.push(`the screen scrolls sideways: ${content.scrollWidth} > ${content.clientWidth}`);
  const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
  const heldInside = (element: Element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      const rect = box.getBoundingClientRect();
      if (getComputedStyle(box).overflowX !== 'visible' && rect.left >= -0.5 && rect.right <= width + 0.5) return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if ((rect.right > width + 0.5 || rect.left < -0.5) && !heldInside(element)) {
      found.push(`${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}`);
    }
  }
  return found.slice(0, 10);
}

/** Nothing moves any more: the dialogs' zoom and the drawer's slide have ended, so their boxes are final. */
async function settled(target: Page | Frame): Promise<void> {
  // A spinner turns for ever; what ends is what moves boxes.
  await target.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function overflows(target: Page | Frame): Promise<string[]> {
  await settled(target);
  return target.evaluate(overflowsInPage);
}

/**
 * Opens `path`: from another screen of the console by the console's own navigation (a history entry, as its
 * menu makes), which draws the same screen without loading the console again; else, and for the screen
 * already shown (so that it starts afresh), by loading the page.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  const target = new URL(path, e2e.server.url);
  if (here.origin === target.origin && here.pathname.startsWith('/app/') && here.pathname !== target.pathname) {
    await page.evaluate((to) => history.pushState(null, '', to), path);
  } else {
    await page.goto(`${e2e.server.url}${path}`);
  }
  await page.locator('.shell-content').waitFor();
  // The screen's own code in (a loaded machine may take longer than the network's quiet spell to ask for it),
  // then its first calls answered.
  await page.locator('.screen-loading').waitFor({ state: 'detached' });
  await networkSettled(e2e);
}

const canvasArea = (page: Page) => page.locator('.designer-drawer .designer-canvas-area');
const drawer = (page: Page) => page.locator('.designer-drawer');

async function openDesigner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await page.setViewportSize(NARROW);
  await signIn(page, e2e.server.url);
  await openScreen(page, '/app/design_template');
  await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
  await page.locator('.designer-drawer .designer-canvas').waitFor();
  await expect.poll(() => page.locator('.designer-drawer .designer-canvas').getAttribute('data-node-count')).toBe('3');
}

/** Picks a model in the header's preview: afterwards the select hands its focus back to the page. */
async function pickPreviewModel(page: Page, model: string): Promise<void> {
  await page.locator('.designer-preview-model').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(model, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
}

const width = async (page: Page) => (await canvasArea(page).boundingBox())!.width;

/** Opens each dialog in a 1024 × 640 window and answers what reaches past the window's edges. */
async function dialogOverflows(dialogs: readonly DialogOpener[]): Promise<Record<string, string[]>> {
  const { page, server } = e2e;
  await page.setViewportSize(NARROW);
  await signIn(page, server.url);
  const found: Record<string, string[]> = {};
  for (const dialog of dialogs) {
    // A dialog closed by Escape leaves its screen as a merchant then finds it: the next dialog of the same
    // screen is opened there, without loading the console again.
    if (new URL(page.url()).pathname !== dialog.screen) await openScreen(page, dialog.screen);
    await dialog.before?.(page);
    const scope = dialog.scope ? page.locator(dialog.scope) : page;
    await scope.getByRole('button', { name: dialog.button, exact: true }).first().click();
    const shown = page.locator('.arco-modal:visible');
    await shown.last().waitFor();
    const offenders = [...(await overflows(page)), ...(await seriousViolations(page))];
    const box = (await shown.last().boundingBox())!;
    if (box.x < 0 || box.x + box.width > NARROW.width) offenders.push(`the dialog spans ${box.x}–${box.x + box.width}`);
    if (offenders.length) found[`${dialog.screen} ${dialog.button}`] = offenders;
    await page.keyboard.press('Escape');
    await expect.poll(() => shown.count()).toBe(0);
  }
  return found;
}

describe('a 1024 × 640 window', () => {
  it('visits every route of the console', () => {
    const visited = new Set(SCREENS.map((path) => findRoute(path)?.path));
    expect(APP_ROUTES.map((route) => route.path).filter((path) => !visited.has(path))).toEqual([]);
  });

  it('shows the login page whole, with no serious accessibility violation', async () => {
    const { page, server } = e2e;
    await page.setViewportSize(NARROW);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await overflows(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows every screen without sideways overflow or a serious accessibility violation', { timeout: HEAVY_TEST_TIMEOUT_MS }, async () => {
    const { page, server } = e2e;
    await page.setViewportSize(NARROW);
    await signIn(page, server.url);
    const found: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await openScreen(page, path);
      const offenders = [...(await overflows(page)), ...(await seriousViolations(page))];
      if (offenders.length) found[path] = offenders;
    }
    expect(found).toEqual({});
  });

  // In thirds, so that each test opens few enough dialogs (each with an axe run) for its time limit on a loaded machine.
  const third = Math.ceil(DIALOGS.length / 3);
  it('shows the main dialogs of the catalogue and the asset upload inside the window, accessible', async () => {
    expect(await dialogOverflows(DIALOGS.slice(0, third))).toEqual({});
  });

  it('shows the main dialogs of the asset groups, fonts, templates and product settings inside the window, accessible', async () => {
    expect(await dialogOverflows(DIALOGS.slice(third, 2 * third))).toEqual({});
  });

  it('shows the main dialogs of the seller screens inside the window, accessible', async () => {
    expect(await dialogOverflows(DIALOGS.slice(2 * third))).toEqual({});
  });

  it('shows the factory ERP tabs, 修改key and 推送到工厂 inside the window, accessible', async () => {
    const { page, server } = e2e;
    await setUpErp(server, { upTo: 'bound' });
    await page.setViewportSize(NARROW);
    await signIn(page, server.url);
    const found: Record<string, string[]> = {};
    for (const path of ['/app/integrations/factories', '/app/integrations/brand_model_binding', '/app/integrations/case_material_binding']) {
      await openScreen(page, path);
      const offenders = [...(await overflows(page)), ...(await seriousViolations(page))];
      if (offenders.length) found[path] = offenders;
    }
    expect(found).toEqual({});
    expect(
      await dialogOverflows([
        { screen: '/app/integrations/factories', button: '修改key' },
        { screen: '/app/order_management', button: '推送到工厂', before: (page) => page.locator('.order-tick-page').click() },
      ]),
    ).toEqual({});
  });

  it('leaves the designer canvas at least half the width, with the material panel open too, and the header whole', async () => {
    const { page } = e2e;
    await openDesigner(page);
    await settled(page);
    expect(await width(page)).toBeGreaterThanOrEqual(NARROW.width / 2);
    expect(await overflows(page)).toEqual([]);

    await page.locator('.designer-menu-item', { hasText: '素材库' }).click();
    await page.locator('.designer-menu-panel .designer-material').first().waitFor();
    expect(await width(page)).toBeGreaterThanOrEqual(NARROW.width / 2);
    expect(await overflows(page)).toEqual([]);
    // The layer list stays in reach beside the floating panel: a click on a row selects that layer, and
    // the panel steps aside so that the layer is seen on the canvas.
    await page.locator('.designer-layer-row').nth(1).click();
    await expect.poll(() => page.locator('.designer-layer-row').nth(1).getAttribute('class')).toContain('selected');
    await page.locator('.designer-menu-panel').waitFor({ state: 'detached' });
    // A row's eye hides the layer and picks none: the panel stays.
    await page.locator('.designer-menu-item', { hasText: '素材库' }).click();
    await page.locator('.designer-layer-row').nth(0).getByRole('button', { name: '隐藏图层' }).click();
    await page.locator('.designer-layer-row').nth(0).getByRole('button', { name: '显示图层' }).click();
    expect(await page.locator('.designer-menu-panel').isVisible()).toBe(true);
    // Back to the canvas: the panel floating over it steps aside.
    const canvasBox = (await canvasArea(page).boundingBox())!;
    await page.mouse.click(canvasBox.x + canvasBox.width - 20, canvasBox.y + canvasBox.height - 20);
    await page.locator('.designer-menu-panel').waitFor({ state: 'detached' });
    // Escape closes the floating panel, not yet the designer.
    await page.locator('.designer-menu-item', { hasText: '设置' }).click();
    await page.locator('.designer-menu-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.designer-menu-panel').waitFor({ state: 'detached' });
    await settled(page);
    expect(await drawer(page).isVisible()).toBe(true);

    // Three quick picks join the header; the save button and the close icon stay in view and uncovered.
    for (const model of ['iPhone 15', 'iPhone 14 Pro Max', 'iPhone 13']) await pickPreviewModel(page, model);
    await page.locator('.designer-recent-pick').nth(2).waitFor();
    expect(await overflows(page)).toEqual([]);
    for (const control of [drawer(page).getByRole('button', { name: '保存', exact: true }), drawer(page).locator('.arco-drawer-close-icon')]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      const atCentre = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button, .arco-drawer-close-icon')?.textContent ?? 'nothing',
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(atCentre).toBe(await control.textContent());
    }
  });
});

describe('Escape in the designer', () => {
  it('closes the drawer as soon as it has opened, with the focus inside it; opened again, closes an open preview dropdown first, then asks about the changed preview before closing', async () => {
    const { page } = e2e;
    await openDesigner(page);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.designer-drawer')))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });

    // Opened again from the same screen, as a merchant would.
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => page.locator('.designer-drawer .designer-canvas').getAttribute('data-node-count')).toBe('3');
    await page.locator('.designer-preview-model').click();
    await page.locator('.arco-select-popup:visible').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
    await settled(page);
    expect(await drawer(page).isVisible()).toBe(true);

    await pickPreviewModel(page, 'iPhone 15');
    await page.keyboard.press('Escape');
    const question = page.locator('.designer-close-modal').getByText('当前设计有未保存的修改，是否保存？');
    await question.waitFor();
    // The question takes a deliberate answer (ChoiceModal): Escape neither answers it nor closes the designer.
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await question.isVisible()).toBe(true);
    await page.locator('.designer-close-modal').getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await drawer(page).isVisible()).toBe(true);
  });
});

describe('the host simulator’s frame, about 1030 px wide', () => {
  it('leaves the designer canvas at least half the frame, with nothing past its edge', async () => {
    const { page, server } = e2e;
    await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
    // The simulator's side panel (240 px) and margins take 266 px of the page.
    await page.setViewportSize({ width: 1296, height: 700 });
    await openSignedIn(page, server.url, `/__qianniu/?plugin=${encodeURIComponent('/app/design_template')}`);
    const plugin = page.frameLocator('#plugin');
    const pluginFrame = (await (await page.locator('#plugin').elementHandle())!.contentFrame())!;
    await plugin.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await plugin.locator('.designer-drawer .designer-canvas').waitFor();
    await expect.poll(() => plugin.locator('.designer-drawer .designer-canvas').getAttribute('data-node-count')).toBe('3');
    const frameWidth = await pluginFrame.evaluate(() => document.documentElement.clientWidth);
    expect(frameWidth).toBeGreaterThanOrEqual(1010);
    expect(frameWidth).toBeLessThanOrEqual(1050);
    expect(await overflows(pluginFrame)).toEqual([]);
    const area = await plugin.locator('.designer-canvas-area').evaluate((element) => element.getBoundingClientRect().width);
    expect(area).toBeGreaterThanOrEqual(frameWidth / 2);
  });
});
