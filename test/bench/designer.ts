/**
 * With 200 layers, the time of one undo and one redo, of opening a 50-layer template, and the frame time
 * while dragging layers in headless Chromium. Speed is reported, never asserted (ARCHITECTURE.md).
 *
 * Headless Chromium runs the designer's own store and its Leafer view (DesignerStage, without React) from
 * designer.entry.ts. Undo and redo are timed on the store alone and with a stage attached (the store's
 * notification runs the stage's sync of all nodes, then a synchronous full Leafer render). Images are
 * small PNG data: URLs, so the numbers are the designer's work and not the network's.
 */
import type { Browser } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type {
  DesignerBench,
  DragRun,
  ImportLayersRun,
  ImportWay,
  LargeImageRun,
  LargeImageWay,
  OpenAndClickRun,
  OpenTemplateRun,
  UndoRedoRun,
  UndoToPaintRun,
} from './designer.entry';

export interface DesignerSettings {
  undoLayers: number;
  edits: number;
  /** Model-only samples, each 20 cycles of undo to the first snapshot and redo to the last, timed together. */
  modelSamples: number;
  /** The same with the stage attached. */
  viewCycles: number;
  templateLayers: number;
  templateRounds: number;
  dragLayers: number;
  dragMs: number;
  /** An image of this many pixels a side, drawn by Leafer from its full bitmap and from the reduced copy. */
  largeImageSide: number;
  largeImageRedraws: number;
  /** New layers added in one change (a PSD artboard at the import's cap), each this many pixels a side. */
  importCount: number;
  importSide: number;
  importRounds: number;
  /** The heavy template: opened and clicked, all its layers dragged together, a move of them all undone. */
  heavyLayers: number;
  heavyRounds: number;
}

export const DEFAULT_DESIGNER_SETTINGS: DesignerSettings = {
  undoLayers: 200,
  edits: 20,
  modelSamples: 50,
  viewCycles: 5,
  templateLayers: 50,
  templateRounds: 7,
  dragLayers: 50,
  dragMs: 2_000,
  largeImageSide: 8_000,
  largeImageRedraws: 10,
  importCount: 100,
  importSide: 300,
  importRounds: 3,
  heavyLayers: 200,
  heavyRounds: 7,
};

export interface Spread {
  medianMs: number;
  p95Ms: number;
  samples: number;
}

export interface DesignerReport {
  settings: DesignerSettings;
  undoRedo: {
    /** Store only, ms per operation: median and p95 over samples of each sample's mean. */
    model: { undo: Spread; redo: Spread };
    /** Store and stage sync, and that plus a full synchronous Leafer render of the canvas. */
    view: { undoSync: Spread; undo: Spread; redoSync: Spread; redo: Spread };
  };
  openTemplate: { layers: number; drawn: Spread; synchronous: Spread; roundsMs: number[] };
  drag: DragSummary;
  heavy: {
    layers: number;
    /** Open to drawn, and to a first click answered (its selection frame painted). */
    open: { drawn: Spread; click: Spread };
    /** Every layer selected and dragged together. */
    drag: DragSummary;
    /** The undo of a move of every layer: the store and the stage's sync, and to the end of Leafer's next render. */
    undo: { sync: Spread; painted: Spread };
  };
  largeImage: { side: number; full: LargeImageSummary; reduced: LargeImageSummary };
  /** Per loader: the longest main-thread task of each round (0: none over 50 ms), the longest heartbeat gap, and the time to drawn. */
  importLayers: Record<ImportWay, { longestTaskMs: number[]; longestGapMs: number[]; drawn: Spread }>;
}

export interface DragSummary {
  layers: number;
  selected: number;
  frames: number;
  interval: Spread;
  fps: number;
  update: Spread;
  leaferRender: Spread;
  movedPx: number;
}

export interface LargeImageSummary {
  firstDrawMs: number;
  redraw: Spread;
  drawn: string;
}

export function buildDesigner(): Promise<string> {
  return bundleForBrowser('designer', './test/bench/designer.entry.ts');
}

type BenchWindow = { designerBench: DesignerBench };
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

