import { describe, expect, it, vi } from 'vitest';
import { isImage } from '../../../../src/lib/bulkDownload/imageChecks';
import { retryDelay } from '../../../../src/lib/bulkDownload/imageFetch';
import { DEFAULT_CONCURRENCY, runBulkDownload } from '../../../../src/lib/bulkDownload/runner';
import { prepareEntryChunk, type EntryChunk, type EntryChunkRequest } from '../../../../src/lib/bulkDownload/entryChunk';
import { orderIdFileText, orderIdListName } from '../../../../src/lib/bulkDownload/names';
import { ChunkPool } from '../../../../src/lib/bulkDownload/pooledRead';
import { FetchGate } from '../../../../src/lib/bulkDownload/fetchGate';
import { StoredZipWriter } from '../../../../src/lib/bulkDownload/storedZip';
import { WorkerLost } from '../../../../src/lib/workerCalls';
import type { ArchivePlan, BulkDownloadOptions, BulkDownloadProgress, PlannedImage } from '../../../../src/lib/bulkDownload/types';
import { eventLoopTurns } from '../../../support/eventLoopTurns';
import { listZips, sha256, unzipTest, writeTempZip } from '../../../support/zipInspect';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** PNG-signed bytes of a given size, different per seed, ending as a PNG does (IEND). */
function imageBytes(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = seed * 2654435761 + 1;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  bytes.set(PNG);
  bytes.set(PNG_END, size - PNG_END.length);
  return bytes;
}

interface Behaviour {
  /** Fails this many times before answering. */
  failTimes?: number;
  /**
   * How it fails: an HTTP status, a network error, a 200 with HTML, a 200 with the image cut short, no
   * answer at all, or a body that stops half-way (both until the fetch's signal aborts).
   */
  failAs?: number | 'network' | 'html' | 'cutShort' | 'noAnswer' | 'stopsHalfWay';
}

function makeImages(count: number, sizeOf: (i: number) => number = () => 3000) {
  const images: PlannedImage[] = [];
  const bytes = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const url = `https://img.test/${i}.png`;
    images.push({ key: `k${i}`, url, path: `${i % 2 ? '壳美抖音小店' : '壳美定制旗舰店'}/40000000000000000${String(i).padStart(2, '0')}_定制1张.png`, orderOriginalId: `40000000000000000${i}` });
    bytes.set(url, imageBytes(sizeOf(i), i));
  }
  return { images, bytes };
}

function fakeFetch(bytes: Map<string, Uint8Array>, behaviours: Record<string, Behaviour> = {}) {
  const calls: string[] = [];
  let active = 0;
  let maxActive = 0;
  const fetchImage = async (url: string, init: { signal: AbortSignal }): Promise<Response> => {
    calls.push(url);
    active++;
    maxActive = Math.max(maxActive, active);
    try {
      // An answer a turn of the event loop later, so that the waits below, counted in turns, are load-free.
      await eventLoopTurns(1);
      if (init.signal.aborted) throw new DOMException('aborted', 'AbortError');
      const behaviour = behaviours[url];
      const failedSoFar = calls.filter((u) => u === url).length - 1;
      if (behaviour && failedSoFar < (behaviour.failTimes ?? Infinity)) {
        if (behaviour.failAs === 'network') throw new TypeError('Failed to fetch');
        if (behaviour.failAs === 'html') return new Response('<html>登录</html>', { status: 200 });
        if (behaviour.failAs === 'cutShort') return new Response(bytes.get(url)!.slice(0, -100), { status: 200 });
        if (behaviour.failAs === 'noAnswer') {
          return await new Promise<Response>((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason), { once: true }));
        }
        if (behaviour.failAs === 'stopsHalfWay') {
          const half = bytes.get(url)!.slice(0, 1000);
          let sent = false;
          // A network body: it errors when the fetch's signal aborts.
          const body = new ReadableStream<Uint8Array>({
            type: 'bytes',
            start: (controller) => init.signal.addEventListener('abort', () => controller.error(init.signal.reason), { once: true }),
            pull: (controller) => {
              if (!sent) controller.enqueue(half);
              sent = true;
              return new Promise<void>(() => undefined);
            },
          });
          return new Response(body, { status: 200, headers: { 'content-length': String(bytes.get(url)!.byteLength) } });
        }
        return new Response('nope', { status: typeof behaviour.failAs === 'number' ? behaviour.failAs : 500 });
      }
      return new Response(bytes.get(url)!.slice(), { status: 200, headers: { 'content-type': 'image/png' } });
    } finally {
      active--;
    }
  };
  return { fetchImage, calls, maxActive: () => maxActive };
}

