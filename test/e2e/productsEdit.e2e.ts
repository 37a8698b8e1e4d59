import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkSettled, useConsole } from './fixtures';
import { DOUDIAN, KUAISHOU, TAOBAO, allProducts, currentQuery, expectTitles, openProducts, productPage, shopNamed } from './productsPage';

const e2e = useConsole();

const modal = (page: Page) => page.locator('.add-product-modal');
const field = (page: Page, label: string) => modal(page).locator('.arco-form-item', { has: page.locator('label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}$`) }) });

async function openAdd(page: Page): Promise<void> {
  await page.getByRole('button', { name: '添加商品' }).click();
  await modal(page).locator('input').first().waitFor();
}

describe('添加商品 (spec 3 §5)', () => {
  it('says every text of the spec where it belongs, and the names rule’s under a title or SKU name', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    await openProducts(page, server, `?shopId=${doudian.id}`);
    await openAdd(page);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品平台ID').getByText('必须填写商品的平台ID').waitFor();
    await field(page, '商品标题').getByText('必须填写商品的标题').waitFor();
    await field(page, '规格平台ID').getByText('必须填写商品规格的平台ID').waitFor();
    await field(page, '规格属性名称').getByText('必须填写商品规格的属性名称').waitFor();

    // Blanks are no text: the spec trims.
    await field(page, '商品平台ID').locator('input').fill('   ');
    await field(page, '商品图片链接').locator('input').fill('ftp://img.example/a.png');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品平台ID').getByText('必须填写商品的平台ID').waitFor();
    await field(page, '商品图片链接').getByText('必须以http://或者https://开头').waitFor();

    await field(page, '商品平台ID').locator('input').fill('3601999');
    await field(page, '商品标题').locator('input').fill('新品');
    await field(page, '商品图片链接').locator('input').fill('');
    await modal(page).getByRole('button', { name: '删除规格' }).click();
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).getByText('请新增至少一个商品规格').waitFor();

    // With no SKU row and the fields empty as well, one 保存 says all of it at once.
    await field(page, '商品平台ID').locator('input').fill('');
    await field(page, '商品标题').locator('input').fill('');
    await modal(page).getByRole('button', { name: '取消' }).click();
    await openAdd(page);
    await modal(page).getByRole('button', { name: '删除规格' }).click();
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品平台ID').getByText('必须填写商品的平台ID').waitFor();
    await field(page, '商品标题').getByText('必须填写商品的标题').waitFor();
    await modal(page).getByText('请新增至少一个商品规格').waitFor();

    // An id with a separator could never be synced or looked up by its settings.
    await field(page, '商品平台ID').locator('input').fill('3601,999');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品平台ID').getByText('平台ID只能由字母、数字和英文符号组成，不能有逗号或空格').waitFor();

    // Titles and SKU names take the names rule (contract/names.ts): one that reads as iPhone 15 Pro Max, a look-alike.
    await field(page, '商品标题').locator('input').fill('iPhone 15 \u202exaM orP');
    await modal(page).getByRole('button', { name: '新增规格' }).click();
    await modal(page).locator('.add-product-sku-name input').fill('颜色分类:透\u200b明');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品标题').getByText('名称不能包含改变文字方向的控制字符').waitFor();
    await field(page, '规格属性名称').getByText('名称不能包含不可见字符').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request === 'POST /api/products')).toEqual([]);
  });

  it('adds a product with two SKUs, trimmed, and shows it in the table', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    await openProducts(page, server, `?shopId=${doudian.id}`);
    await openAdd(page);
    await field(page, '商品平台ID').locator('input').fill('  3601888  ');
    await field(page, '商品标题').locator('input').fill('  双规格定制壳 ');
    await field(page, '商品图片链接').locator('input').fill(' https://img.example/case.png ');
    await modal(page).getByRole('button', { name: '新增规格' }).click();
    const skuIds = modal(page).locator('.add-product-sku-id input');
    const skuNames = modal(page).locator('.add-product-sku-name input');
    await skuIds.nth(0).fill(' a1 ');
    await skuNames.nth(0).fill(' 颜色分类:透明 ');
    await skuIds.nth(1).fill('a2');
    await skuNames.nth(1).fill('颜色分类:黑色');
    // A double click on 保存 adds one product.
    await modal(page).getByRole('button', { name: '保存' }).dblclick();
    await page.getByText('添加成功').waitFor();
    await modal(page).waitFor({ state: 'hidden' });
    const added = (await allProducts(server, doudian.id)).filter((product) => product.originalId === '3601888');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      title: '双规格定制壳',
      imageUrl: 'https://img.example/case.png',
      skus: [
        { originalId: 'a1', propertiesName: '颜色分类:透明' },
        { originalId: 'a2', propertiesName: '颜色分类:黑色' },
      ],
    });
    await expectTitles(page, (await productPage(server, doudian.id)).items);
    expect(await page.locator('td.product-column', { hasText: '3601888' }).getAttribute('rowspan')).toBe('2');
  });

  it('says a product id the shop already has under the field, keeping what was typed', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const [first] = (await productPage(server, doudian.id)).items;
    await openProducts(page, server, `?shopId=${doudian.id}`);
    await openAdd(page);
    await field(page, '商品平台ID').locator('input').fill(first!.originalId);
    await field(page, '商品标题').locator('input').fill('重复的商品');
    await modal(page).locator('.add-product-sku-id input').fill('x1');
    await modal(page).locator('.add-product-sku-name input').fill('颜色分类:透明');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await field(page, '商品平台ID').getByText(first!.originalId, { exact: false }).last().waitFor();
    await field(page, '商品平台ID').locator('.arco-form-message').getByText('已有').waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(await field(page, '商品标题').locator('input').inputValue()).toBe('重复的商品');
  });

  it('offers no 添加商品 for a Taobao shop', async () => {
    const { page, server } = e2e;
    await openProducts(page, server, `?shopId=${(await shopNamed(server, TAOBAO)).id}`);
    expect(await page.getByRole('button', { name: '添加商品' }).count()).toBe(0);
  });
});

describe('删除商品', () => {
  it('asks first, says 删除成功, and deleting the last product of a page goes back a page', async () => {
    const { page, server } = e2e;
    const kuaishou = await shopNamed(server, KUAISHOU);
    const lastPage = (await productPage(server, kuaishou.id, 2, 10)).items;
    expect(lastPage.length).toBe(2);
    await openProducts(page, server, `?shopId=${kuaishou.id}&size=10&page=2`);
    await expectTitles(page, lastPage);

    const remove = async (originalId: string) => {
      await page.locator('td.product-column', { hasText: originalId }).getByRole('button', { name: '删除' }).click();
      const dialog = page.locator('.arco-modal', { hasText: '确认删除' });
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.getByText('删除成功').last().waitFor();
    };

    // Cancelled: nothing is deleted.
    await page.locator('td.product-column', { hasText: lastPage[0]!.originalId }).getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal', { hasText: '确认删除' }).getByRole('button', { name: '取消' }).click();
    await networkSettled(e2e);
    expect((await allProducts(server, kuaishou.id)).length).toBe(12);

    await remove(lastPage[0]!.originalId);
    await expectTitles(page, [lastPage[1]!]);
    await remove(lastPage[1]!.originalId);
    await expect.poll(() => currentQuery(page).get('page')).toBeNull();
    await expectTitles(page, (await productPage(server, kuaishou.id, 1, 10)).items);
    expect((await allProducts(server, kuaishou.id)).map((product) => product.originalId)).not.toContain(lastPage[0]!.originalId);
  });
});
