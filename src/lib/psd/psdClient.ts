/**
 * The page's side of the PSD import: a file handed to the page's one worker (psdWorkerHost.ts), its
 * artboards listed as soon as they are parsed, and the chosen ones' PNGs when the worker has made them.
 * Whatever happens every promise settles: a refusal or a parse error rejects with the reason to show;
 * a worker that dies (out of memory, a failed load) or falls silent for `stallMs` while it owes an
 * answer is ended and rejects too, so the dialog never waits for ever.
 */
import { fileStem } from '../fileStem';
import { MSG } from '../../messages';
import { refuseBySize } from './psdHeader';
import type { Size } from './psdPlacement';
import { drawnTransfers, withPngs, type DrawnBitmaps, type EncodedArtboard, type ListedArtboard, type ListedLayer, type ParsedArtboard, type PsdFailure, type PsdReply, type PsdStage } from './psdProtocol';
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
  /** The layers will be placed as bitmaps (`drawn`): the worker sends them as soon as drawn, before 导入. */
  drawnLayers?: boolean;
  /** The dialog was closed: the document is closed (PsdDocument.close). */
  signal?: AbortSignal;
  /** Tests hand in one around a stand-in worker; the page's own otherwise. */
  host?: PsdWorkerHost;
}

/** A layer to place before its PNG is made: its pixels as a bitmap (null when the PNG was there first), and the PNG when made. */
export interface DrawnLayer extends ListedLayer {
  bitmap: ImageBitmap | null;
  png: Promise<Blob>;
}

/** An artboard whose layers can be placed now, their PNGs still being made in the background. */
export interface DrawnArtboard extends Omit<ParsedArtboard, 'layers' | 'background' | 'thumbnail'> {
  layers: DrawnLayer[];
  background: DrawnLayer | null;
}

/** A parsed file, its artboards listed; open until `close`. */
export interface PsdDocument {
  readonly artboards: readonly ListedArtboard[];
  /** The artboards at `indexes` with their PNGs, asked of the worker before the others; progress counts their layers only. */
  encoded(indexes: readonly number[], onProgress?: (progress: PsdProgress) => void): Promise<ParsedArtboard[]>;
  /**
   * The artboards at `indexes` with their layers as bitmaps, as soon as drawn; their PNGs follow, made
   * before the others' and still made after `close`, until the worker has them all.
   */
  drawn(indexes: readonly number[]): Promise<DrawnArtboard[]>;
  /**
   * The previews are closed and anything still awaited rejects with an AbortError; the worker lets the file
   * go, but for the artboards handed out by `drawn`, whose PNGs it still makes.
   */
  close(): void;
}

/** A promise settled from outside. */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Whoever takes the promise hears of a failure; one nobody took is no error of the page's.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** The PNGs of one artboard handed out by `drawn`, each settled as the worker makes it. */
interface PendingPngs {
  layers: Deferred<Blob>[];
  background: Deferred<Blob>;
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
      return texts.layersOverCanvas(fileName, failure.maxTimes, failure.maxBytes === null ? null : gigabytes(failure.maxBytes));
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
    /** Artboards handed out by `drawn`, their PNGs settled as they come. */
    const pending = new Map<number, PendingPngs>();
    /** Waiting for the bitmaps of `drawn`. */
    const drawnWaiters = new Map<number, Deferred<DrawnArtboard>>();
    /** Bitmaps the worker sent before they were asked for (`drawnLayers`), until `drawn` takes them. */
    const drawnAhead = new Map<number, DrawnBitmaps | null>();
    const closeBitmaps = (drawn: DrawnBitmaps | null) => drawn && drawnTransfers(drawn).forEach((bitmap) => bitmap.close());
    /** The dialog closed while the PNGs of artboards handed out by `drawn` were still being made: the session lasts until they are. */
    let closing = false;
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

