/**
 * Bundled into dist-bench/designer.js and served at /bench/designer.html on the console server's origin.
 * Node drives it through window.designerBench (see designer.ts). Everything is the console's own code:
 * the designer store (src/features/designer/model) and its Leafer view, DesignerStage, mounted on a div
 * of its own without React.
 *
 * - undoRedo(layers, edits, samples, viewCycles): a store of image layers and `edits` one-layer moves, then undo to
 *   the first snapshot and redo to the last, over and over; model only, then with a stage attached
 *   (the store's notification runs the stage's sync, then a synchronous full Leafer render);
 * - openTemplate(layers, rounds): designerStateFromTemplate → store → stage, until Leafer has rendered
 *   with every Image node loaded (each round has its own image URLs, so nothing comes from a cache);
 * - importLayers(count, side, way): `count` new `side` × `side` layers from local (blob:) PNGs added to an open
 *   designer in one change, as a PSD import does, until drawn; the longest main-thread task meanwhile, with
 *   the console's loader (decodedImageLoading.ts) and with Leafer's own <img>;
 * - drag(layers, durationMs): one layer dragged 1 px per requestAnimationFrame through
 *   beginInteraction/updateInteraction (the view's dragMove, snapping included) and the stage's sync.
 */
import { App, Image, Platform, RenderEvent } from 'leafer-ui';
import type { DesignTemplate } from '../../contract/templates';
import {
  createDesignerStore,
  designerStateFromTemplate,
  imageLayer,
  moveLayers,
  type DesignerState,
  type DesignerStore,
  type Layer,
} from '../../src/features/designer/model';
import { addLayer } from '../../src/features/designer/model/layerFactory';
import { DesignerStage } from '../../src/features/designer/view/DesignerStage';
import { drawnSize, reducedCopy } from '../../src/features/designer/view/drawableImages';
import { dragMove, planDrag } from '../../src/features/designer/view/dragMove';
import { heartbeat } from './heartbeat';

export interface UndoRedoRun {
  layers: number;
  edits: number;
  /** Model only: ms per operation, one entry per sample of MODEL_BATCH cycles (their undos, or redos, timed together). */
  model: { undoMs: number[]; redoMs: number[] };
  /** With the stage: per operation, the store and the stage's sync, and that plus a full Leafer render. */
  view: { undoSyncMs: number[]; undoTotalMs: number[]; redoSyncMs: number[]; redoTotalMs: number[] };
}

export interface OpenTemplateRun {
  layers: number;
  /** Per round, from designerStateFromTemplate to the render that has every Image node loaded. */
  ms: number[];
  /** Per round, the ms spent synchronously in designerStateFromTemplate, the store and the stage's constructor. */
  syncMs: number[];
}

export interface DragRun {
  layers: number;
  /** How many of them are selected and dragged together (the editor frames them all). */
  selected: number;
  frames: number;
  /** Intervals between consecutive requestAnimationFrame timestamps, ms. */
  intervalsMs: number[];
  /** Per frame, the ms of updateInteraction (dragMove, the store and the stage's sync). */
  updateMs: number[];
  /** Leafer's own renders of the canvas during the drag, ms each (RenderEvent START → END). */
  renderMs: number[];
  /** How far the layer moved, canvas px (one per frame unless the centre snap held it). */
  movedPx: number;
}

/** One way of drawing a very large image: to its first paint, then each redraw after a 1 px move. */
export interface LargeImageWay {
  /** From the image URL to the first render with the image loaded (making a reduced copy included). */
  firstDrawMs: number;
  redrawMs: number[];
  drawnWidth: number;
  drawnHeight: number;
}

export interface LargeImageRun {
  side: number;
  /** Leafer painting the full bitmap, as before drawableImages.ts. */
  full: LargeImageWay;
  /** The console's way: a reduced copy (drawableImages.ts) painted instead. */
  reduced: LargeImageWay;
}

