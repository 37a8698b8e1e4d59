import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn } from './fixtures';
import type { Rgba } from './miniProgramView';

/** What the designer's end-to-end files share: the drawer, its canvas, canvas points, stored drafts. */
export const drawer = (page: Page) => page.locator('.designer-drawer');
export const canvas = (page: Page) => page.locator('.designer-drawer .designer-canvas');

export type Point = { x: number; y: number };

export const rows = (page: Page) => page.locator('.designer-layer-row');
export const message = (page: Page, text: string) => page.locator('.arco-message', { hasText: text });

/**
 * A toast of `text` shown from now on: the toasts on screen are marked as seen first, so that one left from an
 * earlier action does not count for the next, and the test need not wait out its 3 s before acting again.
 * (Each toast is an element of its own, and the marks stay on those it was given to.)
 */
export async function nextMessage(page: Page, text: string): Promise<Locator> {
  await page.evaluate(() => {
    for (const shown of document.querySelectorAll('.arco-message')) shown.setAttribute('data-seen', '');
  });
  return page.locator('.arco-message:not([data-seen])', { hasText: text });
}

/** A number field of the property panel, by its label (X, 宽, 旋转, 不透明度…). */
export const panelField = (page: Page, label: string) => drawer(page).locator('.designer-properties').getByRole('textbox', { name: label, exact: true });

/** Types `text` over what a property panel field holds, as a merchant does, and applies it with Enter. */
export async function typeInPanel(page: Page, label: string, text: string): Promise<void> {
  await panelField(page, label).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Saves the open design with its 保存 button and waits for this save's 保存成功. */
export async function saveDesign(page: Page): Promise<void> {
  const saved = await nextMessage(page, '保存成功');
  await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
  await saved.waitFor();
}

/** A layer as Leafer shows it, in design coordinates (the view writes it on `data-nodes`: view/describeOnView.ts). */
export interface ShownNode {
  uuid: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  visible: boolean;
  /** Leafer's opacity of the node, 0–1 (the layer's opacity, model/opacity.ts). */
  opacity?: number;
  /** Drawn as the placeholder of an image that cannot be read. */
  placeholder?: boolean;
}

/** What Leafer shows, read from the nodes, bottom layer first. */
export async function shown(page: Page): Promise<ShownNode[]> {
  return JSON.parse((await canvas(page).getAttribute('data-nodes')) ?? '[]') as ShownNode[];
}

/**
 * Signs in as the seeded merchant (service agreement accepted), opens 设计模板 and the template named
 * `template` (null: 新增模板), and waits for the canvas and, given `layers`, for that many layers drawn.
 * `query` goes on the login and the screen (e.g. ?adapter=mock).
 */
export async function openDesigner(page: Page, server: ConsoleServer, template: string | null, layers?: number, query = ''): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, `/app/design_template${query}`, { query });
  if (template === null) await page.getByRole('button', { name: '新增模板' }).first().click();
  else await page.locator('.template-card', { hasText: template }).locator('.template-thumb').click();
  await canvas(page).waitFor();
  if (layers !== undefined) await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layers));
}

/** The single selected layer's left/top as the view writes it; NaN while no single layer is selected yet. */
export async function selectedCoordinate(page: Page, axis: 'left' | 'top'): Promise<number> {
  const value = await canvas(page).getAttribute(axis === 'left' ? 'data-layer-left' : 'data-layer-top');
  return value ? Number(value) : Number.NaN;
}

/**
 * The canvas's box once it has held still for two frames: the panels around it (the material list, the
 * layer list) can still be coming in after the designer opens, and each changes the view the template is
 * fitted in. A point reckoned from the box before that lands beside the one meant.
 */
async function settledCanvasBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  let box = (await canvas(page).boundingBox())!;
  for (;;) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const next = (await canvas(page).boundingBox())!;
    if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) return next;
    box = next;
  }
}

export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** The view's zoom and pan as the stage writes them (`data-viewport`). */
export async function viewport(page: Page): Promise<Viewport> {
  return JSON.parse((await canvas(page).getAttribute('data-viewport')) ?? 'null') as Viewport;
}

