import { ADAPTER_TEXT } from '../../../adapters/messages';
import type { SaveOptions, SaveSource, SaveTarget } from '../../../adapters/types';
import { newToken, type Delivery, type KeepAlive, type Offer, type WorkerSays } from './protocol';

type SaveFile = SaveTarget['saveFile'];

/** Where the download worker is served and the scope it is registered with: its own folder, nothing more. */
export interface WorkerPlace {
  scriptUrl: string;
  scope: string;
}

/** An idle service worker is stopped after 30 s in Chromium, and a file it streams with it: a message restarts the count. */
const KEEP_ALIVE_MS = 10_000;

const cancelled = () => new DOMException(ADAPTER_TEXT.saveCancelled, 'AbortError');

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) return Promise.reject(new Error('no download worker'));
  if (worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', function onChange() {
      if (worker.state === 'activated') resolve(worker);
      else if (worker.state !== 'redundant') return;
      else reject(new Error('the download worker was not installed'));
      worker.removeEventListener('statechange', onChange);
    });
  });
}

/** The first message on `port`, once its conversation has started. */
const nextMessage = (port: MessagePort) =>
  new Promise<WorkerSays>((resolve) => {
    port.onmessage = ({ data }: MessageEvent<WorkerSays>) => resolve(data);
  });

/**
 * The source as the download manager reads it, one chunk per pull: what it has taken is the progress, and a
 * cancel (the merchant's, or the download stopped in the browser) ends both sides. Transferring the stream
 * copies each chunk as it is handed over, before the next is read, as a SaveTarget must.
 */
function handedOver(source: ReadableStream<Uint8Array>, options: SaveOptions) {
  const reader = source.getReader();
  let written = 0;
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const finished = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let controllerOf: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stop = (reason: unknown) => {
    controllerOf?.error(reason);
    reader.cancel(reason).catch(() => undefined);
    settle.reject(reason);
  };
  const onAbort = () => stop(cancelled());
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (controller) => void (controllerOf = controller),
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (options.signal?.aborted) return;
          if (done) {
            controller.close();
            settle.resolve();
            return;
          }
          controller.enqueue(value);
          written += value.byteLength;
          options.onProgress?.(written);
        } catch (error) {
          stop(error);
        }
      },
      cancel: (reason) => stop(reason ?? cancelled()),
    },
    { highWaterMark: 0 },
  );
  const done = finished.finally(() => options.signal?.removeEventListener('abort', onAbort));
  return { stream, done };
}

/**
 * One file through the worker: an offer under a new token, a hidden frame sent to its address (a download
 * answer opens no page in it), and the bytes handed over once the worker says the browser asked for them.
 * Should a page load in the frame instead (no worker answered: the host's own reply), the file goes the
 * `fallback` way, its stream untouched.
 */
async function streamThrough(place: WorkerPlace, worker: ServiceWorker, fileName: string, source: ReadableStream<Uint8Array>, options: SaveOptions, fallback: SaveFile) {
  if (options.signal?.aborted) throw cancelled();
  const token = newToken();
  const channel = new MessageChannel();
  const ready = nextMessage(channel.port1);
  worker.postMessage({ kind: 'offer', token, fileName } satisfies Offer, [channel.port2]);
  await ready;
  const asked = nextMessage(channel.port1);
  const frame = document.createElement('iframe');
  frame.hidden = true;
  const pageLoaded = new Promise<'page'>((resolve) => frame.addEventListener('load', () => resolve('page'), { once: true }));
  frame.src = `${place.scope}${token}`;
  document.body.appendChild(frame);
  const outcome = await Promise.race([asked, pageLoaded]);
  if (outcome === 'page' || outcome.kind !== 'send') {
    frame.remove();
    channel.port1.close();
    return fallback(fileName, source, options);
  }
  options.onFileName?.(fileName);
  const { stream, done } = handedOver(source, options);
  channel.port1.postMessage({ kind: 'stream', stream } satisfies Delivery, [stream as unknown as Transferable]);
  channel.port1.close();
  const alive = setInterval(() => worker.postMessage({ kind: 'alive' } satisfies KeepAlive), KEEP_ALIVE_MS);
  try {
    await done;
  } finally {
    clearInterval(alive);
    frame.remove();
  }
}

/**
 * A save that streams each file into the browser's download manager through the download worker, where
 * the browser can run one; null where it cannot (no service workers: an insecure origin, a web-view
 * without them; or the registration refused). A Blob, already whole, goes the fallback way.
 */
export async function openStreamedSave(place: WorkerPlace, fallback: SaveFile, container = globalThis.navigator?.serviceWorker): Promise<SaveFile | null> {
  if (!container) return null;
  let worker: ServiceWorker;
  try {
    worker = await activated(await container.register(place.scriptUrl, { scope: place.scope }));
  } catch {
    return null;
  }
  return (fileName: string, source: SaveSource, options: SaveOptions = {}) =>
    source instanceof Blob ? fallback(fileName, source, options) : streamThrough(place, worker, fileName, source, options, fallback);
}
