import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, release, type } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer, type ConsoleServer } from '../support/consoleServer';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { assetUploadRows, buildAssetUpload, DEFAULT_ASSET_UPLOAD_SETTINGS, measureAssetUpload, type AssetUploadReport } from './assetUpload';
import { batchPreviewRows, buildBatchPreview, measureBatchPreview, type BatchPreviewReport } from './batchPreview';
import { measureBridgeMemory } from './bridgeMemory';
import { benchTreeCpuSeconds } from './machineCpu';
import { machinePaceLine, measureMachinePace, type MachinePace } from './machinePace';
import { bridgeTransferRows, buildBridgeTransfer, DEFAULT_BRIDGE_TRANSFER_SETTINGS, measureBridgeTransfer, type BridgeTransferReport } from './bridgeTransfer';
import { buildBulkDownload, bulkDownloadRows, measureBulkDownload, type BulkDownloadReport } from './bulkDownload';
import { buildDesigner, designerRows, measureDesigner, type DesignerReport } from './designer';
import { designerHeavyRows, measureDesignerHeavy, type DesignerHeavyReport } from './designerHeavy';
import { bridgeWindowRows, buildWindowPair, measureBridgeWindow, type BridgeWindowReport } from './bridgeWindow';
import {
  measureBundleSize,
  measureFirstVisit,
  type BundleSizeReport,
  type FirstScreenTransferReport,
  type LoginTransferReport,
} from './bundleSize';
import { buildProductPaging, measureProductPaging, productPagingRows, type ProductPagingReport } from './productPaging';
import { buildProductSync, measureProductSync, productSyncRows, type ProductSyncReport } from './productSync';
import { measurePsdDesignerFiles, psdDesignerFilesRows, type PsdDesignerFilesReport } from './psdDesignerFiles';
import { measurePsdDesignerImport, psdDesignerImportRows, type PsdDesignerImportReport } from './psdDesignerImport';
import { buildPsdImport, measurePsdImport, psdImportRows, type PsdImportReport } from './psdImport';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import { measureTextRender, textRenderRows, type TextRenderReport } from './textRender';
import { buildStroke, measureStroke, strokeRows, type StrokeReport } from './stroke';
import { buildModelMatch, measureModelMatch, modelMatchRows, type ModelMatchReport } from './modelMatch';
import { buildSheets, measureSheets, sheetsRows, type SheetsReport } from './sheets';
import { buildSheetsMaking, measureSheetsMaking, sheetsMakingRows, type SheetsMakingReport } from './sheetsMaking';
import { measureStrokeDesigner, strokeDesignerRows, type StrokeDesignerReport } from './strokeDesigner';
import { buildWireframeImportPlan, measureWireframeImportPlan, type ImportPlanMeasurement, type WireframeImportPlanReport } from './wireframeImportPlan';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS_PATH = join(ROOT, 'test/bench/results.json');
/** Where a run of some parts only (BENCH_PARTS) writes: the whole run's results.json stays as it was. */
export const PARTIAL_RESULTS_PATH = join(ROOT, 'test/bench/results.partial.json');
/**
 * Each part's time and CPU the last time it ran, whole run or BENCH_PARTS alike: what the next run says at
 * its start, so that whoever runs a part alone knows what to expect.
 */
export const DURATIONS_PATH = join(ROOT, 'test/bench/durations.json');

type Row = [string, string];

/** Each part's report, by the part's name (the name BENCH_PARTS takes). */
export interface BenchSections {
  bridgeMemory: RoundTripPair;
  bundleSize: BundleSizeReport & { loginPageInBrowser: LoginTransferReport; firstScreenInBrowser: FirstScreenTransferReport };
  bridgeWindow: BridgeWindowReport;
  wireframeImportPlan: WireframeImportPlanReport;
  assetUpload: AssetUploadReport;
  designer: DesignerReport;
  /** The 200-layer template in the production console. */
  designerHeavy: DesignerHeavyReport;
  productPaging: ProductPagingReport;
  productSync: ProductSyncReport;
  bulkDownload: BulkDownloadReport;
  textRender: TextRenderReport;
  psdImport: PsdImportReport;
  psdDesignerImport: PsdDesignerImportReport;
  /** Every test PSD picked in the designer, the refused ones included: the longest main-thread task of each. */
  psdDesignerFiles: PsdDesignerFilesReport;
  batchPreview: BatchPreviewReport;
  stroke: StrokeReport;
  strokeDesigner: StrokeDesignerReport;
  modelMatch: ModelMatchReport;
  /**
   * Production sheets, spec §4's goals beside their baselines: 60 print files made into 10 A3 sheets beside
   * fetching and decoding them, the PDFs' bytes beside the files', a 600 × 900 mm sheet's TIF at 300 dpi band
   * by band beside one whole canvas, and the preview while the files arrive.
   */
  sheets: SheetsReport & { making: SheetsMakingReport };
  /** Through the host simulator, so against the QA build (dist-qa/). */
  bridgeTransfer: BridgeTransferReport;
}

