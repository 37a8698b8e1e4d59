import { describe, expect, it } from 'vitest';
import { devApiReply, devApiToken } from '../support/devApiCalls';
import { openSignedIn, useConsole } from './fixtures';

/**
 * The console on day one (newshop, nothing in it): each empty list says what to do and carries the button
 * that does it, and the button leads where that is done.
 */
const e2e = useConsole();
const NEWSHOP = { username: 'newshop', password: 'new1234' };

describe('an account with nothing in it', () => {
  it('订单管理 without a shop offers 去添加店铺, which opens 店铺设置 with 添加店铺', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/order_management', NEWSHOP);
    const empty = page.locator('.no-shops');
    await empty.getByText('还没有店铺，请先在店铺设置中添加店铺').waitFor();
    await empty.getByRole('button', { name: '去添加店铺' }).click();
    await page.waitForURL(/\/app\/setting$/);
    await page.locator('.empty-state').getByRole('button', { name: '添加店铺' }).waitFor();
  });

  it('订单管理 with a shop and no order says where orders come from and offers the links; a filter says 暂无订单', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/shops', { body: { type: 7, name: '新手快手店' }, token })).status).toBe(200);
    await openSignedIn(page, server.url, '/app/order_management', NEWSHOP);
    const none = page.locator('.orders-none-yet');
    await none.getByText('还没有订单。买家打开定制链接、定制手机壳并下单后，订单会出现在这里。').waitFor();
    await openSignedIn(page, server.url, '/app/order_management?q=123', NEWSHOP);
    await page.locator('.order-table').getByText('暂无订单').waitFor();
    expect(await page.locator('.orders-none-yet').count()).toBe(0);
    await page.goto(`${server.url}/app/order_management`);
    await none.getByRole('button', { name: '去生成定制链接' }).click();
    await page.waitForURL(/\/app\/sku_customization_urls_setting$/);
  });

  it('商品定制配置 without a shop offers 去添加店铺', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/sku_customization_setting', NEWSHOP);
    await page.locator('.no-shops').getByRole('button', { name: '去添加店铺' }).click();
    await page.waitForURL(/\/app\/setting$/);
  });

  it('设计模板: an empty group offers 新增模板 in the list, which opens the designer', async () => {
    const { page, server } = e2e;
    await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/design_template_collections', { body: { name: '新分组' }, token })).status).toBe(200);
    await openSignedIn(page, server.url, '/app/design_template', NEWSHOP);
    const empty = page.locator('.template-grid-empty');
    await empty.getByText('该分组还没有设计模板').waitFor();
    await empty.getByRole('button', { name: '新增模板' }).click();
    await page.locator('.designer-drawer .designer-canvas').waitFor();
  });
});

describe('the libraries and the catalogue of an account with nothing in them', () => {
  it('each empty list carries the button that fills it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/fonts', NEWSHOP);
    const empty = page.locator('.shell-content .empty-state');
    await empty.getByText('还没有店铺字体。新增字体后，买家定制时可以用它写字。').waitFor();
    await empty.getByRole('button', { name: '新增字体' }).click();
    await page.locator('.arco-modal:visible').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.arco-modal:visible').count()).toBe(0);

    await page.evaluate(() => history.pushState(null, '', '/app/fonts/colors'));
    await empty.getByRole('button', { name: '新增颜色' }).click();
    await page.locator('.arco-modal:visible').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.arco-modal:visible').count()).toBe(0);

    await page.evaluate(() => history.pushState(null, '', '/app/phone_case_material/wireframe'));
    await empty.getByText('请先新增品牌').waitFor();
    await empty.getByRole('button', { name: '新增品牌' }).click();
    await page.waitForURL(/\/app\/phone_brand_model\/brand$/);
    await empty.getByRole('button', { name: '新增品牌' }).waitFor();
  });

  it('an empty asset group offers 上传素材, which opens the upload wizard', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/design_asset_collections', { body: { name: '新分组', type: 1 }, token })).status).toBe(200);
    await openSignedIn(page, server.url, '/app/design_assets/images', NEWSHOP);
    const empty = page.locator('.asset-grid-empty');
    await empty.getByText('该分组还没有素材').waitFor();
    await empty.getByRole('button', { name: '上传素材' }).click();
    await page.locator('.arco-modal:visible').first().waitFor();
  });
});