/** Which loader the designer's Leafer uses for the import. */
export type ImportWay = 'decoded-first' | 'leafer-img';

export interface ImportLayersRun {
  count: number;
  side: number;
  way: ImportWay;
  /** From the change to the render with every new image drawn. */
  drawnMs: number;
  /** The longest task (Long Tasks API, tasks over 50 ms; 0 when none) and the longest heartbeat gap. */
  longestTaskMs: number;
  longestGapMs: number;
}

export interface DesignerBench {
  importLayers(count: number, side: number, way: ImportWay, rounds: number): Promise<ImportLayersRun[]>;
  undoRedo(layers: number, edits: number, samples: number, viewCycles: number): Promise<UndoRedoRun>;
  largeImage(side: number, redraws: number): Promise<LargeImageRun>;
  openTemplate(layers: number, rounds: number): Promise<OpenTemplateRun>;
  drag(layers: number, durationMs: number, selectAll: boolean): Promise<DragRun>;
  openAndClick(layers: number, rounds: number): Promise<OpenAndClickRun>;
  undoToPaint(layers: number, rounds: number): Promise<UndoToPaintRun>;
}

export interface OpenAndClickRun {
  layers: number;
  /** Per round, from designerStateFromTemplate to the render with every image drawn. */
  drawnMs: number[];
  /**
   * Per round, from the same start until a click on the top layer, made as a new task the moment the
   * canvas was drawn (behind whatever work the page still had queued), showed its selection frame.
   */
  clickMs: number[];
}

export interface UndoToPaintRun {
  layers: number;
  /** Per round, the undo of a move of every layer (all selected): the store and the stage's sync. */
  syncMs: number[];
  /** Per round, from the undo to the end of Leafer's next render, which shows the layers back in place. */
  paintedMs: number[];
}

const CANVAS = { width: 600, height: 1200 };
const COLUMNS = 10;
const PITCH = 60;
/** Model-only cycles (undo to the first snapshot, redo to the last) timed together in one sample. */
const MODEL_BATCH = 20;

/** A small PNG as a data: URL, a colour of its own per seed. */
function pngDataUrl(seed: number, size = 8): string {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  g.fillStyle = `hsl(${(seed * 47) % 360}, 70%, ${40 + (seed % 5) * 8}%)`;
  g.fillRect(0, 0, size, size);
  g.fillStyle = `hsl(${(seed * 47 + 180) % 360}, 70%, 50%)`;
  g.fillRect(0, 0, size / 2, size / 2);
  return canvas.toDataURL('image/png');
}

/** `count` sticker layers (90 wide) in a grid over the canvas, bottom first. */
function gridLayers(count: number, url: (i: number) => string): Layer[] {
  return Array.from({ length: count }, (_, i) => ({
    ...imageLayer({ imageUrl: url(i), width: 8, height: 8, kind: 'sticker', canvas: CANVAS }),
    left: (i % COLUMNS) * PITCH,
    top: (Math.floor(i / COLUMNS) * PITCH) % CANVAS.height,
  }));
}

function stateWith(layers: Layer[]): DesignerState {
  return layers.reduce(addLayer, { canvas: CANVAS, layers: [], selectedUuids: [] } as DesignerState);
}

/** A store with `layers` layers and `edits` undo steps, each selecting one layer and moving it 5 px. */
function editedStore(layers: number, edits: number, url: string): DesignerStore {
  const store = createDesignerStore(stateWith(gridLayers(layers, () => url)));
  const uuids = store.getState().layers.map((layer) => layer.uuid);
  for (let i = 0; i < edits; i++) {
    const uuid = uuids[(i * 7) % uuids.length]!;
    store.apply((state) => moveLayers({ ...state, selectedUuids: [uuid] }, [uuid], 5, 5), 'immediately');
  }
  return store;
}

interface Mounted {
  stage: DesignerStage;
  nodes: ReadonlyMap<string, Image>;
  unmount(): void;
}

