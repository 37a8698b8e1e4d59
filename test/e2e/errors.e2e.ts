import { describe, expect, it } from 'vitest';
import { loginAs, openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();

/** Logs in and waits until the shell's own user lookup has reached the server, so a fault added next is
 * met by the reload's lookup and not by the one still on its way from the login. */
async function loginAndSettle(): Promise<void> {
  const { page, server } = e2e;
  await loginAs(page, server.url);
  await expect.poll(() => server.requests.some((r) => r.startsWith('GET /api/users/me'))).toBe(true);
}

describe('the error catalogue in the browser', () => {
  it('opens 网络请求错误 with the URL, trace id, code and message of a failed call', async () => {
    const { page, server } = e2e;
    await loginAndSettle();
    server.devApi.faults.add({ path: '/api/users/me', status: 500, times: 1 });
    await page.reload();
    const modal = page.locator('.network-error-modal');
    await modal.getByText('网络请求错误').waitFor();
    await modal.getByText('/api/users/me').waitFor();
    await modal.getByText('INJECTED_FAULT').waitFor();
    await modal.getByText('注入的故障 500').waitFor();
    const traceId = await modal.locator('.arco-descriptions-item-value', { hasText: /^dev-/ }).innerText();
    expect(traceId).toMatch(/^dev-[0-9a-f]+/);
    await modal.getByRole('button', { name: '知道了' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('reads 系统繁忙，请刷新页面重试。 for a gateway 502', async () => {
    const { page, server } = e2e;
    await loginAndSettle();
    server.devApi.faults.add({ path: '/api/users/me', status: 502 });
    await page.reload();
    await page.locator('.network-error-modal').getByText('系统繁忙，请刷新页面重试。').waitFor();
  });

  it('says 请检查您的网络设置，请求发送失败！ when the server cannot be reached', async () => {
    const { page } = e2e;
    await loginAndSettle();
    await page.route('**/api/users/me', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.locator('.network-error-modal').getByText('请检查您的网络设置，请求发送失败！').waitFor();
  });

  it('links the authorization tutorial when a sub-account is refused', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform', { username: 'demo:运营', password: 'sub1234' });
    await page.getByTestId('upload-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([1, 2, 3]) });
    const modal = page.locator('.network-error-modal');
    await modal.getByText('该子帐号无此操作权限，请联系主账号授权').waitFor();
    const link = modal.getByRole('link', { name: '查看子账号授权教程' });
    expect(await link.getAttribute('href')).toContain('sub-account-authorization');
  });

  it('keeps error modals shut for an audit account, and the screen still says what failed', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform', { username: 'tbtest_audit', password: 'audit1234' });
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    server.devApi.faults.add({ path: '/api/files/upload_form', status: 500, times: 1 });
    await page.getByTestId('upload-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([1, 2, 3]) });
    await page.locator('.upload-card').getByText('注入的故障 500').waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });
});