/** Where a design point is on the page now, by the view's own zoom and pan (zoomed or not). */
export async function onScreen(page: Page, design: Point): Promise<Point> {
  const box = await settledCanvasBox(page);
  const vp = await viewport(page);
  return { x: box.x + vp.x + design.x * vp.scale, y: box.y + vp.y + design.y * vp.scale };
}

/** Screen position of a canvas point: the template's 500 × 1044 canvas is fitted in 3/4 of the view, centred. */
export async function screenPoint(page: Page, x: number, y: number): Promise<Point> {
  const box = await settledCanvasBox(page);
  const scale = Math.min((box.width * 0.75) / 500, (box.height * 0.75) / 1044);
  return { x: box.x + (box.width - 500 * scale) / 2 + x * scale, y: box.y + (box.height - 1044 * scale) / 2 + y * scale };
}

export async function clickCanvas(page: Page, x: number, y: number, shift = false): Promise<void> {
  const point = await screenPoint(page, x, y);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(point.x, point.y);
  if (shift) await page.keyboard.up('Shift');
}

/** A draft on disk as a test reads it: its layers' places, and whether it keeps a lost create (designDraft.ts). */
export interface StoredDraftShape {
  layers: { uuid: string; left: number; top: number }[];
  lostCreate: boolean;
}

/** Every designer draft in the page's IndexedDB, whatever its key. */
export async function storedDraftShapes(page: Page): Promise<StoredDraftShape[]> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const drafts: StoredDraftShape[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        for (const value of await request(db.transaction(store).objectStore(store).getAll())) {
          const draft = value as { layers?: unknown; lostCreate?: unknown } | null;
          const layers = draft?.layers;
          if (Array.isArray(layers)) drafts.push({ layers: layers.map(({ uuid, left, top }) => ({ uuid, left, top })), lostCreate: draft?.lostCreate != null });
        }
      }
      db.close();
    }
    return drafts;
  });
}

/** Every draft layer list kept in IndexedDB, whatever database or key it is under: a stored value with `layers`. */
export async function storedDrafts(page: Page): Promise<{ uuid: string; left: number; top: number }[][]> {
  return (await storedDraftShapes(page)).map((draft) => draft.layers);
}

/** A layer of a saved template as the dev API stores it: spec 2 §3's fields, which the mini-program renders. */
export interface SavedLayer {
  uuid: string;
  imageUrl: string;
  imageFileId: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
  index: number;
  horizontalFlip: boolean;
  verticalFlip: boolean;
  isBackground: boolean;
  [field: string]: unknown;
}

/** The stored layers of the template named `name` (in whichever group), read from the dev API. */
export async function savedLayersOf(server: ConsoleServer, name: string): Promise<SavedLayer[]> {
  const groups = await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === name);
    if (found) return (await callDevApi<{ layers: SavedLayer[] }>(server, 'GET', `/api/design_templates/${found.id}`)).layers;
  }
  throw new Error(`template ${name} not found`);
}

/** The designer canvas's pixel at a canvas point, as Leafer drew it on screen. */
export async function canvasPixel(page: Page, x: number, y: number): Promise<Rgba> {
  const point = await screenPoint(page, x, y);
  return page.evaluate(({ x, y }) => {
    const drawn = document.querySelector<HTMLCanvasElement>('.designer-drawer .designer-canvas canvas')!;
    const box = drawn.getBoundingClientRect();
    const ratio = drawn.width / box.width;
    const probe = new OffscreenCanvas(1, 1).getContext('2d')!;
    probe.drawImage(drawn, Math.floor((x - box.left) * ratio), Math.floor((y - box.top) * ratio), 1, 1, 0, 0, 1, 1);
    return Array.from(probe.getImageData(0, 0, 1, 1).data) as Rgba;
  }, point);
}

/** A pixel of an image at an address, read in the page: the file the dev API stored. */
export async function imagePixel(page: Page, url: string, x: number, y: number): Promise<Rgba> {
  return page.evaluate(
    async ({ url, x, y }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return Array.from(context.getImageData(x, y, 1, 1).data) as Rgba;
    },
    { url, x, y },
  );
}

/** The size of an image at an address, read in the page. */
export async function imageSize(page: Page, url: string): Promise<[number, number]> {
  return page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height] as [number, number];
  }, url);
}
