import { expect, it } from 'vitest';
import { loginAs, useConsole } from './fixtures';

const e2e = useConsole();

it('shots', async () => {
  const { page, server } = e2e;
  await page.route('**/api/phone_case_customization_settings**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fulfill({ json: route.request().postDataJSON() }),
  );
  await page.route('**/api/shop_customization_urls', (route) => route.fulfill({ json: [] }));
  for (const [w, h] of [[1280, 800], [1024, 640]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await loginAs(page, server.url);
    await page.goto(`${server.url}/app/sku_customization_setting`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/products-${w}.png` });
    await page.getByText('配置', { exact: true }).first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/dialog-${w}.png` });
    await page.getByText('模板分组', { exact: true }).first().click();
    await page.getByRole('button', { name: '添加品牌' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/dialog-errors-${w}.png`, fullPage: true });
    await page.goto(`${server.url}/app/sku_customization_urls_setting/generate`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/generate-${w}.png`, fullPage: true });
    expect(1).toBe(1);
  }
});
