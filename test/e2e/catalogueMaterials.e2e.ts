import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneCaseMaterial } from '../../contract/catalogue';
import { orderFromLinks } from '../../src/lib/ordering';
import { networkSettled, openSignedIn, signIn, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';
import { callDevApi } from '../support/devApiCalls';
import { loseNextReply } from './lostReply';

const e2e = useConsole();

const MATERIALS_API = '/api/phone_case_materials';

async function openMaterialTab(): Promise<Page> {
  const { page, server } = e2e;
  await openSignedIn(page, server.url, '/app/phone_case_material/material');
  await materialRow('透明软壳').waitFor();
  return page;
}

function materialRow(name: string): Locator {
  return e2e.page.locator('.material-tab tbody tr', { has: e2e.page.getByRole('cell', { name, exact: true }) });
}

/** The colour-management modal of one material, opened from its row. */
async function openColors(material: string): Promise<Locator> {
  await materialRow(material).getByRole('button', { name: '颜色管理' }).click();
  const modal = e2e.page.locator('.color-modal');
  await modal.getByText(`${material} · 颜色管理`).waitFor();
  return modal;
}

function colorRow(modal: Locator, name: string): Locator {
  return modal.locator('tbody tr', { has: e2e.page.getByRole('cell', { name, exact: true }) });
}

/** Colour names as the modal lists them, top to bottom (cell 0 is the drag handle). */
async function colorNames(modal: Locator): Promise<string[]> {
  return modal.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

/** The materials as the dev API holds them, in linked-list order, read with the page's own token. */
async function storedMaterials(): Promise<PhoneCaseMaterial[]> {
  const token = (await e2e.context.cookies()).find((c) => c.name === '_token_')?.value;
  const reply = await e2e.server.devApi.handle(
    new Request(`http://x${MATERIALS_API}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const materials = (await reply.json()) as PhoneCaseMaterial[];
  return orderFromLinks(materials).map((m) => ({ ...m, colors: orderFromLinks(m.colors) }));
}

async function storedMaterial(name: string): Promise<PhoneCaseMaterial | undefined> {
  return (await storedMaterials()).find((m) => m.name === name);
}

function writes(): string[] {
  return e2e.server.requests.filter((r) => !r.startsWith('GET ') && r.includes(MATERIALS_API));
}

describe('材质列表', () => {
  it('shows the seeded materials with their colours, a disabled colour greyed', async () => {
    const page = await openMaterialTab();
    await expect(materialRow('液态硅胶').locator('.material-colors').innerText()).resolves.toMatch(/白色\s*黑色\s*薰衣草紫\s*浅粉/);
    await expect(materialRow('液态硅胶').locator('[data-enabled="false"]').innerText()).resolves.toBe('浅粉');
    await expect(materialRow('液态硅胶').getByRole('switch').getAttribute('aria-checked')).resolves.toBe('true');
    await expect(materialRow('透明软壳').getByRole('switch').getAttribute('aria-checked')).resolves.toBe('false');
    expect(await page.locator('.material-tab tbody tr').count()).toBe(3);
  });

  it('shows the table loading while the list is slow', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    hold(server, { method: 'GET', path: MATERIALS_API, times: 1 });
    await page.goto(`${server.url}/app/phone_case_material/material`);
    await page.locator('.material-tab .arco-spin-loading').waitFor();
    expect(await materialRow('透明软壳').count()).toBe(0);
    await releaseHeld(server);
    await materialRow('透明软壳').waitFor();
    await page.locator('.material-tab .arco-spin-loading').waitFor({ state: 'detached' });
  });

  it('adds a material, refusing an empty or blank name with 材质名称必填, and trims the name', async () => {
    const page = await openMaterialTab();
    await page.getByRole('button', { name: '新增材质' }).click();
    const modal = page.locator('.material-form-modal');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('材质名称必填').waitFor();
    await modal.getByPlaceholder('材质名称').fill('   ');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('材质名称必填').waitFor();
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await modal.getByPlaceholder('材质名称').fill('  碳纤维  ');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await materialRow('碳纤维').waitFor();
    expect(await storedMaterial('碳纤维')).toMatchObject({ name: '碳纤维', needBackground: false, colors: [] });
  });

  it('renames a material and keeps its 需要背景色 setting', async () => {
    const page = await openMaterialTab();
    await materialRow('钢化玻璃').getByRole('button', { name: '编辑' }).click();
    const input = page.locator('.material-form-modal').getByPlaceholder('材质名称');
    await expect.poll(() => input.inputValue()).toBe('钢化玻璃');
    await input.fill('钢化玻璃 Pro');
    await input.press('Enter');
    await page.getByText('操作成功').waitFor();
    await materialRow('钢化玻璃 Pro').waitFor();
    expect(await storedMaterial('钢化玻璃 Pro')).toMatchObject({ needBackground: true });
    expect(writes().filter((r) => r.startsWith('PATCH'))).toHaveLength(1);
  });

  it('a rename whose reply was lost, typed back to the old name and saved, leaves the old name', async () => {
    const page = await openMaterialTab();
    const stored = (await storedMaterial('钢化玻璃'))!;
    await loseNextReply(page, `**${MATERIALS_API}/${stored.id}`, 'PATCH');
    await materialRow('钢化玻璃').getByRole('button', { name: '编辑' }).click();
    const input = page.locator('.material-form-modal').getByPlaceholder('材质名称');
    await expect.poll(() => input.inputValue()).toBe('钢化玻璃');
    await input.fill('钢化玻璃 Pro');
    await input.press('Enter');
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect(await storedMaterial('钢化玻璃 Pro')).toBeDefined();

    // The merchant changes their mind: the name as it was is saved, not left as the lost rename made it.
    await input.fill('钢化玻璃');
    await input.press('Enter');
    await page.getByText('操作成功').waitFor();
    expect(await page.getByText('已在其他页面修改为', { exact: false }).count()).toBe(0);
    expect(await storedMaterial('钢化玻璃')).toMatchObject({ id: stored.id });
    await materialRow('钢化玻璃').waitFor();
  });

  it('toggles 需要背景色 with 更新成功, and the change survives a reload', async () => {
    const page = await openMaterialTab();
    await materialRow('液态硅胶').getByRole('switch').click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => materialRow('液态硅胶').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(await storedMaterial('液态硅胶')).toMatchObject({ name: '液态硅胶', needBackground: false });
    await page.reload();
    await expect.poll(() => materialRow('液态硅胶').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await materialRow('液态硅胶').getByRole('switch').click();
    await expect.poll(() => materialRow('液态硅胶').getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('checks 需要背景色 against the colours as stored now: backgrounds set in another tab let it on', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const soft = (await storedMaterial('透明软壳'))!;
    for (const color of soft.colors) {
      await callDevApi(server, 'PATCH', `${MATERIALS_API}/${soft.id}/colors/${color.id}`, { name: color.name, defaultBackgroundColor: '#eeeeee', enabled: color.enabled });
    }
    await materialRow('透明软壳').getByRole('switch').click();
    await page.getByText('更新成功').first().waitFor();
    expect(await storedMaterial('透明软壳')).toMatchObject({ needBackground: true });
    expect(await page.getByText('背景色设置必填', { exact: false }).count()).toBe(0);
  });

  it('refuses to need a background while a colour has none (背景色设置必填), and sends nothing', async () => {
    const page = await openMaterialTab();
    await materialRow('透明软壳').getByRole('switch').click();
    await page.getByText('背景色设置必填：请先为 透明、磨砂黑 设置默认背景色').waitFor();
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);
    expect(await materialRow('透明软壳').getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('deletes a material only after the confirmation, with 删除成功', async () => {
    const page = await openMaterialTab();
    await materialRow('液态硅胶').getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除材质「液态硅胶」吗？该材质的颜色及其绑定的线框图也会一并删除。').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确定删除材质「液态硅胶」吗？该材质的颜色及其绑定的线框图也会一并删除。').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);
    expect(await storedMaterial('液态硅胶')).toBeDefined();

    await materialRow('液态硅胶').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await materialRow('液态硅胶').waitFor({ state: 'detached' });
    expect(await storedMaterial('液态硅胶')).toBeUndefined();
  });
});

describe('颜色管理', () => {
  it('requires 背景色设置必填 for a material that needs a background, then saves a preset swatch', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('液态硅胶');
    await modal.getByRole('button', { name: '新增颜色' }).click();
    const form = page.locator('.color-form-modal');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('颜色名称必填').waitFor();
    await form.getByText('背景色设置必填').waitFor();

    await form.getByPlaceholder('颜色名称').fill('天蓝');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('背景色设置必填').waitFor();
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await form.getByRole('option', { name: '#c6e2f7' }).click();
    await expect.poll(() => form.getByPlaceholder('#rrggbb').inputValue()).toBe('#c6e2f7');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await colorRow(modal, '天蓝').getByText('#c6e2f7').waitFor();
    // The material table behind the modal reloaded too.
    await materialRow('液态硅胶').locator('.material-colors').getByText('天蓝').waitFor();
    const stored = await storedMaterial('液态硅胶');
    expect(stored?.colors.at(-1)).toMatchObject({ name: '天蓝', defaultBackgroundColor: '#c6e2f7', enabled: true });
  });

  it('adds a colour without a background to a material that needs none, sending null', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('透明软壳');
    await modal.getByRole('button', { name: '新增颜色' }).click();
    const form = page.locator('.color-form-modal');
    await form.getByPlaceholder('颜色名称').fill('冰川蓝');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await colorRow(modal, '冰川蓝').waitFor();
    const stored = await storedMaterial('透明软壳');
    expect(stored?.colors.find((c) => c.name === '冰川蓝')).toMatchObject({ defaultBackgroundColor: null, enabled: true });
  });

  it('edits a colour, refusing a malformed hex and normalising a typed one', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('液态硅胶');
    await colorRow(modal, '白色').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.color-form-modal');
    await expect.poll(() => form.getByPlaceholder('颜色名称').inputValue()).toBe('白色');
    await expect.poll(() => form.getByPlaceholder('#rrggbb').inputValue()).toBe('#ffffff');

    await form.getByPlaceholder('颜色名称').fill('珍珠白');
    await form.getByPlaceholder('#rrggbb').fill('#12345');
    await form.getByRole('button', { name: '保存' }).click();
    await form.locator('.arco-form-message', { hasText: '#rrggbb' }).waitFor();
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await form.getByPlaceholder('#rrggbb').fill('FAF7F0');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await colorRow(modal, '珍珠白').getByText('#faf7f0').waitFor();
    expect((await storedMaterial('液态硅胶'))?.colors[0]).toMatchObject({ name: '珍珠白', defaultBackgroundColor: '#faf7f0', enabled: true });
  });

  it('disables a colour only after the confirmation; cancelling keeps it enabled', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('液态硅胶');
    const toggle = colorRow(modal, '黑色').getByRole('switch');

    await toggle.click();
    await page.getByText('确认停用该颜色？').waitFor();
    await page.getByText('停用后，该材质颜色的线框图即使已上架，买家也将无法看到。').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确认停用该颜色？').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await toggle.click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect((await storedMaterial('液态硅胶'))?.colors.find((c) => c.name === '黑色')).toMatchObject({
      enabled: false,
      defaultBackgroundColor: '#1d1d1f',
    });
    await materialRow('液态硅胶').locator('[data-enabled="false"]', { hasText: '黑色' }).waitFor();
  });

  it('switches a colour and 需要背景色 without undoing what another tab saved since, and an edit keeps the switch set there', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const material = (await storedMaterial('液态硅胶'))!;
    const white = material.colors.find((c) => c.name === '白色')!;
    const colorPath = `${MATERIALS_API}/${material.id}/colors/${white.id}`;
    const modal = await openColors('液态硅胶');
    // Another tab renames the colour and changes its background: this dialog still shows the old ones.
    await callDevApi(server, 'PATCH', colorPath, { name: '奶白色', defaultBackgroundColor: '#fafafa', enabled: true });
    await colorRow(modal, '白色').getByRole('switch').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('更新成功').first().waitFor();
    await colorRow(modal, '奶白色').waitFor();
    expect((await storedMaterial('液态硅胶'))?.colors.find((c) => c.id === white.id)).toMatchObject({ name: '奶白色', defaultBackgroundColor: '#fafafa', enabled: false });

    // Another tab switches it on again while this tab edits its name.
    await colorRow(modal, '奶白色').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.color-form-modal');
    await form.getByPlaceholder('颜色名称').fill('象牙白');
    await callDevApi(server, 'PATCH', colorPath, { name: '奶白色', defaultBackgroundColor: '#fafafa', enabled: true });
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').first().waitFor();
    expect((await storedMaterial('液态硅胶'))?.colors.find((c) => c.id === white.id)).toMatchObject({ name: '象牙白', enabled: true });
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // The material's own switch, after another tab renamed it; then an edit after another tab switched it back.
    await callDevApi(server, 'PATCH', `${MATERIALS_API}/${material.id}`, { name: '液态硅胶PRO', needBackground: true });
    await materialRow('液态硅胶').getByRole('switch').click();
    await page.getByText('更新成功').first().waitFor();
    await materialRow('液态硅胶PRO').waitFor();
    expect(await storedMaterial('液态硅胶PRO')).toMatchObject({ needBackground: false });
    await materialRow('液态硅胶PRO').getByRole('button', { name: '编辑' }).click();
    await page.locator('.material-form-modal').getByPlaceholder('材质名称').fill('液态硅胶');
    await callDevApi(server, 'PATCH', `${MATERIALS_API}/${material.id}`, { name: '液态硅胶PRO', needBackground: true });
    await page.locator('.material-form-modal').getByRole('button', { name: '保存' }).click();
    await materialRow('液态硅胶').waitFor();
    expect(await storedMaterial('液态硅胶')).toMatchObject({ needBackground: true });
  });

  it('enables a disabled colour without asking', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('液态硅胶');
    const toggle = colorRow(modal, '浅粉').getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await toggle.click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('确认停用该颜色？').count()).toBe(0);
    expect((await storedMaterial('液态硅胶'))?.colors.find((c) => c.name === '浅粉')?.enabled).toBe(true);
  });

  it('deletes a colour after the confirmation, with 删除成功', async () => {
    const page = await openMaterialTab();
    const modal = await openColors('液态硅胶');
    await colorRow(modal, '薰衣草紫').getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除颜色「薰衣草紫」吗？绑定的线框图也会一并删除。').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await colorRow(modal, '薰衣草紫').waitFor({ state: 'detached' });
    await expect(colorNames(modal)).resolves.toEqual(['白色', '黑色', '浅粉']);
    expect((await storedMaterial('液态硅胶'))?.colors.map((c) => c.name)).toEqual(['白色', '黑色', '浅粉']);
  });

  it('keeps the form open when saving a colour fails, behind the 网络请求错误 modal', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const modal = await openColors('透明软壳');
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_case_materials/*', status: 500, times: 1 });
    await modal.getByRole('button', { name: '新增颜色' }).click();
    const form = page.locator('.color-form-modal');
    await form.getByPlaceholder('颜色名称').fill('雾蓝');
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText('网络请求错误').waitFor();
    expect(await form.getByPlaceholder('颜色名称').inputValue()).toBe('雾蓝');
    expect(await page.getByText('操作成功').count()).toBe(0);
  });

  it('a colour added to a material deleted in another tab closes the form and the colour dialog, and the material leaves the list', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const modal = await openColors('透明软壳');
    await modal.getByRole('button', { name: '新增颜色' }).click();
    const form = page.locator('.color-form-modal');
    await form.getByPlaceholder('颜色名称').fill('雾蓝');
    const material = (await storedMaterial('透明软壳'))!;
    await callDevApi(server, 'DELETE', `${MATERIALS_API}/${material.id}`);
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText(`材质不存在: ${material.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await form.waitFor({ state: 'hidden' });
    await modal.waitFor({ state: 'hidden' });
    await materialRow('透明软壳').waitFor({ state: 'detached' });
    // The other materials and their colour dialogs are as they were.
    const other = await openColors('液态硅胶');
    expect((await colorNames(other)).length).toBeGreaterThan(0);
  });

  it('drag-sorts the colours with 排序成功, and the new order holds after a reload', async () => {
    const page = await openMaterialTab();
    let modal = await openColors('液态硅胶');
    await expect(colorNames(modal)).resolves.toEqual(['白色', '黑色', '薰衣草紫', '浅粉']);
    await colorRow(modal, '浅粉').locator('.drag-handle').dragTo(colorRow(modal, '白色'));
    await page.getByText('排序成功').waitFor();
    await expect.poll(() => colorNames(modal)).toEqual(['浅粉', '白色', '黑色', '薰衣草紫']);
    expect((await storedMaterial('液态硅胶'))?.colors.map((c) => c.name)).toEqual(['浅粉', '白色', '黑色', '薰衣草紫']);

    await page.reload();
    await materialRow('液态硅胶').waitFor();
    modal = await openColors('液态硅胶');
    await expect.poll(() => colorNames(modal)).toEqual(['浅粉', '白色', '黑色', '薰衣草紫']);
    await expect(materialRow('液态硅胶').locator('.material-colors').innerText()).resolves.toMatch(/浅粉\s*白色\s*黑色\s*薰衣草紫/);
  });

  it('drag-sorts the materials with 排序成功', async () => {
    const page = await openMaterialTab();
    await materialRow('钢化玻璃').locator('.drag-handle').dragTo(materialRow('透明软壳'));
    await page.getByText('排序成功').waitFor();
    await expect.poll(() => page.locator('.material-tab tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['钢化玻璃', '透明软壳', '液态硅胶']);
    expect((await storedMaterials()).map((m) => m.name)).toEqual(['钢化玻璃', '透明软壳', '液态硅胶']);
  });
});

describe('颜色管理, in a hurry', () => {
  it('the second click of a double click on 新增颜色, landing on a swatch of the form it opened, picks no background', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'POST', MATERIALS_API, { name: '碳纤维', needBackground: true });
    await openMaterialTab();
    const modal = await openColors('碳纤维');
    // The empty table's own 新增颜色 (a material without colours).
    const add = (await modal.getByRole('button', { name: '新增颜色' }).last().boundingBox())!;
    await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2);
    const form = page.locator('.color-form-modal');
    const swatch = form.getByRole('option', { name: '#cdeedd' });
    const at = (await swatch.boundingBox())!;
    // The same click sequence's second click (detail 2), where the growing form now shows a swatch.
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });

    await form.getByPlaceholder('颜色名称').fill('碳黑');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('背景色设置必填').waitFor();
    expect(await swatch.getAttribute('aria-selected')).toBe('false');
    expect(await form.getByPlaceholder('#rrggbb').inputValue()).toBe('');
    await networkSettled(e2e);
    expect(writes().filter((r) => r.includes('/colors'))).toHaveLength(0);

    // A click of its own picks the swatch.
    await swatch.click();
    await expect.poll(() => form.getByPlaceholder('#rrggbb').inputValue()).toBe('#cdeedd');
  });
});

