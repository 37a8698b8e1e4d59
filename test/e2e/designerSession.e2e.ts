// (the designer's session): two tabs on one template, the draft on disk following an undo and a page left, a
// restored draft kept across reloads, the agreement
// dialog under a double click, the material panel's retry, a stale quick pick, and the template group name limit.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { decodePng } from '../../adapters/mock/devApi/cutout/pngReader';
import { casePng, pngUpload } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { canvas, drawer, message, nextMessage, rows, selectedCoordinate, shown as shownNodes, storedDraftShapes, storedDrafts } from './designerPage';
import { TEMPLATE_GROUP_NAME_LIMIT } from '../../contract/names';
import { loseNextReply } from './lostReply';

const e2e = useConsole();

interface ShownNode {
  uuid: string;
  left: number;
  top: number;
}
interface SavedTemplate {
  id: string;
  name: string;
  revision: number;
  collectionId: string;
  layers: { uuid: string; left: number; top: number }[];
}

const conflict = (page: Page) => page.locator('.designer-conflict-modal');
const api = <T>(server: ConsoleServer, path: string, method = 'GET', body?: unknown) => callDevApi<T>(server, method, path, body);

/** What Leafer shows, read from the nodes (the view writes their geometry on a data attribute). */
async function shown(page: Page): Promise<ShownNode[]> {
  const nodes = JSON.parse((await canvas(page).getAttribute('data-nodes')) ?? '[]') as ShownNode[];
  return nodes.map(({ uuid, left, top }) => ({ uuid, left, top }));
}

async function openTemplates(page: Page, server: ConsoleServer, acceptAgreement = true): Promise<void> {
  if (acceptAgreement) await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, '/app/design_template');
  await page.locator('.template-card').first().waitFor();
}

/** Opens a template from its card; answers whether a draft (or several) was offered, else waits for all its layers. */
async function openTemplate(page: Page, name: string, layers: number): Promise<boolean> {
  await page.locator('.template-card', { hasText: name }).locator('.template-thumb').click();
  const question = page.locator('.designer-restore-modal .designer-restore-question');
  await question.or(canvas(page)).first().waitFor();
  if (await question.isVisible()) return true;
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layers));
  return false;
}

/** How many drafts on disk keep a create whose answer was lost (designDraft.ts `lostCreate`). */
const draftsWithLostCreate = async (page: Page) => (await storedDraftShapes(page)).filter((draft) => draft.lostCreate).length;

/** Every template of every group, as the API has them. */
async function allTemplates(server: ConsoleServer): Promise<{ id: string; name: string }[]> {
  const groups = await api<{ id: string }[]>(server, '/api/design_template_collections');
  const lists = await Promise.all(groups.map((group) => api<{ id: string; name: string }[]>(server, `/api/design_templates?collectionId=${group.id}`)));
  return lists.flat();
}

/**
 * A new template of one uploaded layer, saved once: the create reaches the API and is done, its answer is lost
 * on the way back. Returns the templates before it, and how to read them again.
 */
async function newTemplateCreateLost(page: Page, server: ConsoleServer) {
  const templates = () => allTemplates(server);
  const before = await templates();
  await openTemplates(page, server);
  await page.getByRole('button', { name: '新增模板' }).first().click();
  await canvas(page).waitFor();
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('mine.png', casePng(200, 100)));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('1');
  await loseNextReply(page, '**/api/design_templates', 'POST');
  await clickSave(page);
  await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
  await expect.poll(async () => (await templates()).length).toBe(before.length + 1);
  return { templates, before };
}

/** Moves the selected layer 3 px and saves: there is one template more than `before`, with the move. Returns it. */
async function oneTemplateMoved(page: Page, server: ConsoleServer, templates: () => Promise<{ id: string; name: string }[]>, before: { id: string }[]) {
  const moved = await nudge(page, 'd', 3);
  await save(page);
  const after = await templates();
  expect(after).toHaveLength(before.length + 1);
  const made = after.find((template) => !before.some((old) => old.id === template.id))!;
  expect(positions((await api<SavedTemplate>(server, `/api/design_templates/${made.id}`)).layers)).toEqual(positions(moved));
  return made;
}

