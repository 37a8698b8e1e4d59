import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { canvas, drawer, message } from './designerPage';
import { openSignedIn, useConsole } from './fixtures';
import { MSG } from '../../src/messages';
import { fetchThrough } from './routeFetch';

/**
 * The PSD import's encoding workers (psdEncode.worker.ts) lost: one that fails to load, one that crashes on
 * its first PNG, both after the layers are on the canvas. The parsing worker's chunk is served with a prefix
 * that replaces its `Worker`: the first worker it starts is the drawing one (kept), the next two are the
 * encoders. (One that never answers ends the import after the 60 s stall, psdClient.ts PSD_STALL_MS; the
 * unit tests of psdClient.ts cover that wait, not this file.)
 */
const e2e = useConsole();
const withPsds = hasTestdata('the PSD import with its encoding workers lost');

const GROUP = '热门模板';
const dialog = (page: Page) => page.locator('.psd-import-dialog');
const failureModal = (page: Page) => page.locator('.arco-modal', { hasText: '导入失败' });

async function groupTemplates(server: ConsoleServer): Promise<{ id: string; name: string }[]> {
  const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
  return callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${groups.find((g) => g.name === GROUP)!.id}`);
}

async function replaceEncoders(page: Page, encoder: string): Promise<void> {
  await page.context().route('**/assets/*.js', async (route) => {
    const response = await fetchThrough(route);
    const body = await response.text();
    if (!body.includes('PSD drawing worker')) return route.fulfill({ response, body });
    const prefix = `(() => {
      const Real = self.Worker;
      let started = 0;
      self.Worker = function (url, options) {
        started += 1;
        if (started === 1) return new Real(url, options);
        ${encoder}
      };
    })();\n`;
    return route.fulfill({ response, body: prefix + body });
  });
}

async function openTemplates(page: Page, server: ConsoleServer): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, '/app/design_template');
  await page.locator('.template-card').first().waitFor();
  await page.getByRole('tab', { name: GROUP }).click();
}

const TEMPLATE = '蜜桃爱心';
async function savedTemplate(server: ConsoleServer): Promise<{ layers: { imageFileId: string | null; type: string }[] }> {
  const list = await groupTemplates(server);
  return callDevApi(server, 'GET', `/api/design_templates/${list.find((t) => t.name === TEMPLATE)!.id}`);
}

/**
 * A stand-in encoder that fails as a crashed worker does (its `onerror`) when `arm`, run as it gets its
 * port, calls `fail`.
 */
const crashingEncoder = (arm: string) => `const fake = {
    onerror: null,
    onmessage: null,
    postMessage({ port }) {
      const fail = () => fake.onerror && fake.onerror(new ErrorEvent('error', { message: 'PSD encoder crashed', cancelable: true }));
      ${arm}
    },
    terminate() {},
    addEventListener() {},
    removeEventListener() {},
  };
  return fake;`;

/** A multi-artboard PSD picked on the template screen ends in 导入失败 with the crash's words, and no template is made. */
async function importEndsCrashed(page: Page, server: ConsoleServer): Promise<void> {
  await openTemplates(page, server);
  const before = (await groupTemplates(server)).length;
  await page.getByTestId('psd-import-input').setInputFiles(TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
  await failureModal(page).waitFor();
  expect(await failureModal(page).innerText()).toContain(MSG.psdImport.crashed);
  expect(await groupTemplates(server)).toHaveLength(before);
}

describe('PSD导入 with its encoding workers lost', () => {
  it.runIf(withPsds)('an encoding worker that fails to load ends the import with 导入失败 and its reason; no template is made', async () => {
    const { page, server } = e2e;
    await replaceEncoders(page, `return new Real(new URL('/assets/no-such-psd-encoder.js', self.location.href), options);`);
    await importEndsCrashed(page, server);
  });

  it.runIf(withPsds)('an encoding worker that crashes on its first PNG ends the import with 导入失败 and its reason; no template is made', async () => {
    const { page, server } = e2e;
    await replaceEncoders(page, crashingEncoder('port.onmessage = () => setTimeout(fail);'));
    await importEndsCrashed(page, server);
  });

  it.runIf(withPsds)('encoding workers that crash once the layers are on the canvas lose nothing: a save uploads every layer', async () => {
    const { page, server } = e2e;
    // Each encoder keeps what it is asked, answering nothing, until the page says 'crash': then it fails.
    await replaceEncoders(page, crashingEncoder(`port.onmessage = () => undefined;
      new BroadcastChannel('e2e-psd-encoder-crash').onmessage = fail;`));
    await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
    await openSignedIn(page, server.url, '/app/design_template');
    await page.locator('.template-card').first().waitFor();
    await page.getByRole('tab', { name: GROUP }).click();
    await page.locator('.template-card', { hasText: TEMPLATE }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');

    await drawer(page).getByTestId('psd-import-input').setInputFiles(TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
    await dialog(page).getByTestId('psd-artboard').filter({ hasText: 'transparent board' }).click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('5');

    await page.evaluate(() => new BroadcastChannel('e2e-psd-encoder-crash').postMessage('crash'));
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    expect(await canvas(page).getAttribute('data-node-count')).toBe('5');
    const saved = await savedTemplate(server);
    expect(saved.layers).toHaveLength(5);
    expect(saved.layers.every((layer) => layer.type !== 'IMAGE' || layer.imageFileId)).toBe(true);
  });
});