function mount(store: DesignerStore): Mounted {
  const view = document.createElement('div');
  view.style.cssText = 'position:absolute;left:0;top:0;width:800px;height:800px';
  document.body.appendChild(view);
  let nodes: ReadonlyMap<string, Image> = new Map();
  const stage = new DesignerStage(view, store, (_view, shown) => {
    nodes = shown;
  });
  return {
    stage,
    get nodes() {
      return nodes;
    },
    unmount() {
      stage.destroy();
      view.remove();
    },
  };
}

/** Resolves at the first render of the canvas that ends with `count` Image nodes, all loaded. */
function drawn(mounted: Mounted, count: number, timeoutMs = 15_000): Promise<number> {
  const tree = mounted.stage.app.tree;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      tree.off(RenderEvent.END, check);
      const ready = [...mounted.nodes.values()].filter((node) => node.ready).length;
      reject(new Error(`the canvas did not draw ${count} loaded images in ${timeoutMs} ms (${mounted.nodes.size} nodes, ${ready} loaded)`));
    }, timeoutMs);
    function check(): void {
      const nodes = [...mounted.nodes.values()];
      if (nodes.length !== count || !nodes.every((node) => node.ready)) return;
      const at = performance.now();
      clearTimeout(timer);
      tree.off(RenderEvent.END, check);
      resolve(at);
    }
    tree.on(RenderEvent.END, check);
  });
}

