import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/freePort';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../src/app/routes';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, logInThroughForm, useConsole } from './fixtures';

const e2e = useConsole();
const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** `npm start` as a newcomer runs it (rspack serve on the embedded dev API), ready once it printed its address and compiled. */
async function startDevServer(port: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['node_modules/@rspack/cli/bin/rspack.js', 'serve'], { cwd: REPO, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${printed}`)), HEAVY_WAIT_MS);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      if (/Console:/.test(printed) && /compiled/i.test(printed)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${printed}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/**
 * One address per route: an optional part left out, a required one given its first value. 订单管理 first:
 * the screen a first open of which once stopped on the overlay.
 */
const routeAddresses = APP_ROUTES.map((route) => `/app/${route.path.replace(/\/:[a-z]+\?/g, '').replace(/:type/g, 'images')}`).sort(
  (a, b) => Number(b.endsWith('/order_management')) - Number(a.endsWith('/order_management')),
);

let devServer: ChildProcess | undefined;
afterAll(() => {
  devServer?.kill();
});

describe('npm start, cold', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('opens every route first thing after start with no error and no error overlay', async () => {
    const { page } = e2e;
    const started = await startDevServer(await freePort());
    devServer = started.process;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await logInThroughForm(page, started.url);
    for (const address of routeAddresses) {
      await page.goto(started.url + address);
      await page.locator('.shell-title').filter({ hasText: /\S/ }).waitFor();
      // Every reply of the screen's first calls in, each checked against its contract (src/api/replyCheck.ts).
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#rspack-dev-server-client-overlay').count(), address).toBe(0);
    }
    expect(errors).toEqual([]);
    // The icon a bookmark or a tab list asks for, as an icon (the server sends nosniff: no type, no icon).
    const icon = await fetch(`${started.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
  });
});
