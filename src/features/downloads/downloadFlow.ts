/**
 * Spec 3 §4 and §8, the download flow without React: check credits, confirm, open the save target, charge
 * only what is new, look up the print files, plan, fetch and archive, and report. The dialogs and the calls
 * are handed in (flowDeps.ts), so the money path is tested on its own (test/unit/downloads/downloadFlow.test.ts).
 * Its parts: the charge (charge.ts) and what it charged and delivered (chargeLedger.ts), one archive run with
 * its retry (runArchive.ts), and the refund of what no archive holds (refund.ts).
 */
import type { SaveTarget } from '../../../adapters/types';
import { writesOrderIdFile } from '../../../contract/downloadRules';
import type { Shop } from '../../../contract/shops';
import type { TickedItem } from '../../ui/orderDownloadSlot';
import { askAndCharge } from './chargeFlow';
import { lookupAll, orderIdsOf } from './chargedState';
import { ChargeLedger } from './chargeLedger';
import type { FlowDeps } from './flowDeps';
import { hostRefusal } from './hostLimits';
import { MSG } from './messages';
import { isAbort, openTarget } from './openTarget';
import { NO_REFUND, refundUndelivered, sayRefund } from './refund';
import { runAndReport, type Outcome } from './runArchive';
import {
  imageCandidates,
  incompleteOrderNotes,
  itemsWithoutPrint,
  listedOrders,
  releasedSources,
  selectionNotice,
  type DownloadKind,
} from './selection';

/** The browser's words for a full disk are English and technical: the merchant reads what to do. */
const reasonOf = (error: unknown) => {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return MSG.downloads.diskFull;
  return error instanceof Error && error.message ? error.message : String(error);
};

/** The flow of 下载定制图. */
export async function downloadCustomized(deps: FlowDeps, ticked: readonly TickedItem[], shops: readonly Shop[]): Promise<void> {
  const notice = selectionNotice(ticked, 'customized');
  if (notice) return deps.ui.notify(notice);
  const listed = imageCandidates(ticked, 'customized', shops);
  const withoutPrint = itemsWithoutPrint(ticked);
  // A host that cannot take this many is said before any question of credits (and so before any charge).
  if (await refusedBeforehand(deps, 'customized', listed.length)) return;
  const ledger = new ChargeLedger(deps.chargeNote?.());
  const outcome: Outcome = { cancelled: null };
  let changed = false;
  try {
    const opened: { target: SaveTarget | null; startedAt: Date } = { target: null, startedAt: new Date() };
    const plan = await askAndCharge(deps, ledger, listed, withoutPrint, {
      // Browsers show their pickers only during the click that asked: the target opens before any call.
      afterAnswer: async () => {
        opened.startedAt = await deps.now();
        opened.target = await openTarget(deps, 'customized', opened.startedAt);
        return opened.target !== null;
      },
      // A target that cannot take this many images is refused before anything is charged.
      beforeCharge: async (images) => !(await refusedByTarget(deps, 'customized', opened.target!, images)),
      onCharged: () => (changed = true),
    });
    const { target, startedAt } = opened;
    if (!plan || !target) return;
    if (plan.download.length === 0) return deps.ui.notify({ level: 'info', text: MSG.downloads.noImage('customized') });

    const released = releasedSources(plan.download, await lookupAll(deps.api, orderIdsOf(plan.download)));
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