interface SavedPart {
  name: string;
  bytes: Uint8Array;
}

/** Collects each part's bytes; a part whose stream errors is not kept (as a real target discards it). */
function collectingSave() {
  const parts: SavedPart[] = [];
  const discarded: string[] = [];
  const savePart = async (name: string, stream: ReadableStream<Uint8Array>): Promise<void> => {
    const chunks: Uint8Array[] = [];
    try {
      // Copied as it is read, as every save target does: a chunk's buffer holds a later file once the next is read.
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk.slice());
    } catch (error) {
      discarded.push(name);
      throw error;
    }
    parts.push({ name, bytes: Buffer.concat(chunks) });
  };
  return { parts, discarded, savePart };
}

function options(plan: ArchivePlan, over: Partial<BulkDownloadOptions> & Pick<BulkDownloadOptions, 'fetchImage' | 'savePart'>) {
  const progress: BulkDownloadProgress[] = [];
  const all: BulkDownloadOptions = {
    plan,
    archiveName: (part) => `定制图_20261122_190512_${part}.zip`,
    partLimitBytes: 524_288_000,
    concurrency: 4,
    retries: 3,
    retryDelayMs: 1,
    toTiff: false,
    signal: new AbortController().signal,
    onProgress: (p) => progress.push(p),
    ...over,
  };
  return { all, progress };
}

/** Every part's entries, each part tested by `unzip -t` and all listed by one Python process. */
function entriesOfParts(parts: readonly SavedPart[]) {
  const paths = parts.map((part) => writeTempZip(part.bytes));
  for (const path of paths) {
    const test = unzipTest(path);
    expect(test.status, test.output).toBe(0);
  }
  return listZips(paths);
}

const entriesOf = (part: SavedPart) => entriesOfParts([part])[0]!;

/** The entry count an archive's end of central directory gives (its ZIP64 record when it has one). */
function entriesOfZip(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength - 22;
  const count = view.getUint16(end + 10, true);
  if (count !== 0xffff) return count;
  const zip64End = Number(view.getBigUint64(end - 20 + 8, true));
  return Number(view.getBigUint64(zip64End + 32, true));
}