export type PartName = keyof BenchSections;

export interface BenchReport extends Partial<BenchSections> {
  date: string;
  /** The parts this run measured, in order. */
  parts: PartName[];
  environment: {
    node: string;
    chromium: string;
    cores: number;
    cpu: string;
    os: string;
    /** 1-minute load average before and after: other work on the machine makes the rates noisy. */
    loadAverage: { before: number; after: number };
    /** How fast the machine moved bytes at the run's start (machinePace.ts). */
    pace: MachinePace | null;
  };
  settings: RoundTripOptions;
  /** The load average before and after each part, how long it took and its CPU, by the part's name. */
  sectionLoads: Record<string, PartDuration>;
}

export interface PartDuration {
  before: number;
  after: number;
  seconds: number;
  /** The CPU seconds of the bench's own processes (this one, the browser's) over the part, or null off Linux. */
  cpuSeconds?: number | null;
  /** When the part ran (ISO), in the durations record. */
  date?: string;
}

/** Each part's last time by its name (durations.json). */
export type DurationRecord = Record<string, PartDuration>;

/** What a run of `parts` took the last time each ran, one line: the parts never run yet said as such. */
export function lastDurationsLine(parts: readonly BenchPart[], record: DurationRecord): string {
  const known = parts.filter((p) => record[p.name]);
  const unknown = parts.filter((p) => !record[p.name]).map((p) => p.name);
  if (known.length === 0) return 'Last time: no part of these has a recorded time yet.';
  const total = known.reduce((sum, p) => sum + record[p.name]!.seconds, 0);
  const each = known.map((p) => {
    const d = record[p.name]!;
    return `${p.name} ${d.seconds} s${d.cpuSeconds == null ? '' : ` (CPU ${d.cpuSeconds} s)`} at load ${d.before}–${d.after}${d.date ? `, ${d.date.slice(0, 16).replace('T', ' ')}` : ''}`;
  });
  return (
    `Last time (the builds before these not counted): ${each.join('; ')}. ${formatSeconds(total)} in all` +
    (unknown.length ? `; no time recorded yet for ${unknown.join(', ')}.` : '.')
  );
}

/**
 * The settings of a run that make a part measure something else than it does by default (a file or two of the
 * PSD part, more rounds, an extra sweep): every BENCH_ variable but BENCH_PARTS, which only picks parts.
 */
export function ownSettings(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env).filter((name) => name.startsWith('BENCH_') && name !== 'BENCH_PARTS' && env[name] !== '' && env[name] !== undefined).sort();
}

/**
 * The recorded times, the parts of this run replaced by theirs; unchanged by a run with settings of its own
 * (ownSettings), whose time is not the part's: the next whole run would otherwise be told to expect it.
 */
export function updatedDurations(record: DurationRecord, measured: Record<string, PartDuration>, date: string, settings: readonly string[] = []): DurationRecord {
  if (settings.length > 0) return record;
  const updated: DurationRecord = { ...record };
  for (const [name, duration] of Object.entries(measured)) updated[name] = { ...duration, date };
  return updated;
}

async function readDurations(): Promise<DurationRecord> {
  try {
    return JSON.parse(await readFile(DURATIONS_PATH, 'utf8')) as DurationRecord;
  } catch {
    return {};
  }
}

/** What the parts share: started on first use, so that a part run alone starts only what it needs. */
export interface BenchContext {
  settings: RoundTripOptions;
  browser(): Promise<Browser>;
  /** The production build (dist/), with the bench pages' chunks. */
  production(): Promise<ConsoleServer>;
  /** The QA build (dist-qa/), for the host simulator: built on first use, so that a run without it does not wait for it. */
  qa(): Promise<ConsoleServer>;
  /** Chromium's version, if a part started it. */
  browserVersion(): Promise<string>;
  close(): Promise<void>;
}