describe('颜色管理, two tabs', () => {
  /** The colour's edit form, opened from its row in the material's colour dialog. */
  async function editColor(material: string, color: string): Promise<{ modal: Locator; form: Locator; path: string }> {
    const stored = (await storedMaterial(material))!;
    const modal = await openColors(material);
    await colorRow(modal, color).getByRole('button', { name: '编辑' }).click();
    const form = e2e.page.locator('.color-form-modal');
    await expect.poll(() => form.getByPlaceholder('颜色名称').inputValue()).toBe(color);
    return { modal, form, path: `${MATERIALS_API}/${stored.id}/colors/${stored.colors.find((c) => c.name === color)!.id}` };
  }

  it('keeps another tab\'s rename when this tab changes only the background', async () => {
    const page = await openMaterialTab();
    const { form, path } = await editColor('钢化玻璃', '黑边');
    await callDevApi(e2e.server, 'PATCH', path, { name: '黑边-A改', baseName: '黑边' });
    await form.getByPlaceholder('#rrggbb').fill('#333333');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    expect((await storedMaterial('钢化玻璃'))?.colors[0]).toMatchObject({ name: '黑边-A改', defaultBackgroundColor: '#333333' });
  });

  it('tells the second of two renames what the first saved, and saves it only when asked again', async () => {
    const page = await openMaterialTab();
    const { modal, form, path } = await editColor('钢化玻璃', '白边');
    await callDevApi(e2e.server, 'PATCH', path, { name: '白边-A', baseName: '白边' });
    await form.getByPlaceholder('颜色名称').fill('白边-B');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('已在其他页面修改为「白边-A」，再次保存将改为你填写的值').waitFor();
    await networkSettled(e2e);
    expect(await page.getByText('操作成功').count()).toBe(0);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect((await storedMaterial('钢化玻璃'))?.colors[1]).toMatchObject({ name: '白边-A' });

    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await colorRow(modal, '白边-B').waitFor();
    expect((await storedMaterial('钢化玻璃'))?.colors[1]).toMatchObject({ name: '白边-B' });
  });

  it('a colour edit whose reply was lost, changed again and saved, is saved from it: no word of another page', async () => {
    const page = await openMaterialTab();
    const { modal, form, path } = await editColor('钢化玻璃', '白边');
    await loseNextReply(page, `**${path}`, 'PATCH');
    await form.getByPlaceholder('颜色名称').fill('白边-A');
    await form.getByPlaceholder('#rrggbb').fill('#eeeeee');
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect((await storedMaterial('钢化玻璃'))?.colors[1]).toMatchObject({ name: '白边-A', defaultBackgroundColor: '#eeeeee' });

    await form.getByPlaceholder('颜色名称').fill('白边-B');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    expect(await page.getByText('已在其他页面修改为', { exact: false }).count()).toBe(0);
    await colorRow(modal, '白边-B').waitFor();
    expect((await storedMaterial('钢化玻璃'))?.colors[1]).toMatchObject({ name: '白边-B', defaultBackgroundColor: '#eeeeee' });
  });

  it('a stale add form says 背景色设置必填 under the field once the material needs a background, and then requires it', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const modal = await openColors('透明软壳');
    await modal.getByRole('button', { name: '新增颜色' }).first().click();
    const form = page.locator('.color-form-modal');
    await form.getByPlaceholder('颜色名称').fill('雾蓝');
    // Another tab gives the colours a background and turns 需要背景色 on.
    const soft = (await storedMaterial('透明软壳'))!;
    for (const color of soft.colors) await callDevApi(server, 'PATCH', `${MATERIALS_API}/${soft.id}/colors/${color.id}`, { defaultBackgroundColor: '#eeeeee' });
    await callDevApi(server, 'PATCH', `${MATERIALS_API}/${soft.id}`, { needBackground: true });
    await form.getByRole('button', { name: '保存' }).click();
    await form.locator('.arco-form-message', { hasText: '背景色设置必填' }).waitFor();
    await form.locator('.arco-form-item', { hasText: '默认背景色' }).locator('.arco-form-item-symbol').waitFor();
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);

    await form.getByRole('option', { name: '#c6e2f7' }).click();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    expect((await storedMaterial('透明软壳'))?.colors.at(-1)).toMatchObject({ name: '雾蓝', defaultBackgroundColor: '#c6e2f7' });
  });

  it('editing a colour another tab deleted says 该颜色已被删除 and reloads the list', async () => {
    const page = await openMaterialTab();
    const { modal, form, path } = await editColor('液态硅胶', '黑色');
    await callDevApi(e2e.server, 'DELETE', path);
    await form.getByPlaceholder('颜色名称').fill('曜石黑');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('该颜色已被删除').waitFor();
    await form.waitFor({ state: 'hidden' });
    await colorRow(modal, '黑色').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });
});

