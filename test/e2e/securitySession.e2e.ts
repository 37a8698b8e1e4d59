import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { loginAs, logInThroughForm, logOutThroughMenu, signIn, useConsole } from './fixtures';
import { devApiReply, devApiToken } from '../support/devApiCalls';

const e2e = useConsole();

const EVIL = 'https://evil.example';
/** Another origin on the console's site (same host, another port). */
const SAME_SITE = 'http://127.0.0.1:9';
const AUDIT = { username: 'tbtest_audit', password: 'audit1234' };

async function meStatus(server: ConsoleServer, token: string): Promise<number> {
  return (await devApiReply(server, 'GET', '/api/users/me', { token })).status;
}

/** demo nudges a layer of 蜜桃爱心 in the designer and leaves without saving: a draft is kept. */
async function leaveDraftAsDemo(page: Page, server: ConsoleServer): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await signIn(page, server.url);
  await openTemplate(page, server, '蜜桃爱心');
  await page.locator('.designer-layer-row').nth(1).click();
  await page.keyboard.press('d');
}

async function cookieToken(): Promise<string | undefined> {
  return (await e2e.context.cookies()).find((c) => c.name === '_token_')?.value;
}

/** Serves a page on a foreign origin (no server behind it: the browser is answered by the test). */
async function foreignPage(page: Page, origin: string, body: string): Promise<void> {
  await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>${body}` }));
  await page.goto(`${origin}/attack.html`);
}

/** Both rendering passes after whatever the page is doing now: lets a just-queued modal reach the DOM. */
const nextFrames = (page: Page | Frame) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('a ?token= from another page cannot swap or end the session', () => {
  for (const [label, query] of [
    ['a garbage token', '?token=garbage'],
    ['an empty token', '?token='],
  ] as const) {
    it(`keeps the signed-in merchant when a foreign page links to the console with ${label}`, async () => {
      const { page, server } = e2e;
      await signIn(page, server.url);
      const before = await cookieToken();
      await foreignPage(page, EVIL, `<a id="go" href="${server.url}/app/platform${query}">go</a>`);
      await page.click('#go');
      await page.waitForURL(`${server.url}/app/platform`);
      // The console renders once the offer is settled: the shell says who is still signed in.
      await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
      expect(page.url()).not.toContain('token=');
      expect(await cookieToken()).toBe(before);
    });

    it(`keeps the signed-in merchant when a foreign page frames the console with ${label}`, async () => {
      const { page, server } = e2e;
      await signIn(page, server.url);
      const before = await cookieToken();
      const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
      await foreignPage(page, EVIL, `<iframe id="console" src="${server.url}/app/platform${query}"></iframe>`);
      // frame-ancestors keeps the console out of a foreign frame altogether; the session outside is whole.
      await refused;
      expect(await page.frames()[1]!.locator('#root').count()).toBe(0);
      expect(await cookieToken()).toBe(before);
      await page.goto(`${server.url}/app/platform`);
      await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    });

    it(`keeps the signed-in merchant when another origin of its own site frames the console with ${label}`, async () => {
      const { page, server } = e2e;
      await signIn(page, server.url);
      const before = await cookieToken();
      // Cookies ignore the port: this frame shares the session, as a cross-site one does where the
      // browser allows third-party cookies (Qianniu's embedded Chromium).
      await foreignPage(page, SAME_SITE, `<iframe id="console" src="${server.url}/app/platform${query}"></iframe>`);
      await page.frameLocator('#console').locator('.shell-user', { hasText: 'demo' }).waitFor();
      expect(page.frames()[1]!.url()).toBe(`${server.url}/app/platform`);
      expect(await cookieToken()).toBe(before);
    });
  }

  it('signs nobody in with the token a page on another loopback port frames the console with', async () => {
    const { page, server } = e2e;
    const auditToken = await devApiToken(server, AUDIT.username, AUDIT.password);
    // Loopback is on the dev build's host list for its own port only: any other local page is no host.
    await foreignPage(page, SAME_SITE, `<iframe id="console" src="${server.url}/app/platform?token=${encodeURIComponent(auditToken)}"></iframe>`);
    await page.frameLocator('#console').locator('.login-page').waitFor();
    expect(await cookieToken()).toBeUndefined();
    await page.goto(`${server.url}/app/platform`);
    await page.locator('.login-page').waitFor();
    expect(await cookieToken()).toBeUndefined();
  });

  it('asks before another account\'s token replaces the session; keeping and switching both work', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const demoToken = await cookieToken();
    const auditToken = await devApiToken(server, AUDIT.username, AUDIT.password);
    const ask = page.locator('.session-switch-modal');

    await page.goto(`${server.url}/app/platform?token=${encodeURIComponent(auditToken)}`);
    await ask.getByText('此链接要以账号「tbtest_audit」登录，当前已登录账号「demo」。切换后将退出当前账号，是否切换？').waitFor();
    // Out of the address while the question is open, and asked over the console's own page, not a blank one.
    expect(page.url()).toBe(`${server.url}/app/platform`);
    await page.locator('.boot-splash', { hasText: '正在打开控制台…' }).waitFor();
    await page.locator('.boot-splash .brand-mark').waitFor();
    await ask.getByRole('button', { name: '保留当前账号' }).click();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(await cookieToken()).toBe(demoToken);

    await page.goto(`${server.url}/app/platform?token=${encodeURIComponent(auditToken)}`);
    await ask.getByRole('button', { name: '切换账号' }).click();
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    expect(await cookieToken()).toBe(auditToken);
    // The switch holds across a reload: it is the session now, not a one-page visit.
    await page.reload();
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
  });

  it('asks about another account\'s token on /has_login opened outside a trusted frame, and never carries it into the console', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const demoToken = await cookieToken();
    const auditToken = await devApiToken(server, AUDIT.username, AUDIT.password);
    await foreignPage(page, EVIL, `<a id="go" href="${server.url}/has_login?token=${encodeURIComponent(auditToken)}">go</a>`);
    await page.click('#go');
    const ask = page.locator('.session-switch-modal');
    await ask.getByRole('button', { name: '保留当前账号' }).click();
    expect(await cookieToken()).toBe(demoToken);
    await page.goto(`${server.url}/app/platform`);
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
  });

  it('drops a token a crafted login link carries in next: signed in, the address holds none, and a reload asks nothing', async () => {
    const { page, server } = e2e;
    const auditToken = await devApiToken(server, AUDIT.username, AUDIT.password);
    const next = `/app/platform?token=${encodeURIComponent(auditToken)}`;
    await logInThroughForm(page, server.url, undefined, undefined, `?next=${encodeURIComponent(next)}`);
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(page.url()).toBe(`${server.url}/app/platform`);
    await page.reload();
    // The shell renders only after an offer is settled, so a question would be on screen by now.
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(await page.locator('.session-switch-modal, .session-sign-in-modal').count()).toBe(0);
  });

  it('keeps the session, asking nothing, when a link offers another token of the signed-in account', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const before = await cookieToken();
    await page.goto(`${server.url}/app/platform?token=${encodeURIComponent(await devApiToken(server))}`);
    // The shell renders only after the offer is settled, so a question would be on screen by now.
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(await page.locator('.session-switch-modal, .session-sign-in-modal').count()).toBe(0);
    expect(await cookieToken()).toBe(before);
  });
});

describe('logout', () => {
  it('sends the other tabs to /login without a modal, and the server refuses the old token', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const token = (await cookieToken())!;
    const other = await e2e.context.newPage();
    await other.goto(`${server.url}/app/platform`);
    await other.locator('.shell-user', { hasText: 'demo' }).waitFor();

    // A hidden tab gets no animation frames, and the menu and the confirmation animate.
    await page.bringToFront();
    await logOutThroughMenu(page);
    await other.waitForURL(/\/login(\?next=[^&]*)?$/);
    await other.locator('.arco-message', { hasText: '已在其他窗口退出登录' }).waitFor();
    await other.locator('.login-page').waitFor();
    await other.bringToFront();
    await nextFrames(other);
    expect(await other.locator('.arco-modal').count()).toBe(0);
    expect(await other.locator('.arco-message', { hasText: '登录过期' }).count()).toBe(0);
    await expect.poll(() => meStatus(server, token)).toBe(401);
    expect(await cookieToken()).toBeUndefined();
  });

  it('closes a confirmation left open in another tab, so nothing acts without a session', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const other = await e2e.context.newPage();
    await other.goto(`${server.url}/app/phone_brand_model/brand`);
    await other.getByRole('button', { name: '删除' }).first().click();
    await other.locator('.arco-modal').waitFor();

    await page.bringToFront();
    await logOutThroughMenu(page);
    await other.bringToFront();
    await other.waitForURL(/\/login(\?next=[^&]*)?$/);
    await other.locator('.login-page').waitFor();
    await expect.poll(() => other.locator('.arco-modal').count()).toBe(0);
    expect(server.requests.filter((request) => request.startsWith('DELETE '))).toEqual([]);

    // Signed in again in that tab, without a reload: a confirmation closed from outside left nothing
    // behind that would refuse the next one.
    await other.getByPlaceholder('用户名').fill('demo');
    await other.getByPlaceholder('密码').fill('demo1234');
    await other.getByRole('button', { name: '登录' }).click();
    await other.waitForURL(/\/app\/phone_brand_model/);
    await other.getByRole('button', { name: '删除' }).first().click();
    await other.locator('.arco-modal', { hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await other.getByText('删除成功').waitFor();
  });
});

describe('switching account in one tab', () => {
  it('tells the other tabs, which reload as the new account', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const other = await e2e.context.newPage();
    await other.goto(`${server.url}/app/fonts`);
    await other.locator('.shell-user', { hasText: 'demo' }).waitFor();

    await page.bringToFront();
    const auditToken = await devApiToken(server, AUDIT.username, AUDIT.password);
    await page.goto(`${server.url}/app/fonts?token=${encodeURIComponent(auditToken)}`);
    await page.locator('.session-switch-modal').getByRole('button', { name: '切换账号' }).click();
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();

    await other.bringToFront();
    await other.locator('.arco-message', { hasText: '已在其他窗口切换为账号「tbtest_audit」，页面即将刷新' }).waitFor();
    await other.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    expect(other.url()).toBe(`${server.url}/app/fonts`);
  });
});

/** The keys idb-keyval keeps in its default store (created as idb-keyval would, if this runs first). */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
          read.onsuccess = () => {
            db.close();
            resolve((read.result as IDBValidKey[]).map(String).filter((key) => key.includes('raft:')));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function openTemplate(page: Page, server: ConsoleServer, name: string): Promise<void> {
  await page.goto(`${server.url}/app/design_template`);
  await page.locator('.template-card', { hasText: name }).locator('.template-thumb').click();
  // The workspace is rendered only once the document is ready, that is after the restore offer was decided.
  await page.locator('.designer-drawer .designer-canvas').waitFor();
}

describe('designer drafts belong to one account', () => {
  it('does not offer demo\'s draft to tbtest_audit, and still offers it to demo', async () => {
    const { page, server } = e2e;
    await leaveDraftAsDemo(page, server);
    await expect.poll(() => draftKeys(page)).toEqual([expect.stringMatching(/^designer:accountDraft:demo:/)]);

    await page.reload();
    await logOutThroughMenu(page);
    await logInThroughForm(page, server.url, AUDIT.username, AUDIT.password);
    await openTemplate(page, server, '蜜桃爱心');
    expect(await page.locator('.designer-restore-modal').count()).toBe(0);

    await page.reload();
    await logOutThroughMenu(page);
    await logInThroughForm(page, server.url);
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await page.locator('.designer-restore-modal').getByText('检测到上次未保存的设计修改，是否恢复？').waitFor();
  });

  it('never offers a draft kept before drafts had an owner', async () => {
    const { page, server } = e2e;
    await leaveDraftAsDemo(page, server);
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    // Move it to the key drafts had before: designer:draft:<templateId>.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
            const keys = store.getAllKeys();
            keys.onsuccess = () => {
              const key = String(keys.result[0]);
              const value = store.get(key);
              value.onsuccess = () => {
                store.delete(key);
                // designer:accountDraft:<account>:<templateId>:<opening>
                store.put(value.result, `designer:draft:${key.split(':')[3]}`);
              };
            };
            store.transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
            store.transaction.onerror = () => reject(store.transaction.error);
          };
        }),
    );
    expect(await draftKeys(page)).toEqual([expect.stringMatching(/^designer:draft:\d+$/)]);
    await page.reload();
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await page.locator('.designer-drawer .designer-canvas').waitFor();
    expect(await page.locator('.designer-restore-modal').count()).toBe(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
  });
});

describe('audit mode holds from the first call', () => {
  /** The shell's own first calls, answered (and handled) before a missing modal means anything. */
  function shellCallsAnswered(page: Page): Promise<unknown> {
    return Promise.all(
      ['/api/users/me', '/api/taobao_mini_app'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path).then((response) => response.finished()),
      ),
    );
  }

  it('shows no error modal to a tbtest account when its first calls fail with 502, at sign-in and after a reload', async () => {
    const { page, server } = e2e;
    server.devApi.faults.add({ path: '/api/users/me', status: 502 });
    server.devApi.faults.add({ path: '/api/taobao_mini_app', status: 502 });

    let answered = shellCallsAnswered(page);
    await logInThroughForm(page, server.url, AUDIT.username, AUDIT.password);
    await answered;
    // Known from the login reply, though /api/users/me failed.
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    await page.locator('.shell-audit', { hasText: '审核模式' }).waitFor();
    await nextFrames(page);
    expect(await page.locator('.network-error-modal').count()).toBe(0);

    answered = shellCallsAnswered(page);
    await page.reload();
    await answered;
    await page.locator('.shell-user', { hasText: 'tbtest_audit' }).waitFor();
    await nextFrames(page);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(server.requests.filter((r) => r.startsWith('GET /api/users/me'))).toHaveLength(2);
  });

  it('still shows the modal to an ordinary merchant under the same faults', async () => {
    const { page, server } = e2e;
    server.devApi.faults.add({ path: '/api/users/me', status: 502 });
    await logInThroughForm(page, server.url);
    await page.locator('.network-error-modal').getByText('系统繁忙，请刷新页面重试。').first().waitFor();
  });
});

describe('storage the page may not touch', () => {
  async function denyStorage(): Promise<void> {
    await e2e.context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      }
    });
  }

  it('renders /login and signs in', async () => {
    const { page, server } = e2e;
    await denyStorage();
    await page.goto(`${server.url}/login`);
    expect(await page.evaluate(() => {
      try {
        void window.sessionStorage;
        return 'open';
      } catch (error) {
        return (error as Error).name;
      }
    })).toBe('SecurityError');
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('demo1234');
    // The agreement checkbox keeps its state in local storage: it must still toggle.
    await page.locator('.arco-checkbox', { hasText: '我已阅读并同意' }).locator('.arco-checkbox-mask').click();
    await page.locator('.arco-checkbox-checked', { hasText: '我已阅读并同意' }).waitFor();
    await page.getByRole('button', { name: '登录' }).click();
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
  });

  it('renders /has_login in a cross-site frame and reports the session it is given', async () => {
    const { page, server } = e2e;
    await denyStorage();
    const token = await devApiToken(server);
    const parent = server.url.replace('127.0.0.1', 'localhost');
    await page.route(`${parent}/embed-parent.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>window.received = []; addEventListener('message', (e) => received.push(e.data));</script>
          <iframe id="embedded" src="${server.url}/has_login?token=${encodeURIComponent(token)}"></iframe>`,
      }),
    );
    await page.goto(`${parent}/embed-parent.html`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([{ type: 'HAS_LOGIN', hasLogin: true, username: 'demo' }]);
  });
});

describe('a _token_ cookie another port of the host sets (cookie tossing) signs nobody in', () => {
  /** A page on another port writes the audit account's session cookies: cookies know no port. */
  async function tossAuditCookies(page: Page, server: ConsoleServer): Promise<void> {
    const token = await devApiToken(server, AUDIT.username, AUDIT.password);
    const attributes = 'path=/app; SameSite=None; Secure';
    const script = `document.cookie = "_token_=${encodeURIComponent(token)}; ${attributes}";
      document.cookie = "_pcc_user_=${encodeURIComponent(`00000000:${AUDIT.username}`)}; ${attributes}";`;
    await foreignPage(page, SAME_SITE, `<script>${script}</script>`);
    // The attack took: the browser now sends the audit account's token first on the console's /app pages.
    await expect.poll(async () => (await e2e.context.cookies(`${server.url}/app/platform`)).filter((c) => c.name === '_token_').length).toBeGreaterThan(0);
  }

  it('keeps the signed-in merchant on their own account', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    await tossAuditCookies(page, server);
    expect((await e2e.context.cookies(`${server.url}/app/platform`)).filter((c) => c.name === '_token_')).toHaveLength(2);
    await page.goto(`${server.url}/app/platform`);
    await page.locator('.shell-user', { hasText: 'demo' }).waitFor();
    expect(await page.locator('.shell-user').innerText()).not.toContain(AUDIT.username);
    expect(await page.locator('.shell-audit').count()).toBe(0);
  });

  it('leaves a signed-out browser signed out', async () => {
    const { page, server } = e2e;
    await tossAuditCookies(page, server);
    await page.goto(`${server.url}/app/platform`);
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    await page.locator('.login-page').waitFor();
  });
});
