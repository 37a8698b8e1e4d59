/**
 * The page side of the production sheets' making and preview benchmark (sheetsMaking.ts). The print files
 * come over loopback HTTP from Node; the jig is the seeded 「A3 六格治具」, the items one per print file.
 *
 * - baseline(): every file fetched and decoded (fetch, then createImageBitmap), all asked at once: the
 *   plainest fastest way to have the files' pixels, which the making is measured against;
 * - floor(): what any making must do past the baseline, the cheapest way known (sheetsFloor.worker.ts), in
 *   two workers as the console's: each file's pixels read back, filtered and coded without a search for
 *   matches. The making cannot be faster than this, so the floor ÷ the baseline is the least ratio reachable;
 * - make(): what 生成排版 does from there, with the console's own code: readPrintFiles (fetch, check,
 *   measure, rendition, SHA-256) into a SheetsSession, then saveSheets (every sheet's PDF and slot map and the
 *   manifest into the stored ZIP) into a target that counts what it is handed; the ZIP's entries' sizes
 *   are read from its central directory;
 * - previewStart() / previewEnd(): the real SheetsPreview of a SheetsSession, mounted while readPrintFiles
 *   feeds it from a slow host; Node clicks the sheets' tabs meanwhile. Reported: each interaction's
 *   duration (Event Timing: from the input to the next paint), whether each click showed its sheet, and the
 *   progress texts the preview showed.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { SaveSource, SaveTarget } from '../../adapters/types';
import { seedJigs } from '../../adapters/mock/devApi/jigs/jigSeed';
import type { Jig } from '../../contract/jigTypes';
import { layoutOnJig } from '../../src/lib/sheets/layout';
import type { Layout, SheetItem } from '../../src/lib/sheets/types';
import { PART_LIMIT_BYTES } from '../../src/features/downloads/config';
import { SheetsPreview } from '../../src/features/downloads/sheets/SheetsPreview';
import { readPrintFiles, revokePrintFiles } from '../../src/features/downloads/sheets/readPrintFiles';
import { saveSheets } from '../../src/features/downloads/sheets/saveSheets';
import { SheetsSession } from '../../src/features/downloads/sheets/sheetsSession';
import { sheetItem } from '../support/sheetItems';

export interface MakingSetup {
  /** The print files' addresses, one an item. */
  urls: string[];
  printSize: { widthMm: number; heightMm: number };
}

export interface BaselineRun {
  ms: number;
  files: number;
  bytes: number;
}

export interface FloorRun {
  ms: number;
  files: number;
  /** The compressed image streams' bytes (colour and alpha), beside the PDFs'. */
  streamBytes: number;
}

export interface ZipEntry {
  name: string;
  bytes: number;
}

export interface MakingRun {
  /** From the first fetch to the last part saved. */
  ms: number;
  /** readPrintFiles: every file fetched and read. */
  readMs: number;
  /** saveSheets: the sheets made and the ZIP written. */
  saveMs: number;
  /** The page's longest task while the sheets were made (Long Tasks API: over 50 ms, else 0). */
  saveLongestTaskMs: number;
  sheets: number;
  files: number;
  failures: number;
  /** The print files' own bytes, as served. */
  printFileBytes: number;
  parts: number;
  zipBytes: number;
  entries: ZipEntry[];
  warnings: string[];
}

export interface PreviewRun {
  /** From the preview's mount to the last file read. */
  arrivalMs: number;
  sheets: number;
  /** Clicks Node made on the sheets' tabs during the arrival. */
  clicks: number;
  /** Interactions whose sheet the preview then showed. */
  shown: number;
  /** Event Timing: each interaction's longest event (pointerdown, pointerup, click), ms. */
  interactionsMs: number[];
  /** The progress line's texts, in order, each once. */
  progressTexts: string[];
}

export interface SheetsMakingBench {
  setup(setup: MakingSetup): { sheets: number; placed: number };
  baseline(): Promise<BaselineRun>;
  floor(): Promise<FloorRun>;
  make(): Promise<MakingRun>;
  previewStart(urls: string[]): void;
  /** Resolves once every file is read. */
  arrived(): Promise<void>;
  clickSheet(sheet: number): Promise<boolean>;
  previewEnd(): Promise<PreviewRun>;
}

let jig: Jig;
let items: SheetItem[] = [];
let urls: string[] = [];
let layout: Layout;