export interface BenchPart<K extends PartName = PartName> {
  name: K;
  /** How the part is called in the printed table. */
  label: string;
  measure(context: BenchContext): Promise<BenchSections[K]>;
  rows(report: BenchSections[K], settings: RoundTripOptions): Row[];
}

const part = <K extends PartName>(p: BenchPart<K>): BenchPart<K> => p;

/**
 * On this 2-core machine the whole bench is held to 10 minutes. The asset upload's one-at-a-time run is
 * latency-bound (seven calls of 50 ms an asset): 60 assets show the queue's gain as 300 did, in a fifth of
 * the time (300 took 3.5 of the 23 minutes a run at a load of 14 took). BENCH_ASSET_COUNT still sets it.
 */
const ASSET_UPLOAD_SETTINGS = { ...DEFAULT_ASSET_UPLOAD_SETTINGS, assets: Number(process.env.BENCH_ASSET_COUNT ?? 60) };
/**
 * The streamed save's memory holds flat or it does not at 40 MB as at 100, and the chunk sizes between the
 * ends tell nothing the ends do not (64 KiB to 1 MiB, every one printed before: within 25 % of each other).
 * BENCH_SAVE_MB still sets the size.
 */
const BRIDGE_TRANSFER_SETTINGS = {
  ...DEFAULT_BRIDGE_TRANSFER_SETTINGS,
  chunkSizes: [64 * 1024, 256 * 1024, 1024 * 1024],
  saveBytes: Number(process.env.BENCH_SAVE_MB ?? 40) * 1024 * 1024,
};

/** The PSD parts measure nothing worth printing without the shared test files: they say where they looked. */
function requirePsdTestdata(what: string): void {
  if (!hasTestdata(what)) throw new Error(`${what}: no test PSDs at ${TESTDATA_PSD_DIR} (PCC_TESTDATA names their folder: docs/testing.md)`);
}