/** A second tab of the same browser (same storage, same session), on the template screen. */
async function secondTab(server: ConsoleServer): Promise<Page> {
  const page = await e2e.context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}/app/design_template`);
  await page.locator('.template-card').first().waitFor();
  return page;
}

/** Moves the first layer in the list by `steps` px with a nudge key, and waits until the canvas shows it. */
async function nudge(page: Page, key: 'd' | 's', steps: number): Promise<ShownNode[]> {
  // Keys go to the tab in front, as they do for the merchant.
  await page.bringToFront();
  await rows(page).first().click();
  const axis = key === 'd' ? 'left' : 'top';
  // The click selects on the next frame: read the start only once the view shows one selected layer.
  await expect.poll(() => selectedCoordinate(page, axis)).not.toBeNaN();
  const before = await selectedCoordinate(page, axis);
  for (let i = 0; i < steps; i++) await page.keyboard.press(key);
  await expect.poll(() => selectedCoordinate(page, axis)).toBe(before + steps);
  return shown(page);
}

async function clickSave(page: Page): Promise<void> {
  await page.bringToFront();
  await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
}

async function save(page: Page): Promise<void> {
  const saved = await nextMessage(page, '保存成功');
  await clickSave(page);
  await saved.waitFor();
}

async function templateNamed(server: ConsoleServer, name: string): Promise<SavedTemplate> {
  const groups = await api<{ id: string; name: string }[]>(server, '/api/design_template_collections');
  for (const group of groups) {
    const list = await api<{ id: string; name: string }[]>(server, `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === name);
    if (found) return api<SavedTemplate>(server, `/api/design_templates/${found.id}`);
  }
  throw new Error(`no template ${name}`);
}

const positions = (layers: readonly { uuid: string; left: number; top: number }[]) =>
  layers.map(({ uuid, left, top }) => `${uuid}@${Math.round(left * 100) / 100},${Math.round(top * 100) / 100}`).sort();