const seededA3 = (): Jig => {
  const state = { jigs: [] as Jig[] };
  let id = 0;
  seedJigs(state, () => `jig-${++id}`, 0);
  return state.jigs.find((entry) => entry.name === 'A3 六格治具')!;
};

const fetchImage = (url: string, init: { signal: AbortSignal }) => fetch(url, { ...init, cache: 'no-store' });

function newSession(): SheetsSession {
  return new SheetsSession(jig, layout, new Map(items.map((item) => [item.key, item])), items.length);
}

const sources = (list: readonly string[]) => items.map((item, index) => ({ key: item.key, url: list[index]! }));

/** The ZIP's entries from its central directory: its last bytes, kept as the stream passes. */
function centralDirectory(tail: Uint8Array, total: number): ZipEntry[] {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let end = tail.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('no end of central directory in the ZIP');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true) - (total - tail.byteLength);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('a broken central directory');
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.push({ name: decoder.decode(tail.subarray(at + 46, at + 46 + nameLength)), bytes: view.getUint32(at + 20, true) });
    at += 46 + skip;
  }
  return entries;
}

const TAIL_BYTES = 256 * 1024;

/** A save target that reads each part through, keeping only its end. */
function countingTarget(parts: { bytes: number; entries: ZipEntry[] }[]): SaveTarget {
  return {
    label: 'bench',
    async saveFile(_name: string, source: SaveSource) {
      const stream = source instanceof Blob ? source.stream() : source;
      const reader = stream.getReader();
      let total = 0;
      let tail: Uint8Array[] = [];
      let tailBytes = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        total += value.byteLength;
        // The target's chunk is the caller's again once the next is read: what is kept is copied.
        tail.push(value.slice());
        tailBytes += value.byteLength;
        while (tail.length > 1 && tailBytes - tail[0]!.byteLength >= TAIL_BYTES) tailBytes -= tail.shift()!.byteLength;
      }
      const joined = new Uint8Array(tailBytes);
      let at = 0;
      for (const part of tail) {
        joined.set(part, at);
        at += part.byteLength;
      }
      tail = [];
      parts.push({ bytes: total, entries: centralDirectory(joined, total) });
    },
  };
}

let floorWorkers: Worker[] | null = null;

let preview: { root: Root; box: HTMLElement; session: SheetsSession; started: number; reading: Promise<void>; arrivalMs: number; observers: { disconnect(): void }[]; interactions: Map<number, number>; progress: string[]; clicks: number; shown: number } | null = null;

