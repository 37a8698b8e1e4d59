/**
 * PSD parse time and the longest main-thread task per candidate library, on the
 * shared test PSDs (read where they lie) and on a ~50 MB PSD made here at bench time with ag-psd's
 * writePsd (never committed). Speed is reported, never asserted.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeCanvas, writePsd, type Layer as PsdLayer } from 'ag-psd';
import type { Browser } from 'playwright-core';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { bundleForBrowser } from './browserBundle';
import type { PsdCandidate, PsdRun } from './psdImport.entry';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE_DIR = join(ROOT, 'dist-bench');
const CANDIDATES: PsdCandidate[] = ['import-worker', 'agpsd-main', 'webtoon-main'];
const ROUNDS = Number(process.env.BENCH_PSD_ROUNDS ?? 3);

export interface PsdFileResult {
  file: string;
  bytes: number;
  /** Median of the rounds, per candidate. */
  candidates: Record<PsdCandidate, { ms: number; longestGapMs: number; longestTaskMs: number; layers: number; error: string | null }>;
}

export interface PsdImportReport {
  rounds: number;
  generated: { file: string; bytes: number; width: number; height: number; layers: number };
  files: PsdFileResult[];
}

export function buildPsdImport(): Promise<string> {
  return bundleForBrowser('psdImport', './test/bench/psdImport.entry.ts');
}

/** ag-psd in Node writes plain pixel arrays: it needs no canvas for that. */
export function nodePixels(): void {
  initializeCanvas(
    () => {
      throw new Error('no canvas in Node');
    },
    (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
  );
}

/** Noise a run-length encoder cannot shrink, over a gradient so the picture is not flat. */
export function noise(width: number, height: number, seed: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < data.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = (i / 4) % 256;
    data[i + 1] = x & 0xff;
    data[i + 2] = (x >>> 8) & 0xff;
    // Translucent noise too: an opaque alpha channel would shrink to nothing under RLE.
    data[i + 3] = 128 + ((x >>> 16) & 127);
  }
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

/** Three 1000 × 1700 artboards side by side, 3 layers each (one text-sized), plus the merged image: about 50 MB. */
export function makeLargePsd(dir: string): PsdImportReport['generated'] {
  nodePixels();
  const width = 3200;
  const height = 1700;
  const layer = (name: string, left: number, top: number, w: number, h: number, seed: number): PsdLayer => ({
    name,
    left,
    top,
    right: left + w,
    bottom: top + h,
    imageData: noise(w, h, seed),
  });
  const board = (name: string, left: number, seed: number): PsdLayer => ({
    name,
    artboard: { rect: { top: 0, left, bottom: height, right: left + 1000 } },
    children: [layer(`${name} 背景`, left, 0, 1000, 1700, seed), layer(`${name} 图案`, left + 100, 300, 800, 1200, seed + 1), layer(`${name} 文字`, left + 200, 1450, 600, 120, seed + 2)],
  });
  const bytes = writePsd({ width, height, imageData: noise(width, height, 99), children: [board('画板 A', 0, 1), board('画板 B', 1100, 11), board('画板 C', 2200, 21)] });
  const file = join(dir, 'generated-50mb.psd');
  writeFileSync(file, new Uint8Array(bytes));
  return { file: 'generated-50mb.psd', bytes: bytes.byteLength, width, height, layers: 9 };
}

/** A 10000 × 10000 document with no layers at all: the largest canvas a merchant might drop in, 未找到任何画板. */
export function makeLayerlessPsd(dir: string): string {
  const file = 'generated-10000px-layerless.psd';
  writeFileSync(join(dir, file), new Uint8Array(writePsd({ width: 10000, height: 10000, children: [] })));
  return file;
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function measurePsdImport(browser: Browser, baseUrl: string, bundlePath: string): Promise<PsdImportReport> {
  const dir = mkdtempSync(join(tmpdir(), 'psd-bench-'));
  const generated = makeLargePsd(dir);
  const layerless = makeLayerlessPsd(dir);
  const files = [
    ...(hasTestdata('the PSD benchmark on real files') ? readdirSync(TESTDATA_PSD_DIR) : [])
      .filter((name) => /\.ps[db]$/.test(name))
      .sort()
      .map((name) => ({ name, path: TESTDATA_PSD_DIR + name })),
    { name: generated.file, path: join(dir, generated.file) },
    { name: layerless, path: join(dir, layerless) },
    // BENCH_PSD_ONLY=artboards,50mb measures only the files whose names contain one of the words.
  ].filter((f) => !process.env.BENCH_PSD_ONLY || process.env.BENCH_PSD_ONLY.split(',').some((word) => f.name.includes(word)));
  const bundleName = bundlePath.split(/[\\/]/).pop()!;
  /** A fresh page in its own context (its own renderer): no candidate collects another's garbage. */
  async function openPage() {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.route(`${baseUrl}/bench/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/bench/psd.html') {
        return route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><title>psd</title><script src="/bench/${bundleName}"></script>` });
      }
      const psd = files.find((f) => pathname === `/bench/files/${encodeURIComponent(f.name)}`);
      if (psd) return route.fulfill({ contentType: 'application/octet-stream', body: readFileSync(psd.path) });
      // The bundle and its worker chunk.
      const chunk = pathname.slice('/bench/'.length);
      if (/^[\w.-]+\.js$/.test(chunk)) return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(BUNDLE_DIR, chunk)) });
      return route.fulfill({ status: 404, body: '' });
    });
    await tab.goto(`${baseUrl}/bench/psd.html`);
    await tab.waitForFunction(() => 'psdBench' in window);
    return { tab, close: () => context.close() };
  }

  const results: PsdFileResult[] = [];
  for (const file of files) {
    const candidates = {} as PsdFileResult['candidates'];
    for (const candidate of CANDIDATES) {
      const { tab, close } = await openPage();
      const runs: PsdRun[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          runs.push(
            await tab.evaluate(
              ([c, url]) => (window as unknown as { psdBench: { run: (c: string, url: string) => Promise<PsdRun> } }).psdBench.run(c, url),
              [candidate, `/bench/files/${encodeURIComponent(file.name)}`] as const,
            ),
          );
          if (runs[0]!.error) break;
        }
      } finally {
        await close();
      }
      candidates[candidate] = {
        ms: round1(median(runs.map((r) => r.ms))),
        longestGapMs: round1(median(runs.map((r) => r.longestGapMs))),
        longestTaskMs: round1(median(runs.map((r) => r.longestTaskMs))),
        layers: runs[0]!.layers,
        error: runs[0]!.error,
      };
    }
    results.push({ file: file.name, bytes: statSync(file.path).size, candidates });
  }
  return { rounds: ROUNDS, generated, files: results };
}

export function psdImportRows(report: PsdImportReport): [string, string][] {
  const timing = (c: PsdFileResult['candidates'][PsdCandidate]) => `${c.ms} ms, longest task ${c.longestTaskMs || '<50'} ms (gap ${c.longestGapMs})`;
  const cell = (c: PsdFileResult['candidates'][PsdCandidate]) => (c.error ? `fails in ${timing(c)}: ${c.error.slice(0, 40)}` : timing(c));
  return [
    ['PSD import (import in worker | ag-psd main | @webtoon/psd main)', `median of ${report.rounds}`],
    ...report.files.map((f): [string, string] => [
      `  ${f.file} (${(f.bytes / 1024 / 1024).toFixed(1)} MB)`,
      CANDIDATES.map((c) => cell(f.candidates[c])).join(' | '),
    ]),
  ];
}
