/**
 * The tools a print shop opens a PDF with (poppler's pdfinfo, pdfimages and pdftoppm, qpdf, zbar's
 * zbarimg; .ci/run installs them), run on a file written to a temporary folder, with their answers read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether every tool is on PATH; if not, says which are missing in one line (the tests using them are skipped). */
export function haveTools(tools: readonly string[], what: string): boolean {
  const missing = tools.filter((tool) => spawnSync('which', [tool]).status !== 0);
  if (missing.length > 0) console.warn(`${missing.join(', ')} not installed (.ci/run installs them): ${what} skipped`);
  return missing.length === 0;
}

function run(tool: string, args: readonly string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** The bytes saved as a file in a new temporary folder. */
export function tempFile(bytes: Uint8Array, name = 'file.pdf'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pdf-tools-')), name);
  writeFileSync(path, bytes);
  return path;
}

export interface PdfBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** `pdfinfo -box`: the page count, the first page's size in points, and its boxes by name (MediaBox, TrimBox, …). */
export function pdfInfo(path: string): { pages: number; width: number; height: number; boxes: Map<string, PdfBox> } {
  const out = run('pdfinfo', ['-box', path]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  const pages = /Pages:\s+(\d+)/.exec(out);
  const boxes = new Map<string, PdfBox>();
  for (const [, name, x1, y1, x2, y2] of out.matchAll(/^(\w+Box):\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) {
    boxes.set(name!, { x1: Number(x1), y1: Number(y1), x2: Number(x2), y2: Number(y2) });
  }
  return { pages: Number(pages?.[1]), width: Number(size?.[1]), height: Number(size?.[2]), boxes };
}

export interface ListedImage {
  page: number;
  type: string;
  width: number;
  height: number;
  color: string;
  bpc: number;
  enc: string;
  object: number;
  xPpi: number;
  yPpi: number;
}

/** `pdfimages -list`: each image as drawn (an image drawn twice is listed twice, with the same object). */
export function pdfImages(path: string): ListedImage[] {
  return run('pdfimages', ['-list', path])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const f = line.trim().split(/\s+/);
      return {
        page: Number(f[0]),
        type: f[2]!,
        width: Number(f[3]),
        height: Number(f[4]),
        color: f[5]!,
        bpc: Number(f[7]),
        enc: f[8]!,
        object: Number(f[10]),
        xPpi: Number(f[12]),
        yPpi: Number(f[13]),
      };
    });
}

export interface Raster {
  width: number;
  height: number;
  /** RGB, rows top to bottom. */
  rgb: Uint8Array;
}

/** `pdftoppm -r dpi` of every page, read back (PPM: RGB, 8 bits). */
export function renderPages(path: string, dpi: number): Raster[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-render-'));
  run('pdftoppm', ['-r', String(dpi), path, join(dir, 'page')]);
  return readdirSync(dir)
    .sort()
    .map((name) => readPpm(readFileSync(join(dir, name))));
}

function readPpm(bytes: Buffer): Raster {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, rgb: bytes.subarray(header[0].length, header[0].length + width * height * 3) };
}

/** The bounding box (pixels, inclusive) of the pixels `match` accepts within `within`, or null. */
export function pixelBounds(
  raster: Raster,
  match: (r: number, g: number, b: number) => boolean,
  within: { x0: number; y0: number; x1: number; y1: number } = { x0: 0, y0: 0, x1: raster.width - 1, y1: raster.height - 1 },
): { x0: number; y0: number; x1: number; y1: number } | null {
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (let y = Math.max(0, within.y0); y <= Math.min(raster.height - 1, within.y1); y++) {
    for (let x = Math.max(0, within.x0); x <= Math.min(raster.width - 1, within.x1); x++) {
      const i = (y * raster.width + x) * 3;
      if (!match(raster.rgb[i]!, raster.rgb[i + 1]!, raster.rgb[i + 2]!)) continue;
      if (!box) box = { x0: x, y0: y, x1: x, y1: y };
      else {
        box.x0 = Math.min(box.x0, x);
        box.y0 = Math.min(box.y0, y);
        box.x1 = Math.max(box.x1, x);
        box.y1 = Math.max(box.y1, y);
      }
    }
  }
  return box;
}

/** `qpdf --check`: throws with qpdf's words unless the file is sound. */
export function qpdfCheck(path: string): void {
  run('qpdf', ['--check', path]);
}

/** Every object of the file as qpdf reads it (`qpdf --json --json-key=objects`), streams' data left out. */
export function qpdfObjects(path: string): Record<string, unknown> {
  const json = JSON.parse(run('qpdf', ['--json=1', '--json-key=objects', path])) as { objects: Record<string, unknown> };
  return json.objects;
}

/** What zbarimg reads in an image file, one payload per symbol found. */
export function zbarPayloads(imagePath: string): string[] {
  const result = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', imagePath], { encoding: 'utf8' });
  // zbarimg answers 4 when it found no symbol.
  if (result.status === 4) return [];
  if (result.status !== 0) throw new Error(`zbarimg failed (${result.status}): ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}

/** `pdftoppm -r dpi -png` of every page into a temporary folder: the pages' PNG paths. */
export function renderPngPages(path: string, dpi: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-png-'));
  run('pdftoppm', ['-r', String(dpi), '-png', path, join(dir, 'page')]);
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name));
}