describe('two tabs on one template', () => {
  it('a stale save asks instead of overwriting: 重新加载 shows the other save, 覆盖保存 replaces it on purpose', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const other = await secondTab(server);
    await openTemplate(page, '蜜桃爱心', 3);
    await openTemplate(other, '蜜桃爱心', 3);

    // Tab 1 saves first.
    const first = await nudge(page, 'd', 3);
    await save(page);
    const afterFirst = await templateNamed(server, '蜜桃爱心');
    expect(positions(afterFirst.layers)).toEqual(positions(first));

    // Tab 2's save is stale: it asks, and the other save is still there while it asks.
    await nudge(other, 's', 2);
    await clickSave(other);
    await conflict(other).getByText('在你编辑期间，这个模板已在其他页面（或其他人）保存过。', { exact: false }).waitFor();
    expect(await other.locator('.network-error-modal').count()).toBe(0);
    // Esc does not answer: each answer drops someone's work.
    await other.keyboard.press('Escape');
    expect(await conflict(other).isVisible()).toBe(true);
    expect(positions((await templateNamed(server, '蜜桃爱心')).layers)).toEqual(positions(first));

    // 重新加载: tab 2 drops its work and shows tab 1's save, saved and clean.
    await conflict(other).getByRole('button', { name: '重新加载' }).click();
    await expect.poll(async () => positions(await shown(other))).toEqual(positions(first));
    await expect.poll(() => other.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);

    // Again, and this time 覆盖保存: tab 2's canvas is what is saved, over tab 1's second save.
    await nudge(page, 'd', 1);
    await save(page);
    const mine = await nudge(other, 's', 4);
    await clickSave(other);
    await conflict(other).getByRole('button', { name: '覆盖保存' }).click();
    await message(other, '保存成功').waitFor();
    await expect.poll(async () => positions((await templateNamed(server, '蜜桃爱心')).layers)).toEqual(positions(mine));
    const overwritten = await templateNamed(server, '蜜桃爱心');

    // Tab 1 is now the stale one: 继续编辑 saves nothing and keeps its canvas.
    const kept = await nudge(page, 'd', 1);
    await clickSave(page);
    await conflict(page).getByRole('button', { name: '继续编辑' }).click();
    await conflict(page).waitFor({ state: 'detached' });
    expect(positions(await shown(page))).toEqual(positions(kept));
    expect((await templateNamed(server, '蜜桃爱心')).revision).toBe(overwritten.revision);
  });

  it('saved again after the answer of a save was lost: answered with that save, no question of another page, nothing uploaded twice', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const moved = await nudge(page, 'd', 2);
    const uploads = () => server.requests.filter((request) => request === 'POST /api/files/upload_form').length;
    // The save reaches the API and is done; its answer is lost on the way back (a dropped connection).
    await loseNextReply(page, '**/api/design_templates/*', 'PUT');
    await clickSave(page);
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    const sent = await templateNamed(server, '蜜桃爱心');
    expect(positions(sent.layers)).toEqual(positions(moved));
    const uploadedOnce = uploads();

    await save(page);
    expect(await conflict(page).count()).toBe(0);
    expect(uploads()).toBe(uploadedOnce);
    expect((await templateNamed(server, '蜜桃爱心')).revision).toBe(sent.revision);
  });

  it('a new template whose first save lost its answer, moved and saved again, is one template with the move', async () => {
    const { page, server } = e2e;
    const { templates, before } = await newTemplateCreateLost(page, server);

    const made = await oneTemplateMoved(page, server, templates, before);
    await expect.poll(() => page.locator('.designer-drawer .designer-title').textContent()).toBe(made.name);
  });

  it('a new template whose first save lost its answer, the page reloaded and the draft restored, moved and saved, is one template with the move', async () => {
    const { page, server } = e2e;
    const { templates, before } = await newTemplateCreateLost(page, server);
    // The draft on disk holds the create whose answer was lost before the page goes.
    await expect.poll(() => draftsWithLostCreate(page)).toBe(1);

    await page.reload();
    await page.locator('.template-card').first().waitFor();
    await page.getByRole('button', { name: '新增模板' }).first().click();
    await restore(page, '恢复');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('1');
    const made = await oneTemplateMoved(page, server, templates, before);
    await expect.poll(() => page.locator('.designer-drawer .designer-title').textContent()).toBe(made.name);
    expect(await draftsWithLostCreate(page)).toBe(0);
  });

  it('a save of a template deleted in another tab asks: 取消 keeps the work, 另存为新模板 saves it as a new template of the group', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const mine = await nudge(page, 'd', 3);
    const deleted = await templateNamed(server, '蜜桃爱心');
    await api(server, `/api/design_templates/${deleted.id}`, 'DELETE');

    const question = page.locator('.arco-modal', { hasText: '模板已在其他页面删除' });
    await clickSave(page);
    await question.getByText('另存为新模板将把当前设计保存为同一分组里的新模板', { exact: false }).waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'detached' });
    expect(positions(await shown(page))).toEqual(positions(mine));
    expect(await drawer(page).getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);

    await clickSave(page);
    await question.getByRole('button', { name: '另存为新模板' }).click();
    await message(page, '保存成功').waitFor();
    const saved = await templateNamed(server, '蜜桃爱心');
    expect(saved.id).not.toBe(deleted.id);
    expect(saved.collectionId).toBe(deleted.collectionId);
    expect(positions(saved.layers)).toEqual(positions(mine));
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    // The next save updates the new template in place.
    const again = await nudge(page, 's', 2);
    await save(page);
    const updated = await templateNamed(server, '蜜桃爱心');
    expect(updated.id).toBe(saved.id);
    expect(positions(updated.layers)).toEqual(positions(again));
  });

  it("a save in one tab keeps the other tab's draft, which is offered once that tab is gone", async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const other = await secondTab(server);
    await openTemplate(page, '蜜桃爱心', 3);
    await openTemplate(other, '蜜桃爱心', 3);

    const unsaved = await nudge(other, 's', 5);
    const isUnsaved = (draft: { uuid: string; left: number; top: number }[]) => positions(draft).join() === positions(unsaved).join();
    await expect.poll(async () => (await storedDrafts(page)).some(isUnsaved)).toBe(true);

    await nudge(page, 'd', 2);
    await save(page);
    // Tab 1's save took only its own draft.
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(1);
    expect((await storedDrafts(page)).some(isUnsaved)).toBe(true);

    // Tab 2 goes away unsaved (closed, crashed); opening the template again offers its work.
    await other.close();
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await openTemplate(page, '蜜桃爱心', 3)).toBe(true);
    await page.locator('.designer-restore-modal').getByRole('button', { name: '恢复' }).click();
    await expect.poll(async () => positions(await shown(page))).toEqual(positions(unsaved));
    // It was based on the template before tab 1's save: saving it asks first.
    await clickSave(page);
    await conflict(page).getByRole('button', { name: '覆盖保存' }).click();
    // Polled: the first save's 保存成功 may still be on screen, so the toast proves nothing here.
    await expect.poll(async () => positions((await templateNamed(server, '蜜桃爱心')).layers)).toEqual(positions(unsaved));
  });
});

