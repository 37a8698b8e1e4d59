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
import { askShort, chargeNew, type ChargeQuestion } from './charge';
import { lookupAll, orderIdsOf, withChargedState } from './chargedState';
import { ChargeLedger } from './chargeLedger';
import type { FlowDeps } from './flowDeps';
import { hostRefusal } from './hostLimits';
import { MSG } from './messages';
import { isAbort, openTarget } from './openTarget';
import { NO_REFUND, refundUndelivered, sayRefund } from './refund';
import { runAndReport, type Outcome } from './runArchive';
import {
  costOf,
  imageCandidates,
  incompleteOrderNotes,
  itemsWithoutPrint,
  listedOrders,
  newImages,
  planCharges,
  releasedSources,
  selectionNotice,
  type DownloadKind,
  type ImageCandidate,
  type ItemWithoutPrint,
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
  const chargedKeys = new Set<string>();
  const ledger = new ChargeLedger(deps.chargeNote?.());
  const outcome: Outcome = { cancelled: null };
  let changed = false;
  try {
    // What is new and what is free is what the service holds charged now, not what the ticks were shown.
    const asked = await chargeQuestion(deps, listed, chargedKeys, withoutPrint);
    let affordable = await askToCharge(deps, asked);
    if (affordable < 0) return;
    // Browsers show their pickers only during the click that asked: the target opens before any call.
    const startedAt = await deps.now();
    const target = await openTarget(deps, 'customized', startedAt);
    if (!target) return;
    // Read again now the merchant has answered: an image counted free may have been refunded meanwhile (in
    // another tab), and what is charged is only ever what was asked about. Fewer new images charge less.
    const question = await chargeQuestion(deps, listed, chargedKeys, withoutPrint);
    const askedNew = new Set(asked.candidates.filter((candidate) => !candidate.charged).map((candidate) => candidate.key));
    if (question.candidates.some((candidate) => !candidate.charged && !askedNew.has(candidate.key))) {
      affordable = await askToCharge(deps, question);
      if (affordable < 0) return;
    }
    const { candidates } = question;

    const planned = planCharges(candidates, chargedKeys, affordable);
    // A target that cannot take this many images is refused before anything is charged.
    if (await refusedByTarget(deps, 'customized', target, planned.download.length)) return;
    const plan = await chargeNew(deps, ledger, question, planned, () => (changed = true));
    if (!plan) return;
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

/** The images of the download with what the service holds charged now (chargedState.ts), to ask about. */
async function chargeQuestion(deps: FlowDeps, listed: readonly ImageCandidate[], chargedKeys: Set<string>, withoutPrint: ItemWithoutPrint[]): Promise<ChargeQuestion> {
  return { candidates: withChargedState(listed, await lookupAll(deps.api, orderIdsOf(listed))), chargedKeys, withoutPrint };
}

/** The confirmation, or 积分不足 when the balance does not cover the new images: how many new ones to charge, -1 to end. */
async function askToCharge(deps: FlowDeps, question: ChargeQuestion): Promise<number> {
  const balance = (await deps.api.getCredits()).credits;
  const { candidates, chargedKeys, withoutPrint } = question;
  const fresh = newImages(candidates, chargedKeys);
  if (balance < costOf(fresh)) return askShort(deps, question, balance);
  return (await deps.ui.confirmCharge({ images: candidates.length, fresh, cost: costOf(fresh), balance, withoutPrint })) ? Infinity : -1;
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
