/**
 * The baselines of the bulk download bench, as someone without our code would write them: fetch the print
 * files a few at a time and write each whole, in arrival order, into one file, or only read them (the floor:
 * the network and the server, with no disk). Shared by the page (bulkDownload.entry.tsx) and the worker that
 * writes through a sync access handle (bulkDownload.rawWorker.ts).
 */

/**
 * The raw baselines, each reading every body into reused buffers (as the flow does) and writing each file
 * whole, in arrival order, into one file, through one of the two APIs a page has to write a file:
 * - reusedWritable: `createWritable()`, the only one a folder the merchant picks offers (the flow's);
 * - reusedSyncHandle: in a worker, `createSyncAccessHandle()`, which exists only in the origin's private
 *   file system, where a merchant cannot find the files.
 */
export const RAW_VARIANTS = ['reusedWritable', 'reusedSyncHandle'] as const;
export type RawVariant = (typeof RAW_VARIANTS)[number];

/** The API each raw baseline writes through: the goal compares the flow with the raw writer on the flow's. */
export const RAW_API: Record<RawVariant, 'createWritable' | 'createSyncAccessHandle'> = {
  reusedWritable: 'createWritable',
  reusedSyncHandle: 'createSyncAccessHandle',
};

/** Reads a response's body; `release` hands back what the read took once the writer is done with it. */
export interface BodyReader {
  read(response: Response): Promise<Uint8Array>;
  release(bytes: Uint8Array): void;
}

/** A fresh ArrayBuffer per file: `response.arrayBuffer()`, what most code does (the JSZip run's). */
export const wholeBodies: BodyReader = {
  read: async (response) => new Uint8Array(await response.arrayBuffer()),
  release: () => undefined,
};

/**
 * Each body read with a BYOB reader into a buffer kept from file to file (sized by Content-Length, grown
 * when the body is longer): no memory per file once the first few are in.
 */
export function reusedBuffers(): BodyReader {
  const free: ArrayBuffer[] = [];
  return {
    async read(response) {
      // One byte more than declared: the read that finds the end needs room to be asked.
      const needed = Number(response.headers.get('content-length') ?? 0) + 1;
      const index = free.findIndex((buffer) => buffer.byteLength >= needed);
      let buffer = index >= 0 ? free.splice(index, 1)[0]! : new ArrayBuffer(Math.max(needed + (64 << 10), 1 << 20));
      const reader = response.body!.getReader({ mode: 'byob' });
      let filled = 0;
      for (;;) {
        if (filled === buffer.byteLength) {
          const larger = new ArrayBuffer(buffer.byteLength * 2);
          new Uint8Array(larger).set(new Uint8Array(buffer));
          buffer = larger;
        }
        const { done, value } = await reader.read(new Uint8Array(buffer, filled, buffer.byteLength - filled));
        buffer = value!.buffer as ArrayBuffer;
        if (done) break;
        filled += value!.byteLength;
      }
      return new Uint8Array(buffer, 0, filled);
    },
    release: (bytes) => void free.push(bytes.buffer as ArrayBuffer),
  };
}

/** Results as they arrive; a slot is freed when the writer takes one, so at most `concurrency` wait in memory. */
export async function* arrivals(urls: readonly string[], concurrency: number, body: BodyReader): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let wake: (() => void) | null = null;
  let next = 0;
  let failure: unknown = null;
  let inFlight = 0;
  const launch = () => {
    while (inFlight < concurrency && next < urls.length) {
      const url = urls[next++]!;
      inFlight++;
      fetch(url)
        .then((response) => body.read(response))
        .then(
          (bytes) => ready.push(bytes),
          (error: unknown) => (failure = error),
        )
        .finally(() => {
          wake?.();
          wake = null;
        });
    }
  };
  launch();
  for (let taken = 0; taken < urls.length; taken++) {
    while (ready.length === 0) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    inFlight--;
    launch();
    yield ready.shift()!;
  }
}

/** The floor: every file fetched `concurrency` at a time, its body read to the end and dropped. Resolves the bytes read. */
export async function fetchAndDiscard(urls: readonly string[], concurrency: number): Promise<number> {
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const response = await fetch(urls[next++]!);
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bytes;
}

/** What the page asks the worker, and what it answers. */
export interface SyncHandleRequest {
  urls: string[];
  concurrency: number;
  fileName: string;
}
export type SyncHandleReply = { bytes: number } | { error: string };
