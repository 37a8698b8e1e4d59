import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, release, type } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchChromiumPath, launchChromium } from '../support/browser';
import { startConsoleServer } from '../support/consoleServer';
import { assetUploadRows, buildAssetUpload, measureAssetUpload, type AssetUploadReport } from './assetUpload';
import { batchPreviewRows, buildBatchPreview, measureBatchPreview, type BatchPreviewReport } from './batchPreview';
import { measureBridgeMemory } from './bridgeMemory';
import { bridgeTransferRows, buildBridgeTransfer, measureBridgeTransfer, type BridgeTransferReport } from './bridgeTransfer';
import { buildBulkDownload, bulkDownloadRows, measureBulkDownload, type BulkDownloadReport } from './bulkDownload';
import { buildDesigner, designerRows, measureDesigner, type DesignerReport } from './designer';
import { designerHeavyRows, measureDesignerHeavy, type DesignerHeavyReport } from './designerHeavy';
import { buildWindowPair, measureBridgeWindow, type BridgeWindowReport } from './bridgeWindow';
import { measureBundleSize, measureLoginTransfer, type BundleSizeReport, type LoginTransferReport } from './bundleSize';
import { buildProductPaging, measureProductPaging, productPagingRows, type ProductPagingReport } from './productPaging';
import { buildProductSync, measureProductSync, productSyncRows, type ProductSyncReport } from './productSync';
import { measurePsdDesignerFiles, psdDesignerFilesRows, type PsdDesignerFilesReport } from './psdDesignerFiles';
import { measurePsdDesignerImport, psdDesignerImportRows, type PsdDesignerImportReport } from './psdDesignerImport';
import { buildPsdImport, measurePsdImport, psdImportRows, type PsdImportReport } from './psdImport';
import type { RoundTripOptions, RoundTripPair } from './roundTrips';
import { measureTextRender, textRenderRows, type TextRenderReport } from './textRender';
import { buildStroke, measureStroke, strokeRows, type StrokeReport } from './stroke';
import { buildModelMatch, measureModelMatch, modelMatchRows, type ModelMatchReport } from './modelMatch';
import { measureStrokeDesigner, strokeDesignerRows, type StrokeDesignerReport } from './strokeDesigner';
import { buildWireframeImportPlan, measureWireframeImportPlan, type ImportPlanMeasurement, type WireframeImportPlanReport } from './wireframeImportPlan';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS_PATH = join(ROOT, 'test/bench/results.json');

export interface BenchReport {
  date: string;
  environment: {
    node: string;
    chromium: string;
    cores: number;
    cpu: string;
    os: string;
    /** 1-minute load average before and after: other work on the machine makes the rates noisy. */
    loadAverage: { before: number; after: number };
  };
  settings: RoundTripOptions;
  bundleSize: BundleSizeReport & { loginPageInBrowser: LoginTransferReport };
  bridgeMemory: RoundTripPair;
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
  /** Through the host simulator, so against the QA build (dist-qa/). */
  bridgeTransfer: BridgeTransferReport;
  /** The load average before and after each part, by the report's key. */
  sectionLoads: Record<string, { before: number; after: number }>;
}

/**
 * The whole benchmark against an existing production build (dist/): sizes first, then the bridge
 * in Node while nothing else runs, then Chromium. Writes results.json and prints a table.
 */
