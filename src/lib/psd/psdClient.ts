/**
 * The page's side of the PSD import: a file handed to the page's one worker (psdWorkerHost.ts), its
 * artboards listed as soon as they are parsed, and the chosen ones' PNGs when the worker has made them.
 * Whatever happens every promise settles: a refusal or a parse error rejects with the reason to show;
 * a worker that dies (out of memory, a failed load) or falls silent for `stallMs` while it owes an
 * answer is ended and rejects too, so the dialog never waits for ever.
 */
import { MSG } from '../../messages';
import { refuseBySize } from './psdHeader';
import type { Size } from './psdPlacement';
import { withPngs, type EncodedArtboard, type ListedArtboard, type ParsedArtboard, type PsdFailure, type PsdReply, type PsdStage } from './psdProtocol';
import { PsdWorkerHost } from './psdWorkerHost';

/** No word from the worker for this long: it is taken for stuck. Parsing a 200 MB file sends nothing for a while, so it is generous. */
export const PSD_STALL_MS = 60_000;

export class PsdImportError extends Error {
  constructor(readonly reasonText: string) {
    super(reasonText);
    this.name = 'PsdImportError';
  }
}

export interface PsdProgress {
  stage: PsdStage;
  done: number;
  total: number;
}

export interface ParsePsdOptions {
  canvas: Size;
  onProgress?: (progress: PsdProgress) => void;
  /** An importable artboard's preview has come, after the listing; it is the document's to close. */
  onPreview?: (artboard: number, bitmap: ImageBitmap) => void;
  /**
   * After the listing, the document failed with nothing waiting on it to hear so (the worker died, fell
   * silent or failed a PNG while the merchant was reading the list): no PNG can be had from it any more.
   */
  onFailed?: (error: unknown) => void;
  stallMs?: number;
  /** The dialog was closed: the document is closed (PsdDocument.close). */
  signal?: AbortSignal;
  /** Tests hand in one around a stand-in worker; the page's own otherwise. */
  host?: PsdWorkerHost;
}

/** A parsed file, its artboards listed; open until `close`. */
export interface PsdDocument {
  readonly artboards: readonly ListedArtboard[];
  /** The artboards at `indexes` with their PNGs, asked of the worker before the others; progress counts their layers only. */
  encoded(indexes: readonly number[], onProgress?: (progress: PsdProgress) => void): Promise<ParsedArtboard[]>;
  /** The worker lets the file go, the previews are closed, and anything still awaited rejects with an AbortError. */
  close(): void;
}

/** The text the 导入失败 modal shows for a failure of the file named `fileName`. */
export function failureText(failure: PsdFailure, fileName: string): string {
  const texts = MSG.psdImport;
  switch (failure.reason) {
    case 'tooLarge':
      return texts.tooLarge(Math.round(failure.maxBytes / 1024 / 1024));
    case 'notPsd':
      return texts.notPsd;
    case 'psb':
      return texts.psb;
    case 'colorMode':
      return texts.colorMode(failure.mode);
    case 'depth':
      return texts.depth(failure.bits);
    case 'corrupt':
      return texts.corrupt;
    case 'unreadable':
      return texts.unreadable;
    case 'tooManyPixels':
      return texts.tooManyPixels(gigabytes(failure.maxBytes));
    case 'layerData':
      return texts.layerData(fileName, failure.layer);
    case 'layerTooLarge':
      return texts.layerTooLarge(fileName, failure.layer, failure.maxSide, gigabytes(failure.maxBytes));
    case 'layerOverCanvas':
      return texts.layerOverCanvas(fileName, failure.layer, failure.maxTimes);
    case 'patternTooLarge':
      return texts.patternTooLarge(fileName, failure.maxTimes);
    case 'layersOverCanvas':
      return texts.layersOverCanvas(fileName, failure.maxTimes, gigabytes(failure.maxBytes));
    case 'noArtboards':
      return texts.noArtboards;
  }
}

const gigabytes = (bytes: number) => Math.round(bytes / 1024 / 1024 / 1024);

function defaultWorker(): Worker {
  // rspack bundles the worker as its own chunk from this pattern (new URL with import.meta.url).
  return new Worker(new URL('./psd.worker.ts', import.meta.url));
}

let pageHost: PsdWorkerHost | null = null;
const defaultHost = () => (pageHost ??= new PsdWorkerHost(defaultWorker));

/** The merchant is about to choose a PSD (导入PSD was pressed): the worker starts while the file is being picked. */
export function startPsdWorker(): void {
  defaultHost().start();
}

function documentName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}

const aborted = () => new DOMException('aborted', 'AbortError');
const NO_PNGS: EncodedArtboard = { layers: [], background: null, thumbnail: null };

interface Waiter {
  indexes: readonly number[];
  resolve: (artboards: ParsedArtboard[]) => void;
  reject: (reason: unknown) => void;
  onProgress?: (progress: PsdProgress) => void;
}

