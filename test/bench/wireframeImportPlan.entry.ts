/**
 * Bundled into dist-bench/wireframeImportPlan.js and served at /bench/wireframe-import.html. Node drives
 * it through window.wireframeImportBench (see wireframeImportPlan.ts), one step per page.evaluate, so
 * that it can sample memory between steps:
 *
 * - generate(): 1,000 PNG files (500 groups × 前景图 + 背景图, 500×1044 like real wireframes), encoded
 *   here with CompressionStream, plus a catalogue of 50 brands × 10 models, 5 materials × 6 colours,
 *   every SKU of those models and the wireframes they point at;
 * - run('headers' | 'decoding', limit?): the whole planning of an import (names, grouping, sizes, diff
 *   against the catalogue) with prepareWireframeImport, reading sizes either from the file headers
 *   (the default reader, src/lib/imageHeader.ts) or by decoding each image with createImageBitmap.
 */
import type { Wireframe } from '../../contract/catalogue';
import { crc32 } from '../../contract/crc32';
import type { ImageInspection } from '../../src/lib/imageHeader';
import { prepareWireframeImport, type WireframeImportCatalogue, type WireframeImportPlan } from '../../src/lib/wireframeImport';
import type { ReadImage } from '../../src/lib/wireframeImport/inspect';
import { assemblePng } from '../support/imageFixtures';

export interface WireframeBenchSettings {
  groups: number;
  width: number;
  height: number;
  brands: number;
  modelsPerBrand: number;
  materials: number;
  colorsPerMaterial: number;
  /** Files read at once, for both readers. */
  concurrency: number;
}

export type ReadMethod = 'headers' | 'decoding';

export interface GeneratedFiles {
  files: number;
  bytes: number;
  ms: number;
  catalogue: { brands: number; models: number; skus: number; wireframes: number };
}

export interface PlanSummary {
  create: number;
  update: number;
  rejected: number;
  newBrands: number;
  newModels: number;
  newMaterials: number;
  newColors: number;
  /** Every planned and rejected key with its action or reason: two readers must agree on it. */
  fingerprint: string;
}

export interface PlanRun {
  method: ReadMethod;
  files: number;
  ms: number;
  plan: PlanSummary;
}

export interface WireframeImportBench {
  generate(settings: WireframeBenchSettings): Promise<GeneratedFiles>;
  run(method: ReadMethod, limit?: number): Promise<PlanRun>;
}

let files: File[] = [];
let catalogue: WireframeImportCatalogue | undefined;
let concurrency = 8;

// ------------------------------------------------------------------------------------ test images

