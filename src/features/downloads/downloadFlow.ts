/**
 * Spec 3 §4 and §8, the download flow without React: check credits, confirm, open the save target, charge
 * only what is new, look up the print files, plan, fetch and archive, and report. The dialogs and the calls
 * are handed in, so the money path is tested on its own (test/unit/downloads/downloadFlow.test.ts).
 */
import type { SaveTarget } from '../../../adapters/types';
import { affordableImages, INSUFFICIENT_CREDITS, type ChargeResult, type ImageRef, type RefundResult } from '../../../contract/credits';
import { writesOrderIdFile, type DownloadRulesSetting } from '../../../contract/downloadRules';
import type { CustomizedImageRecord } from '../../../contract/orders';
import type { ArchivePlan, BulkDownloadOptions, BulkDownloadProgress, BulkDownloadResult, DownloadSource, PlanOptions, PlannedImage } from '../../lib/bulkDownload/types';
import { archivePartName } from '../../lib/bulkDownload/names';
import { FetchGate } from '../../lib/bulkDownload/fetchGate';
import { MSG } from './messages';
import type { TickedItem } from '../../ui/orderDownloadSlot';
import type { Shop } from '../../../contract/shops';
import {
  chargeBatches,
  costOf,
  imageCandidates,
  incompleteOrderNotes,
  itemsWithoutPrint,
  keyOf,
  listedOrders,
  newImages,
  planCharges,
  releasedSources,
  selectionNotice,
  type DownloadKind,
  type ImageCandidate,
  type ItemWithoutPrint,
  type Notice,
} from './selection';
import type { RunningChargeNote } from '../../lib/chargeNote';
import type { DownloadConfig } from './config';
import { hostRefusal, type HostRefusal } from './hostLimits';

export const IMAGE_RETRIES = 3;

export interface FlowApi {
  getCredits(): Promise<{ credits: number }>;
  chargeImages(request: { images: ImageRef[] }): Promise<ChargeResult>;
  refundImages(request: { images: ImageRef[] }): Promise<RefundResult>;
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
  /** While the stop question is open: nothing new is fetched (a served print file stays charged). */
  pause: () => void;
  /** The merchant goes on. */
  resume: () => void;
}

/** What a failure dialog says and offers. */
export interface FailureReport {
  kind: DownloadKind;
  failures: FailureLine[];
  /** Whether 重试 is offered (some of the failed images can be fetched again). */
  retryable: boolean;
  /**
   * Charged images no archive holds yet: a retry downloads them without charging again, and closing gives
   * their credits back (0 for effect images, which cost nothing).
   */
  refundOnClose: number;
  /** Ticked items the archive cannot hold whole: some designs have no print file. */
  withoutPrint: ItemWithoutPrint[];
}

/** What a refund answered, summed over its batches. */
export interface RefundOutcome {
  images: number;
  credits: number;
  /** Kept charged by the service: their print file was already served. */
  served: number;
  /** Found no answer: settled on a later visit. */
  unsettled: number;
}

/** What a cancelled download says once its refund has answered: saved, refunded and kept charged, and why. */
export interface CancelSummary {
  kind: DownloadKind;
  savedParts: string[];
  /** Images in the saved parts of the run that was cancelled. */
  savedImages: number;
  refund: RefundOutcome;
}

export interface FlowUi {
  notify(notice: Notice): void;
  /** `withoutPrint`: ticked items some of whose designs have no print file, named before anything is charged. */
  confirmCharge(summary: { images: number; fresh: number; cost: number; balance: number; withoutPrint: ItemWithoutPrint[] }): Promise<boolean>;
  /** 积分不足: the balance, what it pays for; 立即充值 opens the pay page itself and answers 'recharge'. */
  shortOfCredits(summary: { balance: number; fresh: number; affordable: number; charged: number; withoutPrint: ItemWithoutPrint[] }): Promise<ShortAnswer>;
  /** The save target cannot take this many images at once (a Qianniu host's file limit); nothing was charged. */
  tooManyForTarget(refusal: HostRefusal): Promise<void>;
  /** Shows (or updates) the progress dialog; null closes it. */
  progress(view: RunView | null): void;
  done(label: string, parts: string[]): void;
  /** Everything fetched was saved, but some ticked designs have no print file: the list, until closed. */
  incomplete(withoutPrint: ItemWithoutPrint[]): Promise<void>;
  cancelled(summary: CancelSummary): void;
  /** Nothing was saved: the list, and 重试 when any image can be fetched again; resolves true for 重试. */
  allFailed(report: FailureReport): Promise<boolean>;
  /** Some failed: the list, and 重试失败的图片 when any can be retried; resolves true for it. */
  someFailed(report: FailureReport): Promise<boolean>;
  /** The flow gave back the credits of images it charged that no archive holds. */
  refunded(result: { images: number; credits: number }): void;
  /** Charged images no archive holds, kept charged because their print file was already served (they download free from then on). */
  refundKept(images: number): void;
  /** The refund did not answer: those images stay charged (and download free from then on). */
  refundFailed(images: number): void;
  error(kind: DownloadKind, reason: string): Promise<void>;
}

