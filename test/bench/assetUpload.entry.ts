/**
 * Bundled into dist-bench/assetUpload.js and served at /bench/asset-upload.html on the console server's
 * origin. Node drives it through window.assetUploadBench (see assetUpload.ts):
 *
 * - login(): signs in as the demo merchant and points the console's API client at the dev API;
 * - generate(): the asset files, drawn on a canvas and encoded as PNG;
 * - upload(concurrency): the console's own asset upload (src/features/assets/uploadAsset.ts: thumbnail,
 *   original and thumbnail through the browser adapter's three-step upload, then the asset) over every
 *   generated file, through the upload wizard's queue (src/lib/uploadQueue.ts), into a new collection;
 * - thumbnails(kind, rounds): makeThumbnail on a 1000×2000 picture or a 300×300 sticker, ms per image.
 */
import { signInForBench } from './benchLogin';
import { createBrowserAdapter } from '../../adapters/browser';
import { FILE_KIND } from '../../contract/files';
import { createAsset, createCollection } from '../../src/api/designAssets';
import { adminFiles } from '../../src/api/files';
import { ASSET_TYPE } from '../../contract/library';
import { uploadAsset, type AssetUploadDeps } from '../../src/features/assets/uploadAsset';
import { makeThumbnail } from '../../src/lib/thumbnail';
import { runQueue } from '../../src/lib/uploadQueue';

export interface GeneratedAssets {
  files: number;
  bytes: number;
  ms: number;
}

export interface UploadRun {
  concurrency: number;
  assets: number;
  ms: number;
  failed: number;
  firstError: string | null;
}

export type ThumbnailKind = 'photo' | 'sticker';

export interface ThumbnailRun {
  kind: ThumbnailKind;
  source: { width: number; height: number; bytes: number };
  thumbnail: { width: number; height: number; bytes: number; type: string };
  /** One entry per round, ms for one image. */
  ms: number[];
}

export interface AssetUploadBench {
  login(): Promise<void>;
  generate(count: number, width: number, height: number): Promise<GeneratedAssets>;
  upload(concurrency: number, limit?: number): Promise<UploadRun>;
  thumbnails(kind: ThumbnailKind, rounds: number): Promise<ThumbnailRun>;
}

let files: File[] = [];
let runs = 0;
const adapter = createBrowserAdapter({ files: adminFiles });

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}

/** A picture with gradients, shapes and text, so it compresses like artwork rather than a flat fill. */
function drawPicture(width: number, height: number, seed: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  const gradient = g.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${(seed * 37) % 360}, 70%, 70%)`);
  gradient.addColorStop(1, `hsl(${(seed * 37 + 120) % 360}, 60%, 40%)`);
  g.fillStyle = gradient;
  g.fillRect(0, 0, width, height);
  let x = seed * 7919;
  const random = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < 60; i++) {
    g.fillStyle = `hsla(${Math.floor(random() * 360)}, 80%, 60%, 0.6)`;
    g.beginPath();
    g.arc(random() * width, random() * height, 10 + random() * width * 0.2, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#fff';
  g.font = `bold ${Math.round(width / 6)}px sans-serif`;
  g.fillText(`#${seed}`, width * 0.1, height * 0.5);
  return canvas;
}

/** A sticker: a shape on transparency (the case the WebP thumbnail exists for). */
function drawSticker(size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f53f3f';
  g.beginPath();
  g.moveTo(size / 2, size * 0.85);
  g.bezierCurveTo(size * 0.05, size * 0.5, size * 0.2, size * 0.1, size / 2, size * 0.3);
  g.bezierCurveTo(size * 0.8, size * 0.1, size * 0.95, size * 0.5, size / 2, size * 0.85);
  g.fill();
  return canvas;
}

const sizeOf = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

const bench: AssetUploadBench = {
  login: signInForBench,

  async generate(count, width, height) {
    const started = performance.now();
    files = [];
    for (let i = 0; i < count; i++) files.push(new File([await canvasPng(drawPicture(width, height, i))], `asset-${i}.png`, { type: 'image/png' }));
    return { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), ms: performance.now() - started };
  },

  async upload(concurrency, limit) {
    const picked = limit === undefined ? files : files.slice(0, limit);
    // A collection per run, so runs do not share a list (and the names stay within the 12-wide rule).
    const collection = await createCollection(ASSET_TYPE.images, `bench ${++runs}`);
    const deps: AssetUploadDeps = {
      type: ASSET_TYPE.images,
      collectionId: collection.id,
      makeThumbnail: (file) => makeThumbnail(file),
      upload: async (file, fileName, signal) => (await adapter.upload(file, { kind: FILE_KIND.DESIGN_ASSET, fileName, signal })).fileId,
      createAsset,
    };
    const started = performance.now();
    const results = await runQueue(picked, (file, _i, signal) => uploadAsset(file, {}, deps, signal ?? new AbortController().signal), { concurrency });
    const ms = performance.now() - started;
    const failures = results.filter((r) => !r.ok) as { ok: false; error: unknown }[];
    return {
      concurrency,
      assets: picked.length,
      ms,
      failed: failures.length,
      firstError: failures[0] ? String((failures[0].error as Error)?.message ?? failures[0].error) : null,
    };
  },

  async thumbnails(kind, rounds) {
    const canvas = kind === 'photo' ? drawPicture(1000, 2000, 1) : drawSticker(300);
    const source = await canvasPng(canvas);
    const ms: number[] = [];
    let thumbnail = await makeThumbnail(source); // warm-up: the first decode and encode set up codecs
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      thumbnail = await makeThumbnail(source);
      ms.push(performance.now() - started);
    }
    return {
      kind,
      source: { width: canvas.width, height: canvas.height, bytes: source.size },
      thumbnail: { ...(await sizeOf(thumbnail)), bytes: thumbnail.size, type: thumbnail.type },
      ms,
    };
  },
};

(window as unknown as { assetUploadBench: AssetUploadBench }).assetUploadBench = bench;
document.title = 'bench ready';