/** Resolves at the end of the first Leafer render after which `done` holds. */
function renderedWhen(mounted: Mounted, done: () => boolean, timeoutMs = 15_000): Promise<number> {
  // The layers draw in the app's tree, the selection frame in its sky: each has its own renderer.
  const { tree, sky } = mounted.stage.app;
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      tree.off(RenderEvent.END, check);
      sky.off(RenderEvent.END, check);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no render within ${timeoutMs} ms showed the awaited state`));
    }, timeoutMs);
    function check(): void {
      if (!done()) return;
      const at = performance.now();
      clearTimeout(timer);
      stop();
      resolve(at);
    }
    tree.on(RenderEvent.END, check);
    sky.on(RenderEvent.END, check);
  });
}

/** A template of `layers` grid layers whose images no earlier round loaded (a new colour per round). */
function freshTemplate(layers: number): Pick<DesignTemplate, 'width' | 'height' | 'layers'> {
  round++;
  return { ...CANVAS, layers: gridLayers(layers, (i) => pngDataUrl(round * 1000 + i, 16)).map((layer, index) => ({ ...layer, index })) };
}

/** A mouse click at the centre of a layer's node, as the browser delivers one (Leafer listens for pointer events). */
function clickOn(mounted: Mounted, uuid: string): void {
  const node = mounted.nodes.get(uuid);
  if (!node) throw new Error(`no node drawn for layer ${uuid}`);
  // World coordinates are the view's pixels.
  const bounds = node.worldBoxBounds;
  const view = (mounted.stage.app.interaction as unknown as { view: HTMLElement }).view;
  const rect = view.getBoundingClientRect();
  const init = {
    clientX: rect.left + bounds.x + bounds.width / 2,
    clientY: rect.top + bounds.y + bounds.height / 2,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    bubbles: true,
    cancelable: true,
  };
  view.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  // Leafer hears moves and releases on the view's document.
  view.ownerDocument.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
}

/** A `side` × `side` PNG with detail (gradients and stripes), so decoding costs what a photo's would. */
async function largePngUrl(side: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const g = canvas.getContext('2d')!;
  const gradient = g.createLinearGradient(0, 0, side, side);
  gradient.addColorStop(0, '#e8a0b4');
  gradient.addColorStop(1, '#3a6ea5');
  g.fillStyle = gradient;
  g.fillRect(0, 0, side, side);
  g.fillStyle = 'rgba(255, 255, 255, 0.35)';
  for (let x = 0; x < side; x += 37) g.fillRect(x, 0, 9, side);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the large PNG could not be encoded');
  return URL.createObjectURL(blob);
}

/** One Leafer image node shown at the designer's size (500 × 500 on an 800 px view), first paint and redraws. */
async function drawLarge(url: string, startedAt: number, redraws: number, drawn: { width: number; height: number }): Promise<LargeImageWay> {
  const view = document.createElement('div');
  view.style.cssText = 'position:absolute;left:0;top:0;width:800px;height:800px';
  document.body.appendChild(view);
  const app = new App({ view, tree: {} });
  try {
    const node = new Image({ url, x: 100, y: 100, width: 500, height: 500 });
    const painted = new Promise<number>((resolve) => {
      const check = () => {
        if (!node.ready) return;
        app.tree.off(RenderEvent.END, check);
        resolve(performance.now());
      };
      app.tree.on(RenderEvent.END, check);
    });
    app.tree.add(node);
    const firstDrawMs = (await painted) - startedAt;
    const redrawMs: number[] = [];
    for (let i = 0; i < redraws; i++) {
      await nextFrame();
      const t = performance.now();
      node.x = 100 + ((i % 2) + 1);
      app.forceRender(undefined, true);
      redrawMs.push(performance.now() - t);
    }
    return { firstDrawMs, redrawMs, drawnWidth: drawn.width, drawnHeight: drawn.height };
  } finally {
    app.destroy();
    view.remove();
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Leafer's own loader, kept before any stage replaces it. */
const leaferLoadImage = Platform.origin!.loadImage;

/** `count` distinct noisy PNGs (a noisy picture decodes like a photo, not like a flat colour). */
async function noisyPngBlobs(count: number, side: number, seed: number): Promise<Blob[]> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  const g = canvas.getContext('2d')!;
  const pixels = g.createImageData(side, side);
  const blobs: Blob[] = [];
  let x = seed >>> 0 || 1;
  for (let i = 0; i < count; i++) {
    for (let p = 0; p < pixels.data.length; p += 4) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      pixels.data[p] = x & 0xff;
      pixels.data[p + 1] = (x >>> 8) & 0xff;
      pixels.data[p + 2] = (i * 37) & 0xff;
      pixels.data[p + 3] = 255;
    }
    g.putImageData(pixels, 0, 0);
    blobs.push(await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png')));
  }
  return blobs;
}

let round = 0;

const bench: DesignerBench = {
  async undoRedo(layers, edits, samples, viewCycles) {
    if (edits < 2) throw new RangeError('undoRedo needs at least 2 edits');
    const url = pngDataUrl(1);
    const model = { undoMs: [] as number[], redoMs: [] as number[] };
    const store = editedStore(layers, edits, url);
    // One undo takes well under the timer's resolution (100 µs without cross-origin isolation): each
    // sample times a batch of cycles and divides by the operations in it.
    for (let c = 0; c < samples; c++) {
      let undoMs = 0;
      let redoMs = 0;
      let undos = 0;
      let redos = 0;
      for (let b = 0; b < MODEL_BATCH; b++) {
        let t = performance.now();
        while (store.canUndo()) {
          store.dispatch('undo');
          undos++;
        }
        undoMs += performance.now() - t;
        t = performance.now();
        while (store.canRedo()) {
          store.dispatch('redo');
          redos++;
        }
        redoMs += performance.now() - t;
      }
      model.undoMs.push(undoMs / undos);
      model.redoMs.push(redoMs / redos);
    }

    const viewStore = editedStore(layers, edits, url);
    const mounted = mount(viewStore);
    const view = { undoSyncMs: [] as number[], undoTotalMs: [] as number[], redoSyncMs: [] as number[], redoTotalMs: [] as number[] };
    try {
      await drawn(mounted, layers);
      const app = mounted.stage.app;
      const step = (name: 'undo' | 'redo', sync: number[], total: number[]) => {
        const t0 = performance.now();
        viewStore.dispatch(name);
        const t1 = performance.now();
        app.forceRender(undefined, true);
        const t2 = performance.now();
        sync.push(t1 - t0);
        total.push(t2 - t0);
      };
      for (let c = 0; c < viewCycles; c++) {
        while (viewStore.canUndo()) step('undo', view.undoSyncMs, view.undoTotalMs);
        await nextFrame();
        while (viewStore.canRedo()) step('redo', view.redoSyncMs, view.redoTotalMs);
        await nextFrame();
      }
    } finally {
      mounted.unmount();
    }
    return { layers, edits, model, view };
  },

  async largeImage(side, redraws) {
    // Each way gets its own copy of the file, so neither finds the other's decoded image in a cache.
    const fullUrl = await largePngUrl(side);
    const sourceUrl = await largePngUrl(side);
    try {
      await nextFrame();
      const full = await drawLarge(fullUrl, performance.now(), redraws, { width: side, height: side });
      await nextFrame();
      const started = performance.now();
      const size = drawnSize(side, side);
      const reducedUrl = await reducedCopy(sourceUrl, size);
      try {
        const reduced = await drawLarge(reducedUrl, started, redraws, size);
        return { side, full, reduced };
      } finally {
        URL.revokeObjectURL(reducedUrl);
      }
    } finally {
      URL.revokeObjectURL(fullUrl);
      URL.revokeObjectURL(sourceUrl);
    }
  },

  async importLayers(count, side, way, rounds) {
    const runs: ImportLayersRun[] = [];
    for (let r = 0; r < rounds; r++) {
      round++;
      const blobs = await noisyPngBlobs(count, side, round);
      const urls = blobs.map((blob) => URL.createObjectURL(blob));
      const store = createDesignerStore(stateWith(gridLayers(3, (i) => pngDataUrl(round * 1000 + i, 16))));
      const mounted = mount(store);
      try {
        await drawn(mounted, 3);
        // The stage installed the console's loader; the alternative puts Leafer's own back for this round.
        const consoleLoadImage = Platform.origin!.loadImage;
        if (way === 'leafer-img') Platform.origin!.loadImage = leaferLoadImage;
        try {
          const layers = urls.map((url, i) => ({
            ...imageLayer({ imageUrl: url, width: side, height: side, kind: 'sticker', canvas: CANVAS }),
            left: (i % COLUMNS) * PITCH,
            top: (Math.floor(i / COLUMNS) * PITCH) % CANVAS.height,
          }));
          await nextFrame();
          const longTasks: number[] = [];
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
          observer.observe({ type: 'longtask' });
          const stop = heartbeat();
          const t0 = performance.now();
          // What the PSD import does (PsdLayerImport.tsx): one change, one undo step.
          if (!store.dispatch('importLayers', layers).ran) throw new Error('importLayers did not run');
          const at = await drawn(mounted, count + 3);
          const longestGapMs = stop();
          await new Promise((resolve) => setTimeout(resolve, 0));
          longTasks.push(...observer.takeRecords().map((entry) => entry.duration));
          observer.disconnect();
          runs.push({ count, side, way, drawnMs: at - t0, longestTaskMs: Math.max(0, ...longTasks), longestGapMs });
        } finally {
          Platform.origin!.loadImage = consoleLoadImage;
        }
      } finally {
        mounted.unmount();
        urls.forEach((url) => URL.revokeObjectURL(url));
      }
    }
    return runs;
  },

  async openTemplate(layers, rounds) {
    const ms: number[] = [];
    const syncMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const template = freshTemplate(layers);
      await nextFrame();
      const t0 = performance.now();
      const store = createDesignerStore(designerStateFromTemplate(template));
      const mounted = mount(store);
      const t1 = performance.now();
      try {
        const at = await drawn(mounted, layers);
        ms.push(at - t0);
        syncMs.push(t1 - t0);
      } finally {
        mounted.unmount();
      }
    }
    return { layers, ms, syncMs };
  },

  async openAndClick(layers, rounds) {
    const drawnMs: number[] = [];
    const clickMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const template = freshTemplate(layers);
      await nextFrame();
      const t0 = performance.now();
      const store = createDesignerStore(designerStateFromTemplate(template));
      const mounted = mount(store);
      try {
        drawnMs.push((await drawn(mounted, layers)) - t0);
        const top = store.getState().layers.at(-1)!;
        const framed = renderedWhen(mounted, () => store.getState().selectedUuids.join() === top.uuid);
        setTimeout(() => clickOn(mounted, top.uuid), 0);
        clickMs.push((await framed) - t0);
      } finally {
        mounted.unmount();
      }
    }
    return { layers, drawnMs, clickMs };
  },

  async undoToPaint(layers, rounds) {
    const store = createDesignerStore(stateWith(gridLayers(layers, (i) => pngDataUrl(i + 700, 16))));
    const mounted = mount(store);
    const syncMs: number[] = [];
    const paintedMs: number[] = [];
    try {
      await drawn(mounted, layers);
      const all = store.getState().layers.map((layer) => layer.uuid);
      store.apply((state) => ({ ...state, selectedUuids: all }), 'never');
      for (let r = 0; r < rounds; r++) {
        store.apply((state) => moveLayers(state, all, 5, 5), 'immediately');
        await nextFrame();
        await nextFrame();
        const before = store.getState().layers[0]!.left;
        const t0 = performance.now();
        const painted = renderedWhen(mounted, () => store.getState().layers[0]!.left === before - 5);
        store.dispatch('undo');
        syncMs.push(performance.now() - t0);
        paintedMs.push((await painted) - t0);
      }
    } finally {
      mounted.unmount();
    }
    return { layers, syncMs, paintedMs };
  },

  async drag(layers, durationMs, selectAll) {
    const store = createDesignerStore(stateWith(gridLayers(layers, (i) => pngDataUrl(i + 500, 16))));
    const mounted = mount(store);
    const renderMs: number[] = [];
    const intervalsMs: number[] = [];
    const updateMs: number[] = [];
    try {
      await drawn(mounted, layers);
      const tree = mounted.stage.app.tree;
      let renderStart = 0;
      const onStart = () => {
        renderStart = performance.now();
      };
      const onEnd = () => renderMs.push(performance.now() - renderStart);
      tree.on(RenderEvent.START, onStart);
      tree.on(RenderEvent.END, onEnd);

      const uuid = store.getState().layers[Math.floor(layers / 2)]!.uuid;
      const selection = selectAll ? store.getState().layers.map((layer) => layer.uuid) : [uuid];
      store.apply((state) => ({ ...state, selectedUuids: selection }), 'never');
      const startLeft = store.getState().layers.find((layer) => layer.uuid === uuid)!.left;
      await nextFrame();
      const base = store.beginInteraction();
      // As the stage does: the frame and the snap targets once at the drag's start, 5 px at zoom 1.
      const plan = planDrag(base, null);
      let last = await nextFrame();
      const end = last + durationMs;
      let dx = 0;
      while (last < end) {
        const now = await nextFrame();
        intervalsMs.push(now - last);
        last = now;
        dx++;
        const t = performance.now();
        store.updateInteraction(dragMove(plan, { x: dx, y: 0 }, 5).state);
        updateMs.push(performance.now() - t);
      }
      store.endInteraction();
      await nextFrame();
      tree.off(RenderEvent.START, onStart);
      tree.off(RenderEvent.END, onEnd);
      const movedPx = store.getState().layers.find((layer) => layer.uuid === uuid)!.left - startLeft;
      return { layers, selected: selection.length, frames: intervalsMs.length, intervalsMs, updateMs, renderMs, movedPx };
    } finally {
      mounted.unmount();
    }
  },
};

(window as unknown as { designerBench: DesignerBench }).designerBench = bench;