/** Moves 图层 2 right by `tens` × 10 px with Shift+→, and waits until a kept draft holds the move: its layers. */
async function moveRightKept(page: Page, tens: number): Promise<string[]> {
  await page.bringToFront();
  await rows(page).filter({ hasText: '图层 2' }).click();
  await expect.poll(() => selectedCoordinate(page, 'left')).not.toBeNaN();
  const start = await selectedCoordinate(page, 'left');
  for (let i = 0; i < tens; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => selectedCoordinate(page, 'left')).toBe(start + tens * 10);
  const moved = positions(await shown(page));
  await expect.poll(async () => (await storedDrafts(page)).some((draft) => positions(draft).join() === moved.join())).toBe(true);
  return moved;
}

/** Reloads the page (a crash, a closed tab) and opens the template again: whether its work is offered. */
async function reopen(page: Page, name: string, layers: number): Promise<boolean> {
  await page.reload();
  await page.locator('.template-card').first().waitFor();
  return openTemplate(page, name, layers);
}

const restore = (page: Page, answer: '恢复' | '放弃') => page.locator('.designer-restore-modal').getByRole('button', { name: answer }).click();

describe('the draft on disk is what the screen shows', () => {
  it('an undo back to the saved template deletes the draft as it lands: a reload right after offers nothing', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const saved = positions(await shown(page));
    await moveRightKept(page, 30);

    // Another layer picked ends the run of nudges; one undo takes the whole move back.
    await rows(page).filter({ hasText: '图层 3' }).click();
    await expect.poll(() => rows(page).filter({ hasText: '图层 3' }).getAttribute('class')).toContain('selected');
    await page.keyboard.press('ControlOrMeta+z');
    // Read with no wait at all: the draft went with the undo, not a moment later.
    expect(await storedDrafts(page)).toEqual([]);
    await expect.poll(async () => positions(await shown(page))).toEqual(saved);
    expect(await reopen(page, '蜜桃爱心', 3)).toBe(false);
    expect(positions(await shown(page))).toEqual(saved);
  });

  it('a pending draft is written as the page is left or hidden, not a moment later; the question says when it was kept', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const holds = async (layers: readonly { uuid: string; left: number; top: number }[]) =>
      (await storedDrafts(page)).some((draft) => positions(draft).join() === positions(layers).join());
    // Each read follows the event with no wait: the write was begun as the event came (a reload or a
    // closed tab gives a write no more time than that).
    let unsaved = await nudge(page, 'd', 3);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
    expect(await holds(unsaved)).toBe(true);
    unsaved = await nudge(page, 'd', 2);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    expect(await holds(unsaved)).toBe(true);
    unsaved = await nudge(page, 's', 2);
    await page.evaluate(() => {
      // As the browser says it when another tab or app comes in front.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      delete (document as { visibilityState?: unknown }).visibilityState;
    });
    expect(await holds(unsaved)).toBe(true);

    expect(await reopen(page, '蜜桃爱心', 3)).toBe(true);
    const ask = page.locator('.designer-restore-modal');
    expect(await ask.locator('.arco-modal-title').textContent()).toBe('恢复未保存的设计');
    expect(await ask.locator('.designer-restore-when').textContent()).toMatch(/^草稿保存于 (今天|昨天) \d{2}:\d{2}$/);
    await restore(page, '恢复');
    await expect.poll(async () => positions(await shown(page))).toEqual(positions(unsaved));
  });
});

