/**
 * Bundled into dist-bench/batchPreview.js and served at /bench/batch-preview.html on the console server's
 * origin. Node drives it through window.batchPreviewBench (see batchPreview.ts):
 *
 * - login(): signs in as the demo merchant and points the console's API client at the dev API;
 * - run(colorId, lazy): the batch preview's own grid (BatchPreviewGrid over loadColorModels) in a box the
 *   size of the drawer at 1024 × 640, drawing lazily (the console) or every card at once; waits for the
 *   first screen, scrolls to the end a step a frame, then back up a screen at a time (each waited for)
 *   until every card is drawn. Reports those times and the frame times while opening and scrolling.
 */
import { createRoot } from 'react-dom/client';
import { BatchPreviewGrid } from '../../src/features/designer/batchPreview/BatchPreviewGrid';
import { loadColorModels } from '../../src/features/designer/batchPreview/loadColorModels';
import { signInForBench } from './benchLogin';

export interface FrameSpread {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Frames longer than 50 ms: the ones a merchant feels as a stall. */
  over50: number;
}

export interface BatchPreviewRun {
  lazy: boolean;
  cards: number;
  /** From mount to every card in the first screen drawn. */
  firstScreenMs: number;
  /** From mount to every card drawn: lazily, after the scroll and then back up a screen at a time. */
  allDrawnMs: number;
  /** Frames from mount until the first screen was drawn. */
  openingFrames: FrameSpread;
  /** Frames while scrolling from top to bottom, a step each frame. */
  scrollFrames: FrameSpread;
  /** Cards drawn when that scroll reached the end (lazily, those scrolled past quickly wait). */
  drawnAfterScroll: number;
  longestTaskMs: number;
}

export interface BatchPreviewBench {
  login(): Promise<void>;
  run(colorId: string, lazy: boolean): Promise<BatchPreviewRun>;
}

const VIEW = { width: 880, height: 560 };
const SCROLL_STEP = 60;
const round1 = (n: number) => Math.round(n * 10) / 10;

function spread(deltas: number[]): FrameSpread {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { frames: sorted.length, p50Ms: round1(at(0.5)), p95Ms: round1(at(0.95)), maxMs: round1(sorted[sorted.length - 1] ?? 0), over50: sorted.filter((d) => d > 50).length };
}

/** A stand-in design: a gradient and shapes over the 500 × 1044 canvas, as an exported template would be. */
async function makeDesign(): Promise<ImageBitmap> {
  const canvas = document.createElement('canvas');
  canvas.width = 500;
  canvas.height = 1044;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 0, 1044);
  gradient.addColorStop(0, '#ffd1dc');
  gradient.addColorStop(1, '#e88aa0');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 500, 1044);
  for (let i = 0; i < 40; i++) {
    context.fillStyle = `hsl(${(i * 37) % 360} 70% 60%)`;
    context.beginPath();
    context.arc((i * 97) % 500, (i * 211) % 1044, 20 + (i % 5) * 8, 0, Math.PI * 2);
    context.fill();
  }
  return createImageBitmap(canvas);
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function run(colorId: string, lazy: boolean): Promise<BatchPreviewRun> {
  const { models, wireframes } = await loadColorModels(colorId);
  const design = await makeDesign();
  const box = document.createElement('div');
  Object.assign(box.style, { width: `${VIEW.width}px`, height: `${VIEW.height}px`, overflow: 'auto' });
  document.body.appendChild(box);

  let longestTaskMs = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  try {
    tasks.observe({ entryTypes: ['longtask'] });
  } catch {
    // No long-task timing in this browser: the frame times still tell.
  }

  const cardsIn = () => [...box.querySelectorAll<HTMLElement>('.batch-preview-card')];
  const drawable = models.filter((model) => model.wireframeId && wireframes.has(model.wireframeId)).length;
  const drawnCount = () => box.querySelectorAll('.batch-preview-card[data-state="drawn"]').length;
  const firstScreenDrawn = () => {
    const view = box.getBoundingClientRect();
    const visible = cardsIn().filter((card) => {
      const rect = card.getBoundingClientRect();
      return rect.bottom > view.top && rect.top < view.bottom && card.dataset.state !== 'noWireframe';
    });
    return visible.length > 0 && visible.every((card) => card.dataset.state === 'drawn');
  };

  const start = performance.now();
  const root = createRoot(box);
  root.render(<BatchPreviewGrid models={models} wireframes={wireframes} design={design} lazy={lazy} onOpen={() => undefined} />);

  const opening: number[] = [];
  let last = await nextFrame();
  while (!firstScreenDrawn()) {
    const now = await nextFrame();
    opening.push(now - last);
    last = now;
    if (now - start > 60_000) throw new Error('the first screen was not drawn in 60 s');
  }
  const firstScreenMs = performance.now() - start;

  // A steady scroll to the end, a step a frame: lazily, cards passed by are not all drawn on the way.
  const scrolling: number[] = [];
  last = await nextFrame();
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
    box.scrollTop += SCROLL_STEP;
    const now = await nextFrame();
    scrolling.push(now - last);
    last = now;
  }
  const drawnAfterScroll = drawnCount();

  // Then back up a screen at a time, each screen waited for, until every card has been drawn.
  let allDrawnMs = drawnCount() >= drawable ? performance.now() - start : 0;
  while (allDrawnMs === 0) {
    if (firstScreenDrawn()) {
      if (box.scrollTop === 0) box.scrollTop = box.scrollHeight;
      else box.scrollTop = Math.max(0, box.scrollTop - box.clientHeight);
    }
    await nextFrame();
    if (drawnCount() >= drawable) allDrawnMs = performance.now() - start;
    if (performance.now() - start > 120_000) throw new Error('not every card was drawn in 120 s');
  }

  tasks.disconnect();
  root.unmount();
  box.remove();
  design.close();
  return {
    lazy,
    cards: models.length,
    firstScreenMs: round1(firstScreenMs),
    allDrawnMs: round1(allDrawnMs),
    openingFrames: spread(opening),
    scrollFrames: spread(scrolling),
    drawnAfterScroll,
    longestTaskMs: round1(longestTaskMs),
  };
}

const bench: BatchPreviewBench = { login: signInForBench, run };
(window as unknown as { batchPreviewBench: BatchPreviewBench }).batchPreviewBench = bench;
