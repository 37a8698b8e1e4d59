/**
 * One archive of a download with its progress dialog, and how it went: done, the failure list with its
 * retry (a new archive of the failed images only, charging nothing), or a cancel, said once the flow's
 * refund has answered (downloadFlow.ts).
 */
import type { SaveTarget } from '../../../adapters/types';
import type { ArchivePlan, BulkDownloadResult, PlannedImage } from '../../lib/bulkDownload/types';
import { archivePartName } from '../../lib/bulkDownload/names';
import { FetchGate } from '../../lib/bulkDownload/fetchGate';
import type { ChargeLedger } from './chargeLedger';
import type { FailureLine, FailureReport, FlowDeps, RunView } from './flowDeps';
import { MSG } from './messages';
import { openTarget } from './openTarget';
import type { DownloadKind, ItemWithoutPrint } from './selection';

/** Spec 3 §9: 3 retries per image. */
const IMAGE_RETRIES = 3;

/** How the flow's last run ended, when it was cancelled: said once the refund has answered. */
export interface Outcome {
  cancelled: { savedParts: string[]; savedImages: number } | null;
}

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
  /** A retry's: whether the archive before it saved anything (then its failure list says the rest arrived). */
  earlierSaved?: boolean;
  ledger: ChargeLedger;
  /** Ticked items some of whose designs have no print file: listed with the result. */
  withoutPrint: ItemWithoutPrint[];
  outcome: Outcome;
}

/**
 * Runs one archive with its progress dialog and says how it went; a retry of the failures is a new archive
 * of those images only, charging nothing. Resolves whether any image was saved.
 */
export async function runAndReport(deps: FlowDeps, run: Run): Promise<boolean> {
  const controller = new AbortController();
  const gate = new FetchGate();
  const savedParts: string[] = [];
  let savedImages = 0;
  run.outcome.cancelled = null;
  const view: RunView = {
    kind: run.kind,
    label: run.target.label,
    progress: { totalImages: run.plan.images.length, doneImages: 0, failedImages: 0, bytesWritten: 0, part: 1 },
    savedParts,
    stop: () => controller.abort(),
    pause: () => gate.pause(),
    resume: () => gate.resume(),
  };
  deps.ui.progress(view);
  const hostLimit = run.target.maxFileBytes;
  let result: BulkDownloadResult;
  try {
    result = await deps.engine.runBulkDownload({
      plan: run.plan,
      archiveName: (part) => archivePartName(MSG.downloads.kindName(run.kind), run.startedAt, part),
      // A host that cannot save a larger file sets the part size (spec 3 §9's size is the most).
      partLimitBytes: hostLimit === undefined ? deps.config.partLimitBytes : Math.min(deps.config.partLimitBytes, hostLimit),
      partLimitIsHard: hostLimit !== undefined,
      concurrency: deps.config.concurrency,
      stallMs: deps.config.stallMs,
      retries: IMAGE_RETRIES,
      retryDelayMs: deps.config.retryDelayMs,
      toTiff: deps.toTiff,
      fetchImage: deps.fetchImage,
      gate,
      savePart: async (fileName, stream, signal, onFileName) => {
        let savedAs = fileName;
        const named = (chosen: string) => {
          savedAs = chosen;
          onFileName?.(chosen);
        };
        await run.target.saveFile(fileName, stream, { signal, mimeType: 'application/zip', onFileName: named });
        savedParts.push(savedAs);
        deps.ui.progress({ ...view, savedParts: [...savedParts] });
      },
      onPartSaved: ({ keys }) => {
        savedImages += keys.length;
        run.ledger.addDelivered(keys);
      },
      signal: controller.signal,
      // Kept in the view, so that the view shown when a part is saved carries the latest figures, not the first.
      onProgress: (progress) => {
        view.progress = progress;
        deps.ui.progress({ ...view, savedParts: [...savedParts] });
      },
    });
  } catch (error) {
    deps.ui.progress(null);
    if (!controller.signal.aborted) throw error;
    // Said when the flow ends, with what its refund gave back (unless a retry offered below runs after all).
    run.outcome.cancelled = { savedParts: [...savedParts], savedImages };
    // A retry stopped before it saved anything leaves the same images missing: the list and its button
    // come back, or the seller could no longer tell which charged images never reached the disk.
    if (run.retrying && savedParts.length === 0) await offerRetry(deps, run, run.retrying, run.plan.images, run.earlierSaved ?? false);
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
    if (run.withoutPrint.length > 0) await deps.ui.incomplete(run.withoutPrint);
    return saved;
  }
  if (saved) deps.ui.done(run.target.label, result.parts);
  const retryable = result.failures.filter((failure) => failure.retryable !== false).map((failure) => failure.image);
  await offerRetry(deps, run, failures, retryable, saved || (run.earlierSaved ?? false));
  return saved;
}

/**
 * The failure list with its retry (重试 when nothing was saved, 重试失败的图片 when some was); a retry is a new
 * archive of the retryable images only, charging nothing.
 */
async function offerRetry(deps: FlowDeps, run: Run, failures: FailureLine[], images: PlannedImage[], someSaved: boolean): Promise<void> {
  const report: FailureReport = {
    kind: run.kind,
    failures,
    retryable: images.length > 0,
    refundOnClose: run.ledger.undelivered().length,
    withoutPrint: run.withoutPrint,
  };
  const retry = someSaved ? await deps.ui.someFailed(report) : await deps.ui.allFailed(report);
  if (!retry || images.length === 0) return;
  const startedAt = await deps.now();
  const target = await openTarget(deps, run.kind, startedAt);
  if (!target) return;
  await runAndReport(deps, {
    kind: run.kind,
    target,
    startedAt,
    plan: retryPlan(run.plan, images, someSaved),
    missing: [],
    retrying: failures.filter((line) => line.fileName !== undefined),
    earlierSaved: someSaved,
    ledger: run.ledger,
    withoutPrint: run.withoutPrint,
    outcome: run.outcome,
  });
}

/**
 * The archive of a retry: the failed images under the paths they were planned with, with the first
 * archive's settings (its order-number lists, which the runner writes from what each part receives). The
 * orders with no file at all are listed again only when no archive before it was saved to list them.
 */
function retryPlan(first: ArchivePlan, images: PlannedImage[], earlierSaved: boolean): ArchivePlan {
  return {
    images,
    extraFiles: [],
    orderIdFileName: first.orderIdFileName ?? null,
    ...(first.orderNotes ? { orderNotes: first.orderNotes } : {}),
    ...(first.unfiledOrders && !earlierSaved ? { unfiledOrders: first.unfiledOrders } : {}),
  };
}