/** Every part, in the order `npm run bench` runs them: the bridge in Node first, while no browser runs. */
export const BENCH_PARTS: readonly BenchPart[] = [
  part({
    name: 'bridgeMemory',
    label: 'Bridge in memory',
    measure: (c) => measureBridgeMemory(c.settings),
    rows: (r, s) => [
      ['Bridge in memory, sequential', rate(r.sequential.roundTripsPerSecond)],
      [`Bridge in memory, ${s.batchSize} in flight`, rate(r.concurrent.roundTripsPerSecond)],
    ],
  }),
  part({
    name: 'bundleSize',
    label: 'Sizes',
    measure: async (c) => {
      const sizes = await measureBundleSize(join(ROOT, 'dist'));
      const server = await c.production();
      const visit = await measureFirstVisit(await c.browser(), server.url, sizes.initial.files);
      return { ...sizes, loginPageInBrowser: visit.login, firstScreenInBrowser: visit.firstScreen };
    },
    rows: bundleRows,
  }),
  part({
    name: 'bridgeWindow',
    label: 'Window pair',
    measure: async (c) => measureBridgeWindow(await c.browser(), (await c.production()).url, await buildWindowPair(), c.settings),
    rows: bridgeWindowRows,
  }),
  part({
    name: 'wireframeImportPlan',
    label: 'Wireframe import plan',
    measure: async (c) => measureWireframeImportPlan(await c.browser(), (await c.production()).url, await buildWireframeImportPlan()),
    rows: (p) => {
      const importRun = (m: ImportPlanMeasurement) =>
        `${rate(m.filesPerSecond)} (${m.ms.toLocaleString('en-US')} ms), JS heap peak ${m.jsHeapMB.peak} MB` +
        (m.rendererRssMB ? `, renderer ${m.rendererRssMB.before} -> ${m.rendererRssMB.peak} MB` : '');
      return [
        [
          `Wireframe import plan, ${p.generated.files.toLocaleString('en-US')} files, headers`,
          `${importRun(p.headers)}; target ${p.targetMs.toLocaleString('en-US')} ms: ${p.headersWithinTarget ? 'within' : 'OVER'}`,
        ],
        [
          `Wireframe import plan, ${p.generated.files.toLocaleString('en-US')} files, decoding`,
          `${importRun(p.decoding)}  (headers x${p.speedup}${p.samePlan ? ', same plan' : ', DIFFERENT plans'})`,
        ],
      ];
    },
  }),
  part({
    name: 'assetUpload',
    label: 'Asset upload',
    measure: async (c) => measureAssetUpload(await c.browser(), await c.production(), await buildAssetUpload(), ASSET_UPLOAD_SETTINGS),
    rows: assetUploadRows,
  }),
  part({
    name: 'designer',
    label: 'Designer',
    measure: async (c) => measureDesigner(await c.browser(), (await c.production()).url, await buildDesigner()),
    rows: designerRows,
  }),
  part({
    name: 'designerHeavy',
    label: 'Designer, 200 layers',
    measure: async (c) => measureDesignerHeavy(await c.browser(), await c.production()),
    rows: designerHeavyRows,
  }),
  part({
    name: 'productPaging',
    label: 'Product paging',
    measure: async (c) => measureProductPaging(await c.browser(), await c.production(), await buildProductPaging()),
    rows: productPagingRows,
  }),
  part({
    name: 'productSync',
    label: 'Product sync',
    measure: async (c) => measureProductSync(await c.browser(), await c.production(), await buildProductSync()),
    rows: productSyncRows,
  }),
  part({
    name: 'bulkDownload',
    label: 'Bulk download',
    measure: async (c) => measureBulkDownload(await c.browser(), await c.production(), await buildBulkDownload()),
    rows: bulkDownloadRows,
  }),
  part({
    name: 'textRender',
    label: 'Text layer',
    measure: async (c) => measureTextRender(await c.browser(), (await c.production()).url),
    rows: textRenderRows,
  }),
  part({
    name: 'psdImport',
    label: 'PSD import',
    measure: async (c) => {
      requirePsdTestdata('the PSD import bench');
      return measurePsdImport(await c.browser(), await c.production(), await buildPsdImport());
    },
    rows: psdImportRows,
  }),
  part({
    name: 'psdDesignerImport',
    label: 'PSD import into the designer',
    measure: async (c) => measurePsdDesignerImport(await c.browser(), await c.production()),
    rows: psdDesignerImportRows,
  }),
  part({
    name: 'psdDesignerFiles',
    label: 'Test PSDs picked in the designer',
    measure: async (c) => {
      requirePsdTestdata('the test PSDs picked in the designer');
      return measurePsdDesignerFiles(await c.browser(), await c.production());
    },
    rows: psdDesignerFilesRows,
  }),
  part({
    name: 'batchPreview',
    label: 'Batch preview',
    measure: async (c) => measureBatchPreview(await c.browser(), await c.production(), await buildBatchPreview()),
    rows: batchPreviewRows,
  }),
  part({
    name: 'stroke',
    label: 'Stroke',
    measure: async (c) => measureStroke(await c.browser(), await c.production(), await buildStroke()),
    rows: strokeRows,
  }),
  part({
    name: 'strokeDesigner',
    label: 'Stroke in the designer',
    measure: async (c) => measureStrokeDesigner(await c.browser(), await c.production()),
    rows: strokeDesignerRows,
  }),
  part({
    name: 'modelMatch',
    label: 'Auto-match',
    measure: async (c) => measureModelMatch(await c.browser(), await c.production(), await buildModelMatch()),
    rows: modelMatchRows,
  }),
  part({
    name: 'sheets',
    label: 'Production sheets',
    measure: async (c) => {
      const making = await measureSheetsMaking(await c.browser(), await c.production(), await buildSheetsMaking());
      return { ...(await measureSheets(await c.browser(), await c.production(), await buildSheets())), making };
    },
    rows: (r) => [...sheetsMakingRows(r.making), ...sheetsRows(r)],
  }),
  part({
    name: 'bridgeTransfer',
    label: 'Bridge transfer',
    measure: async (c) => measureBridgeTransfer(await c.browser(), await c.qa(), await buildBridgeTransfer(), BRIDGE_TRANSFER_SETTINGS),
    rows: bridgeTransferRows,
  }),
];

/**
 * The parts `BENCH_PARTS` names (comma-separated, e.g. `psdImport,bulkDownload`), in the bench's order;
 * every part when it is unset. An unknown name fails at once rather than measuring nothing.
 */
export function selectedParts(wanted: string | undefined = process.env.BENCH_PARTS): BenchPart[] {
  const names = (wanted ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return [...BENCH_PARTS];
  const unknown = names.filter((name) => !BENCH_PARTS.some((p) => p.name === name));
  if (unknown.length) throw new Error(`BENCH_PARTS: no part named ${unknown.join(', ')}; the parts are ${BENCH_PARTS.map((p) => p.name).join(', ')}`);
  return BENCH_PARTS.filter((p) => names.includes(p.name));
}

export function benchSettings(): RoundTripOptions {
  return {
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 2_000),
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 300),
    batchSize: 100,
  };
}

