// The production page runs under its script policy (rspack.config.ts `scriptPolicy`, sent through
// `_headers`): every screen works under it, and a script that gets into the page some other way does not run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, signIn, useConsole } from './fixtures';

const e2e = useConsole({ bundle: 'production' });

/** Records every policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.slice());
}

const SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['/app/phone_brand_model/brand', '.arco-table'],
  ['/app/phone_case_material', '.arco-table'],
  ['/app/design_assets', '.arco-tabs'],
  ['/app/fonts', '.arco-table'],
  ['/app/order_management', '.arco-table'],
  ['/app/sku_customization_setting', '.arco-table'],
  ['/app/pay', '.credits-balance-value'],
  ['/app/setting', '.arco-table'],
  ['/app/integrations', '.erp-tutorial'],
];

describe('the production page under its script policy', () => {
  it('sends script-src self, object-src none and base-uri self with every page', async () => {
    const response = await e2e.page.goto(`${e2e.server.url}/login`);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain("script-src 'self' https://appx;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('runs every screen and the designer without a violation', async () => {
    const { page, server } = e2e;
    const violations = await recordViolations(page);
    await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
    await signIn(page, server.url);
    for (const [path, ready] of SCREENS) {
      await page.goto(`${server.url}${path}`);
      await page.locator(ready).first().waitFor();
    }
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await page.locator('.designer-drawer .designer-canvas canvas').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('does not run a script that gets into the page: inline, from another origin, or as a javascript: address', async () => {
    const { page, server } = e2e;
    const violations = await recordViolations(page);
    await loginAs(page, server.url);
    await page.route('https://evil.example/x.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__ran = "remote";' }));
    await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__ran = "inline";';
      document.body.appendChild(inline);
      const remote = document.createElement('script');
      remote.src = 'https://evil.example/x.js';
      await new Promise((resolve) => {
        remote.onload = remote.onerror = resolve;
        document.body.appendChild(remote);
      });
      const link = document.createElement('a');
      link.href = 'javascript:window.__ran="link"';
      document.body.appendChild(link);
      link.click();
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
  });
});
