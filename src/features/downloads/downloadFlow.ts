/**
 * Spec 3 §4 and §8, the download flow without React: check credits, confirm, open the save target, charge
 * only what is new, look up the print files, plan, fetch and archive, and report. The dialogs and the calls
 * are handed in, so the money path is tested on its own (test/unit/downloads/downloadFlow.test.ts).
 */
import type { SaveTarget } from '../../../adapters/types';
import { affordableImages, INSUFFICIENT_CREDITS, type ChargeResult, type ImageRef } from '../../../contract/credits';
import { writesOrderIdFile, type DownloadRulesSetting } from '../../../contract/downloadRules';
import type { CustomizedImageRecord } from '../../../contract/orders';
import type { ArchivePlan, BulkDownloadOptions, BulkDownloadProgress, BulkDownloadResult, DownloadSource, PlanOptions, PlannedImage } from '../../lib/bulkDownload/types';
import { archivePartName } from '../../lib/bulkDownload/names';
import { MSG } from '../../messages';
import type { TickedItem } from '../../ui/orderDownloadSlot';
import type { Shop } from '../../../contract/shops';
import {
  chargeBatches,
  costOf,
  imageCandidates,
  keyOf,
  newImages,
  planCharges,
  releasedSources,
  selectionNotice,
  type DownloadKind,
  type ImageCandidate,
  type Notice,
} from './selection';

/** Spec 3 §9. */
export const PART_LIMIT_BYTES = 524_288_000;
export const IMAGE_RETRIES = 3;

export interface FlowApi {
  getCredits(): Promise<{ credits: number }>;
  chargeImages(request: { images: ImageRef[] }): Promise<ChargeResult>;
  lookupCustomizedImages(orderIds: string[]): Promise<CustomizedImageRecord[]>;
  getDownloadRules(): Promise<DownloadRulesSetting>;
}

export interface FlowEngine {
  planArchive(sources: readonly DownloadSource[], options: PlanOptions): ArchivePlan;
  runBulkDownload(options: BulkDownloadOptions): Promise<BulkDownloadResult>;
}

export type ShortAnswer = 'continue' | 'recharge' | 'cancel';

/** One line of a failure list: `{platform order id} 失败原因：…`. */
export interface FailureLine {
  orderOriginalId: string;
  /** The image's file name in the archive, so two failures of one order can be told apart. */
  fileName?: string;
  reason: string;
}

export interface RunView {
  kind: DownloadKind;
  label: string;
  progress: BulkDownloadProgress;
  savedParts: string[];
  /** Stops the run (the progress dialog's 取消, after it asked). */
  stop: () => void;
}

export interface FlowUi {
  notify(notice: Notice): void;
  confirmCharge(summary: { images: number; fresh: number; cost: number; balance: number }): Promise<boolean>;
  /** 积分不足: the balance, what it pays for; 立即充值 opens the pay page itself and answers 'recharge'. */
  shortOfCredits(summary: { balance: number; fresh: number; affordable: number; charged: number }): Promise<ShortAnswer>;
  /** Shows (or updates) the progress dialog; null closes it. */
  progress(view: RunView | null): void;
  done(label: string, parts: string[]): void;
  cancelled(savedParts: string[]): void;
  allFailed(kind: DownloadKind, failures: FailureLine[]): Promise<void>;
  /** Some failed: resolves true when the merchant asks to retry only those (the click opens the save target). */
  someFailed(kind: DownloadKind, failures: FailureLine[], retryable: boolean): Promise<boolean>;
  error(kind: DownloadKind, reason: string): Promise<void>;
}

