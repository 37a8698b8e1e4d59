import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/freePort';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../src/app/routes';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, logInThroughForm, networkSettled, useConsole } from './fixtures';

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
 * One address per route, with the title the shell shows for it: an optional part left out, a required one
 * given its first value. 订单管理 first: the screen a first open of which once stopped on the overlay.
 */
const routeAddresses = APP_ROUTES.map((route) => ({ address: `/app/${route.path.replace(/\/:[a-z]+\?/g, '').replace(/:type/g, 'images')}`, title: route.title })).sort(
  (a, b) => Number(b.address.endsWith('/order_management')) - Number(a.address.endsWith('/order_management')),
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
    for (const [index, { address, title }] of routeAddresses.entries()) {
      // The first route loads the console; the others are opened by its own navigation (a history entry, as
      // its menu makes), each screen's code still asked of the cold server for the first time. A load per
      // route evaluated the whole development bundle again each time, most of the test's work.
      if (index === 0) await page.goto(started.url + address);
      else await page.evaluate((to) => history.pushState(null, '', to), address);
      await page.locator('.shell-title').getByText(title, { exact: true }).waitFor();
      // The screen's code in, then every reply of its first calls, each checked against its contract
      // (src/api/replyCheck.ts).
      await page.locator('.screen-loading').waitFor({ state: 'detached' });
      await networkSettled(e2e);
      expect(await page.locator('#rspack-dev-server-client-overlay').count(), address).toBe(0);
    }
    expect(errors).toEqual([]);
    // The icon a bookmark or a tab list asks for, as an icon (the server sends nosniff: no type, no icon).
    const icon = await fetch(`${started.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
  });
});