export interface FlowDeps {
  api: FlowApi;
  engine: FlowEngine;
  beginSave(suggestedName: string): Promise<SaveTarget>;
  fetchImage: BulkDownloadOptions['fetchImage'];
  ui: FlowUi;
  /** When the download started, as its archives are named: a second no other download of this browser took (startStamp.ts). */
  now(): Date | Promise<Date>;
  toTiff: boolean;
  config: DownloadConfig;
  /** After anything was charged or saved: the list reloads. */
  onDownloaded(): void;
  /** Credits were charged, before the images are fetched: the balance shown can be read again. */
  onCharged?: () => void;
  /** The largest file the save target will take, where the adapter knows it before the target opens. */
  saveFileLimit?: () => Promise<number | undefined>;
  /** Keeps what a download charges and has not delivered in the browser until it is settled (lib/chargeNote.ts). */
  chargeNote?: () => RunningChargeNote;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isShortOfCredits = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_CREDITS;
/** The browser's words for a full disk are English and technical: the merchant reads what to do. */
const reasonOf = (error: unknown) => {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return MSG.downloads.diskFull;
  return error instanceof Error && error.message ? error.message : String(error);
};

/**
 * What this flow charged and what reached a saved archive. The rule (docs/downloads-and-charges.md, "What a
 * download charges"): the charge comes before the fetch, as spec 3 §4 orders it, and when the flow ends every image it charged
 * that no saved part holds is refunded. A retry inside the flow charges nothing (the images are charged);
 * an image charged before this flow is never refunded by it.
 */
class ChargeLedger {
  private readonly charged = new Map<string, ImageRef>();
  private readonly delivered = new Set<string>();

  /** `note` keeps the same account in localStorage, for a flow that cannot reach its end (lib/chargeNote.ts). */
  constructor(readonly note: RunningChargeNote = NO_NOTE) {}

  /** A charge of `refs` is about to be sent: until it answers, a reload leaves them to be refunded. */
  charging(refs: readonly ImageRef[]): void {
    this.note.charging(refs);
  }

  /** What a charge answered it charged. */
  addCharged(refs: readonly ImageRef[]): void {
    for (const ref of refs) this.charged.set(keyOf(ref), ref);
    this.note.charged(refs);
  }

  /**
   * A charge that failed: refused for want of credits it charged nothing (all or nothing); with no answer
   * (the network, a gateway) it may have charged all of `refs`, so they are refunded with the rest, which
   * skips any that it did not charge.
   */
  chargeFailed(refs: readonly ImageRef[], refused: boolean): void {
    if (refused) this.note.notCharged();
    else this.addCharged(refs);
  }

  addDelivered(keys: readonly string[]): void {
    for (const key of keys) this.delivered.add(key);
    this.note.delivered(keys);
  }