const bench: SheetsMakingBench = {
  setup(setup) {
    jig = seededA3();
    urls = setup.urls;
    items = urls.map((_, index) => sheetItem(`p${String(index + 1).padStart(2, '0')}`, setup.printSize));
    layout = layoutOnJig(items, jig);
    return { sheets: layout.sheets.length, placed: layout.sheets.reduce((sum, sheet) => sum + sheet.placements.length, 0) };
  },

  async baseline() {
    const started = performance.now();
    let bytes = 0;
    await Promise.all(
      urls.map(async (url) => {
        const blob = await (await fetch(url, { cache: 'no-store' })).blob();
        bytes += blob.size;
        const bitmap = await createImageBitmap(blob);
        bitmap.close();
      }),
    );
    return { ms: performance.now() - started, files: urls.length, bytes };
  },

  async floor() {
    floorWorkers ??= Array.from({ length: 2 }, () => new Worker(new URL('./sheetsFloor.worker.ts', import.meta.url)));
    const started = performance.now();
    let next = 0;
    let streamBytes = 0;
    await Promise.all(
      urls.map(async (url, index) => {
        const blob = await (await fetch(url, { cache: 'no-store' })).blob();
        const worker = floorWorkers![index % floorWorkers!.length]!;
        const id = next++;
        const bytes = await new Promise<number>((resolve, reject) => {
          const answer = ({ data }: MessageEvent<{ id: number; bytes?: number; error?: string }>) => {
            if (data.id !== id) return;
            worker.removeEventListener('message', answer);
            if (data.error !== undefined) reject(new Error(data.error));
            else resolve(data.bytes!);
          };
          worker.addEventListener('message', answer);
          worker.postMessage({ id, blob });
        });
        streamBytes += bytes;
      }),
    );
    return { ms: performance.now() - started, files: urls.length, streamBytes };
  },

  async make() {
    const session = newSession();
    const started = performance.now();
    await readPrintFiles(sources(urls), { fetchImage, signal: new AbortController().signal, onFile: (result) => session.fileDone(result) });
    const read = performance.now();
    const parts: { bytes: number; entries: ZipEntry[] }[] = [];
    const view = session.snapshot();
    let saveLongestTaskMs = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) saveLongestTaskMs = Math.max(saveLongestTaskMs, entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    const result = await saveSheets({
      beginSave: async () => countingTarget(parts),
      config: { partLimitBytes: PART_LIMIT_BYTES, concurrency: 6, stallMs: 30_000 },
      session,
      request: { sheets: view.layout.sheets.map((sheet) => sheet.number), withTiff: false, startedAt: new Date() },
      delivered: () => undefined,
    });
    const ended = performance.now();
    // The observer hands over a task's entry after it: a turn later every task of the save is in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const entry of tasks.takeRecords()) saveLongestTaskMs = Math.max(saveLongestTaskMs, entry.duration);
    tasks.disconnect();
    const files = [...session.snapshot().files.values()];
    revokePrintFiles(files);
    return {
      ms: ended - started,
      readMs: read - started,
      saveMs: ended - read,
      saveLongestTaskMs: Math.round(saveLongestTaskMs),
      sheets: view.layout.sheets.length,
      files: files.length,
      failures: session.snapshot().failures.length,
      printFileBytes: files.reduce((sum, file) => sum + file.blob.size, 0),
      parts: result.parts.length,
      zipBytes: parts.reduce((sum, part) => sum + part.bytes, 0),
      entries: parts.flatMap((part) => part.entries),
      warnings: result.warnings,
    };
  },

  previewStart(slowUrls) {
    const session = newSession();
    const box = document.createElement('div');
    document.body.appendChild(box);
    const interactions = new Map<number, number>();
    const progress: string[] = [];
    const events = new PerformanceObserver((list) => {
      // interactionId: Chromium's (Event Timing level 2), not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    });
    events.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const seen = new MutationObserver(() => {
      // The line's own texts (files read, sheets; sheets made while a save runs), not the bar's percentage.
      const text = [...document.querySelectorAll('.sheets-progress > span')].map((span) => span.textContent).join(' · ');
      if (text && progress[progress.length - 1] !== text) progress.push(text);
    });
    seen.observe(document.body, { subtree: true, childList: true, characterData: true });
    const root = createRoot(box);
    root.render(<SheetsPreview session={session} actions={{ save: async () => ({ parts: [], warnings: [], sheets: [] }) }} onClose={() => undefined} />);
    performance.mark('sheets-arrival-start');
    const started = performance.now();
    const state = { root, box, session, started, arrivalMs: 0, observers: [events, seen], interactions, progress, clicks: 0, shown: 0, reading: Promise.resolve() };
    state.reading = readPrintFiles(sources(slowUrls), { fetchImage, signal: new AbortController().signal, onFile: (result) => session.fileDone(result) }).then(() => {
      state.arrivalMs = performance.now() - started;
      performance.mark('sheets-arrival-end');
    });
    preview = state;
  },

  arrived: () => preview!.reading,

  /** Whether the sheet's tab is current on the next frame after Node's click (counted as shown). */
  async clickSheet(sheet) {
    const state = preview!;
    state.clicks++;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const current = document.querySelector('.sheets-list [aria-current="true"]')?.textContent ?? '';
    const shown = current.startsWith(`第${sheet}张`);
    if (shown) state.shown++;
    return shown;
  },

  async previewEnd() {
    const state = preview!;
    await state.reading;
    // Event Timing hands its entries over after the paint: a frame later they are all in.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (const observer of state.observers) observer.disconnect();
    const run: PreviewRun = {
      arrivalMs: state.arrivalMs,
      sheets: state.session.snapshot().layout.sheets.length,
      clicks: state.clicks,
      shown: state.shown,
      interactionsMs: [...state.interactions.values()],
      progressTexts: state.progress,
    };
    revokePrintFiles(state.session.snapshot().files.values());
    state.root.unmount();
    state.box.remove();
    preview = null;
    return run;
  },
};

(window as unknown as { sheetsMakingBench: SheetsMakingBench }).sheetsMakingBench = bench;