describe('a restored draft', () => {
  it('is kept: a reload before any new edit offers the same work again, 放弃 drops it', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    // An upload (its bytes live only in the draft) and a move.
    await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('mine.png', casePng(80, 80)));
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    const unsaved = await nudge(page, 's', 3);
    const holdsUnsaved = async () => (await storedDrafts(page)).filter((draft) => positions(draft).join() === positions(unsaved).join()).length;
    await expect.poll(holdsUnsaved).toBe(1);

    expect(await reopen(page, '蜜桃爱心', 4)).toBe(true);
    await restore(page, '恢复');
    await expect.poll(async () => positions(await shown(page))).toEqual(positions(unsaved));
    // Kept at once, and once: this opening's draft holds the work, the one it came from is gone.
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(1);
    expect(await holdsUnsaved()).toBe(1);

    // Reloaded again before any edit: the same work is offered, its upload included.
    expect(await reopen(page, '蜜桃爱心', 4)).toBe(true);
    await restore(page, '恢复');
    await expect.poll(async () => positions(await shown(page))).toEqual(positions(unsaved));
    expect((await shownNodes(page)).filter((node) => node.placeholder)).toEqual([]);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(1);

    // 放弃 drops it for good: the template as saved, and nothing offered after the next reload.
    expect(await reopen(page, '蜜桃爱心', 4)).toBe(true);
    await restore(page, '放弃');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(0);
    expect(await reopen(page, '蜜桃爱心', 3)).toBe(false);
  });

  it('is offered to one tab at a time: another tab opening the template meanwhile is not offered it', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const unsaved = await nudge(page, 'd', 4);
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => positions(draft).join() === positions(unsaved).join())).toBe(true);

    // The tab that wrote it is gone (reloaded); this opening offers its work and holds it while it asks.
    expect(await reopen(page, '蜜桃爱心', 3)).toBe(true);
    const other = await secondTab(server);
    expect(await openTemplate(other, '蜜桃爱心', 3)).toBe(false);
    await restore(page, '恢复');
    await expect.poll(async () => positions(await shown(page))).toEqual(positions(unsaved));
    // Restored here, it is this tab's draft: the other tab, opening again, is still not offered it.
    await drawer(other).locator('.arco-drawer-close-icon').click();
    await drawer(other).waitFor({ state: 'hidden' });
    expect(await openTemplate(other, '蜜桃爱心', 3)).toBe(false);
  });
});

/** A draft preview's pixels as the merchant sees them (a screenshot: a template's image may be another origin's). */
async function previewPixels(page: Page, at: number): Promise<Uint8Array> {
  const preview = page.locator('.designer-restore-preview').nth(at);
  await expect.poll(() => preview.getAttribute('data-drawn')).toBe('true');
  return (await decodePng(new Uint8Array(await preview.screenshot()))).data;
}

/** Whether an image holds more than one colour: something drawn, not an empty canvas. */
const drawnOn = (pixels: Uint8Array) => pixels.some((value, at) => value !== pixels[at % 4]);

/**
 * Two tabs on one template, each left with unsaved work (closed, reloaded): the first tab adds an upload,
 * the second moves a layer 200 px; both drafts kept. Answers each tab's layers as it left them.
 */
async function twoLeftDrafts(page: Page, server: ConsoleServer): Promise<{ older: string[]; newer: string[] }> {
  await openTemplates(page, server);
  const other = await secondTab(server);
  await openTemplate(page, '蜜桃爱心', 3);
  await openTemplate(other, '蜜桃爱心', 3);
  const older = await moveRightKept(other, 20);
  // Kept by now. The second tab's work starts in a later second, so that the two drafts' times differ even
  // to the second (a merchant's tabs are rarely left within one; the question marks the newer 最新 then).
  const keptBy = Math.floor((await other.evaluate(() => Date.now())) / 1000);
  await expect.poll(async () => Math.floor((await page.evaluate(() => Date.now())) / 1000), { interval: 100 }).toBeGreaterThan(keptBy);

  await page.bringToFront();
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('mine.png', casePng(200, 200, [230, 40, 40])));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
  const newer = positions(await shown(page));
  await expect.poll(async () => (await storedDrafts(page)).some((draft) => positions(draft).join() === newer.join())).toBe(true);

  await other.close();
  expect(await reopen(page, '蜜桃爱心', 3)).toBe(true);
  return { older, newer };
}