export async function runBenchmarks(): Promise<BenchReport> {
  const settings: RoundTripOptions = {
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 2_000),
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 300),
    batchSize: 100,
  };

  const loadBefore = loadavg()[0];
  /** The load average before and after each part: the figures of a part depend on it, and it changes over the run. */
  const sectionLoads: Record<string, { before: number; after: number }> = {};
  const loadDuring = async <T,>(part: string, measure: () => Promise<T>): Promise<T> => {
    const before = loadavg()[0];
    const result = await measure();
    sectionLoads[part] = { before: round2(before), after: round2(loadavg()[0]) };
    return result;
  };
  const sizes = await measureBundleSize(join(ROOT, 'dist'));
  const bridgeMemory = await measureBridgeMemory(settings);
  const bundlePath = await buildWindowPair();
  const importBundlePath = await buildWireframeImportPlan();
  const assetUploadBundlePath = await buildAssetUpload();
  const designerBundlePath = await buildDesigner();
  const productPagingBundlePath = await buildProductPaging();
  const productSyncBundlePath = await buildProductSync();
  const bulkDownloadBundlePath = await buildBulkDownload();
  const psdImportBundlePath = await buildPsdImport();
  const batchPreviewBundlePath = await buildBatchPreview();
  const strokeBundlePath = await buildStroke();
  const modelMatchBundlePath = await buildModelMatch();
  const bridgeTransferBundlePath = await buildBridgeTransfer();

  const server = await startConsoleServer({ bundle: 'production', benchChunks: true });
  const browser = await launchChromium(benchChromiumPath());
  try {
    const loginPageInBrowser = await loadDuring('loginPageInBrowser', () => measureLoginTransfer(browser, server.url, sizes.initial.files));
    const bridgeWindow = await loadDuring('bridgeWindow', () => measureBridgeWindow(browser, server.url, bundlePath, settings));
    const wireframeImportPlan = await loadDuring('wireframeImportPlan', () => measureWireframeImportPlan(browser, server.url, importBundlePath));
    const assetUpload = await loadDuring('assetUpload', () => measureAssetUpload(browser, server, assetUploadBundlePath));
    const designer = await loadDuring('designer', () => measureDesigner(browser, server.url, designerBundlePath));
    const designerHeavy = await loadDuring('designerHeavy', () => measureDesignerHeavy(browser, server));
    const productPaging = await loadDuring('productPaging', () => measureProductPaging(browser, server, productPagingBundlePath));
    const productSync = await loadDuring('productSync', () => measureProductSync(browser, server, productSyncBundlePath));
    const bulkDownload = await loadDuring('bulkDownload', () => measureBulkDownload(browser, server, bulkDownloadBundlePath));
    const textRender = await loadDuring('textRender', () => measureTextRender(browser, server.url));
    const psdImport = await loadDuring('psdImport', () => measurePsdImport(browser, server.url, psdImportBundlePath));
    const psdDesignerImport = await loadDuring('psdDesignerImport', () => measurePsdDesignerImport(browser, server));
    const psdDesignerFiles = await loadDuring('psdDesignerFiles', () => measurePsdDesignerFiles(browser, server));
    const batchPreview = await loadDuring('batchPreview', () => measureBatchPreview(browser, server, batchPreviewBundlePath));
    const stroke = await loadDuring('stroke', () => measureStroke(browser, server, strokeBundlePath));
    const strokeDesigner = await loadDuring('strokeDesigner', () => measureStrokeDesigner(browser, server));
    const modelMatch = await loadDuring('modelMatch', () => measureModelMatch(browser, server, modelMatchBundlePath));
    // The host simulator ships only in the QA build.
    const qaServer = await startConsoleServer({ bundle: 'qa' });
    const bridgeTransfer = await loadDuring('bridgeTransfer', () => measureBridgeTransfer(browser, qaServer, bridgeTransferBundlePath)).finally(() => qaServer.close());
    const report: BenchReport = {
      date: new Date().toISOString(),
      environment: {
        node: process.version,
        chromium: browser.version(),
        cores: availableParallelism(),
        cpu: cpus()[0]?.model ?? 'unknown',
        os: `${type()} ${release()}`,
        loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
      },
      sectionLoads,
      settings,
      bundleSize: { ...sizes, loginPageInBrowser },
      bridgeMemory,
      bridgeWindow,
      wireframeImportPlan,
      assetUpload,
      designer,
      designerHeavy,
      productPaging,
      productSync,
      bulkDownload,
      textRender,
      psdImport,
      psdDesignerImport,
      psdDesignerFiles,
      batchPreview,
      stroke,
      strokeDesigner,
      modelMatch,
      bridgeTransfer,
    };
    await writeFile(RESULTS_PATH, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(formatReport(report));
    return report;
  } finally {
    await browser.close();
    await server.close();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rate = (n: number) => `${n.toLocaleString('en-US')}/s`;

export function formatReport(r: BenchReport): string {
  const loadRow = (part: string, label: string): [string, string][] => {
    const load = r.sectionLoads[part];
    return load ? [[`${label}: load average ${load.before} -> ${load.after} while it ran`, '']] : [];
  };
  const s = r.bundleSize;
  const w = r.bridgeWindow;
  const p = r.wireframeImportPlan;
  const importRun = (m: ImportPlanMeasurement) =>
    `${rate(m.filesPerSecond)} (${m.ms.toLocaleString('en-US')} ms), JS heap peak ${m.jsHeapMB.peak} MB` +
    (m.rendererRssMB ? `, renderer ${m.rendererRssMB.before} -> ${m.rendererRssMB.peak} MB` : '');
  const rows: [string, string][] = [
    ['Initial JS+CSS (gzip, dist/index.html)', `${kb(s.initial.bytesGzip)} of ${kb(s.budgetBytesGzip)} budget: ${s.initial.withinBudget ? 'within' : 'OVER'}`],
    ...s.initial.files.map((f): [string, string] => [`  ${f.file}`, kb(f.bytesGzip)]),
    [
      'Login page in Chromium (JS+CSS until form)',
      `${kb(s.loginPageInBrowser.bytes)} raw, ${kb(s.loginPageInBrowser.bytesGzip)} gzip, ${s.loginPageInBrowser.files.length} files` +
        (s.loginPageInBrowser.sameFilesAsInitial ? ', same files' : ', DIFFERENT files'),
    ],
    [
      'Initial CSS: Arco per component | whole arco.css',
      `${kb(s.arcoStyles.initialCssGzip)} | ${kb(s.arcoStyles.wholeStylesheetGzip)} (arco.css alone, as the login page loaded it before)`,
    ],
    [`Lazy chunks (${s.lazy.files.length}, gzip)`, kb(s.lazy.bytesGzip)],
    ...s.lazy.files.map((f): [string, string] => [`  ${f.file}`, kb(f.bytesGzip)]),
    ['Bridge in memory, sequential', rate(r.bridgeMemory.sequential.roundTripsPerSecond)],
    [`Bridge in memory, ${r.settings.batchSize} in flight`, rate(r.bridgeMemory.concurrent.roundTripsPerSecond)],
    ...loadRow('bridgeWindow', 'Window pair'),
    [
      'Window pair, sequential: ours | penpal',
      `${rate(w.ours.sequential.roundTripsPerSecond)} | ${rate(w.penpal.sequential.roundTripsPerSecond)}  (x${w.ratioOursToPenpal.sequential} paired by ABBA block; x${w.ratioOfMedianRounds.sequential} of the median rounds)`,
    ],
    [
      `Window pair, ${r.settings.batchSize} in flight: ours | penpal`,
      `${rate(w.ours.concurrent.roundTripsPerSecond)} | ${rate(w.penpal.concurrent.roundTripsPerSecond)}  (x${w.ratioOursToPenpal.concurrent} paired by ABBA block; x${w.ratioOfMedianRounds.concurrent} of the median rounds)`,
    ],
    ...loadRow('wireframeImportPlan', 'Wireframe import plan'),
    [
      `Wireframe import plan, ${p.generated.files.toLocaleString('en-US')} files, headers`,
      `${importRun(p.headers)}; target ${p.targetMs.toLocaleString('en-US')} ms: ${p.headersWithinTarget ? 'within' : 'OVER'}`,
    ],
    [
      `Wireframe import plan, ${p.generated.files.toLocaleString('en-US')} files, decoding`,
      `${importRun(p.decoding)}  (headers x${p.speedup}${p.samePlan ? ', same plan' : ', DIFFERENT plans'})`,
    ],
    ...loadRow('assetUpload', 'Asset upload'),
    ...assetUploadRows(r.assetUpload),
    ...loadRow('designer', 'Designer'),
    ...designerRows(r.designer),
    ...loadRow('designerHeavy', 'Designer, 200 layers'),
    ...designerHeavyRows(r.designerHeavy),
    ...loadRow('productPaging', 'Product paging'),
    ...productPagingRows(r.productPaging),
    ...loadRow('productSync', 'Product sync'),
    ...productSyncRows(r.productSync),
    ...loadRow('bulkDownload', 'Bulk download'),
    ...bulkDownloadRows(r.bulkDownload),
    ...loadRow('textRender', 'Text layer'),
    ...textRenderRows(r.textRender),
    ...loadRow('psdImport', 'PSD import'),
    ...psdImportRows(r.psdImport),
    ...loadRow('psdDesignerImport', 'PSD import into the designer'),
    ...psdDesignerImportRows(r.psdDesignerImport),
    ...loadRow('psdDesignerFiles', 'Test PSDs picked in the designer'),
    ...psdDesignerFilesRows(r.psdDesignerFiles),
    ...loadRow('batchPreview', 'Batch preview'),
    ...batchPreviewRows(r.batchPreview),
    ...loadRow('stroke', 'Stroke'),
    ...strokeRows(r.stroke),
    ...loadRow('strokeDesigner', 'Stroke in the designer'),
    ...strokeDesignerRows(r.strokeDesigner),
    ...loadRow('modelMatch', 'Auto-match'),
    ...modelMatchRows(r.modelMatch),
    ...loadRow('bridgeTransfer', 'Bridge transfer'),
    ...bridgeTransferRows(r.bridgeTransfer),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const env = r.environment;
  return [
    '',
    `Benchmarks ${r.date}  node ${env.node}, Chromium ${env.chromium}, ${env.cores} cores (${env.cpu}), load ${env.loadAverage.before} -> ${env.loadAverage.after}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    `  Written to ${RESULTS_PATH}`,
    '',
  ].join('\n');
}