export interface FlowDeps {
  api: FlowApi;
  engine: FlowEngine;
  beginSave(suggestedName: string): Promise<SaveTarget>;
  fetchImage: BulkDownloadOptions['fetchImage'];
  ui: FlowUi;
  now(): Date;
  toTiff: boolean;
  partLimitBytes: number;
  concurrency: number;
  /** After anything was charged or saved: the list reloads. */
  onDownloaded(): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isShortOfCredits = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_CREDITS;
const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** What one pass of the archive needs once the images are known. */
interface Run {
  kind: DownloadKind;
  target: SaveTarget;
  startedAt: Date;
  plan: ArchivePlan;
  /** Images the lookup did not release: reported with the runner's failures, never retried. */
  missing: FailureLine[];
  /** For a retry: the failures it retries, offered again if it is stopped before saving anything. */
  retrying?: FailureLine[];
}

/** The flow of 下载定制图. */
export async function downloadCustomized(deps: FlowDeps, ticked: readonly TickedItem[], shops: readonly Shop[]): Promise<void> {
  const notice = selectionNotice(ticked, 'customized');
  if (notice) return deps.ui.notify(notice);
  const candidates = imageCandidates(ticked, 'customized', shops);
  const chargedKeys = new Set<string>();
  let changed = false;
  try {
    let balance = (await deps.api.getCredits()).credits;
    let affordable = Infinity;
    const fresh = newImages(candidates, chargedKeys);
    if (balance >= costOf(fresh)) {
      const ok = await deps.ui.confirmCharge({ images: candidates.length, fresh, cost: costOf(fresh), balance });
      if (!ok) return;
    } else {
      affordable = await askShort(deps, candidates, chargedKeys, balance);
      if (affordable < 0) return;
    }
    // Browsers show their pickers only during the click that asked: the target opens before any call.
    const startedAt = deps.now();
    const target = await openTarget(deps, 'customized', startedAt);
    if (!target) return;

    let plan = planCharges(candidates, chargedKeys, affordable);
    for (;;) {
      try {
        for (const batch of chargeBatches(plan.toCharge)) {
          await deps.api.chargeImages({ images: batch });
          for (const ref of batch) chargedKeys.add(keyOf(ref));
          changed = true;
        }
        break;
      } catch (error) {
        // Another tab spent the credits meanwhile: the same question, with the balance as it now is.
        if (!isShortOfCredits(error)) throw error;
        balance = (await deps.api.getCredits()).credits;
        affordable = await askShort(deps, candidates, chargedKeys, balance);
        if (affordable < 0) return;
        plan = planCharges(candidates, chargedKeys, affordable);
      }
    }
    if (plan.download.length === 0) return deps.ui.notify({ level: 'info', text: MSG.downloads.noImage('customized') });

    const orderIds = [...new Set(plan.download.map((candidate) => candidate.ref.orderId))];
    const released = releasedSources(plan.download, await deps.api.lookupCustomizedImages(orderIds));
    const missing = released.missing.map((candidate) => ({ orderOriginalId: candidate.source.naming.orderOriginalId, reason: MSG.downloads.notReleased }));
    if (released.sources.length === 0) return await deps.ui.allFailed('customized', missing);
    const rules = await deps.api.getDownloadRules();
    const archivePlan = deps.engine.planArchive(released.sources, {
      rules: rules.rules,
      withOrderIdFile: writesOrderIdFile(rules),
      extension: deps.toTiff ? 'tif' : 'png',
    });
    if (await runAndReport(deps, { kind: 'customized', target, startedAt, plan: archivePlan, missing })) changed = true;
  } catch (error) {
    if (!isAbort(error)) await deps.ui.error('customized', reasonOf(error));
  } finally {
    if (changed) deps.onDownloaded();
  }
}

/** The flow of 下载效果图: free, no credit check, no charge. */
export async function downloadEffect(deps: FlowDeps, ticked: readonly TickedItem[], shops: readonly Shop[]): Promise<void> {
  const notice = selectionNotice(ticked, 'effect');
  if (notice) return deps.ui.notify(notice);
  const candidates = imageCandidates(ticked, 'effect', shops);
  try {
    const startedAt = deps.now();
    const target = await openTarget(deps, 'effect', startedAt);
    if (!target) return;
    const rules = await deps.api.getDownloadRules();
    const plan = deps.engine.planArchive(
      candidates.map((candidate) => candidate.source),
      { rules: rules.rules, withOrderIdFile: writesOrderIdFile(rules), extension: deps.toTiff ? 'tif' : 'png' },
    );
    if (await runAndReport(deps, { kind: 'effect', target, startedAt, plan, missing: [] })) deps.onDownloaded();
  } catch (error) {
    if (!isAbort(error)) await deps.ui.error('effect', reasonOf(error));
  }
}

/** The insufficient-credits question; resolves how many new images to charge, or -1 when the flow ends. */
async function askShort(deps: FlowDeps, candidates: readonly ImageCandidate[], chargedKeys: ReadonlySet<string>, balance: number): Promise<number> {
  const fresh = newImages(candidates, chargedKeys);
  const affordable = affordableImages(balance);
  const answer = await deps.ui.shortOfCredits({ balance, fresh, affordable, charged: candidates.length - fresh });
  return answer === 'continue' ? affordable : -1;
}

/** Opens where the parts go; a cancelled picker ends the flow quietly (null). */
async function openTarget(deps: FlowDeps, kind: DownloadKind, startedAt: Date): Promise<SaveTarget | null> {
  try {
    return await deps.beginSave(archivePartName(MSG.downloads.kindName(kind), startedAt, 1));
  } catch (error) {
    if (isAbort(error)) return null;
    throw error;
  }
}

/**
 * Runs one archive with its progress dialog and says how it went; a retry of the failures is a new archive
 * of those images only, charging nothing. Resolves whether any image was saved.
 */
async function runAndReport(deps: FlowDeps, run: Run): Promise<boolean> {
  const controller = new AbortController();
  const savedParts: string[] = [];
  const view: RunView = {
    kind: run.kind,
    label: run.target.label,
    progress: { totalImages: run.plan.images.length, doneImages: 0, failedImages: 0, bytesWritten: 0, part: 1 },
    savedParts,
    stop: () => controller.abort(),
  };
  deps.ui.progress(view);
  let result: BulkDownloadResult;
  try {
    result = await deps.engine.runBulkDownload({
      plan: run.plan,
      archiveName: (part) => archivePartName(MSG.downloads.kindName(run.kind), run.startedAt, part),
      partLimitBytes: deps.partLimitBytes,
      concurrency: deps.concurrency,
      retries: IMAGE_RETRIES,
      toTiff: deps.toTiff,
      fetchImage: deps.fetchImage,
      savePart: async (fileName, stream, signal) => {
        await run.target.saveFile(fileName, stream, { signal, mimeType: 'application/zip' });
        savedParts.push(fileName);
        deps.ui.progress({ ...view, savedParts: [...savedParts] });
      },
      signal: controller.signal,
      onProgress: (progress) => deps.ui.progress({ ...view, progress, savedParts: [...savedParts] }),
    });
  } catch (error) {
    deps.ui.progress(null);
    if (!controller.signal.aborted) throw error;
    deps.ui.cancelled([...savedParts]);
    // A retry stopped before it saved anything leaves the same images missing: the list and its button
    // come back, or the seller could no longer tell which charged images never reached the disk.
    if (run.retrying && savedParts.length === 0) await offerRetry(deps, run, run.retrying, run.plan.images);
    return savedParts.length > 0;
  }
  deps.ui.progress(null);
  const saved = result.savedImages > 0;

  const failures: FailureLine[] = [
    ...run.missing,
    ...result.failures.map((failure) => ({
      orderOriginalId: failure.image.orderOriginalId,
      reason: failure.reason,
      fileName: failure.image.path.split('/').pop(),
    })),
  ];
  if (failures.length === 0) {
    deps.ui.done(run.target.label, result.parts);
    return saved;
  }
  if (!saved) {
    await deps.ui.allFailed(run.kind, failures);
    return false;
  }
  deps.ui.done(run.target.label, result.parts);
  await offerRetry(
    deps,
    run,
    failures,
    result.failures.map((failure) => failure.image),
  );
  return saved;
}

/** The failure list with 重试失败的图片 (when any can be retried); a retry is a new archive of those images only. */
async function offerRetry(deps: FlowDeps, run: Run, failures: FailureLine[], images: PlannedImage[]): Promise<void> {
  const retry = await deps.ui.someFailed(run.kind, failures, images.length > 0);
  if (!retry || images.length === 0) return;
  const startedAt = deps.now();
  const target = await openTarget(deps, run.kind, startedAt);
  if (!target) return;
  await runAndReport(deps, {
    kind: run.kind,
    target,
    startedAt,
    plan: retryPlan(run.plan, images),
    missing: [],
    retrying: failures.filter((line) => line.fileName !== undefined),
  });
}

/**
 * The archive of a retry: the failed images under the paths they were planned with, with the first
 * archive's settings (its order-number lists, which the runner writes from what each part receives).
 */
function retryPlan(first: ArchivePlan, images: PlannedImage[]): ArchivePlan {
  return { images, extraFiles: [], orderIdFileName: first.orderIdFileName ?? null };
}