describe('runBulkDownload', () => {
  it('archives every image once, stored, UTF-8 named, byte for byte; 3 failing once are retried, 1 always failing is listed', async () => {
    const { images, bytes } = makeImages(30);
    const behaviours: Record<string, Behaviour> = {
      [images[3]!.url]: { failTimes: 1, failAs: 503 },
      [images[10]!.url]: { failTimes: 1, failAs: 'network' },
      [images[20]!.url]: { failTimes: 1, failAs: 'html' },
      [images[25]!.url]: { failAs: 500 },
    };
    const fetch = fakeFetch(bytes, behaviours);
    const save = collectingSave();
    const extraFiles = [
      { path: '壳美定制旗舰店/订单号.txt', text: '4000000000000000000\r\n' },
      { path: '壳美抖音小店/订单号.txt', text: '4000000000000000001\r\n' },
    ];
    const { all, progress } = options({ images, extraFiles }, { fetchImage: fetch.fetchImage, savePart: save.savePart });

    const result = await runBulkDownload(all);

    expect(result.parts).toEqual(['定制图_20261122_190512_1.zip']);
    expect(result.savedImages).toBe(29);
    expect(result.failures).toEqual([{ image: images[25], reason: '服务器返回 HTTP 500' }]);
    expect(fetch.calls.filter((u) => u === images[25]!.url)).toHaveLength(4);
    expect(fetch.calls.filter((u) => u === images[3]!.url)).toHaveLength(2);
    expect(save.parts).toHaveLength(1);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.slice(0, 2).map((e) => e.name)).toEqual(extraFiles.map((f) => f.path));
    expect(entries[0]!.sha256).toBe(sha256(new TextEncoder().encode(extraFiles[0]!.text)));
    const expected = images.filter((_, i) => i !== 25).map((image) => ({ name: image.path, sha256: sha256(bytes.get(image.url)!) }));
    expect(
      entries
        .slice(2)
        .map((e) => ({ name: e.name, sha256: e.sha256 }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.utf8).toBe(true);
    }
    const last = progress.at(-1)!;
    expect(last).toEqual({ totalImages: 30, doneImages: 29, failedImages: 1, bytesWritten: save.parts[0]!.bytes.byteLength, part: 1 });
  });

  it('words each failure for the merchant', async () => {
    const { images, bytes } = makeImages(4);
    const fetch = fakeFetch(bytes, {
      [images[0]!.url]: { failAs: 404 },
      [images[1]!.url]: { failAs: 'network' },
      [images[2]!.url]: { failAs: 'html' },
    });
    const save = collectingSave();
    const { all } = options(
      { images, extraFiles: [] },
      {
        fetchImage: fetch.fetchImage,
        savePart: save.savePart,
        retries: 1,
        toTiff: true,
        convertToTiff: async () => {
          throw new Error('decode');
        },
      },
    );
    const result = await runBulkDownload(all);
    expect(result.failures.map((f) => [f.image.key, f.reason])).toEqual(
      expect.arrayContaining([
        ['k0', '服务器返回 HTTP 404'],
        ['k1', '网络错误，无法下载图片'],
        ['k2', '下载的内容不是图片'],
        ['k3', '转换为 TIF 失败'],
      ]),
    );
    // Every image failed: no archive is begun.
    expect(result.parts).toEqual([]);
    expect(save.parts).toEqual([]);
  });

  it('takes no PNG cut short (its IEND missing) into the archive: fetched again, and named 下载的图片不完整 when it stays so', async () => {
    const { images, bytes } = makeImages(3);
    const fetch = fakeFetch(bytes, { [images[0]!.url]: { failAs: 'cutShort', failTimes: 1 }, [images[1]!.url]: { failAs: 'cutShort' } });
    const save = collectingSave();
    const { all } = options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: save.savePart, retries: 2 });
    const result = await runBulkDownload(all);
    expect(result.failures.map((f) => [f.image.key, f.reason])).toEqual([['k1', '下载的图片不完整']]);
    expect(fetch.calls.filter((url) => url === images[0]!.url)).toHaveLength(2);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.map((e) => e.sha256).sort()).toEqual([0, 2].map((i) => sha256(bytes.get(images[i]!.url)!)).sort());
  });

  it('gives up an image whose answer never comes or whose body stops half-way, fetches it again, and names 图片下载超时 when it stays so', async () => {
    const { images, bytes } = makeImages(4);
    const fetch = fakeFetch(bytes, {
      [images[0]!.url]: { failAs: 'stopsHalfWay', failTimes: 1 },
      [images[1]!.url]: { failAs: 'noAnswer' },
      [images[2]!.url]: { failAs: 'stopsHalfWay' },
    });
    const save = collectingSave();
    const { all } = options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: save.savePart, retries: 1, stallMs: 20 });
    const result = await runBulkDownload(all);
    expect(result.failures.map((f) => [f.image.key, f.reason]).sort()).toEqual([
      ['k1', '图片下载超时：长时间没有收到数据'],
      ['k2', '图片下载超时：长时间没有收到数据'],
    ]);
    expect(fetch.calls.filter((url) => url === images[0]!.url)).toHaveLength(2);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.map((e) => e.sha256).sort()).toEqual([0, 3].map((i) => sha256(bytes.get(images[i]!.url)!)).sort());
  });

  it('fetches an image again when the TIFF worker crashed with it, and converts it in a fresh one', async () => {
    const { images, bytes } = makeImages(3);
    const fetch = fakeFetch(bytes);
    const save = collectingSave();
    let crashed = false;
    const tiff = (input: Uint8Array) => Uint8Array.from([0x49, 0x49, 42, 0, input.byteLength & 0xff]);
    const convertToTiff = async (input: Uint8Array) => {
      if (!crashed) {
        crashed = true;
        throw new WorkerLost('TIFF worker failed');
      }
      return tiff(input);
    };
    const { all } = options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: save.savePart, toTiff: true, convertToTiff, concurrency: 1 });
    const result = await runBulkDownload(all);
    expect(result.failures).toEqual([]);
    expect(fetch.calls.filter((url) => url === images[0]!.url)).toHaveLength(2);
    expect(entriesOf(save.parts[0]!).map((e) => e.sha256).sort()).toEqual(images.map((i) => sha256(tiff(bytes.get(i.url)!))).sort());
  });

  it('archives what the converter returns when toTiff', async () => {
    const { images, bytes } = makeImages(3);
    const save = collectingSave();
    const tiff = (input: Uint8Array) => Uint8Array.from([0x49, 0x49, 42, 0, input.byteLength & 0xff]);
    const { all } = options({ images, extraFiles: [] }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, toTiff: true, convertToTiff: async (b) => tiff(b) });
    await runBulkDownload(all);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.map((e) => e.sha256).sort()).toEqual(images.map((i) => sha256(tiff(bytes.get(i.url)!))).sort());
  });

  it('reads 60 images into the buffers of what is in flight, used again once the target has read on, byte for byte', async () => {
    const { images, bytes } = makeImages(60, (i) => 2000 + i * 10);
    const save = collectingSave();
    const pools: ChunkPool[] = [];
    const take = ChunkPool.prototype.take;
    const spy = vi.spyOn(ChunkPool.prototype, 'take').mockImplementation(function (this: ChunkPool, size: number) {
      if (!pools.includes(this)) pools.push(this);
      return take.call(this, size);
    });
    try {
      const { all } = options({ images, extraFiles: [] }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart });
      expect((await runBulkDownload(all)).savedImages).toBe(60);
    } finally {
      spy.mockRestore();
    }
    expect(pools).toHaveLength(1);
    // Four fetching, the chunk being written and the one taken after it.
    expect(pools[0]!.allocated).toBeLessThanOrEqual(4 + 2);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.map((e) => e.sha256).sort()).toEqual(images.map((i) => sha256(bytes.get(i.url)!)).sort());
  });

  it('fetches an image again when the bytes it handed to the entry worker were lost, and names the failure when they always are', async () => {
    const { images, bytes } = makeImages(5);
    const fetch = fakeFetch(bytes);
    const save = collectingSave();
    const prepared: string[] = [];
    // The worker takes the bytes of the first try of image 1 and fails; image 3's bytes never get through.
    const prepareEntry = async (request: EntryChunkRequest): Promise<EntryChunk> => {
      const data = request.placed ? request.bytes.subarray(request.room) : request.bytes;
      const key = images.find((image) => bytes.get(image.url)!.byteLength === data.byteLength && sha256(bytes.get(image.url)!) === sha256(data))!.key;
      prepared.push(key);
      if ((key === 'k1' && prepared.filter((k) => k === key).length === 1) || key === 'k3') throw new Error('ZIP entry worker failed');
      return prepareEntryChunk(request);
    };
    const { all } = options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: save.savePart, retries: 2, prepareEntry });
    const result = await runBulkDownload(all);
    expect(fetch.calls.filter((url) => url === images[1]!.url)).toHaveLength(2);
    expect(result.failures.map((f) => [f.image.key, f.reason])).toEqual([['k3', '无法写入压缩包']]);
    const entries = entriesOf(save.parts[0]!);
    expect(entries.map((e) => e.sha256).sort()).toEqual(['k0', 'k1', 'k2', 'k4'].map((k) => sha256(bytes.get(images.find((i) => i.key === k)!.url)!)).sort());
  });

  it('keeps a hard limit when the order list takes the entry count past 65,535 (its ZIP64 end records included)', async () => {
    // 65,534 images fill the part to the byte, as its size was reckoned before the list brought the ZIP64 end records.
    const count = 65_534;
    const tiny = (i: number) => {
      const bytes = new Uint8Array(24);
      bytes.set(PNG);
      new DataView(bytes.buffer).setUint32(8, i);
      bytes.set(PNG_END, 12);
      return bytes;
    };
    const images: PlannedImage[] = Array.from({ length: count }, (_, i) => ({ key: `k${i}`, url: `u${i}`, path: `店/${i}.png`, orderOriginalId: '1' }));
    const zip = new StoredZipWriter(new Date());
    for (let i = 0; i < count - 1; i++) zip.add(images[i]!.path, tiny(i));
    const listName = `店/${orderIdListName('订单号.txt', '定制图_20261122_190512_1.zip')}`;
    const limit = zip.sizeWith(images[count - 1]!.path, 12) + 30 + 46 + 64 + 2 * Buffer.byteLength(listName) + Buffer.byteLength(orderIdFileText(['1']));
    const save = collectingSave();
    const fetchImage = async (url: string) => new Response(tiny(Number(url.slice(1))), { status: 200 });
    await runBulkDownload(options({ images, extraFiles: [], orderIdFileName: '订单号.txt' }, { fetchImage, savePart: save.savePart, partLimitBytes: limit, partLimitIsHard: true, retries: 0 }).all);
    expect(save.parts.length).toBeGreaterThan(1);
    for (const part of save.parts) expect(part.bytes.byteLength).toBeLessThanOrEqual(limit);
    expect(save.parts.reduce((sum, part) => sum + entriesOfZip(part.bytes), 0)).toBe(count + save.parts.length);
  });

  it('ends each part with order-number lists of exactly the orders it holds: not a failed one, not another part’s', async () => {
    const { images, bytes } = makeImages(24, (i) => 1000 + ((i * 397) % 3000));
    const failing = images[5]!;
    const save = collectingSave();
    const limit = 14_000;
    const { all } = options(
      { images, extraFiles: [], orderIdFileName: '订单号.txt' },
      { fetchImage: fakeFetch(bytes, { [failing.url]: { failAs: 500 } }).fetchImage, savePart: save.savePart, partLimitBytes: limit },
    );
    const result = await runBulkDownload(all);
    expect(result.failures.map((failure) => failure.image)).toEqual([failing]);
    expect(save.parts.length).toBeGreaterThan(2);
    const listed: string[] = [];
    const partEntries = entriesOfParts(save.parts);
    for (const [index, part] of save.parts.entries()) {
      expect(part.bytes.byteLength).toBeLessThanOrEqual(limit);
      const entries = partEntries[index]!;
      const imagesHere = entries.filter((entry) => entry.name.endsWith('.png')).map((entry) => images.find((image) => image.path === entry.name)!);
      for (const folder of ['壳美定制旗舰店', '壳美抖音小店']) {
        const expected = [...new Set(imagesHere.filter((image) => image.path.startsWith(`${folder}/`)).map((image) => image.orderOriginalId))];
        // Each part's list is named after the part, so parts extracted into one folder keep every list.
        const list = entries.find((entry) => entry.name === `${folder}/订单号_${part.name.replace(/\.zip$/, '')}.txt`);
        if (expected.length === 0) {
          expect(list, `${part.name} ${folder}`).toBeUndefined();
          continue;
        }
        const text = new TextEncoder().encode(expected.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).map((id) => `${id}\r\n`).join(''));
        expect(list!.sha256, `${part.name} ${folder}`).toBe(sha256(text));
        listed.push(...expected);
      }
    }
    expect(listed).not.toContain(failing.orderOriginalId);
    expect(listed.sort()).toEqual(images.filter((image) => image !== failing).map((image) => image.orderOriginalId).sort());
  });

  it('names the order-number lists after the file the target saved the part as (a folder that had the name: … (2).zip)', async () => {
    const { images, bytes } = makeImages(4, () => 1000);
    const save = collectingSave();
    const renamed: string[] = [];
    // A folder already holding this name: the target saves the part as `… (2).zip`, and says so before reading.
    const savePart: BulkDownloadOptions['savePart'] = async (name, stream, _signal, onFileName) => {
      const chosen = name.replace(/\.zip$/, ' (2).zip');
      onFileName?.(chosen);
      renamed.push(chosen);
      await save.savePart(chosen, stream);
    };
    const parts: string[] = [];
    const result = await runBulkDownload(
      options({ images, extraFiles: [], orderIdFileName: '订单号.txt' }, { fetchImage: fakeFetch(bytes).fetchImage, savePart, onPartSaved: ({ name }) => parts.push(name) }).all,
    );
    expect(result.parts).toEqual(['定制图_20261122_190512_1 (2).zip']);
    expect(parts).toEqual(result.parts);
    const lists = entriesOf(save.parts[0]!).filter((entry) => entry.name.includes('订单号_')).map((entry) => entry.name.split('/').pop());
    expect(lists.length).toBeGreaterThan(0);
    expect(new Set(lists)).toEqual(new Set(['订单号_定制图_20261122_190512_1 (2).txt']));
  });

  it('under a hard limit (a host that saves no larger file) fails an image too large alone, and keeps the rest', async () => {
    // Images of 3,000 bytes, one of 20,000: a part of 10,000 bytes takes two or three small ones, never the big one.
    const { images, bytes } = makeImages(9, (i) => (i === 4 ? 20_000 : 3000));
    const save = collectingSave();
    const saved: { name: string; keys: string[] }[] = [];
    const { all } = options(
      { images, extraFiles: [], orderIdFileName: '订单号.txt' },
      { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, partLimitBytes: 10_000, partLimitIsHard: true, concurrency: 1, onPartSaved: (part) => saved.push(part) },
    );
    const result = await runBulkDownload(all);
    expect(result.failures).toEqual([{ image: images[4], reason: '图片超过当前环境单个文件的上限（0 MB），请在浏览器中下载', retryable: false }]);
    expect(result.savedImages).toBe(8);
    for (const part of save.parts) expect(part.bytes.byteLength).toBeLessThanOrEqual(10_000);
    // What each saved part holds, by key: what the download flow counts as delivered.
    expect(saved.map((part) => part.name)).toEqual(save.parts.map((part) => part.name));
    expect(saved.flatMap((part) => part.keys).sort()).toEqual(images.filter((_, i) => i !== 4).map((image) => image.key).sort());
    for (const [index, entries] of entriesOfParts(save.parts).entries()) {
      const names = entries.filter((entry) => entry.name.endsWith('.png')).map((entry) => entry.name);
      expect(names.sort()).toEqual(saved[index]!.keys.map((key) => images.find((image) => image.key === key)!.path).sort());
    }
  });

  it('splits into numbered parts that never pass the limit, each image in exactly one part', async () => {
    const { images, bytes } = makeImages(40, (i) => 1000 + ((i * 397) % 4000));
    const save = collectingSave();
    const limit = 12_000;
    const extraFiles = [{ path: '壳美定制旗舰店/订单号.txt', text: '1\r\n2\r\n' }];
    const { all, progress } = options({ images, extraFiles }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, partLimitBytes: limit });
    const result = await runBulkDownload(all);

    expect(result.parts.length).toBeGreaterThan(3);
    expect(result.parts).toEqual(result.parts.map((_, i) => `定制图_20261122_190512_${i + 1}.zip`));
    expect(save.parts.map((p) => p.name)).toEqual(result.parts);
    const seen: string[] = [];
    const partEntries = entriesOfParts(save.parts);
    save.parts.forEach((part, index) => {
      expect(part.bytes.byteLength).toBeLessThanOrEqual(limit);
      const entries = partEntries[index]!;
      const names = entries.map((e) => e.name);
      expect(names.includes('壳美定制旗舰店/订单号.txt')).toBe(index === 0);
      for (const entry of entries) {
        if (entry.name.endsWith('.txt')) continue;
        const image = images.find((i) => i.path === entry.name)!;
        expect(entry.sha256).toBe(sha256(bytes.get(image.url)!));
        seen.push(entry.name);
      }
    });
    expect(seen.sort()).toEqual(images.map((i) => i.path).sort());
    // A part could not have taken the next image: otherwise it was cut too early.
    expect(progress.at(-1)!.part).toBe(result.parts.length);
  });

  it('fills a part up to the limit exactly', async () => {
    const { images, bytes } = makeImages(4, () => 1000);
    const probe = collectingSave();
    await runBulkDownload(options({ images: images.slice(0, 2), extraFiles: [] }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: probe.savePart }).all);
    const twoImages = probe.parts[0]!.bytes.byteLength;
    const save = collectingSave();
    await runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, partLimitBytes: twoImages, concurrency: 1 }).all);
    expect(save.parts.map((p) => p.bytes.byteLength)).toEqual([twoImages, twoImages]);
  });

  it('gives an image bigger than the limit a part of its own', async () => {
    const { images, bytes } = makeImages(3, (i) => (i === 1 ? 20_000 : 1000));
    const save = collectingSave();
    await runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, partLimitBytes: 5000, concurrency: 1 }).all);
    const counts = entriesOfParts(save.parts).map((entries) => entries.length);
    expect(counts).toEqual([1, 1, 1]);
    expect(save.parts.filter((p) => p.bytes.byteLength > 5000)).toHaveLength(1);
  });

  it('fetches at most `concurrency` at once and stops fetching while the save target does not read', async () => {
    const { images, bytes } = makeImages(50);
    const fetch = fakeFetch(bytes);
    const controller = new AbortController();
    let began!: () => void;
    const saving = new Promise<void>((resolve) => (began = resolve));
    const savePart = (_name: string, stream: ReadableStream<Uint8Array>, signal: AbortSignal) =>
      new Promise<void>((_resolve, reject) => {
        began();
        // Reads nothing until cancelled, like a disk that stalled.
        signal.addEventListener('abort', () => {
          stream.cancel().catch(() => undefined);
          reject(new DOMException('stopped', 'AbortError'));
        });
      });
    const run = runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart, concurrency: 3, signal: controller.signal }).all);
    await saving;
    await eventLoopTurns(500);
    // The slots fill, then nothing more is fetched: 3 waiting plus the one the archive holds, and its successor's fetch.
    expect(fetch.calls.length).toBeLessThanOrEqual(3 + 2);
    expect(fetch.maxActive()).toBeLessThanOrEqual(3);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('cancelled mid-part: stops fetching, the target sees its stream fail, and rejects with an AbortError', async () => {
    const { images, bytes } = makeImages(60, () => 20_000);
    const fetch = fakeFetch(bytes);
    const save = collectingSave();
    const controller = new AbortController();
    let chunks = 0;
    const savePart = async (name: string, stream: ReadableStream<Uint8Array>, signal: AbortSignal) => {
      const counted = stream.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, c) {
            if (++chunks === 20) controller.abort();
            c.enqueue(chunk);
          },
        }),
      );
      return save.savePart(name, counted).then(() => expect(signal.aborted).toBe(false));
    };
    const progress: BulkDownloadProgress[] = [];
    await expect(
      runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart, signal: controller.signal, onProgress: (p) => progress.push(p) }).all),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(save.parts).toEqual([]);
    expect(save.discarded).toEqual(['定制图_20261122_190512_1.zip']);
    const fetchedBeforeCancel = fetch.calls.length;
    expect(fetchedBeforeCancel).toBeLessThan(30);
    await eventLoopTurns(500);
    expect(fetch.calls.length).toBe(fetchedBeforeCancel);
    expect(progress.at(-1)!.doneImages).toBeLessThan(60);
  });

  it('fetches nothing new while paused, not even a retry; what was in flight is archived; it goes on when resumed', async () => {
    const { images, bytes } = makeImages(10);
    // The first image fails once: its retry falls inside the pause.
    const fetch = fakeFetch(bytes, { [images[0]!.url]: { failAs: 500, failTimes: 1 } });
    const save = collectingSave();
    const gate = new FetchGate();
    const progress: BulkDownloadProgress[] = [];
    // The merchant opens the stop question as the fourth slot's fetch is asked for.
    const fetchImage: BulkDownloadOptions['fetchImage'] = (url, init) => {
      if (fetch.calls.length === 3) gate.pause();
      return fetch.fetchImage(url, init);
    };
    const run = runBulkDownload(options({ images, extraFiles: [] }, { fetchImage, savePart: save.savePart, concurrency: 4, gate, onProgress: (p) => progress.push(p) }).all);
    await eventLoopTurns(500);
    expect(fetch.calls).toHaveLength(4);
    // The three that were in flight and answered are archived (taken into the part being written).
    expect(progress.at(-1)!.doneImages).toBe(3);
    gate.resume();
    const result = await run;
    expect(result.failures).toEqual([]);
    expect(result.savedImages).toBe(10);
    expect(fetch.calls.filter((url) => url === images[0]!.url)).toHaveLength(2);
  });

  it('cancelled while paused: rejects with an AbortError, and nothing more was fetched', async () => {
    const { images, bytes } = makeImages(10);
    const fetch = fakeFetch(bytes);
    const controller = new AbortController();
    const gate = new FetchGate();
    gate.pause();
    const run = runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: collectingSave().savePart, gate, signal: controller.signal }).all);
    await eventLoopTurns(50);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.calls).toEqual([]);
  });

  it('writes an order’s note beside its number in the order-number list (a design of it has no print file)', async () => {
    const { images, bytes } = makeImages(2, () => 1000);
    const save = collectingSave();
    const notes = { [images[0]!.orderOriginalId]: '不完整：3 张定制中 1 张没有定制图' };
    await runBulkDownload(options({ images, extraFiles: [], orderIdFileName: '订单号.txt', orderNotes: notes }, { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart }).all);
    const list = entriesOf(save.parts[0]!).find((entry) => entry.name === '壳美定制旗舰店/订单号_定制图_20261122_190512_1.txt')!;
    expect(list.sha256).toBe(sha256(new TextEncoder().encode(`${images[0]!.orderOriginalId} 不完整：3 张定制中 1 张没有定制图\r\n`)));
  });

  it('names in the first part’s lists the orders it holds no file of, in their shops’ folders, each once, with its note; later parts do not', async () => {
    // Two parts of one image each: 10 000 bytes take one image (6000) and its lists, never two.
    const { images, bytes } = makeImages(2, () => 6000);
    const save = collectingSave();
    const unfiled = { folder: '壳美定制旗舰店', orderOriginalId: '1929664130750274446' };
    const elsewhere = { folder: '壳美拼多多店', orderOriginalId: '1929664130750274447' };
    const notes = { [unfiled.orderOriginalId]: '不完整：2 张定制都没有定制图', [elsewhere.orderOriginalId]: '不完整：1 张定制都没有定制图' };
    await runBulkDownload(
      options(
        { images, extraFiles: [], orderIdFileName: '订单号.txt', orderNotes: notes, unfiledOrders: [unfiled, elsewhere] },
        { fetchImage: fakeFetch(bytes).fetchImage, savePart: save.savePart, partLimitBytes: 10_000, concurrency: 1 },
      ).all,
    );
    expect(save.parts).toHaveLength(2);
    const listsOf = (part: number) =>
      Object.fromEntries(entriesOf(save.parts[part]!).filter((entry) => entry.name.includes('/订单号_')).map((entry) => [entry.name.split('/')[0]!, entry.sha256]));
    const text = (lines: string[]) => sha256(new TextEncoder().encode(lines.map((line) => `${line}\r\n`).join('')));
    expect(listsOf(0)).toEqual({
      壳美定制旗舰店: text([images[0]!.orderOriginalId, `${unfiled.orderOriginalId} 不完整：2 张定制都没有定制图`]),
      壳美拼多多店: text([`${elsewhere.orderOriginalId} 不完整：1 张定制都没有定制图`]),
    });
    expect(listsOf(1)).toEqual({ 壳美抖音小店: text([images[1]!.orderOriginalId]) });
  });

  it('cancelled while waiting for a retry: rejects at once', async () => {
    const { images, bytes } = makeImages(1);
    const controller = new AbortController();
    const fetch = fakeFetch(bytes, { [images[0]!.url]: { failAs: 500 } });
    // On a fake clock: the failed fetch's answer comes, and the run is then in its minute-long wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const run = runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart: collectingSave().savePart, signal: controller.signal, retryDelayMs: 60_000 }).all);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fetch.calls).toHaveLength(1);
      controller.abort();
      await expect(run).rejects.toMatchObject({ name: 'AbortError' });
      expect(fetch.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with the save target’s error when saving fails, and stops fetching', async () => {
    const { images, bytes } = makeImages(40, () => 10_000);
    const fetch = fakeFetch(bytes);
    const savePart = async (_name: string, stream: ReadableStream<Uint8Array>) => {
      const reader = stream.getReader();
      await reader.read();
      await reader.cancel();
      throw new Error('磁盘已满');
    };
    await expect(runBulkDownload(options({ images, extraFiles: [] }, { fetchImage: fetch.fetchImage, savePart }).all)).rejects.toThrow('磁盘已满');
    const calls = fetch.calls.length;
    await eventLoopTurns(500);
    expect(fetch.calls.length).toBe(calls);
    expect(calls).toBeLessThan(40);
  });
});

describe('runner helpers', () => {
  it('backs off exponentially with jitter', () => {
    expect(retryDelay(500, 0, () => 0)).toBe(250);
    expect(retryDelay(500, 0, () => 1)).toBe(750);
    expect(retryDelay(500, 2, () => 0.5)).toBe(2000);
  });

  it('takes PNG and JPEG signatures as images, anything else not', () => {
    expect(isImage(Uint8Array.from(PNG))).toBe(true);
    expect(isImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isImage(new TextEncoder().encode('<!doctype html>'))).toBe(false);
    expect(isImage(new Uint8Array(0))).toBe(false);
  });

  it('exposes its default concurrency', () => {
    expect(DEFAULT_CONCURRENCY).toBeGreaterThanOrEqual(2);
  });
});