describe('材质列表, narrow window', () => {
  it('a colour with a 30-character name is cut short with its full name on hover, and the table fits at 1024×640', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    const longName = '超长颜色名称用来测试表格宽度是否还能放得下每一列的全部内容呀';
    expect(Array.from(longName)).toHaveLength(30);
    const silicone = (await callDevApi<PhoneCaseMaterial[]>(server, 'GET', MATERIALS_API)).find((m) => m.name === '液态硅胶')!;
    await callDevApi(server, 'POST', `${MATERIALS_API}/${silicone.id}/colors`, { name: longName, defaultBackgroundColor: '#ffffff' });
    await openMaterialTab();
    const row = materialRow('液态硅胶');
    await row.locator('.material-colors').getByTitle(longName).waitFor();
    const tab = (await page.locator('.material-tab').boundingBox())!;
    const remove = (await row.getByRole('button', { name: '删除' }).boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(Math.min(tab.x + tab.width, 1024));
    // Headers and names on one line each: as tall as the one-word 材质名称 header and name.
    const header = (name: string) => page.locator('.material-tab thead th', { hasText: name }).boundingBox();
    expect((await header('需要背景色'))!.height).toBe((await header('材质名称'))!.height);
    const nameCell = (await row.getByRole('cell', { name: '液态硅胶', exact: true }).boundingBox())!;
    const plainCell = (await materialRow('透明软壳').getByRole('cell', { name: '透明软壳', exact: true }).boundingBox())!;
    expect(nameCell.width).toBe(plainCell.width);
    expect(nameCell.width).toBeGreaterThan(100);
  });
});

