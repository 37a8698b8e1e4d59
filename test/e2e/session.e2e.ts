import { describe, expect, it } from 'vitest';
import { loginAs, networkSettled, openSignedIn, recordToken, useConsole } from './fixtures';
import { devApiToken } from '../support/devApiCalls';

const e2e = useConsole();

describe('login and session', () => {
  it('shows 用户名必填 and 密码必填 when the form is submitted empty', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('用户名必填').isVisible()).resolves.toBe(true);
    await expect(page.getByText('密码必填').isVisible()).resolves.toBe(true);
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.includes('/api/users/login'))).toHaveLength(0);
  });

  it('clears a field\'s message as it is filled, keeps the other\'s, and ties each to its field', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: '登录' }).click();
    const username = page.getByRole('textbox', { name: '用户名' });
    await expect(username.getAttribute('aria-invalid')).resolves.toBe('true');
    const problemId = (await username.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${problemId}"]`).innerText()).resolves.toBe('用户名必填');
    await username.fill('demo');
    await expect.poll(() => page.getByText('用户名必填').count()).toBe(0);
    await expect(username.getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(page.getByText('密码必填').isVisible()).resolves.toBe(true);
    await username.fill(' ');
    await page.getByText('用户名必填').waitFor();
  });

  it('signs in once when 登录 is clicked twice in a row', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).dblclick();
    await page.waitForURL(/\/app\//);
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/users/login'))).toHaveLength(1);
  });

  it('treats a whitespace-only username as empty', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('   ');
    await page.getByPlaceholder('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名必填').waitFor();
  });

  it('logs in with the enter key, says 登陆成功 and lands in the console with the username shown', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('demo1234');
    await page.getByPlaceholder('密码').press('Enter');
    await page.getByText('登陆成功').waitFor();
    await page.waitForURL(/\/app\//);
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    const cookies = await e2e.context.cookies();
    expect(cookies.find((c) => c.name === '_token_')?.value).toBeTruthy();
  });

  it('shows the server message at the login form for a wrong password, not the 网络请求错误 modal', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('wrong');
    await page.getByRole('button', { name: '登录' }).click();
    await page.locator('.login-card [role="alert"]').getByText('用户名或密码错误').waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(page.url()).toContain('/login');
    // Editing the form clears it.
    await page.getByPlaceholder('密码').fill('demo');
    expect(await page.locator('.login-card [role="alert"]').count()).toBe(0);
  });

  it('logs out after confirming, back to /login, and the console is closed again', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-user').hover();
    await page.getByText('退出登录', { exact: true }).last().click();
    await page.getByText('确定要退出登录吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    await page.goto(`${server.url}/app/platform`);
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
  });

  it('stays logged in when the logout confirmation is cancelled', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-user').hover();
    await page.getByText('退出登录', { exact: true }).last().click();
    await page.getByRole('button', { name: '取消' }).click();
    // The question is gone once the cancel was handled; a logout would have left the console by then,
    // or at least have sent its request.
    await page.getByText('确定要退出登录吗？').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(page.url()).toContain('/app/');
    expect(await page.getByText('已退出登录').count()).toBe(0);
    // Still signed in, as the server sees it too: a reload stays in the console.
    await page.reload();
    await page.locator('.shell-user').waitFor();
    expect(page.url()).toContain('/app/');
  });

  it('sends a bad token back to /login with 登录过期，请重新登录！', async () => {
    const { page, server } = e2e;
    await e2e.context.addCookies([{ name: '_token_', value: 'forged-token', url: server.url }]);
    await recordToken(e2e.context, server.url, 'forged-token');
    await page.goto(`${server.url}/app/platform`);
    await page.getByText('登录过期，请重新登录！').waitFor();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    expect((await e2e.context.cookies()).find((c) => c.name === '_token_')).toBeUndefined();
  });

  it('returns to the page it was on after signing in again, when the session ended on the server mid-work', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/order_management?page=1&size=50');
    await page.locator('.arco-table').first().waitFor();
    const { pathname, search } = new URL(page.url());
    // What an expiry or a restarted service does: the token stops working, and this tab is not told.
    const token = (await e2e.context.cookies()).find((c) => c.name === '_token_')!.value;
    expect((await fetch(`${server.url}/api/users/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).ok).toBe(true);
    await page.reload();
    await page.getByText('登录过期，请重新登录！').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(pathname + search);
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === pathname && url.search === search);
  });

  it('asks before a ?token= link signs a plain browser in, naming the account: 取消 signs nobody in', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server, 'tbtest_audit', 'audit1234');
    await page.goto(`${server.url}/app/platform?token=${encodeURIComponent(token)}`);
    const ask = page.locator('.session-sign-in-modal');
    await ask.getByText('使用账号「tbtest_audit」登录？', { exact: false }).waitFor();
    // Out of the address while the question is open.
    expect(page.url()).toBe(`${server.url}/app/platform`);
    await ask.getByRole('button', { name: '取消' }).click();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    expect((await e2e.context.cookies()).find((c) => c.name === '_token_')).toBeUndefined();
  });

  it('signs a plain browser in with a ?token= link once the merchant says 登录, and removes it from the address bar', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server);
    await page.goto(`${server.url}/app/platform?token=${encodeURIComponent(token)}`);
    await page.locator('.session-sign-in-modal').getByRole('button', { name: '登录' }).click();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(page.url()).not.toContain('token=');
    expect((await e2e.context.cookies()).find((c) => c.name === '_token_')?.value).toBe(token);
  });

  it('takes a ?token= without asking where a trusted host frames the console', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server);
    // A parent on the host origin list (loopback origins are on it in this build), on its own port.
    const host = server.url.replace('127.0.0.1', 'localhost');
    await page.route(`${host}/host.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="console" src="${server.url}/app/platform?token=${encodeURIComponent(token)}"></iframe>` }),
    );
    await page.goto(`${host}/host.html`);
    const frame = page.frameLocator('#console');
    await frame.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(await frame.locator('.session-sign-in-modal').count()).toBe(0);
  });

  it('ignores a token query parameter that does not check out, signed in or not', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/app/platform?token=forged`);
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    expect((await e2e.context.cookies()).find((c) => c.name === '_token_')).toBeUndefined();
    // Not even the 登录过期 of an expired session: there was none, and the offer changed nothing.
    await page.locator('.login-page').waitFor();
    expect(await page.locator('.arco-message', { hasText: '登录过期' }).count()).toBe(0);
  });

  it('shows a not-found page with a link home for an unknown address', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
  });
});
