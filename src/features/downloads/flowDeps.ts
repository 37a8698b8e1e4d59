/**
 * What the download flow (downloadFlow.ts) is handed and what it tells the merchant: the calls, the engine,
 * the save target, and the dialogs, each given as an interface so the money path is tested on its own
 * (test/unit/downloads/downloadFlow.test.ts).
 */
import type { SaveTarget } from '../../../adapters/types';
import type { ChargeResult, ImageRef, RefundResult } from '../../../contract/credits';
import type { DownloadRulesSetting } from '../../../contract/downloadRules';
import type { CustomizedImageRecord } from '../../../contract/orders';
import type { ArchivePlan, BulkDownloadOptions, BulkDownloadProgress, BulkDownloadResult, DownloadSource, PlanOptions } from '../../lib/bulkDownload/types';
import type { RunningChargeNote } from '../../lib/chargeNote';
import type { DownloadConfig } from './config';
import type { HostRefusal } from './hostLimits';
import type { DownloadKind, ItemWithoutPrint, Notice } from './selection';

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
  /**
   * `layout`: the charge of 生成排版, whose print files are read into a preview before anything is saved: its
   * rule says so (a print file read stays charged, as the service keeps it; making the layout again is free).
   */
  confirmCharge(summary: { images: number; fresh: number; cost: number; balance: number; withoutPrint: ItemWithoutPrint[]; layout?: true }): Promise<boolean>;
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
