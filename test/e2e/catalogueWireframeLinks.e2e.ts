import { describe, expect, it } from 'vitest';
import { openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();

describe('手机壳线框图: links and failures', () => {
  it('falls back to the first brand and model for a stale link, with no error modal', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe?brand=9999&model=8888');
    await page.locator('.wireframe-tab .arco-tabs-header-title-active', { hasText: '苹果' }).waitFor();
    await page.locator('.screen-toolbar .arco-select-view-value', { hasText: 'iPhone 15 Pro Max' }).waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    const params = new URL(page.url()).searchParams;
    expect(params.get('brand')).not.toBe('9999');
    expect(params.get('model')).not.toBe('8888');
  });

  it('shows the 网络请求错误 modal when putting a SKU on shelf fails (only lookups fail quietly)', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    const row = page.locator('.wireframe-tab .arco-table-tr').filter({ has: page.locator('td', { hasText: /^黑色$/ }) });
    await row.locator('.arco-switch').waitFor();
    server.devApi.faults.add({ method: 'PATCH', path: '/api/phone_case_skus/*', status: 500, times: 1 });
    await row.locator('.arco-switch').click();
    const modal = page.locator('.network-error-modal');
    await modal.getByText('网络请求错误').waitFor();
    await modal.getByText('注入的故障 500').waitFor();
    expect(await row.locator('.arco-switch').getAttribute('aria-checked')).toBe('false');
  });

  it('fills all four margins from a,b,c,d pasted into one margin, or typed into the paste box', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
    const row = page.locator('.wireframe-tab .arco-table-tr').filter({ has: page.locator('td', { hasText: /^白色$/ }) });
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('左', { exact: true }).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '1，2，3，4');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByText('粘贴成功').first().waitFor();
    expect(await form.getByLabel('下', { exact: true }).inputValue()).toBe('4');
    await form.getByLabel('粘贴打印区域').fill('5,6,7,8');
    await form.getByLabel('粘贴打印区域').press('Enter');
    await expect.poll(() => form.getByLabel('右', { exact: true }).inputValue()).toBe('6');
    expect(await form.getByLabel('粘贴打印区域').inputValue()).toBe('');
  });
});