describe('颜色管理, a slow save', () => {
  it('locks the fields and 取消 while the save is on its way, and saves what was typed', async () => {
    const { page, server } = e2e;
    await openMaterialTab();
    const modal = await openColors('液态硅胶');
    await colorRow(modal, '白色').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.color-form-modal');
    const name = form.getByPlaceholder('颜色名称');
    await expect.poll(() => name.inputValue()).toBe('白色');
    hold(server, { method: 'PATCH', path: `${MATERIALS_API}/*`, times: 1 });
    await name.fill('珍珠白');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => name.isDisabled()).toBe(true);
    expect(await form.getByPlaceholder('#rrggbb').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: '取消' }).isDisabled()).toBe(true);
    // Esc where the form modal has the focus: neither the form nor the colour list it was opened from closes.
    await form.locator('[data-focus-lock-disabled]').focus();
    await page.keyboard.press('Escape');
    expect(await form.isVisible()).toBe(true);
    await releaseHeld(server);
    await page.getByText('操作成功').waitFor();
    // The form fades out after the save, later than the list would have after the Esc: once it is gone, the
    // list is still open.
    await form.waitFor({ state: 'hidden' });
    expect(await modal.isVisible()).toBe(true);
    await colorRow(modal, '珍珠白').waitFor();
    expect((await storedMaterial('液态硅胶'))?.colors[0]).toMatchObject({ name: '珍珠白' });
  });
});
