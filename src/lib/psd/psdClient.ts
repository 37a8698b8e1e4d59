/**
 * The page's side of the PSD worker: one worker per file, ended after its answer. Whatever happens the
 * promise settles: a refusal or a parse error rejects with the reason to show; a worker that dies (out
 * of memory, a failed load) or falls silent for `stallMs` is ended and rejects too, so the dialog never
 * waits for ever.
 */
import { MSG } from '../../messages';
import { refuseBySize } from './psdHeader';
import type { Size } from './psdPlacement';
import type { ParsedArtboard, PsdFailure, PsdParseReply, PsdParseRequest, PsdStage } from './psdProtocol';

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
  stallMs?: number;
  /** The dialog was closed: the worker is ended at once (a 200 MB parse would otherwise run on). */
  signal?: AbortSignal;
  /** Tests hand in a stand-in. */
  createWorker?: () => Worker;
}

/** The text the 导入失败 modal shows for a failure. */
export function failureText(failure: PsdFailure): string {
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
      return texts.tooManyPixels(Math.round(failure.maxBytes / 1024 / 1024 / 1024));
    case 'noArtboards':
      return texts.noArtboards;
  }
}

function defaultWorker(): Worker {
  // rspack bundles the worker as its own chunk from this pattern (new URL with import.meta.url).
  return new Worker(new URL('./psd.worker.ts', import.meta.url));
}

function documentName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}

export function parsePsd(file: Blob & { name: string }, options: ParsePsdOptions): Promise<ParsedArtboard[]> {
  const tooLarge = refuseBySize(file.size);
  if (tooLarge) return Promise.reject(new PsdImportError(failureText(tooLarge)));
  options.onProgress?.({ stage: 'reading', done: 0, total: 1 });
  const worker = (options.createWorker ?? defaultWorker)();
  const stallMs = options.stallMs ?? PSD_STALL_MS;
  return new Promise<ParsedArtboard[]>((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => finish(() => reject(new DOMException('aborted', 'AbortError')));
    const finish = (outcome: () => void) => {
      clearTimeout(watchdog);
      options.signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      outcome();
    };
    const fail = (text: string) => finish(() => reject(new PsdImportError(text)));
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => fail(MSG.psdImport.timeout), stallMs);
    };
    worker.onmessage = ({ data }: MessageEvent<PsdParseReply>) => {
      arm();
      if (data.type === 'progress') options.onProgress?.({ stage: data.stage, done: data.done, total: data.total });
      else if (data.type === 'done') finish(() => resolve(data.artboards));
      else {
        if (data.detail) console.warn('PSD import:', data.detail);
        fail(failureText(data.failure));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(MSG.psdImport.crashed);
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    const request: PsdParseRequest = { file, documentName: documentName(file.name), canvas: options.canvas };
    worker.postMessage(request);
  });
}