  /** Charged by this flow, in no saved archive: what closing refunds. */
  undelivered(): ImageRef[] {
    return [...this.charged].filter(([key]) => !this.delivered.has(key)).map(([, ref]) => ref);
  }
}

/** What a refund needs: the call, and the dialogs that say how it went. */
type RefundDeps = { api: Pick<FlowApi, 'refundImages'>; ui: Pick<FlowUi, 'refunded' | 'refundKept' | 'refundFailed'> };

const NO_NOTE: RunningChargeNote = {
  charging: () => undefined,
  charged: () => undefined,
  notCharged: () => undefined,
  delivered: () => undefined,
  finish: () => undefined,
  leave: () => undefined,
};

/** How the flow's last run ended, when it was cancelled: said once the refund has answered. */
interface Outcome {
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

/** The flow of 下载定制图. */
export async function downloadCustomized(deps: FlowDeps, ticked: readonly TickedItem[], shops: readonly Shop[]): Promise<void> {
  const notice = selectionNotice(ticked, 'customized');
  if (notice) return deps.ui.notify(notice);
  const candidates = imageCandidates(ticked, 'customized', shops);
  const withoutPrint = itemsWithoutPrint(ticked);
  // A host that cannot take this many is said before any question of credits (and so before any charge).
  if (await refusedBeforehand(deps, 'customized', candidates.length)) return;
  const chargedKeys = new Set<string>();
  const ledger = new ChargeLedger(deps.chargeNote?.());
  const outcome: Outcome = { cancelled: null };
  let changed = false;
  try {
    let balance = (await deps.api.getCredits()).credits;
    let affordable = Infinity;
    const fresh = newImages(candidates, chargedKeys);
    if (balance >= costOf(fresh)) {
      const ok = await deps.ui.confirmCharge({ images: candidates.length, fresh, cost: costOf(fresh), balance, withoutPrint });
      if (!ok) return;
    } else {
      affordable = await askShort(deps, candidates, chargedKeys, balance, withoutPrint);
      if (affordable < 0) return;
    }
    // Browsers show their pickers only during the click that asked: the target opens before any call.
    const startedAt = await deps.now();
    const target = await openTarget(deps, 'customized', startedAt);
    if (!target) return;

    let plan = planCharges(candidates, chargedKeys, affordable);
    // A target that cannot take this many images is refused before anything is charged.
    if (await refusedByTarget(deps, 'customized', target, plan.download.length)) return;
    for (;;) {
      try {
        for (const batch of chargeBatches(plan.toCharge)) {
          ledger.charging(batch);
          let result: ChargeResult;
          try {
            result = await deps.api.chargeImages({ images: batch });
          } catch (error) {
            const refused = isShortOfCredits(error);
            ledger.chargeFailed(batch, refused);
            // It may have charged: the balance shown is read again rather than kept as it was.
            if (!refused) deps.onCharged?.();
            throw error;
          }
          // Only what this call charged is the flow's to refund; an image another tab charged meanwhile is not.
          ledger.addCharged(result.charged);
          for (const ref of batch) chargedKeys.add(keyOf(ref));
          changed = true;
        }
        if (changed) deps.onCharged?.();
        break;
      } catch (error) {
        // Another tab spent the credits meanwhile: the same question, with the balance as it now is.
        if (!isShortOfCredits(error)) throw error;
        balance = (await deps.api.getCredits()).credits;
        affordable = await askShort(deps, candidates, chargedKeys, balance, withoutPrint);
        if (affordable < 0) return;
        plan = planCharges(candidates, chargedKeys, affordable);
      }
    }
    if (plan.download.length === 0) return deps.ui.notify({ level: 'info', text: MSG.downloads.noImage('customized') });

    const orderIds = [...new Set(plan.download.map((candidate) => candidate.ref.orderId))];
    const released = releasedSources(plan.download, await deps.api.lookupCustomizedImages(orderIds));
    const missing = released.missing.map((candidate) => ({ orderOriginalId: candidate.source.naming.orderOriginalId, reason: MSG.downloads.notReleased }));
    if (released.sources.length === 0) {
      await deps.ui.allFailed({ kind: 'customized', failures: missing, retryable: false, refundOnClose: ledger.undelivered().length, withoutPrint });
      return;
    }
    const rules = await deps.api.getDownloadRules();
    const archivePlan = deps.engine.planArchive(released.sources, {
      rules: rules.rules,
      withOrderIdFile: writesOrderIdFile(rules),
      extension: deps.toTiff ? 'tif' : 'png',
      ...(withoutPrint.length > 0 ? { orderNotes: incompleteOrderNotes(withoutPrint), listedOrders: listedOrders(ticked, withoutPrint, shops) } : {}),
    });
    if (await runAndReport(deps, { kind: 'customized', target, startedAt, plan: archivePlan, missing, ledger, withoutPrint, outcome })) changed = true;
  } catch (error) {
    if (!isAbort(error)) await deps.ui.error('customized', reasonOf(error));
  } finally {
    const refund = await refundUndelivered(deps, ledger.undelivered(), ledger.note);
    if (refund.images > 0) changed = true;
    // A cancel says it all at once: what was saved, refunded and kept charged, and why.
    if (outcome.cancelled) deps.ui.cancelled({ kind: 'customized', ...outcome.cancelled, refund });
    else sayRefund(deps.ui, refund);
    if (changed) deps.onDownloaded();
  }
}

/**
 * Refunds what earlier downloads of this account charged and left undelivered without settling it (a tab
 * closed mid-download, a session ended elsewhere, no network for the refund: lib/chargeNote.ts); resolves
 * whether anything was refunded. What still finds no answer is put back for the next visit.
 */
export async function settleLeftCharges(deps: RefundDeps, refs: readonly ImageRef[], putBack: (refs: ImageRef[]) => void): Promise<boolean> {
  const unsettled: ImageRef[] = [];
  const refund = await refundUndelivered(deps, refs, NO_NOTE, unsettled);
  putBack(unsettled);
  sayRefund(deps.ui, refund);
  return refund.images > 0;
}

/** The flow of 下载效果图: free, no credit check, no charge. */
export async function downloadEffect(deps: FlowDeps, ticked: readonly TickedItem[], shops: readonly Shop[]): Promise<void> {
  const notice = selectionNotice(ticked, 'effect');
  if (notice) return deps.ui.notify(notice);
  const candidates = imageCandidates(ticked, 'effect', shops);
  if (await refusedBeforehand(deps, 'effect', candidates.length)) return;
  try {
    const startedAt = await deps.now();
    const target = await openTarget(deps, 'effect', startedAt);
    if (!target) return;
    if (await refusedByTarget(deps, 'effect', target, candidates.length)) return;
    const rules = await deps.api.getDownloadRules();
    const plan = deps.engine.planArchive(
      candidates.map((candidate) => candidate.source),
      {
        rules: rules.rules,
        withOrderIdFile: writesOrderIdFile(rules),
        extension: deps.toTiff ? 'tif' : 'png',
        // Its own top folder: extracted beside the print files, an effect image never takes a print file's name.
        topFolder: MSG.downloads.kindName('effect'),
      },
    );
    const outcome: Outcome = { cancelled: null };
    if (await runAndReport(deps, { kind: 'effect', target, startedAt, plan, missing: [], ledger: new ChargeLedger(), withoutPrint: [], outcome })) deps.onDownloaded();
    if (outcome.cancelled) deps.ui.cancelled({ kind: 'effect', ...outcome.cancelled, refund: NO_REFUND });
  } catch (error) {
    if (!isAbort(error)) await deps.ui.error('effect', reasonOf(error));
  }
}

/** Whether the limit the adapter knows before its target opens refuses this many images (said in a dialog). */
async function refusedBeforehand(deps: FlowDeps, kind: DownloadKind, images: number): Promise<boolean> {
  const maxFileBytes = await deps.saveFileLimit?.().catch(() => undefined);
  const refusal = hostRefusal({ kind, images, maxFileBytes, toTiff: deps.toTiff });
  if (!refusal) return false;
  await deps.ui.tooManyForTarget(refusal);
  return true;
}

/** Whether the target's own file limit refuses this many images (said in a dialog); nothing is charged first. */
async function refusedByTarget(deps: FlowDeps, kind: DownloadKind, target: SaveTarget, images: number): Promise<boolean> {
  const refusal = hostRefusal({ kind, images, maxFileBytes: target.maxFileBytes, toTiff: deps.toTiff });
  if (!refusal) return false;
  await deps.ui.tooManyForTarget(refusal);
  return true;
}

const NO_REFUND: RefundOutcome = { images: 0, credits: 0, served: 0, unsettled: 0 };

/** How a refund went, each in its own message (a cancel says it in its summary instead). */
function sayRefund(ui: RefundDeps['ui'], refund: RefundOutcome): void {
  if (refund.images > 0) ui.refunded({ images: refund.images, credits: refund.credits });
  if (refund.served > 0) ui.refundKept(refund.served);
  if (refund.unsettled > 0) ui.refundFailed(refund.unsettled);
}

/**
 * Refunds charged images no saved archive holds and resolves what came back. The service keeps
 * charged an image whose print file it served in full (its bytes left, whatever the disk did with them);
 * that image downloads free from then on, and the merchant is told so. Each batch the service answered is
 * settled in `note`; when one finds no answer, the note stays (with `unsettled` told what is left) for the
 * next visit to settle.
 */
async function refundUndelivered(
  deps: RefundDeps,
  undelivered: readonly ImageRef[],
  note: RunningChargeNote,
  unsettled: ImageRef[] = [],
): Promise<RefundOutcome> {
  if (undelivered.length === 0) {
    note.finish();
    return NO_REFUND;
  }
  let images = 0;
  let credits = 0;
  let served = 0;
  const batches = chargeBatches(undelivered);
  for (const [index, batch] of batches.entries()) {
    try {
      const result = await deps.api.refundImages({ images: batch });
      images += result.refundedImages;
      credits += result.refundedCredits;
      served += result.servedImages;
      note.delivered(batch.map(keyOf));
    } catch {
      unsettled.push(...batches.slice(index).flat());
      break;
    }
  }
  if (unsettled.length > 0) note.leave();
  else note.finish();
  return { images, credits, served, unsettled: unsettled.length };
}

/** The insufficient-credits question; resolves how many new images to charge, or -1 when the flow ends. */
async function askShort(
  deps: FlowDeps,
  candidates: readonly ImageCandidate[],
  chargedKeys: ReadonlySet<string>,
  balance: number,
  withoutPrint: ItemWithoutPrint[],
): Promise<number> {
  const fresh = newImages(candidates, chargedKeys);
  const affordable = affordableImages(balance);
  const answer = await deps.ui.shortOfCredits({ balance, fresh, affordable, charged: candidates.length - fresh, withoutPrint });
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
