/**
 * Bundled into dist-bench/bridgeTransfer.js and served at /bench/transfer.html, which the host simulator
 * frames (/__qianniu/?plugin=/bench/transfer.html). It is the console's side only, as
 * adapters/qianniu/connect.ts sets it up: a window transport to the parent and a channel, then the
 * adapter's own senders, sendBlobInChunks for an upload and saveStreamOverBridge for a streamed save.
 * Whatever answers in the simulator (today's receivers, or the Qianniu host module) is what is measured.
 */
import manifest from '../../plugin.manifest.json';
import { saveStreamOverBridge } from '../../adapters/qianniu/saveStreamOverBridge';
import { createChannel } from '../../bridge/channel';
import { sendBlobInChunks } from '../../bridge/sendBlobInChunks';
import { createWindowTransport } from '../../bridge/windowTransport';

export interface TransferRun {
  ms: number;
  /** Until the last chunk was acknowledged; the rest is the commit (the cloud upload, or the save). */
  chunksMs: number;
  bytes: number;
}

export interface TransferBench {
  /** Resolves once the simulator answers host.hello. */
  ready(): Promise<string>;
  upload(bytes: number, chunkBytes: number): Promise<TransferRun>;
  /** Streams `bytes` generated as they are read, never held whole, to a save named `fileName`. */
  save(bytes: number, chunkBytes: number, fileName: string): Promise<TransferRun>;
}

// As the console's own channel, but a commit that stores 100 MB may take longer than the default 30 s under load.
const channel = createChannel(
  createWindowTransport({ self: window, peer: window.parent, peerOrigin: location.origin, allowedOrigins: manifest.hostOrigins }),
  { defaultTimeoutMs: 120_000 },
);

/** A PNG header then noise, so the dev API takes it as the image it says it is. */
function uploadBlob(bytes: number): Blob {
  const body = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += 65_536) crypto.getRandomValues(body.subarray(offset, Math.min(offset + 65_536, bytes)));
  body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([body], { type: 'image/png' });
}

/** `total` bytes in pieces of 64 KiB, made when the saver pulls them. */
function generatedStream(total: number): ReadableStream<Uint8Array> {
  let produced = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= total) return controller.close();
        const piece = new Uint8Array(Math.min(65_536, total - produced)).fill(produced / 65_536);
        produced += piece.byteLength;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
}

let blob: Blob | undefined;

const bench: TransferBench = {
  async ready() {
    return (await channel.request('host.hello', {}, { timeoutMs: 10_000 })).host;
  },

  async upload(bytes, chunkBytes) {
    if (blob?.size !== bytes) blob = uploadBlob(bytes);
    const start = performance.now();
    let chunksDone = start;
    const uploaded = await sendBlobInChunks(
      channel,
      'upload',
      blob,
      { fileName: 'bench.png' },
      { chunkBytes, onProgress: (sent, total) => void (sent === total && (chunksDone = performance.now())) },
    );
    const ms = performance.now() - start;
    // The dev API would keep every upload otherwise; outside the timing.
    await channel.request('cloudFile.delete', { taobaoFileId: uploaded.taobaoFileId });
    return { ms, chunksMs: chunksDone - start, bytes };
  },

  async save(bytes, chunkBytes, fileName) {
    const start = performance.now();
    let chunksDone = start;
    await saveStreamOverBridge(channel, generatedStream(bytes), { fileName, mimeType: 'application/zip' }, {
      chunkBytes,
      onProgress: (written) => void (written === bytes && (chunksDone = performance.now())),
    });
    return { ms: performance.now() - start, chunksMs: chunksDone - start, bytes };
  },
};

(window as unknown as { transferBench: TransferBench }).transferBench = bench;
