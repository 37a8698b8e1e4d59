import { describe, expect, it } from 'vitest';
import { loginAs, openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();

describe('the /app shell', () => {
  it('builds the menu from the route table and titles the page from it', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const menu = page.locator('.shell-sider .arco-menu-item');
    await menu.first().waitFor();
    expect(await menu.allInnerTexts()).toEqual(['品牌型号', '手机壳材质', '素材库', '字体与颜色', '设计模板', '订单管理', '打印治具', '商品定制配置', '定制链接', '积分充值', '店铺设置', '工厂对接', '平台调试']);
    await menu.filter({ hasText: '平台调试' }).click();
    await page.locator('.shell-title', { hasText: '平台调试' }).waitFor();
    await expect.poll(() => page.title()).toBe('平台调试 - 壳美定制');
  });

  it('shows the product logo as the tab icon, served with the page', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await page.request.get(new URL(href!, server.url).toString());
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  it('offers 22 help topics, each its own link, and a contact-support chat link', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-link', { hasText: '帮助文档' }).hover();
    const topics = page.locator('.help-menu a');
    await topics.first().waitFor();
    const hrefs = await topics.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(22);
    expect(new Set(hrefs).size).toBe(22);
    const support = page.getByRole('link', { name: '联系客服' });
    expect(await support.getAttribute('href')).toContain('amos.alicdn.com');
    expect(await support.getAttribute('target')).toBe('_blank');
  });

  it("shows the shop's mini-app name from the admin API", async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-app-name', { hasText: '壳美定制' }).waitFor();
  });

  it("shows the shop's mini-app name and falls back to the default name and logo when it cannot be read", async () => {
    const { page, server } = e2e;
    server.devApi.faults.add({ path: '/api/taobao_mini_app', status: 500 });
    await loginAs(page, server.url);
    await page.locator('.shell-app-name', { hasText: '定制小程序' }).waitFor();
    const logo = page.locator('.shell-brand img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The failure is the shell's to absorb: no modal for it.
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });

  it('remembers the service agreement in local storage across reloads', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.locator('.arco-checkbox', { hasText: '我已阅读并同意' }).locator('.arco-checkbox-mask').click();
    expect(await page.evaluate(() => localStorage.getItem('pcc.serviceAgreementAccepted'))).toBe('1');
    await page.reload();
    expect(await page.locator('.arco-checkbox-checked', { hasText: '我已阅读并同意' }).count()).toBe(1);
    await page.locator('.arco-checkbox', { hasText: '我已阅读并同意' }).locator('.arco-checkbox-mask').click();
    expect(await page.evaluate(() => localStorage.getItem('pcc.serviceAgreementAccepted'))).toBeNull();
  });

  it('shows the not-found page inside the shell for an unknown screen', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/no_such_screen');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.locator('.shell-sider').waitFor();
  });

  it('says 页面加载失败，请刷新重试 when a screen\'s code cannot be loaded, and keeps the shell', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-sider').waitFor();
    // The network goes away after the shell has loaded: the next screen's code cannot arrive.
    await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.locator('.shell-sider').getByText('字体与颜色').click();
    await page.getByText('页面加载失败，请刷新重试').waitFor();
    await page.locator('.shell-sider').waitFor();
    await page.getByRole('button', { name: '刷新页面' }).waitFor();
  });

  it('says 页面加载失败，请刷新重试 when the shell\'s own code cannot be loaded, instead of a blank page', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.reload();
    await page.getByText('页面加载失败，请刷新重试').waitFor();
    await page.getByRole('button', { name: '刷新页面' }).waitFor();
    expect(await page.locator('.shell-sider').count()).toBe(0);
  });
});