describe('two drafts left by two tabs', () => {
  it('are offered together, each with its own time and picture; the older one picked is restored and saved, the newer dropped', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    const { older } = await twoLeftDrafts(page, server);
    const ask = page.locator('.designer-restore-modal');
    expect(await ask.locator('.designer-restore-question').textContent()).toBe(
      '检测到 2 份未保存的设计草稿（可能来自不同的浏览器标签页），请选择要恢复的一份，其余草稿将被放弃。',
    );
    const times = await ask.locator('.designer-restore-when').allTextContents();
    expect(times).toHaveLength(2);
    for (const time of times) expect(time).toMatch(/^草稿保存于 (今天|昨天) \d{2}:\d{2}(:\d{2})?$/);
    expect(new Set(times).size).toBe(2);
    expect(await ask.locator('.designer-restore-layers').allTextContents()).toEqual(['4 个图层 · 最新', '3 个图层']);
    const [first, second] = [await previewPixels(page, 0), await previewPixels(page, 1)];
    expect(drawnOn(first!)).toBe(true);
    expect(drawnOn(second!)).toBe(true);
    expect(Buffer.from(first!).equals(Buffer.from(second!))).toBe(false);
    // At 1024 × 640 both drafts and both answers are in view.
    for (const shownPart of [ask.locator('.designer-restore-preview').nth(1), ask.getByRole('button', { name: '恢复所选草稿' })]) {
      const box = (await shownPart.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }

    // The merchant clicks the older draft's picture and time.
    await ask.locator('.designer-restore-draft').nth(1).click();
    await expect.poll(() => ask.getByRole('radio').nth(1).isChecked()).toBe(true);
    await ask.getByRole('button', { name: '恢复所选草稿' }).click();
    await expect.poll(async () => positions(await shown(page))).toEqual(older);
    // Kept as this opening's draft; the one not picked is gone with the question.
    await expect.poll(async () => (await storedDrafts(page)).map(positions)).toEqual([older]);
    await save(page);
    expect(positions((await templateNamed(server, '蜜桃爱心')).layers)).toEqual(older);
  });

  it('picked by keyboard, the newest (chosen at first) is restored with its upload and saved', async () => {
    const { page, server } = e2e;
    const { newer } = await twoLeftDrafts(page, server);
    const ask = page.locator('.designer-restore-modal');
    const radios = ask.getByRole('radio');
    const focused = (radio: Locator) => radio.evaluate((input) => input === document.activeElement);
    await expect.poll(() => radios.first().isChecked()).toBe(true);
    // The question opens with the focus on the draft chosen. Keys are pressed only once it is there: that
    // focus is the dialog's focus lock settling, which a radio focused before it would lose to it.
    await expect.poll(() => focused(radios.first())).toBe(true);
    // Down to the older and back up, as arrow keys move within the choice.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radios.nth(1).isChecked()).toBe(true);
    expect(await focused(radios.nth(1))).toBe(true);
    // The keyboard's focus is seen: the draft it is on is outlined, the other not.
    const outline = (at: number) => ask.locator('.designer-restore-list .arco-radio').nth(at).evaluate((label) => getComputedStyle(label).outlineStyle);
    expect([await outline(0), await outline(1)]).toEqual(['none', 'solid']);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => radios.first().isChecked()).toBe(true);
    // Tab leaves the drafts for the question's buttons, not the other draft.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await ask.getByRole('button', { name: '恢复所选草稿' }).click();
    await expect.poll(async () => positions(await shown(page))).toEqual(newer);
    expect((await shownNodes(page)).filter((node) => node.placeholder)).toEqual([]);
    await expect.poll(async () => (await storedDrafts(page)).map(positions)).toEqual([newer]);
    await save(page);
    expect(positions((await templateNamed(server, '蜜桃爱心')).layers)).toEqual(newer);
  });

  it('全部放弃 drops both: the template as saved, and nothing offered after a reload', async () => {
    const { page, server } = e2e;
    await twoLeftDrafts(page, server);
    await page.locator('.designer-restore-modal').getByRole('button', { name: '全部放弃' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(0);
    expect(await reopen(page, '蜜桃爱心', 3)).toBe(false);
  });
});

describe('the agreement before the first save', () => {
  it('asked by a 保存 pressed while the drawer slides in, keeps the keys once the drawer is open', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server, false);
    await page.getByRole('button', { name: '新增模板' }).first().click();
    const save = drawer(page).getByRole('button', { name: '保存', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    // Pressed as soon as it can be: a pointer click would wait for the button to stop sliding in.
    await save.evaluate((button: HTMLElement) => button.click());
    const agreement = page.locator('.designer-agreement-modal');
    await agreement.getByText('保存设计模板前，请阅读并同意服务协议。').waitFor();
    // The drawer's own focus lock has started: it starts once the drawer is open, and took the focus from a
    // dialog shown before it.
    await drawer(page).locator('[data-focus-lock-disabled="false"]').waitFor({ state: 'attached' });
    const focusInAgreement = () => page.evaluate(() => document.activeElement?.closest('.designer-agreement-modal') != null);
    await expect.poll(focusInAgreement).toBe(true);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focusInAgreement()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.designer-agreement-modal:visible').count()).toBe(0);
    expect(await drawer(page).isVisible()).toBe(true);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_templates'))).toHaveLength(0);
  });

  it('stays open under a double click on 保存, and its 《服务协议》 is a link', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server, false);
    await openTemplate(page, '蜜桃爱心', 3);
    // A layer selected: the keys below would move and delete it if they reached the designer.
    await page.locator('.designer-layer-row').first().click();
    const before = positions(await shown(page));
    await drawer(page).getByRole('button', { name: '保存', exact: true }).dblclick();
    const agreement = page.locator('.designer-agreement-modal');
    await agreement.getByText('保存设计模板前，请阅读并同意服务协议。').waitFor();
    await networkSettled(e2e);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await expect.poll(() => page.locator('.designer-agreement-modal:visible').count()).toBe(1);
    // The double click left the focus on the page, under the dialog: its keys edit nothing.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const key of ['ArrowDown', 'ArrowDown', 'Delete']) await page.keyboard.press(key);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(positions(await shown(page))).toEqual(before);

    const link = agreement.getByRole('link', { name: '《服务协议》' });
    expect(await link.getAttribute('href')).toBe('https://help.kemei-diy.com/docs/service-agreement');
    expect(await link.getAttribute('target')).toBe('_blank');
    // The box itself: a click on the link opens the agreement and must not tick it.
    await agreement.locator('.arco-checkbox-mask').click();
    await agreement.getByRole('button', { name: '保存' }).click();
    await message(page, '保存成功').waitFor();
    await expect.poll(() => page.locator('.designer-agreement-modal:visible').count()).toBe(0);
    // One save for the double click.
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('PUT /api/design_templates/'))).toHaveLength(1);
  });
});