export function spread(values: number[], digits = round2): Spread {
  if (values.length === 0) return { medianMs: 0, p95Ms: 0, samples: 0 };
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: digits(at(0.5)), p95Ms: digits(at(0.95)), samples: values.length };
}

export async function measureDesigner(
  browser: Browser,
  baseUrl: string,
  bundlePath: string,
  settings: DesignerSettings = DEFAULT_DESIGNER_SETTINGS,
): Promise<DesignerReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, baseUrl, bundlePath, { '/bench/designer.html': 'designer bench' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${baseUrl}/bench/designer.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { designerBench?: unknown }).designerBench === 'object');

    // The callbacks run in the page: they can name only the page's globals.
    const undoRedo: UndoRedoRun = await tab.evaluate(
      (s) => (window as unknown as BenchWindow).designerBench.undoRedo(s.undoLayers, s.edits, s.modelSamples, s.viewCycles),
      settings,
    );
    await tab.evaluate((s) => (window as unknown as BenchWindow).designerBench.openTemplate(s.templateLayers, 1), settings); // warm-up
    const open: OpenTemplateRun = await tab.evaluate(
      (s) => (window as unknown as BenchWindow).designerBench.openTemplate(s.templateLayers, s.templateRounds),
      settings,
    );
    const drag: DragRun = await tab.evaluate((s) => (window as unknown as BenchWindow).designerBench.drag(s.dragLayers, s.dragMs, false), settings);
    await tab.evaluate((s) => (window as unknown as BenchWindow).designerBench.openAndClick(s.heavyLayers, 1), settings); // warm-up
    const heavyOpen: OpenAndClickRun = await tab.evaluate(
      (s) => (window as unknown as BenchWindow).designerBench.openAndClick(s.heavyLayers, s.heavyRounds),
      settings,
    );
    const heavyDrag: DragRun = await tab.evaluate((s) => (window as unknown as BenchWindow).designerBench.drag(s.heavyLayers, s.dragMs, true), settings);
    const heavyUndo: UndoToPaintRun = await tab.evaluate(
      (s) => (window as unknown as BenchWindow).designerBench.undoToPaint(s.heavyLayers, s.heavyRounds),
      settings,
    );
    const large: LargeImageRun = await tab.evaluate(
      (s) => (window as unknown as BenchWindow).designerBench.largeImage(s.largeImageSide, s.largeImageRedraws),
      settings,
    );
    const importLayers = {} as DesignerReport['importLayers'];
    for (const way of ['leafer-img', 'decoded-first'] as const) {
      const runs: ImportLayersRun[] = await tab.evaluate(
        ([s, w]) => (window as unknown as BenchWindow).designerBench.importLayers(s.importCount, s.importSide, w, s.importRounds),
        [settings, way] as const,
      );
      importLayers[way] = {
        longestTaskMs: runs.map((run) => Math.round(run.longestTaskMs)),
        longestGapMs: runs.map((run) => Math.round(run.longestGapMs)),
        drawn: spread(runs.map((run) => run.drawnMs)),
      };
    }
    if (errors.length) throw new Error(`page errors during the designer benchmark: ${errors.join('; ')}`);

    return {
      settings,
      undoRedo: {
        model: { undo: spread(undoRedo.model.undoMs, round5), redo: spread(undoRedo.model.redoMs, round5) },
        view: {
          undoSync: spread(undoRedo.view.undoSyncMs),
          undo: spread(undoRedo.view.undoTotalMs),
          redoSync: spread(undoRedo.view.redoSyncMs),
          redo: spread(undoRedo.view.redoTotalMs),
        },
      },
      openTemplate: { layers: open.layers, drawn: spread(open.ms), synchronous: spread(open.syncMs), roundsMs: open.ms.map(round2) },
      drag: dragSummary(drag),
      heavy: {
        layers: settings.heavyLayers,
        open: { drawn: spread(heavyOpen.drawnMs), click: spread(heavyOpen.clickMs) },
        drag: dragSummary(heavyDrag),
        undo: { sync: spread(heavyUndo.syncMs), painted: spread(heavyUndo.paintedMs) },
      },
      largeImage: { side: large.side, full: largeSummary(large.full), reduced: largeSummary(large.reduced) },
      importLayers,
    };
  } finally {
    await context.close();
  }
}