export function openBenchContext(settings: RoundTripOptions = benchSettings()): BenchContext {
  const once = <T,>(start: () => Promise<T>) => {
    let started: Promise<T> | null = null;
    return { get: () => (started ??= start()), started: () => started };
  };
  const browser = once(() => launchChromium(benchChromiumPath()));
  const production = once(() => startConsoleServer({ bundle: 'production', benchChunks: true }));
  const qa = once(async () => {
    await buildQa();
    return startConsoleServer({ bundle: 'qa' });
  });
  return {
    settings,
    browser: browser.get,
    production: production.get,
    qa: qa.get,
    browserVersion: async () => (await browser.started())?.version() ?? 'not started',
    async close() {
      await Promise.all([
        browser.started()?.then((b) => b.close()),
        production.started()?.then((s) => s.close()),
        qa.started()?.then((s) => s.close()),
      ]);
    },
  };
}

/** `npm run build:qa`: only the bridge transfer needs dist-qa/, and `npm run bench` builds dist/ alone. */
async function buildQa(): Promise<void> {
  const started = Date.now();
  await promisify(execFile)(join(ROOT, 'node_modules/.bin/rspack'), ['build', '--env', 'qa'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  write(`  dist-qa/ built for the host simulator in ${Math.round((Date.now() - started) / 100) / 10} s\n`);
}

/** A bench run: measures part by part, printing each part's rows as soon as it ends, then writes the report. */
export class BenchRun {
  private readonly sections: Partial<BenchSections> = {};
  private readonly loads: BenchReport['sectionLoads'] = {};
  private readonly loadBefore = loadavg()[0];
  private readonly startedAt = Date.now();
  private record: DurationRecord = {};
  private pace: MachinePace | null = null;
  readonly context: BenchContext;

  constructor(
    readonly parts: readonly BenchPart[] = selectedParts(),
    settings: RoundTripOptions = benchSettings(),
  ) {
    this.context = openBenchContext(settings);
  }

  /** Says what is measured, and how long each part took the last time it ran. */
  async start(): Promise<void> {
    this.record = await readDurations();
    const parts = this.parts;
    write(`\nBenchmarks: ${parts.length} parts (${parts.map((p) => p.name).join(', ')}); ${availableParallelism()} cores, load ${round2(this.loadBefore)}\n`);
    write(`${lastDurationsLine(parts, this.record)}\n`);
    this.pace = await measureMachinePace();
    write(`${machinePaceLine(this.pace)}\n`);
  }

  /** Measures one part and prints its rows (to the terminal at once: the reporter would hold them to the end). */
  async measure<K extends PartName>(p: BenchPart<K>): Promise<BenchSections[K]> {
    const index = this.parts.indexOf(p) + 1;
    const before = loadavg()[0];
    const started = Date.now();
    const cpuBefore = benchTreeCpuSeconds();
    const last = this.record[p.name];
    write(
      `\n[${index}/${this.parts.length}] ${p.name}: measuring (load ${round2(before)}, ${elapsed(this.startedAt)} into the run` +
        `${last ? `; last time ${last.seconds} s at load ${last.before}–${last.after}` : ''})\n`,
    );
    const report = await p.measure(this.context);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const cpuAfter = benchTreeCpuSeconds();
    const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 10) / 10;
    this.loads[p.name] = { before: round2(before), after: round2(loadavg()[0]), seconds, cpuSeconds };
    this.sections[p.name] = report;
    write(
      `[${index}/${this.parts.length}] ${p.name}: ${seconds} s, CPU ${cpuSeconds ?? '?'} s (the bench's own processes), load average ${round2(before)} -> ${round2(loadavg()[0])} while it ran\n`,
    );
    write(formatRows(p.rows(report, this.context.settings)));
    return report;
  }

  /** Writes results.json (results.partial.json for some parts only) and prints the whole table again. */
  async finish(): Promise<BenchReport> {
    try {
      const measured = this.parts.filter((p) => this.sections[p.name] !== undefined);
      const report: BenchReport = {
        date: new Date(this.startedAt).toISOString(),
        parts: measured.map((p) => p.name),
        environment: {
          node: process.version,
          chromium: await this.context.browserVersion(),
          cores: availableParallelism(),
          cpu: cpus()[0]?.model ?? 'unknown',
          os: `${type()} ${release()}`,
          loadAverage: { before: round2(this.loadBefore), after: round2(loadavg()[0]) },
          pace: this.pace,
        },
        settings: this.context.settings,
        sectionLoads: this.loads,
        ...this.sections,
      };
      const path = measured.length === BENCH_PARTS.length ? RESULTS_PATH : PARTIAL_RESULTS_PATH;
      await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
      const settings = ownSettings(process.env);
      await writeFile(DURATIONS_PATH, `${JSON.stringify(updatedDurations(this.record, this.loads, report.date, settings), null, 2)}\n`);
      if (settings.length > 0) write(`The parts' times are not kept as their last (${settings.join(', ')} set): the next run is told the times of a run without.\n`);
      write(formatReport(report, path, elapsed(this.startedAt)));
      return report;
    } finally {
      await this.context.close();
    }
  }
}

const write = (text: string) => process.stdout.write(text);
const round2 = (n: number) => Math.round(n * 100) / 100;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rate = (n: number) => `${n.toLocaleString('en-US')}/s`;
const formatSeconds = (total: number) => {
  const seconds = Math.round(total);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};
const elapsed = (since: number) => formatSeconds((Date.now() - since) / 1000);

function formatRows(rows: Row[]): string {
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map(([label]) => label.length));
  return `${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`;
}