async function deflate(raw: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A phone-case wireframe layer, drawn span by span: the background is the case filled with a diagonal
 * texture (so it compresses like a real picture would, not like a flat fill), the foreground is the
 * case's 8 px rim; both have a camera hole. `variant` moves the corners and the camera per group.
 */
function paintLayer(width: number, height: number, layer: 'foreground' | 'background', variant: number): Uint8Array<ArrayBuffer> {
  const rowBytes = 1 + width * 4;
  const raw = new Uint8Array(rowBytes * height);
  const margin = 20;
  const radius = 50 + (variant % 20);
  const rim = 8;
  const camera = { x: 90 + (variant % 30), y: 110, r: 45 };
  const texture = new Uint8Array(width * 8 * 2);
  for (let x = 0; x < width * 2; x++) {
    const shade = 180 + ((x * 5) % 64);
    texture.set([shade, shade - 20, shade - 40, 255], x * 4);
  }
  const ink = new Uint8Array(width * 4);
  for (let x = 0; x < width; x++) ink.set([30, 30, 30, 255], x * 4);

  const spanOf = (y: number, inset: number): [number, number] | null => {
    const top = margin + inset;
    const bottom = height - margin - inset;
    if (y < top || y >= bottom) return null;
    const r = Math.max(0, radius - inset);
    const dy = y < top + r ? top + r - y : y >= bottom - r ? y - (bottom - r) + 1 : 0;
    const cut = dy > 0 ? Math.ceil(r - Math.sqrt(Math.max(0, r * r - dy * dy))) : 0;
    return [margin + inset + cut, width - margin - inset - cut];
  };

  for (let y = 0; y < height; y++) {
    const row = y * rowBytes + 1;
    const outer = spanOf(y, 0);
    if (!outer) continue;
    const [x0, x1] = outer;
    if (layer === 'background') {
      const shift = (y % width) * 4;
      raw.set(texture.subarray(shift + x0 * 4, shift + x1 * 4), row + x0 * 4);
    } else {
      const inner = spanOf(y, rim);
      if (!inner) {
        raw.set(ink.subarray(x0 * 4, x1 * 4), row + x0 * 4);
      } else {
        raw.set(ink.subarray(x0 * 4, inner[0] * 4), row + x0 * 4);
        raw.set(ink.subarray(inner[1] * 4, x1 * 4), row + inner[1] * 4);
      }
    }
    const dy = y - camera.y;
    if (Math.abs(dy) < camera.r) {
      const half = Math.floor(Math.sqrt(camera.r * camera.r - dy * dy));
      raw.fill(0, row + (camera.x - half) * 4, row + (camera.x + half) * 4);
      if (layer === 'foreground') raw.set(ink.subarray(0, Math.min(rim, half) * 4), row + (camera.x - half) * 4);
    }
  }
  return raw;
}

/**
 * Encoding 1,000 images here takes about 20 s, so 20 variants of each layer and size are encoded once
 * and every file gets its own File over one of them: neither reader can tell, as Chrome keeps no decode
 * cache keyed by a Blob's content.
 */
const VARIANTS = 20;
const encoded = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function pngFile(name: string, width: number, height: number, layer: 'foreground' | 'background', group: number): Promise<File> {
  const variant = group % VARIANTS;
  const key = `${layer}:${width}x${height}:${variant}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    bytes = deflate(paintLayer(width, height, layer, variant)).then((compressed) => assemblePng(width, height, compressed, (b) => crc32(b)));
    encoded.set(key, bytes);
  }
  return bytes.then((png) => new File([png], name, { type: 'image/png' }));
}

// --------------------------------------------------------------------------------------- catalogue

const brandName = (i: number) => `品牌${i}`;
const modelName = (i: number) => `型号 ${i}`;
const materialName = (i: number) => `材质${i}`;
const colorName = (i: number) => `颜色${i}`;

/**
 * Which groups meet what: brands past `brands` and models past `modelsPerBrand` are new; the SKU of an
 * existing model and colour has, by (model + colour) % 4: no SKU, a SKU without a wireframe, a
 * two-layer wireframe of the same size (update), a one-layer wireframe of another size (update: both
 * layers come in). Every 25th group meets a two-layer wireframe of another size, every 50th has a
 * background one pixel taller: both refused.
 */
function groupNames(g: number, s: WireframeBenchSettings) {
  const brand = g % (s.brands + 5);
  const model = Math.floor(g / (s.brands + 5)) + (g % 5 === 0 ? s.modelsPerBrand : 0);
  return { brand, model, material: g % (s.materials + 1), color: g % (s.colorsPerMaterial + 1) };
}

function buildCatalogue(s: WireframeBenchSettings): WireframeImportCatalogue {
  const brands = Array.from({ length: s.brands }, (_, i) => ({ id: `b${i}`, name: brandName(i) }));
  const modelsByBrandId: Record<string, { id: string; name: string }[]> = {};
  for (const brand of brands) {
    modelsByBrandId[brand.id] = Array.from({ length: s.modelsPerBrand }, (_, m) => ({ id: `${brand.id}m${m}`, name: modelName(m) }));
  }
  const materials = Array.from({ length: s.materials }, (_, t) => ({
    id: `t${t}`,
    name: materialName(t),
    colors: Array.from({ length: s.colorsPerMaterial }, (_, c) => ({ id: `t${t}c${c}`, name: colorName(c) })),
  }));
  const skus: WireframeImportCatalogue['skus'][number][] = [];
  const wireframesById: Record<string, Wireframe> = {};
  const layer = (index: number) => ({ imageUrl: `https://img.example/${index}.png`, index, fileId: `f${index}` });
  // The SKUs of every model a group names (what GET /api/phone_case_skus?phoneModelIds= would return).
  const modelIds = new Set<string>();
  for (let g = 0; g < s.groups; g++) {
    const n = groupNames(g, s);
    if (n.brand < s.brands && n.model < s.modelsPerBrand) modelIds.add(`b${n.brand}m${n.model}`);
  }
  let w = 0;
  modelIds.forEach((modelId) => {
    const m = Number(modelId.split('m')[1]);
    for (const material of materials) {
      material.colors.forEach((color, c) => {
        const kind = (m + c) % 4;
        if (kind === 0) return;
        const id = `${modelId}-${color.id}`;
        if (kind === 1) return void skus.push({ id, phoneModelId: modelId, materialColorId: color.id, wireframeId: null });
        const wireframeId = `w${w++}`;
        wireframesById[wireframeId] =
          kind === 2
            ? { id: wireframeId, width: s.width, height: s.height, layers: [layer(1), layer(-1)], printArea: { left: 10, right: 10, top: 20, bottom: 20 }, revision: 1 }
            : { id: wireframeId, width: 400, height: 800, layers: [layer(1)], printArea: null, revision: 1 };
        skus.push({ id, phoneModelId: modelId, materialColorId: color.id, wireframeId });
      });
    }
  });
  // Every 25th group meets a two-layer wireframe of another size.
  for (let g = 0; g < s.groups; g += 25) {
    const n = groupNames(g, s);
    const sku = skus.find((k) => k.id === `b${n.brand}m${n.model}-t${n.material}c${n.color}`);
    if (sku?.wireframeId) wireframesById[sku.wireframeId] = { ...wireframesById[sku.wireframeId]!, width: 600, height: 1200, layers: [layer(1), layer(-1)] };
  }
  return { brands, modelsByBrandId, materials, skus, wireframesById };
}

// ---------------------------------------------------------------------------------------- readers

/** The alternative: decode the image and read the bitmap's size, as an <img> or canvas would. */
const decodeImage: ReadImage<File> = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    const result: ImageInspection = { ok: true, width: bitmap.width, height: bitmap.height, format: 'png' };
    bitmap.close();
    return result;
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
};