describe('no dead ends in the designer', () => {
  it('素材加载失败 offers 重试, which loads the library', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    // The material panel is the one open when the designer opens.
    server.devApi.faults.add({ method: 'GET', path: '/api/design_asset_collections', status: 500, body: { message: '服务异常' }, times: 1 });
    await openTemplate(page, '蜜桃爱心', 3);
    const failed = page.locator('.designer-material-note.failed');
    await failed.getByText('素材加载失败').waitFor();
    await page.locator('.network-error-modal').getByRole('button').last().click();
    await page.locator('.network-error-modal').waitFor({ state: 'hidden' });
    await failed.getByRole('button', { name: '重试' }).click();
    await page.locator('.designer-material').first().waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('a quick pick whose brand is gone says only 当前数据过期，请手动选择', async () => {
    const { page, server } = e2e;
    const brand = await api<{ id: string; name: string }>(server, '/api/phone_brands', 'POST', { name: '临时品牌' });
    const model = await api<{ id: string; name: string }>(server, `/api/phone_brands/${brand.id}/phone_models`, 'POST', { name: '临时机型' });
    await page.addInitScript(
      (pick) => localStorage.setItem('designer:recentModels:demo', JSON.stringify([pick])),
      { brandId: brand.id, brandName: brand.name, modelId: model.id, modelName: model.name },
    );
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await page.locator('.designer-recent-pick', { hasText: '临时机型' }).waitFor();
    // The brand goes after the designer read the brand list.
    await api(server, `/api/phone_brands/${brand.id}`, 'DELETE');
    await page.locator('.designer-recent-pick', { hasText: '临时机型' }).click();
    await message(page, '当前数据过期，请手动选择').waitFor();
    await expect.poll(() => page.locator('.designer-recent-pick', { hasText: '临时机型' }).count()).toBe(0);
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(await page.locator('.arco-message-error').count()).toBe(0);
  });

  it('template group names are at most 12 wide, a Chinese character counting 2', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const form = page.locator('.template-group-form');
    await page.getByRole('button', { name: '新增分组' }).click();
    await form.getByLabel('分组名称').fill('七个汉字的名称');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText(TEMPLATE_GROUP_NAME_LIMIT.tooLong).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_template_collections'))).toHaveLength(0);
    await form.getByLabel('分组名称').fill('六个汉字分组');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    expect((await api<{ name: string }[]>(server, '/api/design_template_collections')).map((group) => group.name)).toContain('六个汉字分组');
  });
});