/** Within a size budget with what is left to spare, or over it by how much: the margin a new import eats into. */
const margin = (bytes: number, budget: number) => (bytes <= budget ? `within, ${kb(budget - bytes)} to spare` : `OVER by ${kb(bytes - budget)}`);

function bundleRows(s: BenchSections['bundleSize']): Row[] {
  const login = s.loginPageInBrowser;
  const first = s.firstScreenInBrowser;
  const path = (url: string) => url.replace(/^\//, '');
  return [
    ['Initial JS+CSS (gzip, dist/index.html)', `${kb(s.initial.bytesGzip)} of ${kb(s.budgetBytesGzip)} budget: ${margin(s.initial.bytesGzip, s.budgetBytesGzip)}`],
    ...s.initial.files.map((f): Row => [`  ${f.file}`, kb(f.bytesGzip)]),
    [
      'Login page in Chromium (JS+CSS until form)',
      `${kb(login.bytes)} raw, ${kb(login.bytesGzip)} gzip, ${login.files.length} files` + (login.sameFilesAsInitial ? ', same files' : ', DIFFERENT files'),
    ],
    [
      `First screen after signing in, in Chromium (${first.landing}: JS+CSS it adds)`,
      `${kb(first.bytes)} raw, ${kb(first.bytesGzip)} gzip, ${first.files.length} files; goal ${kb(first.budgetBytesGzip)}: ${margin(first.bytesGzip, first.budgetBytesGzip)}`,
    ],
    ...first.files.map((f): Row => [`  ${path(f.url)}`, kb(f.bytesGzip)]),
    [
      'Initial CSS: Arco per component | whole arco.css',
      `${kb(s.arcoStyles.initialCssGzip)} | ${kb(s.arcoStyles.wholeStylesheetGzip)} (arco.css alone, as the login page loaded it before)`,
    ],
    [`Lazy chunks (${s.lazy.files.length}, gzip)`, kb(s.lazy.bytesGzip)],
  ];
}

export function formatReport(r: BenchReport, path: string = RESULTS_PATH, took?: string): string {
  const rows: Row[] = [];
  for (const p of BENCH_PARTS) {
    const section = r[p.name];
    if (section === undefined) continue;
    const load = r.sectionLoads[p.name];
    if (load) rows.push([`${p.label}: load average ${load.before} -> ${load.after} while it ran (${load.seconds} s, CPU ${load.cpuSeconds ?? '?'} s)`, '']);
    rows.push(...p.rows(section, r.settings));
  }
  const env = r.environment;
  return [
    '',
    `Benchmarks ${r.date}  node ${env.node}, Chromium ${env.chromium}, ${env.cores} cores (${env.cpu}), load ${env.loadAverage.before} -> ${env.loadAverage.after}` +
      (took ? `, ${took} in all` : ''),
    formatRows(rows).replace(/\n$/, ''),
    `  Written to ${path}`,
    '',
  ].join('\n');
}