function summarize(plan: WireframeImportPlan<File>): PlanSummary {
  const fingerprint = [
    ...plan.wireframes.map((w) => `${w.key}:${w.action}:${w.width}x${w.height}`),
    ...plan.rejected.map((r) => `${r.key}:${r.reason}`),
  ].join('|');
  return {
    create: plan.wireframes.filter((w) => w.action === 'create').length,
    update: plan.wireframes.filter((w) => w.action === 'update').length,
    rejected: plan.rejected.length,
    newBrands: plan.create.brands.length,
    newModels: plan.create.models.length,
    newMaterials: plan.create.materials.length,
    newColors: plan.create.colors.length,
    fingerprint,
  };
}

const bench: WireframeImportBench = {
  async generate(s) {
    const started = performance.now();
    encoded.clear();
    concurrency = s.concurrency;
    catalogue = buildCatalogue(s);
    files = [];
    for (let g = 0; g < s.groups; g++) {
      const n = groupNames(g, s);
      const base = `${brandName(n.brand)}-${modelName(n.model)}-${materialName(n.material)}-${colorName(n.color)}`;
      const tall = g % 50 === 49 ? 1 : 0;
      files.push(await pngFile(`${base}-前景图.png`, s.width, s.height, 'foreground', g));
      files.push(await pngFile(`${base}-背景图.png`, s.width, s.height + tall, 'background', g));
    }
    return {
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      ms: performance.now() - started,
      catalogue: {
        brands: catalogue.brands.length,
        models: Object.keys(catalogue.modelsByBrandId).reduce((sum, id) => sum + catalogue!.modelsByBrandId[id]!.length, 0),
        skus: catalogue.skus.length,
        wireframes: Object.keys(catalogue.wireframesById).length,
      },
    };
  },

  async run(method, limit) {
    if (!catalogue) throw new Error('generate() first');
    const picked = limit === undefined ? files : files.slice(0, limit);
    const started = performance.now();
    const plan = await prepareWireframeImport(picked, catalogue, {
      concurrency,
      readImage: method === 'decoding' ? decodeImage : undefined,
    });
    const ms = performance.now() - started;
    return { method, files: picked.length, ms, plan: summarize(plan) };
  },
};

(window as unknown as { wireframeImportBench: WireframeImportBench }).wireframeImportBench = bench;
document.title = 'bench ready';