export function parsePsd(file: Blob & { name: string }, options: ParsePsdOptions): Promise<PsdDocument> {
  const tooLarge = refuseBySize(file.size);
  if (tooLarge) return Promise.reject(new PsdImportError(failureText(tooLarge, file.name)));
  options.onProgress?.({ stage: 'reading', done: 0, total: 1 });
  const host = options.host ?? defaultHost();
  const stallMs = options.stallMs ?? PSD_STALL_MS;
  return new Promise<PsdDocument>((resolveListing, rejectListing) => {
    let listed: readonly ListedArtboard[] | null = null;
    const pngs = new Map<number, EncodedArtboard>();
    /** Layers with their PNG made, of the artboard being encoded. */
    const encodingDone = new Map<number, number>();
    const previews = new Map<number, ImageBitmap>();
    let waiters: Waiter[] = [];
    /** Set once the document can give no more: every later `encoded` rejects with it. */
    let ended: unknown = null;
    let watchdog: ReturnType<typeof setTimeout> | undefined;

    const importable = () => listed!.flatMap((board, index) => (board.layers.length > 0 ? [index] : []));
    const complete = (indexes: readonly number[]) => indexes.every((index) => pngs.has(index) || listed![index]!.layers.length === 0);
    /** How far the PNGs of `indexes` are: what a wait for them shows. */
    const encodingProgress = (indexes: readonly number[]): PsdProgress => {
      const layersOf = (index: number) => listed![index]!.layers.length;
      const total = indexes.reduce((sum, index) => sum + layersOf(index), 0);
      const done = indexes.reduce((sum, index) => sum + (pngs.has(index) ? layersOf(index) : (encodingDone.get(index) ?? 0)), 0);
      return { stage: 'encoding', done, total };
    };
    const parsed = (indexes: readonly number[]) => indexes.map((index) => withPngs(listed![index]!, pngs.get(index) ?? NO_PNGS));

    /** The worker owes an answer (the listing, or PNGs not yet made): silence for `stallMs` ends it. Owing nothing, the session ends. */
    const arm = () => {
      clearTimeout(watchdog);
      if (ended) return;
      if (listed && complete(importable())) {
        session.end();
        return;
      }
      watchdog = setTimeout(() => {
        // Listed, the parse is done: what fell silent is the making of the previews and PNGs.
        end(new PsdImportError(listed ? MSG.psdImport.drawingTimeout : MSG.psdImport.timeout(file.name)));
        host.restart();
      }, stallMs);
    };
    const end = (reason: unknown) => {
      if (ended) return;
      ended = reason;
      clearTimeout(watchdog);
      // The abort listener stays: closing the dialog after a failure still closes the previews.
      session.end();
      if (!listed) rejectListing(reason);
      else if (waiters.length === 0 && !(reason instanceof DOMException && reason.name === 'AbortError')) options.onFailed?.(reason);
      waiters.forEach((waiter) => waiter.reject(reason));
      waiters = [];
    };
    const close = () => {
      const listing = !listed && !ended;
      if (!ended && listed && !complete(importable())) session.post({ type: 'close', id: session.id });
      end(aborted());
      previews.forEach((bitmap) => bitmap.close());
      previews.clear();
      // A parse cannot be stopped half-way (readPsd is one synchronous call): rather than let a 200 MB
      // parse run on for nothing, the worker is ended, and the next import starts a fresh one.
      if (listing) host.restart();
    };

    const reply = (data: PsdReply) => {
      if (data.type === 'progress') {
        if (!listed) options.onProgress?.({ stage: data.stage, done: data.done, total: data.total });
      } else if (data.type === 'encoding') {
        encodingDone.set(data.artboard, data.done);
        waiters.forEach((waiter) => waiter.onProgress?.(encodingProgress(waiter.indexes)));
      } else if (data.type === 'listed') {
        listed = data.artboards;
        resolveListing(doc);
      } else if (data.type === 'previews') {
        for (const { artboard, bitmap } of data.previews) {
          if (ended) bitmap.close();
          else {
            previews.set(artboard, bitmap);
            options.onPreview?.(artboard, bitmap);
          }
        }
      } else if (data.type === 'encoded') {
        pngs.set(data.artboard, data.encoded);
        const [ready, still] = [waiters.filter((waiter) => complete(waiter.indexes)), waiters.filter((waiter) => !complete(waiter.indexes))];
        waiters = still;
        ready.forEach((waiter) => waiter.resolve(parsed(waiter.indexes)));
      } else {
        if (data.detail) console.warn('PSD import:', data.detail);
        end(new PsdImportError(failureText(data.failure, file.name)));
      }
      arm();
    };

    const doc: PsdDocument = {
      get artboards() {
        return listed ?? [];
      },
      encoded(indexes, onProgress) {
        if (complete(indexes)) return Promise.resolve(parsed(indexes));
        if (ended) return Promise.reject(ended);
        session.post({ type: 'first', id: session.id, artboards: indexes.filter((index) => !pngs.has(index)) });
        return new Promise<ParsedArtboard[]>((resolve, reject) => waiters.push({ indexes, resolve, reject, onProgress }));
      },
      close,
    };

    const session = host.session({ reply, lost: () => end(new PsdImportError(MSG.psdImport.crashed)) });
    if (options.signal?.aborted) return close();
    options.signal?.addEventListener('abort', close, { once: true });
    arm();
    session.post({ type: 'parse', id: session.id, file, documentName: documentName(file.name), canvas: options.canvas });
  });
}