    /** The worker owes an answer (the listing, PNGs not yet made, layers asked to be drawn): silence for `stallMs` ends it. */
    const arm = () => {
      clearTimeout(watchdog);
      if (ended) return;
      const owed = !listed || drawnWaiters.size > 0 || !complete(closing ? [...pending.keys()] : importable());
      if (!owed) {
        // Open, the session stays for a `drawn` yet to come; closing, it ends with the last kept PNG.
        if (closing) end(aborted());
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
      for (const pngsOf of pending.values()) [...pngsOf.layers, pngsOf.background].forEach((png) => png.reject(reason));
      drawnWaiters.forEach((waiter) => waiter.reject(reason));
      drawnWaiters.clear();
      drawnAhead.forEach(closeBitmaps);
      drawnAhead.clear();
      if (!listed) rejectListing(reason);
      else if (waiters.length === 0 && !(reason instanceof DOMException && reason.name === 'AbortError')) options.onFailed?.(reason);
      waiters.forEach((waiter) => waiter.reject(reason));
      waiters = [];
    };
    const close = () => {
      const listing = !listed && !ended;
      const keep = [...pending.keys()].filter((index) => !pngs.has(index));
      if (!ended && listed && !complete(importable())) session.post({ type: 'close', id: session.id, ...(keep.length > 0 && { keep }) });
      if (!ended && keep.length > 0) {
        // The kept PNGs are still to come, on this session: only what the dialog waited for ends.
        closing = true;
        waiters.forEach((waiter) => waiter.reject(aborted()));
        waiters = [];
        drawnWaiters.forEach((waiter) => waiter.reject(aborted()));
        drawnWaiters.clear();
        drawnAhead.forEach(closeBitmaps);
        drawnAhead.clear();
      } else end(aborted());
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
        pending.get(data.artboard)?.layers[data.done - 1]?.resolve(data.png);
        waiters.forEach((waiter) => waiter.onProgress?.(encodingProgress(waiter.indexes)));
      } else if (data.type === 'listed') {
        listed = data.artboards;
        for (const { artboard, drawn } of data.drawn ?? []) {
          if (ended) closeBitmaps(drawn);
          else drawnAhead.set(artboard, drawn);
        }
        resolveListing(doc);
      } else if (data.type === 'previews') {
        for (const { artboard, bitmap } of data.previews) {
          if (ended) bitmap.close();
          else {
            previews.set(artboard, bitmap);
            options.onPreview?.(artboard, bitmap);
          }
        }
      } else if (data.type === 'drawn') {
        const waiter = drawnWaiters.get(data.artboard);
        drawnWaiters.delete(data.artboard);
        if (ended || closing) closeBitmaps(data.drawn);
        else if (waiter) waiter.resolve(drawnArtboard(data.artboard, data.drawn));
        else drawnAhead.set(data.artboard, data.drawn);
      } else if (data.type === 'encoded') {
        pngs.set(data.artboard, data.encoded);
        settlePending(data.artboard, data.encoded);
        const [ready, still] = [waiters.filter((waiter) => complete(waiter.indexes)), waiters.filter((waiter) => !complete(waiter.indexes))];
        waiters = still;
        ready.forEach((waiter) => waiter.resolve(parsed(waiter.indexes)));
      } else {
        if (data.detail) console.warn('PSD import:', data.detail);
        end(new PsdImportError(failureText(data.failure, file.name)));
      }
      arm();
    };

    /** The PNGs of an artboard handed out by `drawn`, resolved as they come; made at once when they are here. */
    const pendingPngs = (index: number): PendingPngs => {
      let pngsOf = pending.get(index);
      if (!pngsOf) {
        pngsOf = { layers: listed![index]!.layers.map(() => deferred<Blob>()), background: deferred<Blob>() };
        pending.set(index, pngsOf);
        const made = pngs.get(index);
        if (made) settlePending(index, made);
      }
      return pngsOf;
    };
    const settlePending = (index: number, encoded: EncodedArtboard) => {
      const pngsOf = pending.get(index);
      if (!pngsOf) return;
      encoded.layers.forEach((png, i) => pngsOf.layers[i]?.resolve(png));
      if (encoded.background) pngsOf.background.resolve(encoded.background);
    };
    /** The artboard to place now: its bitmaps, or none where its PNGs came first. */
    const drawnArtboard = (index: number, drawn: DrawnBitmaps | null): DrawnArtboard => {
      const board = listed![index]!;
      const pngsOf = pendingPngs(index);
      const layers = board.layers.map((layer, i) => ({ ...layer, bitmap: drawn?.layers[i] ?? null, png: pngsOf.layers[i]!.promise }));
      const background = board.background && { ...board.background, bitmap: drawn?.background ?? null, png: pngsOf.background.promise };
      return { ...board, layers, background };
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
      drawn(indexes) {
        if (ended || closing) return Promise.reject(ended ?? aborted());
        const ahead = new Map(indexes.flatMap((index) => (drawnAhead.has(index) ? [[index, drawnArtboard(index, drawnAhead.get(index)!)] as const] : [])));
        ahead.forEach((_, index) => drawnAhead.delete(index));
        const asked = indexes.filter((index) => listed![index]!.layers.length > 0 && !pngs.has(index) && !ahead.has(index));
        const waiting = new Map(
          asked.map((index) => {
            pendingPngs(index);
            const waiter = deferred<DrawnArtboard>();
            drawnWaiters.set(index, waiter);
            return [index, waiter.promise] as const;
          }),
        );
        if (asked.length > 0) session.post({ type: 'draw', id: session.id, artboards: asked });
        arm();
        return Promise.all(indexes.map((index) => waiting.get(index) ?? Promise.resolve(ahead.get(index) ?? drawnArtboard(index, null))));
      },
      close,
    };

    const session = host.session({ reply, lost: () => end(new PsdImportError(MSG.psdImport.crashed)) });
    if (options.signal?.aborted) return close();
    options.signal?.addEventListener('abort', close, { once: true });
    arm();
    session.post({ type: 'parse', id: session.id, file, documentName: fileStem(file.name), canvas: options.canvas, bitmaps: options.drawnLayers ?? false });
  });
}