function dragSummary(drag: DragRun): DragSummary {
  const interval = spread(drag.intervalsMs);
  return {
    layers: drag.layers,
    selected: drag.selected,
    frames: drag.frames,
    interval,
    fps: interval.medianMs > 0 ? Math.round((1000 / interval.medianMs) * 10) / 10 : 0,
    update: spread(drag.updateMs, round3),
    leaferRender: spread(drag.renderMs),
    movedPx: drag.movedPx,
  };
}

function largeSummary(way: LargeImageWay): LargeImageSummary {
  return { firstDrawMs: round2(way.firstDrawMs), redraw: spread(way.redrawMs), drawn: `${way.drawnWidth} × ${way.drawnHeight}` };
}

/** The lines run.ts prints. */
export function designerRows(r: DesignerReport): [string, string][] {
  const s = r.settings;
  const ms = (x: Spread) => `${x.medianMs} ms`;
  const us = (x: Spread) => `${round2(x.medianMs * 1000)} µs`;
  const u = r.undoRedo;
  const d = r.drag;
  const h = r.heavy;
  const dragRow = (x: DragSummary) =>
    `${ms(x.interval)} median, ${x.interval.p95Ms} ms p95, ${x.fps} fps (${x.frames} frames; update ${ms(x.update)}, Leafer render ${ms(x.leaferRender)})`;
  const large = r.largeImage;
  const way = (w: LargeImageSummary) => `first paint ${w.firstDrawMs} ms, redraw ${ms(w.redraw)} median (${w.drawn} painted)`;
  const imported = (w: ImportWay) => {
    const i = r.importLayers[w];
    return `longest task per round ${i.longestTaskMs.map((ms) => (ms > 0 ? `${ms} ms` : '<50')).join(', ')} (heartbeat gaps ${i.longestGapMs.join(', ')} ms); drawn in ${ms(i.drawn)} median`;
  };
  return [
    [`Designer, ${s.importCount} layers of ${s.importSide}² added at once, decoded first, loads spread (ours)`, imported('decoded-first')],
    [`Designer, ${s.importCount} layers of ${s.importSide}² added at once, Leafer's own <img> loads`, imported('leafer-img')],
    [`Designer, ${large.side} × ${large.side} PNG, reduced copy (ours)`, way(large.reduced)],
    [`Designer, ${large.side} × ${large.side} PNG, full bitmap (Leafer alone)`, way(large.full)],
    [`Designer, ${s.undoLayers} layers: undo | redo, store only`, `${us(u.model.undo)} | ${us(u.model.redo)} median`],
    [
      `Designer, ${s.undoLayers} layers: undo | redo, with Leafer`,
      `${ms(u.view.undo)} | ${ms(u.view.redo)} median (store + sync ${ms(u.view.undoSync)} | ${ms(u.view.redoSync)}, rest full render)`,
    ],
    [
      `Designer, open a ${r.openTemplate.layers}-layer template`,
      `${ms(r.openTemplate.drawn)} median to drawn (p95 ${r.openTemplate.drawn.p95Ms} ms, synchronous part ${ms(r.openTemplate.synchronous)})`,
    ],
    [`Designer, drag 1 of ${d.layers} layers, frame interval`, dragRow(d)],
    [
      `Designer, open a ${h.layers}-layer template`,
      `${ms(h.open.drawn)} median to drawn (p95 ${h.open.drawn.p95Ms} ms), ${ms(h.open.click)} to a first click's frame painted (p95 ${h.open.click.p95Ms} ms)`,
    ],
    [`Designer, drag all ${h.drag.selected} selected layers, frame interval`, dragRow(h.drag)],
    [
      `Designer, undo a move of all ${h.layers} layers`,
      `${ms(h.undo.painted)} median to Leafer's next render done (p95 ${h.undo.painted.p95Ms} ms; store + sync ${ms(h.undo.sync)})`,
    ],
  ];
}
